import { createPrivateKey } from 'node:crypto';
import type { GatewayMode } from './gateway-mode';
import type { EnvRecord } from './record';

/** The two ways to pay online (001 §7): WeChat native QR and the online cashier redirect. */
export type PayChannel = 'wechat' | 'online';

/** real: a configured provider moves money; sandbox: the sandbox pages settle it; off: nothing can pay. */
export type ChannelState = 'real' | 'sandbox' | 'off';

export interface WechatConfig {
  mchid: string;
  appid: string;
  serialNo: string;
  /** The merchant's API private key, PEM. */
  privateKey: string;
  notifyUrl: string;
  apiBase?: string;
}

export interface CashierConfig {
  /** The provider's create-payment address; it answers { data: { pageUrl } }. */
  createUrl: string;
  /** The provider's query address; it answers { data: { status } } for ?bizOrderNo=. */
  queryUrl?: string;
  appKey: string;
  payeeUserNo: string;
}

/** What the environment says of payments: each channel's state and, for a real one, its provider's settings. */
export interface PaymentSettings {
  wechat?: WechatConfig;
  online?: CashierConfig;
  /** Whether the sandbox pages answer at all, and where (PAYMENT_SANDBOX_URL, /api/pay-sandbox by default). */
  sandbox: boolean;
  sandboxUrl: string;
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

const isHttpUrl = (text: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

const pem = (text: string) => text.replace(/\\n/g, '\n');

function readsAsPrivateKey(text: string): boolean {
  try {
    createPrivateKey(text);
    return true;
  } catch {
    return false;
  }
}

/** Missing variables of a channel the operator started to configure, and values that cannot work. */
function channelProblems(env: EnvRecord, channel: PayChannel): string[] {
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

const switchValues: Record<string, boolean> = { on: true, true: true, '1': true, off: false, false: false, '0': false };

/** PAYMENT_SANDBOX as written: true or false when it is a known word, undefined when unset, 'invalid' otherwise. */
export function sandboxSwitch(env: EnvRecord): boolean | undefined | 'invalid' {
  const written = env.PAYMENT_SANDBOX?.trim().toLowerCase();
  if (!written) return undefined;
  return written in switchValues ? switchValues[written] : 'invalid';
}

/**
 * Whether the sandbox answers: on by default where nothing real is promised (development, test, demo),
 * off in production unless the operator writes PAYMENT_SANDBOX=on. A value it cannot read keeps it off
 * (and paymentSettings reports it), so a typo never opens it.
 */
export function paymentSandboxOn(env: EnvRecord, mode: GatewayMode): boolean {
  const written = sandboxSwitch(env);
  if (written === 'invalid') return false;
  return written ?? mode !== 'production';
}

/**
 * Which provider serves each channel, from the environment and the mode (docs/decisions/0016). A channel
 * is real when its whole configuration is present; a partial one is a problem and leaves the channel off,
 * never on the sandbox. A channel without configuration is served by the sandbox when the sandbox is on,
 * otherwise it is off. Pure: nothing is read but `env`.
 */
export function paymentSettings(env: EnvRecord, mode: GatewayMode): PaymentSettings {
  const problemsOf: PaymentSettings['problemsOf'] = { wechat: channelProblems(env, 'wechat'), online: channelProblems(env, 'online'), sandbox: [] };
  const warnings: string[] = [];
  if (sandboxSwitch(env) === 'invalid') problemsOf.sandbox.push(`PAYMENT_SANDBOX must be on or off, not "${env.PAYMENT_SANDBOX}"`);
  const sandbox = paymentSandboxOn(env, mode);
  if (sandbox && mode === 'production') {
    warnings.push('PAYMENT_SANDBOX=on in production mode: a buyer can mark an order paid on the sandbox page without money moving; every page shows 演示环境');
  }
  const problems = [...problemsOf.sandbox, ...problemsOf.wechat, ...problemsOf.online];
  const settings: PaymentSettings = { sandbox, sandboxUrl: env.PAYMENT_SANDBOX_URL || '/api/pay-sandbox', channels: { wechat: 'off', online: 'off' }, problems, problemsOf, warnings };
  for (const channel of ['wechat', 'online'] as const) {
    if (problemsOf[channel].length > 0) continue;
    if (channelVariables[channel].opens.some((name) => env[name])) settings.channels[channel] = 'real';
    else if (sandbox) settings.channels[channel] = 'sandbox';
  }
  if (settings.channels.wechat === 'real') {
    settings.wechat = { mchid: env.WECHAT_PAY_MCHID!, appid: env.WECHAT_PAY_APPID!, serialNo: env.WECHAT_PAY_SERIAL_NO!, privateKey: pem(env.WECHAT_PAY_PRIVATE_KEY!), notifyUrl: env.WECHAT_PAY_NOTIFY_URL! };
  }
  if (settings.channels.online === 'real') {
    settings.online = { createUrl: env.ONLINE_PAY_CREATE_URL!, queryUrl: env.ONLINE_PAY_QUERY_URL, appKey: env.ONLINE_PAY_APP_KEY!, payeeUserNo: env.ONLINE_PAY_PAYEE_NO! };
  }
  return settings;
}
