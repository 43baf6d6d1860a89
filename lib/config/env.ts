import 'server-only';
import { z } from 'zod';
import { gatewayModeFromEnv } from '@/gateway/mode';
import { parseEnv } from './parse-env';

export type { Env } from './parse-env';

let cached: ReturnType<typeof parseEnv> | undefined;

/** The environment, parsed once per process. A missing or bad variable stops start-up with its name. */
export function env() {
  cached ??= parseEnv(process.env);
  return cached;
}

/** The links and contact figures client components may see: nothing secret goes in here. */
export const publicConfigSchema = z.object({
  siteUrl: z.string(),
  consoleUrl: z.string(),
  caseCenterUrl: z.string(),
  tradingPlatformUrl: z.string(),
  accountSiteUrl: z.string(),
  hazardPlatformUrl: z.string(),
  servicePhone: z.string(),
  /** Demo mode on the embedded gateway: where a code is asked for, a link to the demo inbox that shows it. */
  demoInbox: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export function publicConfig(): PublicConfig {
  const e = env();
  return {
    siteUrl: e.SITE_URL,
    consoleUrl: e.CONSOLE_URL,
    caseCenterUrl: e.CASE_CENTER_URL,
    tradingPlatformUrl: e.TRADING_PLATFORM_URL,
    accountSiteUrl: e.ACCOUNT_SITE_URL,
    hazardPlatformUrl: e.HAZARD_PLATFORM_URL,
    servicePhone: e.SERVICE_PHONE,
    demoInbox: gatewayModeFromEnv() === 'demo' && !e.GATEWAY_URL,
  };
}
