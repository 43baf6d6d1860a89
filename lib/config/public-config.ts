import { z } from 'zod';
import { gatewayModeFromEnv } from '@/core/env/gateway-mode';
import type { Env } from '@/core/env/portal';
import { filingOf } from './filing';

/** The gateway's mode from the parsed variables (gateway/mode.ts reads them raw). */
const gatewayModeOf = (e: Env) => gatewayModeFromEnv({ GATEWAY_MODE: e.GATEWAY_MODE, DEMO_MODE: e.DEMO_MODE ? 'on' : 'off', NODE_ENV: e.NODE_ENV });

/** The links and contact figures client components may see: nothing secret goes in here. */
export const publicConfigSchema = z.object({
  siteUrl: z.string(),
  /** null when no console is configured: nothing may link or redirect to it. */
  consoleUrl: z.string().nullable(),
  caseCenterUrl: z.string(),
  tradingPlatformUrl: z.string(),
  accountSiteUrl: z.string(),
  hazardPlatformUrl: z.string(),
  servicePhone: z.string(),
  /** Demo mode on the embedded gateway: where a code is asked for, a link to the demo inbox that shows it. */
  demoInbox: z.boolean(),
  /** The filing numbers shown at the bottom of every page (lib/config/filing.ts). */
  filing: z.object({ icp: z.string().nullable(), publicSecurity: z.object({ text: z.string(), code: z.string() }).nullable(), example: z.boolean() }),
  /** A WeChat official account is configured: pages opened in WeChat set their share card (lib/wechat-share). */
  wechatShare: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** Pure, so the build recorder and the start-up check compute exactly what pages render. */
export function publicConfigOf(e: Env): PublicConfig {
  return {
    siteUrl: e.SITE_URL,
    consoleUrl: e.CONSOLE_URL ?? null,
    caseCenterUrl: e.CASE_CENTER_URL,
    tradingPlatformUrl: e.TRADING_PLATFORM_URL,
    // Unset: this portal's own login page, a path, so it works at any address (issue 19 item 3).
    accountSiteUrl: e.ACCOUNT_SITE_URL ?? '/login',
    hazardPlatformUrl: e.HAZARD_PLATFORM_URL,
    servicePhone: e.SERVICE_PHONE,
    demoInbox: gatewayModeOf(e) === 'demo' && !e.GATEWAY_URL,
    filing: filingOf(e, gatewayModeOf(e)),
    wechatShare: Boolean(e.WECHAT_MP_APP_ID),
  };
}
