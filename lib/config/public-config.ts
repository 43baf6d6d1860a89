import { z } from 'zod';
import type { Env } from './parse-env';

/** The links and contact figures client components may see: nothing secret goes in here. */
export const publicConfigSchema = z.object({
  siteUrl: z.string(),
  consoleUrl: z.string(),
  caseCenterUrl: z.string(),
  tradingPlatformUrl: z.string(),
  accountSiteUrl: z.string(),
  hazardPlatformUrl: z.string(),
  servicePhone: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** Pure, so the build recorder and the start-up check compute exactly what pages render. */
export function publicConfigOf(e: Env): PublicConfig {
  return {
    siteUrl: e.SITE_URL,
    consoleUrl: e.CONSOLE_URL,
    caseCenterUrl: e.CASE_CENTER_URL,
    tradingPlatformUrl: e.TRADING_PLATFORM_URL,
    accountSiteUrl: e.ACCOUNT_SITE_URL,
    hazardPlatformUrl: e.HAZARD_PLATFORM_URL,
    servicePhone: e.SERVICE_PHONE,
  };
}
