import { gatewayModeFromEnv } from '@/core/env/gateway-mode';
import type { PayChannel } from '@/core/env/payment';
import { paymentSettings } from '@/core/env/payment';
import { processEnv } from '@/core/env/process';
import type { EnvRecord } from '@/core/env/record';

export type OpenChannels = Record<PayChannel, boolean>;

/**
 * Which online channels the payment page offers as open. The embedded gateway's are known here: a channel
 * with neither a real provider nor the sandbox is off, and its tab says so. A real gateway (GATEWAY_URL)
 * decides its own, so both are offered and its refusal is shown as it comes.
 */
export function openPayChannels(env: EnvRecord = processEnv()): OpenChannels {
  if (env.GATEWAY_URL) return { wechat: true, online: true };
  const { channels } = paymentSettings(env, gatewayModeFromEnv(env));
  return { wechat: channels.wechat !== 'off', online: channels.online !== 'off' };
}
