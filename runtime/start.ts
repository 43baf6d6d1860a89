import { installChineseZodMessages } from '@/core/validation/zod-messages';
import { isBuilding, isProduction } from '@/core/env/process';
import { env } from '@/lib/config/env';
import { startup } from '@/lib/config/startup';
import { logRequestError } from '@/lib/log/request-error';
import { startPortalMetrics } from '@/lib/metrics/start';
import { startSearchPush } from '@/lib/search-push/start';
import { knownIdentifiers } from '@/lib/sitemap/known/portal';
import { currentIdentifierValidator } from '@/lib/identifier/current-validator';
import { gatewayOutage } from '@/lib/gateway/outage';
import { portalMetrics } from '@/lib/metrics/families';
import { sessionCookieName } from '@/lib/session/cookie-name';
import { installRuntime } from './install';

/**
 * The portal's server starting (instrumentation.ts, in the Node.js runtime only): the start-up check
 * logs what is running (lib/config/startup.ts) and refuses an inconsistent configuration, naming each
 * variable, so a production server without a proper SESSION_SECRET or with a half-configured payment
 * provider never serves a page. Then the request pipeline goes in front of Next (install.ts), with
 * METRICS_PORT set /metrics opens on its own port, and with Baidu or IndexNow configured the search
 * push starts in the background (lib/search-push/start.ts).
 */
export async function startServer(): Promise<void> {
  // Input no form sends is refused in Chinese too, never in zod's English (core/validation/zod-messages.ts).
  installChineseZodMessages();
  startup();
  // The build prerenders pages: nothing is served then, so nothing is hooked or opened.
  if (isBuilding()) return;
  const e = env();
  installRuntime({
    production: isProduction(),
    identifierRequestsInFlight: e.IDENTIFIER_REQUESTS_IN_FLIGHT,
    identifierRevalidationsInFlight: e.IDENTIFIER_REVALIDATIONS_IN_FLIGHT,
    metrics: e.METRICS_PORT !== 0,
    indexNowKey: e.INDEXNOW_KEY,
    sessionCookie: sessionCookieName(),
    trustProxy: e.TRUST_PROXY,
    trustedProxies: e.TRUSTED_PROXIES,
    siteUrl: e.SITE_URL,
    wechatScripts: Boolean(e.WECHAT_MP_APP_ID),
    // A gateway can push only where the revalidation door is open (REVALIDATE_SECRET): else 30 s as before.
    edgeHoldSeconds: e.EDGE_URLS.length > 0 && e.REVALIDATE_SECRET ? e.EDGE_HOLD_SECONDS : undefined,
    identifierVersions: {
      currentValidator: currentIdentifierValidator,
      gatewayDown: gatewayOutage,
      count: (result) => portalMetrics().cacheAnswers.inc({ layer: 'identifier_version', kind: 'identifier', result }),
    },
    crawlers: {
      perSecond: e.CRAWLER_REQUESTS_PER_SECOND,
      verifiedPerSecond: e.CRAWLER_VERIFIED_REQUESTS_PER_SECOND,
      burstSeconds: e.CRAWLER_BURST_SECONDS,
      verifyDns: e.CRAWLER_VERIFY_DNS,
      trustProxy: e.TRUST_PROXY,
    },
  });
  await startPortalMetrics();
  startSearchPush();
  // With a provider's gateway, the identifiers the sitemaps may need are read from DATA_DIR now, not on a
  // visitor's first scan (lib/sitemap/known, decision 0055).
  knownIdentifiers();
}

export { logRequestError };
