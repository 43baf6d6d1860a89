import { processEnv } from './process';
import type { EnvRecord } from './record';

/**
 * How the embedded gateway meets the real world.
 * - development, test: codes go to an outbox that tests and developers read; the payment sandbox is on.
 * - demo: the quick start. As development, and the portal says so on every page (演示环境).
 * - production: codes are really sent (or SMS is declared off), money moves only through real providers.
 */
export type GatewayMode = 'development' | 'test' | 'demo' | 'production';

export const gatewayModes = ['development', 'test', 'demo', 'production'] as const satisfies readonly GatewayMode[];

const on = (value: string | undefined) => value === 'on' || value === 'true' || value === '1';

/** GATEWAY_MODE when set; else DEMO_MODE=on gives demo; else NODE_ENV (development by default). */
export function gatewayModeFromEnv(env: EnvRecord = processEnv()): GatewayMode {
  const wanted = env.GATEWAY_MODE || (on(env.DEMO_MODE) ? 'demo' : env.NODE_ENV);
  return (gatewayModes as readonly string[]).includes(wanted ?? '') ? (wanted as GatewayMode) : 'development';
}

/** Modes where nothing real is promised: codes land in the outbox and the payment sandbox is on by default. */
export const keepsOutbox = (mode: GatewayMode) => mode !== 'production';
