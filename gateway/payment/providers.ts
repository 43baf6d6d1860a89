import type { GatewayDeps } from '../deps';
import { cashierProvider } from './cashier';
import type { PayChannel, PaymentProvider } from './provider';
import { sandboxProvider } from './sandbox';
import { wechatNativeProvider } from './wechat-native';

export interface PaymentSetup {
  wechat?: PaymentProvider;
  online?: PaymentProvider;
  /** Whether the sandbox pages answer at all. */
  sandbox: boolean;
}

/**
 * Which provider serves each channel, from the environment. Real providers are off by default; the
 * sandbox serves a channel that has none, unless PAYMENT_SANDBOX=off (then that channel is closed).
 */
export function paymentSetupFromEnv(env: Record<string, string | undefined> = process.env): PaymentSetup {
  const sandbox = env.PAYMENT_SANDBOX !== 'off';
  const sandboxBase = env.PAYMENT_SANDBOX_URL || '/api/pay-sandbox';
  const fallback = sandbox ? sandboxProvider(sandboxBase) : undefined;
  const wechat =
    env.WECHAT_PAY_MCHID && env.WECHAT_PAY_APPID && env.WECHAT_PAY_SERIAL_NO && env.WECHAT_PAY_PRIVATE_KEY && env.WECHAT_PAY_NOTIFY_URL
      ? wechatNativeProvider({
          mchid: env.WECHAT_PAY_MCHID,
          appid: env.WECHAT_PAY_APPID,
          serialNo: env.WECHAT_PAY_SERIAL_NO,
          privateKey: env.WECHAT_PAY_PRIVATE_KEY.replace(/\\n/g, '\n'),
          notifyUrl: env.WECHAT_PAY_NOTIFY_URL,
        })
      : fallback;
  const online =
    env.ONLINE_PAY_CREATE_URL && env.ONLINE_PAY_APP_KEY && env.ONLINE_PAY_PAYEE_NO
      ? cashierProvider({ createUrl: env.ONLINE_PAY_CREATE_URL, queryUrl: env.ONLINE_PAY_QUERY_URL, appKey: env.ONLINE_PAY_APP_KEY, payeeUserNo: env.ONLINE_PAY_PAYEE_NO })
      : fallback;
  return { wechat, online, sandbox };
}

let fromEnv: PaymentSetup | undefined;

export function paymentSetup(deps: GatewayDeps): PaymentSetup {
  if (deps.payments) return deps.payments;
  fromEnv ??= paymentSetupFromEnv();
  return fromEnv;
}

export const providerFor = (deps: GatewayDeps, channel: PayChannel) => paymentSetup(deps)[channel];
