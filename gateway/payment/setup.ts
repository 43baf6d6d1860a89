import { createPrivateKey } from 'node:crypto';
import type { GatewayMode } from '../mode';
import { cashierProvider } from './cashier';
import type { PayChannel, PaymentProvider } from './provider';
import { paymentSandboxOn, sandboxProvider, sandboxSwitch } from './sandbox';
import { wechatNativeProvider } from './wechat-native';

type Env = Record<string, string | undefined>;

/** real: a configured provider moves money; sandbox: the sandbox pages settle it; off: nothing can pay. */
export type ChannelState = 'real' | 'sandbox' | 'off';

export interface PaymentSetup {
  wechat?: PaymentProvider;
  online?: PaymentProvider;
  /** Whether the sandbox pages answer at all. */
  sandbox: boolean;
  channels: Record<PayChannel, ChannelState>;
  /** Configuration errors, each naming its variables: the process must not start with any. */
  problems: string[];
  /** The same problems by the part they concern (the start-up report's entries). */
  problemsOf: Record<PayChannel | 'sandbox', string[]>;
  /** Allowed but worth an operator's look: logged at start. */
  warnings: string[];
}

/**
 * Each channel's variables. `opens`: setting any of them means the operator wants the real provider, so
 * every one of `needs` must then be set. ONLINE_PAY_PAYEE_NO alone does not open the cashier: it is also
 * a field the portal sends to a real gateway (and has a default there).
 */
export const channelVariables = {
  wechat: {
    needs: ['WECHAT_PAY_MCHID', 'WECHAT_PAY_APPID', 'WECHAT_PAY_SERIAL_NO', 'WECHAT_PAY_PRIVATE_KEY', 'WECHAT_PAY_NOTIFY_URL'],
    opens: ['WECHAT_PAY_MCHID', 'WECHAT_PAY_APPID', 'WECHAT_PAY_SERIAL_NO', 'WECHAT_PAY_PRIVATE_KEY', 'WECHAT_PAY_NOTIFY_URL'],
  },
  // The query address is required: without it no cashier payment could ever be confirmed.
  online: {
    needs: ['ONLINE_PAY_CREATE_URL', 'ONLINE_PAY_QUERY_URL', 'ONLINE_PAY_APP_KEY', 'ONLINE_PAY_PAYEE_NO'],
    opens: ['ONLINE_PAY_CREATE_URL', 'ONLINE_PAY_QUERY_URL', 'ONLINE_PAY_APP_KEY'],
  },
} as const satisfies Record<PayChannel, { needs: readonly string[]; opens: readonly string[] }>;

const channelTitle: Record<PayChannel, string> = { wechat: 'WeChat Pay', online: 'the online cashier' };
const urlVariables = ['WECHAT_PAY_NOTIFY_URL', 'ONLINE_PAY_CREATE_URL', 'ONLINE_PAY_QUERY_URL'];

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** Missing variables of a channel the operator started to configure, and values that cannot work. */
function channelProblems(env: Env, channel: PayChannel): string[] {
  const { needs, opens } = channelVariables[channel];
  if (!opens.some((name) => env[name])) return [];
  const missing = needs.filter((name) => !env[name]);
  if (missing.length > 0) {
    return [`${missing.join(', ')} missing: ${channelTitle[channel]} needs all of ${needs.join(', ')} (set them all, or unset them all to close the channel)`];
  }
  const problems = needs.filter((name) => urlVariables.includes(name) && !isHttpUrl(env[name]!)).map((name) => `${name} must be an http(s) URL`);
  if (channel === 'wechat' && !readsAsPrivateKey(pem(env.WECHAT_PAY_PRIVATE_KEY!))) {
    problems.push('WECHAT_PAY_PRIVATE_KEY must be the merchant API private key in PEM form (newlines may be written as \\n)');
  }
  return problems;
}

const pem = (value: string) => value.replace(/\\n/g, '\n');

function readsAsPrivateKey(value: string): boolean {
  try {
    createPrivateKey(value);
    return true;
  } catch {
    return false;
  }
}

function realProvider(env: Env, channel: PayChannel): PaymentProvider {
  if (channel === 'wechat') {
    return wechatNativeProvider({
      mchid: env.WECHAT_PAY_MCHID!,
      appid: env.WECHAT_PAY_APPID!,
      serialNo: env.WECHAT_PAY_SERIAL_NO!,
      privateKey: pem(env.WECHAT_PAY_PRIVATE_KEY!),
      notifyUrl: env.WECHAT_PAY_NOTIFY_URL!,
    });
  }
  return cashierProvider({ createUrl: env.ONLINE_PAY_CREATE_URL!, queryUrl: env.ONLINE_PAY_QUERY_URL, appKey: env.ONLINE_PAY_APP_KEY!, payeeUserNo: env.ONLINE_PAY_PAYEE_NO! });
}

/**
 * Which provider serves each channel, from the environment and the mode (docs/decisions/0016). A channel
 * is real when its whole configuration is present; a partial one is a problem and leaves the channel off,
 * never on the sandbox. A channel without configuration is served by the sandbox when the sandbox is on,
 * otherwise it is off. Pure: nothing is read but `env`, nothing is called.
 */
export function paymentSetupFromEnv(env: Env, mode: GatewayMode): PaymentSetup {
  const problemsOf: PaymentSetup['problemsOf'] = { wechat: channelProblems(env, 'wechat'), online: channelProblems(env, 'online'), sandbox: [] };
  const warnings: string[] = [];
  if (sandboxSwitch(env) === 'invalid') problemsOf.sandbox.push(`PAYMENT_SANDBOX must be on or off, not "${env.PAYMENT_SANDBOX}"`);
  const sandbox = paymentSandboxOn(env, mode);
  if (sandbox && mode === 'production') {
    warnings.push('PAYMENT_SANDBOX=on in production mode: a buyer can mark an order paid on the sandbox page without money moving; every page shows 演示环境');
  }
  const sandboxed = sandbox ? sandboxProvider(env.PAYMENT_SANDBOX_URL || '/api/pay-sandbox') : undefined;
  const problems = [...problemsOf.sandbox, ...problemsOf.wechat, ...problemsOf.online];
  const setup: PaymentSetup = { sandbox, channels: { wechat: 'off', online: 'off' }, problems, problemsOf, warnings };
  for (const channel of ['wechat', 'online'] as const) {
    if (problemsOf[channel].length > 0) continue;
    if (channelVariables[channel].opens.some((name) => env[name])) {
      setup[channel] = realProvider(env, channel);
      setup.channels[channel] = 'real';
    } else if (sandboxed) {
      setup[channel] = sandboxed;
      setup.channels[channel] = 'sandbox';
    }
  }
  return setup;
}
