import { gatewayModeFromEnv } from '@/gateway/mode';
import type { PayChannel } from '@/gateway/payment/provider';
import { paymentSetupFromEnv } from '@/gateway/payment/setup';

export type OpenChannels = Record<PayChannel, boolean>;

/**
 * Which online channels the payment page offers as open. The embedded gateway's are known here: a channel
 * with neither a real provider nor the sandbox is off, and its tab says so. A real gateway (GATEWAY_URL)
 * decides its own, so both are offered and its refusal is shown as it comes.
 */
export function openPayChannels(env: Record<string, string | undefined> = process.env): OpenChannels {
  if (env.GATEWAY_URL) return { wechat: true, online: true };
  const { channels } = paymentSetupFromEnv(env, gatewayModeFromEnv(env));
  return { wechat: channels.wechat !== 'off', online: channels.online !== 'off' };
}
