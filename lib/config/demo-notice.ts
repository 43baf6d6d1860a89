import { gatewayModeFromEnv } from '@/core/env/gateway-mode';
import { paymentSandboxOn } from '@/core/env/payment';
import { processEnv } from '@/core/env/process';
import type { EnvRecord } from '@/core/env/record';

/** Why a deployment is not a real one: it is the quick start's demo, and/or its payments are simulated. */
export interface DemoNotice {
  demoMode: boolean;
  paymentSandbox: boolean;
}

/**
 * The one decision behind the 演示环境 banner (docs/decisions/0016): shown in demo mode, and in production
 * mode when the operator opened the payment sandbox; never in development or test (those are nobody's
 * deployment). A pure function of the environment: prerendered pages take it at build time, and the
 * start-up check compares the build's answer with the running server's.
 */
export function demoNotice(env: EnvRecord = processEnv()): DemoNotice | undefined {
  const mode = gatewayModeFromEnv(env);
  const paymentSandbox = paymentSandboxOn(env, mode);
  if (mode === 'demo') return { demoMode: true, paymentSandbox };
  if (mode === 'production' && paymentSandbox) return { demoMode: false, paymentSandbox };
  return undefined;
}

export const showsDemoBanner = (env: EnvRecord = processEnv()) => demoNotice(env) !== undefined;
