import type { GatewayMode } from '@/core/env/gateway-mode';
import { processEnv } from '@/core/env/process';
import type { EnvRecord } from '@/core/env/record';
import { smsSettings, type SmsKind } from '@/core/env/sms';
import type { GatewayDeps } from '../deps';
import { providerLoading, type SmsProvider } from './provider';

export { defaultHourlyBudget, smsNotConfigured, type SmsKind } from '@/core/env/sms';

/**
 * Who sends the codes. `provider` is set for a real provider whose configuration is whole; the outbox
 * needs the database, so issueCode makes it per send. `problems` names every missing or bad variable:
 * production refuses to start while it is not empty (the start-up check).
 */
export interface SmsSetup {
  kind: SmsKind;
  provider?: SmsProvider;
  problems: string[];
  /** Codes the whole deployment may send in any hour (SMS_HOURLY_BUDGET, core/env/sms.ts). */
  hourlyBudget?: number;
}

/**
 * The environment's SMS settings (core/env/sms.ts), with the real provider they name made. Its module and
 * SDK load from here, so a gateway holds only the SDK it sends through (Aliyun's about 8 MB of heap,
 * Tencent's about 4) and the outbox none.
 */
export function smsSetupFromEnv(env: EnvRecord, mode: GatewayMode): SmsSetup {
  const { aliyun, tencent, ...settings } = smsSettings(env, mode);
  const provider = aliyun
    ? providerLoading('aliyun', import('./aliyun').then((module) => module.aliyunProvider(aliyun)))
    : tencent
      ? providerLoading('tencent', import('./tencent').then((module) => module.tencentProvider(tencent)))
      : undefined;
  return provider ? { ...settings, provider } : settings;
}

const fromEnv = new Map<GatewayMode, SmsSetup>();

/** The gateway's SMS set-up: the one its deps were given, else the environment's (read once per mode). */
export function smsSetup(deps: GatewayDeps): SmsSetup {
  if (deps.sms) return deps.sms;
  let setup = fromEnv.get(deps.mode);
  if (!setup) fromEnv.set(deps.mode, (setup = smsSetupFromEnv(processEnv(), deps.mode)));
  return setup;
}
