import type { Agent } from 'node:http';
import { keepsOutbox, type GatewayMode } from './gateway-mode';
import { value, type EnvRecord } from './record';

export type SmsKind = 'aliyun' | 'tencent' | 'outbox' | 'off';

/**
 * What the environment says of SMS: who sends the codes, with a real provider's settings when its
 * configuration is whole (the gateway makes the provider from them, gateway/sms/setup.ts). `problems`
 * names every missing or bad variable: production refuses to start while it is not empty.
 */
export interface SmsSettings {
  kind: SmsKind;
  aliyun?: AliyunSmsConfig;
  tencent?: TencentSmsConfig;
  problems: string[];
  /**
   * Codes the whole deployment may send in any hour (SMS_HOURLY_BUDGET): past it every send is refused,
   * so a script pumping codes to many phones from many addresses cannot run up the provider's bill. Codes
   * to phones without an account may spend only half of it (gateway/sms/codes.ts, decision 0047).
   */
  hourlyBudget: number;
}

/** One problem per variable a chosen provider needs and does not have. */
export function missing(env: EnvRecord, names: readonly string[], provider: string): string[] {
  return names.filter((name) => !value(env, name)).map((name) => `${name} is not set (SMS_PROVIDER=${provider} needs it)`);
}

export interface Endpoint {
  /** host[:port], as the SDKs take it. */
  host: string;
  protocol: 'http' | 'https';
}

/**
 * ALIYUN_SMS_ENDPOINT and TENCENT_SMS_ENDPOINT: a bare host means HTTPS; a URL's scheme may say http,
 * which only a local stand-in of the provider (tests) should ever need. Anything else is refused.
 */
export function parseEndpoint(text: string): Endpoint | undefined {
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (!url.hostname || url.pathname !== '/' || url.search || url.hash || url.username || url.password) return undefined;
  return { host: url.host, protocol: url.protocol === 'http:' ? 'http' : 'https' };
}

/** The endpoint variable, or the provider's public host; production refuses plain HTTP (codes and phones would travel in clear). */
export function endpointFrom(env: EnvRecord, name: string, fallback: string, production: boolean): { endpoint?: Endpoint; problems: string[] } {
  const text = value(env, name);
  if (!text) return { endpoint: { host: fallback, protocol: 'https' }, problems: [] };
  const endpoint = parseEndpoint(text);
  if (!endpoint) return { problems: [`${name} must be a host name such as ${fallback}, or an http(s) URL without a path`] };
  if (production && endpoint.protocol === 'http') return { problems: [`${name} uses plain http: production sends codes over https only`] };
  return { endpoint, problems: [] };
}

export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  /** The approved signature (签名), e.g. 标识解析. */
  signName: string;
  /** The approved verification-code template, SMS_ and digits; its one variable is ${code}. */
  templateCode: string;
  endpoint: Endpoint;
}

export interface TencentSmsConfig {
  secretId: string;
  secretKey: string;
  /** The SMS application's SdkAppId (1400…). */
  sdkAppId: string;
  /** The approved signature (签名) content, e.g. 标识解析. */
  signName: string;
  /** The approved verification-code template's id; its one parameter {1} is the code. */
  templateId: string;
  /** ap-guangzhou, ap-beijing or ap-nanjing. */
  region: string;
  endpoint: Endpoint;
  /** Tests only: an agent that pins the stand-in's host name to loopback (the SDK signs for the host's first label). */
  agent?: Agent;
}

const aliyunNeeds = ['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE'] as const;

/** SMS_PROVIDER=aliyun: the settings when every variable is there and well formed, else each problem. */
function aliyunSettings(env: EnvRecord, production: boolean): { config?: AliyunSmsConfig; problems: string[] } {
  const problems = missing(env, aliyunNeeds, 'aliyun');
  const templateCode = value(env, 'ALIYUN_SMS_TEMPLATE_CODE');
  if (templateCode && !/^SMS_\d+$/.test(templateCode)) problems.push('ALIYUN_SMS_TEMPLATE_CODE must be a template code such as SMS_123456789 (the SMS console lists it)');
  const { endpoint, problems: endpointProblems } = endpointFrom(env, 'ALIYUN_SMS_ENDPOINT', 'dysmsapi.aliyuncs.com', production);
  problems.push(...endpointProblems);
  if (problems.length > 0 || !endpoint) return { problems };
  return {
    config: {
      accessKeyId: value(env, 'ALIYUN_SMS_ACCESS_KEY_ID')!,
      accessKeySecret: value(env, 'ALIYUN_SMS_ACCESS_KEY_SECRET')!,
      signName: value(env, 'ALIYUN_SMS_SIGN_NAME')!,
      templateCode: templateCode!,
      endpoint,
    },
    problems,
  };
}

const tencentNeeds = ['TENCENT_SMS_SECRET_ID', 'TENCENT_SMS_SECRET_KEY', 'TENCENT_SMS_SDK_APP_ID', 'TENCENT_SMS_SIGN_NAME', 'TENCENT_SMS_TEMPLATE_ID', 'TENCENT_SMS_REGION'] as const;

/** SMS_PROVIDER=tencent: the settings when every variable is there and well formed, else each problem. */
function tencentSettings(env: EnvRecord, production: boolean): { config?: TencentSmsConfig; problems: string[] } {
  const problems = missing(env, tencentNeeds, 'tencent');
  const sdkAppId = value(env, 'TENCENT_SMS_SDK_APP_ID');
  const templateId = value(env, 'TENCENT_SMS_TEMPLATE_ID');
  const region = value(env, 'TENCENT_SMS_REGION');
  if (sdkAppId && !/^\d+$/.test(sdkAppId)) problems.push('TENCENT_SMS_SDK_APP_ID must be the digits of the SMS application id (1400…)');
  if (templateId && !/^\d+$/.test(templateId)) problems.push('TENCENT_SMS_TEMPLATE_ID must be the digits of an approved template id');
  if (region && !/^[a-z]+-[a-z]+(-\d+)?$/.test(region)) problems.push('TENCENT_SMS_REGION must be a region such as ap-guangzhou');
  const { endpoint, problems: endpointProblems } = endpointFrom(env, 'TENCENT_SMS_ENDPOINT', 'sms.tencentcloudapi.com', production);
  problems.push(...endpointProblems);
  // The SDK names the signed service after the host's first label, so any other host fails every signature.
  if (endpoint && !endpoint.host.startsWith('sms.')) problems.push('TENCENT_SMS_ENDPOINT must be a host starting with sms. such as sms.tencentcloudapi.com');
  if (problems.length > 0 || !endpoint) return { problems };
  return {
    config: {
      secretId: value(env, 'TENCENT_SMS_SECRET_ID')!,
      secretKey: value(env, 'TENCENT_SMS_SECRET_KEY')!,
      sdkAppId: sdkAppId!,
      signName: value(env, 'TENCENT_SMS_SIGN_NAME')!,
      templateId: templateId!,
      region: region!,
      endpoint,
    },
    problems,
  };
}

/** 500 an hour: far above a portal's real use (each person needs one or two), far below a pump's. */
export const defaultHourlyBudget = 500;

function hourlyBudgetFromEnv(env: EnvRecord): { hourlyBudget: number; problems: string[] } {
  const raw = value(env, 'SMS_HOURLY_BUDGET');
  if (raw === undefined) return { hourlyBudget: defaultHourlyBudget, problems: [] };
  const budget = Number(raw);
  return Number.isInteger(budget) && budget > 0
    ? { hourlyBudget: budget, problems: [] }
    : { hourlyBudget: defaultHourlyBudget, problems: [`SMS_HOURLY_BUDGET=${raw} is not a positive whole number`] };
}

export const smsNotConfigured =
  'SMS_PROVIDER is not set: set aliyun or tencent with their variables (ALIYUN_SMS_* or TENCENT_SMS_*), or SMS_PROVIDER=off to run without SMS (registration, code login, password reset and the SMS-gated scenes then answer that SMS is not available)';

/**
 * SMS_PROVIDER=aliyun|tencent|off (and outbox outside production). Without it, development, test and demo
 * keep codes in the outbox; production has no provider and says so in `problems` (and sends nothing:
 * SMS actions answer as if it were off, never that a code was sent).
 */
export function smsSettings(env: EnvRecord, mode: GatewayMode): SmsSettings {
  const { hourlyBudget, problems } = hourlyBudgetFromEnv(env);
  const setup = kindFromEnv(env, mode);
  return { ...setup, hourlyBudget, problems: [...setup.problems, ...problems] };
}

function kindFromEnv(env: EnvRecord, mode: GatewayMode): Omit<SmsSettings, 'hourlyBudget'> {
  const production = !keepsOutbox(mode);
  const chosen = value(env, 'SMS_PROVIDER')?.toLowerCase();
  const unset = production ? 'off' : 'outbox';
  switch (chosen) {
    case 'aliyun': {
      const { config, problems } = aliyunSettings(env, production);
      return { kind: 'aliyun', aliyun: config, problems };
    }
    case 'tencent': {
      const { config, problems } = tencentSettings(env, production);
      return { kind: 'tencent', tencent: config, problems };
    }
    case 'off':
      return { kind: 'off', problems: [] };
    case 'outbox':
      return production
        ? { kind: 'off', problems: ['SMS_PROVIDER=outbox keeps codes in the database and sends nothing: production needs aliyun or tencent with their variables, or SMS_PROVIDER=off'] }
        : { kind: 'outbox', problems: [] };
    case undefined:
      return { kind: unset, problems: production ? [smsNotConfigured] : [] };
    default:
      return { kind: unset, problems: [`SMS_PROVIDER=${chosen} is not one of aliyun, tencent, off${production ? '' : ', outbox'}`] };
  }
}
