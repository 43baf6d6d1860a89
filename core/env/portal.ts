import { z } from 'zod';
import { gatewayModes } from './gateway-mode';
import { defaultClient } from '@/core/contract/client-credentials';
import { isAddressOrNetwork, privateNetworks } from '@/core/net/trusted-proxies';

const url = z.url({ protocol: /^https?$/ });

// Defaults are the demo values a newcomer's portal runs with; production overrides what it needs.
const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Set by Next while building: pages are prerendered then, no session is sealed. */
    NEXT_PHASE: z.string().optional(),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** Where the portal is reached from outside: canonical URLs, sitemap, QR codes. */
    SITE_URL: url.default('http://localhost:3000'),
    /** The provider's real gateway; unset runs the embedded one in-process. */
    GATEWAY_URL: url.optional(),
    /**
     * The portal's OAuth client at the gateway: `Authorization: Basic` on the logins and the token refresh.
     * The defaults are what the embedded gateway expects; a real gateway gives its own pair.
     */
    GATEWAY_CLIENT_ID: z.string().regex(/^[^:\s]{1,128}$/, 'no colon or white space, at most 128 characters').default(defaultClient.id),
    GATEWAY_CLIENT_SECRET: z.string().min(1).max(512).default(defaultClient.secret),
    /** PostgreSQL for the embedded gateway; unset uses PGlite in DATA_DIR. */
    DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    /**
     * The Redis every portal instance shares: pages and data (cache-handler.mjs reads it itself, before any
     * module of ours) and the identifiers known to the sitemaps of a gateway without the sitemap calls
     * (lib/sitemap/known). Unset: Next's file-system cache, and the identifiers in a file of DATA_DIR.
     */
    REDIS_URL: z.string().regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL').optional(),
    /**
     * The embedded gateway's mode (gateway/mode.ts); defaults to demo when DEMO_MODE is on, else NODE_ENV.
     * `test` keeps an SMS outbox that browser tests read even on a production build; production has none.
     */
    GATEWAY_MODE: z.enum(gatewayModes).optional(),
    /** The quick start: a production build that keeps codes in an outbox, opens the payment sandbox and says 演示环境 on every page. */
    DEMO_MODE: z
      .enum(['on', 'off', 'true', 'false', '1', '0'])
      .default('off')
      .transform((v) => v === 'on' || v === 'true' || v === '1'),
    /** Seals the session cookie: at least 32 characters. Required in production. */
    SESSION_SECRET: z.string().optional(),
    /** Signs `POST /api/revalidate` (core/identifier/revalidate-signature.ts); unset, that door is shut. */
    REVALIDATE_SECRET: z.string().min(32, 'at least 32 characters').optional(),
    GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(30_000),
    /**
     * The console (another site) where buyers find their orders. Unset means there is none: no 控制台
     * link, and the payment result stays on its page instead of counting down to it (issue 19 item 3).
     */
    CONSOLE_URL: url.optional(),
    CASE_CENTER_URL: url.default('https://www.miit.gov.cn/'),
    TRADING_PLATFORM_URL: url.default('https://www.miit.gov.cn/'),
    /** The external account site; unset, this portal's own /login, at whatever address it is reached. */
    ACCOUNT_SITE_URL: url.optional(),
    HAZARD_PLATFORM_URL: url.default('https://www.mee.gov.cn/'),
    SERVICE_PHONE: z.string().default('400-880-3650'),
    /**
     * The site's ICP filing number (ICP备案号, e.g. 京ICP备12345678号-1), shown at the bottom of every page
     * and linked to beian.miit.gov.cn (lib/config/filing.ts). Unset in production: none is shown, and a
     * line at start warns.
     */
    ICP_RECORD: z
      .string()
      .trim()
      .regex(/^[\u4e00-\u9fa5]{1,2}ICP[备证]\d{4,12}号(-\d{1,3})?$/, 'an ICP filing number as MIIT issues it, e.g. 京ICP备12345678号-1')
      .optional(),
    /**
     * The public-security filing (公安备案号, e.g. 京公网安备11010502030143号), shown beside it with its icon
     * and linked to beian.mps.gov.cn with its record code (the number's digits unless given apart).
     */
    PUBLIC_SECURITY_RECORD: z
      .string()
      .trim()
      .regex(/^[\u4e00-\u9fa5]{1,2}公网安备\s?\d{14}号$/, 'a public-security filing number, e.g. 京公网安备11010502030143号')
      .optional(),
    PUBLIC_SECURITY_RECORD_CODE: z.string().regex(/^\d{14}$/, 'the 14 digits of the public-security record code').optional(),
    /** The provider's bank account shown for offline transfers (001 §2 payment); demo values by default. */
    PAYEE_BANK: z.string().default('中国工商银行重庆两江分行营业部'),
    PAYEE_ACCOUNT_NAME: z.string().default('重庆两江智链标识科技有限公司'),
    PAYEE_ACCOUNT_NO: z.string().regex(/^[\d ]{6,40}$/, 'digits and spaces only').default('3100 0211 0920 0168 835'),
    /** The online cashier's fields (001 §7 humi order create): our payee number, channel and method. */
    ONLINE_PAY_PAYEE_NO: z.string().default('HM20230001'),
    ONLINE_PAY_CHANNEL: z.string().default('UNIONPAY_B2B'),
    ONLINE_PAY_METHOD: z.string().default('B2B'),
    /** Days the embedded gateway keeps its audit trail before pruning it (gateway/audit/prune.ts); never fewer than 180. */
    AUDIT_RETENTION_DAYS: z.coerce.number().int().min(180, 'the audit trail is kept at least 180 days (the Cybersecurity Law’s six months)').max(36_500).default(180),
    TRUST_PROXY: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
    /**
     * With TRUST_PROXY, the addresses the proxy connects from (addresses or networks, comma-separated): only
     * their X-Forwarded-For is believed; any other connection's is replaced by its own address
     * (core/net/trusted-proxies.ts). Unset: loopback and the private ranges.
     */
    TRUSTED_PROXIES: z
      .string()
      .optional()
      .transform((v) => (v ?? '').split(',').map((entry) => entry.trim()).filter(Boolean))
      .refine((entries) => entries.every(isAddressOrNetwork), 'addresses or networks separated by commas, e.g. 10.0.0.5,192.168.0.0/16')
      .transform((entries) => (entries.length > 0 ? entries : [...privateNetworks])),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Prometheus's `/metrics` on a port of its own, never the one the reverse proxy forwards to
     * (core/metrics/server.ts). Unset or 0: off. Per process: two portals on one host need two ports.
     */
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
    /** Where the metrics port listens: loopback unless the scraper runs elsewhere (a container network). */
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    /**
     * Identifier page requests one portal process works on at once; one more is answered at once with
     * 503, Retry-After and a page that retries by itself (runtime/load-shedding.ts). 0: no limit.
     */
    IDENTIFIER_REQUESTS_IN_FLIGHT: z.coerce.number().int().min(0).max(100_000).default(16),
    /**
     * Of those, revalidations (a request with the version its asker holds: nginx's of an expired copy, a
     * crawler's return); one more is deferred with the same 503, and nginx answers from its copy meanwhile
     * (runtime/load-shedding.ts, docs/decisions/0070). 0: no cap of their own.
     */
    IDENTIFIER_REVALIDATIONS_IN_FLIGHT: z.coerce.number().int().min(0).max(100_000).default(2),
    /**
     * Requests a second that a client claiming one search engine's crawler (Baiduspider, Googlebot ...) may
     * send from one network (IPv4 /24, IPv6 /64), on average; past it, 429 with Retry-After
     * (runtime/crawler-limits.ts, docs/decisions/0052). A real crawl of 10 pages a second never meets it.
     * 0: no crawler limit at all.
     */
    CRAWLER_REQUESTS_PER_SECOND: z.coerce.number().min(0).max(100_000).default(20),
    /** The same for a network whose claim reverse DNS confirmed (the engine's own host names). 0: no limit for them. */
    CRAWLER_VERIFIED_REQUESTS_PER_SECOND: z.coerce.number().min(0).max(100_000).default(100),
    /** Seconds of its rate a crawler's network may send at once, ahead of the average (the burst). */
    CRAWLER_BURST_SECONDS: z.coerce.number().min(1).max(3_600).default(10),
    /** Ask DNS (PTR, then A/AAAA) whether a claimed crawler is the engine's, off the request's path. `off` where no DNS answers. */
    CRAWLER_VERIFY_DNS: z
      .enum(['on', 'off', 'true', 'false', '1', '0'])
      .default('on')
      .transform((v) => v === 'on' || v === 'true' || v === '1'),
    /**
     * Baidu's link submission (普通收录 API, lib/search-push): the site as its Search Resource Platform
     * names it and the token that page shows. Both or neither; unset, nothing is sent to Baidu.
     */
    BAIDU_PUSH_SITE: z
      .string()
      .regex(/^(https?:\/\/)?[A-Za-z0-9.-]+(:\d{1,5})?$/, 'the site as Baidu names it, e.g. https://www.example.cn or www.example.cn, with no path')
      .optional(),
    BAIDU_PUSH_TOKEN: z.string().regex(/^[A-Za-z0-9_-]{8,128}$/, "the token of Baidu's link submission page: 8 to 128 letters, digits, - or _").optional(),
    /** Where Baidu's submissions go; tests give a stand-in. */
    BAIDU_PUSH_ENDPOINT: url.default('http://data.zz.baidu.com/urls'),
    /** IndexNow (Bing, Yandex, Seznam ...): the key, also served at /{key}.txt (runtime/indexnow-key.ts). Unset, IndexNow is off. */
    INDEXNOW_KEY: z.string().regex(/^[A-Za-z0-9-]{8,128}$/, 'an IndexNow key is 8 to 128 characters of a-z, A-Z, 0-9 and -').optional(),
    INDEXNOW_ENDPOINT: url.default('https://api.indexnow.org/indexnow'),
    /**
     * The WeChat official account (公众号) whose JS-SDK sets the card of an identifier page shared in WeChat
     * (lib/wechat-share, issue 63): its AppID and AppSecret, both or neither. Unset, nothing loads from WeChat.
     */
    WECHAT_MP_APP_ID: z.string().regex(/^wx[0-9a-f]{16}$/, 'an official account AppID: wx and 16 hexadecimal digits').optional(),
    WECHAT_MP_APP_SECRET: z.string().regex(/^[0-9A-Za-z]{16,64}$/, 'the official account AppSecret: 16 to 64 letters and digits').optional(),
    /** WeChat's API for the access token and the JS-SDK ticket; tests give a stand-in. */
    WECHAT_API_URL: url.default('https://api.weixin.qq.com'),
    /**
     * The nginx edges in front of the portals (deploy/nginx.conf), as visitors reach them, comma-separated:
     * every change the portal hears of purges the changed identifiers' pages there (lib/edge, decision 0077),
     * so the edges keep an identifier page EDGE_HOLD_SECONDS instead of 30 s. Unset: no purge, 30 s.
     */
    EDGE_URLS: z
      .string()
      .optional()
      .transform((v) => (v ?? '').split(',').map((entry) => entry.trim()).filter(Boolean))
      .refine((entries) => entries.every((entry) => /^https?:\/\/[^/\s]+\/?$/.test(entry)), 'origins separated by commas, e.g. https://id.example.cn'),
    /** How long an edge keeps an identifier page when its changes are pushed (EDGE_URLS with a gateway that pushes). */
    EDGE_HOLD_SECONDS: z.coerce.number().int().min(60).max(604_800).default(10_800),
    /** `npm run bench` and `npm run soak` start the server with BENCH=1: the reference page and the memory route answer. */
    BENCH: z
      .enum(['1', '0'])
      .default('0')
      .transform((v) => v === '1'),
  })
  .superRefine((e, ctx) => {
    if (e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT) {
      ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'METRICS_PORT must differ from PORT: the metrics are never served on the port visitors reach' });
    }
    if (e.CRAWLER_VERIFIED_REQUESTS_PER_SECOND !== 0 && e.CRAWLER_VERIFIED_REQUESTS_PER_SECOND < e.CRAWLER_REQUESTS_PER_SECOND) {
      ctx.addIssue({ code: 'custom', path: ['CRAWLER_VERIFIED_REQUESTS_PER_SECOND'], message: 'a verified crawler gets at least CRAWLER_REQUESTS_PER_SECOND (0: no limit)' });
    }
    if (Boolean(e.BAIDU_PUSH_SITE) !== Boolean(e.BAIDU_PUSH_TOKEN)) {
      const missing = e.BAIDU_PUSH_SITE ? 'BAIDU_PUSH_TOKEN' : 'BAIDU_PUSH_SITE';
      ctx.addIssue({ code: 'custom', path: [missing], message: `${missing} must be set too: Baidu push takes BAIDU_PUSH_SITE and BAIDU_PUSH_TOKEN together` });
    }
    if (Boolean(e.WECHAT_MP_APP_ID) !== Boolean(e.WECHAT_MP_APP_SECRET)) {
      const missing = e.WECHAT_MP_APP_ID ? 'WECHAT_MP_APP_SECRET' : 'WECHAT_MP_APP_ID';
      ctx.addIssue({ code: 'custom', path: [missing], message: `${missing} must be set too: WeChat share cards take WECHAT_MP_APP_ID and WECHAT_MP_APP_SECRET together` });
    }
    const building = e.NEXT_PHASE === 'phase-production-build';
    if (e.NODE_ENV === 'production' && !building && (!e.SESSION_SECRET || e.SESSION_SECRET.length < 32)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'SESSION_SECRET must be set to at least 32 random characters in production',
      });
    }
  });

export type Env = z.infer<typeof schema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses the variables; throws EnvError naming each bad one. Pure, so tests can feed it any env. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable means "not set", as shells and container runtimes often pass them.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  return result.data;
}
