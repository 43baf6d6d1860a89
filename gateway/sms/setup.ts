import type { GatewayDeps } from '../deps';
import { keepsOutbox, type GatewayMode } from '../mode';
import { aliyunFromEnv } from './aliyun';
import { value, type Env } from './env';
import type { SmsProvider } from './provider';
import { tencentFromEnv } from './tencent';

export type SmsKind = 'aliyun' | 'tencent' | 'outbox' | 'off';

/**
 * Who sends the codes. `provider` is set for a real provider whose configuration is whole; the outbox
 * needs the database, so issueCode makes it per send. `problems` names every missing or bad variable:
 * production refuses to start while it is not empty (the start-up check).
 */
export interface SmsSetup {
  kind: SmsKind;
  provider?: SmsProvider;
  problems: string[];
  /**
   * Codes the whole deployment may send in any hour (SMS_HOURLY_BUDGET): past it every send is refused,
   * so a script pumping codes to many phones from many addresses cannot run up the provider's bill.
   */
  hourlyBudget?: number;
}

/** 500 an hour: far above a portal's real use (each person needs one or two), far below a pump's. */
export const defaultHourlyBudget = 500;

function hourlyBudgetFromEnv(env: Env): { hourlyBudget: number; problems: string[] } {
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
export function smsSetupFromEnv(env: Env, mode: GatewayMode): SmsSetup {
  const { hourlyBudget, problems } = hourlyBudgetFromEnv(env);
  const setup = providerFromEnv(env, mode);
  return { ...setup, hourlyBudget, problems: [...setup.problems, ...problems] };
}

function providerFromEnv(env: Env, mode: GatewayMode): SmsSetup {
  const production = !keepsOutbox(mode);
  const chosen = value(env, 'SMS_PROVIDER')?.toLowerCase();
  const unset = production ? 'off' : 'outbox';
  switch (chosen) {
    case 'aliyun':
      return { kind: 'aliyun', ...aliyunFromEnv(env, production) };
    case 'tencent':
      return { kind: 'tencent', ...tencentFromEnv(env, production) };
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

const fromEnv = new Map<GatewayMode, SmsSetup>();

/** The gateway's SMS set-up: the one its deps were given, else the environment's (read once per mode). */
export function smsSetup(deps: GatewayDeps): SmsSetup {
  if (deps.sms) return deps.sms;
  let setup = fromEnv.get(deps.mode);
  if (!setup) fromEnv.set(deps.mode, (setup = smsSetupFromEnv(process.env, deps.mode)));
  return setup;
}
