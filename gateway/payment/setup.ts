import type { GatewayMode } from '@/core/env/gateway-mode';
import { paymentSettings, type ChannelState, type PaymentSettings } from '@/core/env/payment';
import type { EnvRecord } from '@/core/env/record';
import { cashierProvider } from './cashier';
import type { PaymentProvider } from './provider';
import { sandboxProvider } from './sandbox';
import { wechatNativeProvider } from './wechat-native';

export { channelVariables, type ChannelState } from '@/core/env/payment';

/** The environment's payment settings (core/env/payment.ts) with a provider for each open channel. */
export interface PaymentSetup extends Omit<PaymentSettings, 'wechat' | 'online' | 'sandboxUrl'> {
  wechat?: PaymentProvider;
  online?: PaymentProvider;
  channels: Record<'wechat' | 'online', ChannelState>;
}

/** The providers the settings name: a real one where its whole configuration is there, else the sandbox's pages, else none. */
export function paymentSetupFromEnv(env: EnvRecord, mode: GatewayMode): PaymentSetup {
  const { wechat, online, sandboxUrl, ...settings } = paymentSettings(env, mode);
  const sandboxed = settings.sandbox ? sandboxProvider(sandboxUrl) : undefined;
  const providerOf = (state: ChannelState, real: () => PaymentProvider) => (state === 'real' ? real() : state === 'sandbox' ? sandboxed : undefined);
  return {
    ...settings,
    wechat: providerOf(settings.channels.wechat, () => wechatNativeProvider(wechat!)),
    online: providerOf(settings.channels.online, () => cashierProvider(online!)),
  };
}
