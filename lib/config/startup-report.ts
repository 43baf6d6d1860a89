import path from 'node:path';
import { gatewayModeFromEnv, type GatewayMode } from '@/core/env/gateway-mode';
import { filingOf, filingWarnings } from './filing';
import { paymentSettings } from '@/core/env/payment';
import { smsSettings } from '@/core/env/sms';
import { EnvError, parseEnv } from '@/core/env/portal';
import { consoleAtPortalWarning } from './console-check';
import { safeUrl } from './safe-url';

type Env = Record<string, string | undefined>;

/**
 * What one part of the deployment is running as. `name` becomes a key of the start-up log line, `state`
 * its value; `problems` are configuration errors naming their variables (any one stops the process and
 * makes /readyz answer 503); `warnings` are allowed but logged.
 */
export interface ReportEntry {
  name: string;
  state: string;
  problems: string[];
  warnings?: string[];
}

export interface StartupReport {
  mode: GatewayMode;
  entries: ReportEntry[];
  problems: string[];
  warnings: string[];
}

function gatewayEntry(env: Env): ReportEntry {
  return { name: 'gateway', state: env.GATEWAY_URL ? `real gateway at ${safeUrl(env.GATEWAY_URL)}` : 'embedded', problems: [] };
}

function databaseEntry(env: Env): ReportEntry {
  if (env.GATEWAY_URL) return { name: 'database', state: 'none here (the real gateway keeps its own)', problems: [] };
  if (env.DATABASE_URL) return { name: 'database', state: `PostgreSQL ${safeUrl(env.DATABASE_URL).replace(/^postgres(ql)?:\/\//, '')}`, problems: [] };
  return { name: 'database', state: `PGlite in ${path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR || './data')}`, problems: [] };
}

/** Each channel real, sandbox or off; with a real gateway the channels are its business, the sandbox forwarder stays ours. */
function paymentEntries(env: Env, mode: GatewayMode): ReportEntry[] {
  const setup = paymentSettings(env, mode);
  const sandbox: ReportEntry = { name: 'paymentSandbox', state: setup.sandbox ? 'on' : 'off', problems: setup.problemsOf.sandbox, warnings: setup.warnings };
  // This process reads no WECHAT_PAY_* or ONLINE_PAY_* provider variable when a real gateway serves it.
  const channel = (name: string, which: 'wechat' | 'online'): ReportEntry =>
    env.GATEWAY_URL ? { name, state: 'decided by the real gateway', problems: [] } : { name, state: setup.channels[which], problems: setup.problemsOf[which] };
  return [channel('wechatPay', 'wechat'), channel('onlinePay', 'online'), sandbox];
}

/** Who sends SMS codes (gateway/sms/setup.ts); a real gateway sends its own. */
function smsEntry(env: Env, mode: GatewayMode): ReportEntry {
  if (env.GATEWAY_URL) return { name: 'sms', state: 'decided by the real gateway', problems: [] };
  const setup = smsSettings(env, mode);
  return { name: 'sms', state: setup.kind, problems: setup.problems };
}

/**
 * Where pages and data are kept (cache-handler.mjs): with REDIS_URL in Redis, shared by every instance,
 * with this instance's memory in front of it; else Next's own cache on this instance's disk. The address
 * is named without its password.
 */
function cacheEntry(env: Env): ReportEntry {
  if (!env.REDIS_URL) return { name: 'cache', state: 'file system (.next cache of this instance)', problems: [] };
  const address = new URL(env.REDIS_URL);
  address.username = '';
  address.password = '';
  return { name: 'cache', state: `Redis at ${address.toString()} (shared by every instance; this instance's memory in front)`, problems: [] };
}

/** Where Prometheus scrapes this process (lib/metrics/start.ts), or that it cannot. */
function metricsEntry(env: Env): ReportEntry {
  const port = Number(env.METRICS_PORT || 0);
  return { name: 'metrics', state: port ? `http://${env.METRICS_HOST || '127.0.0.1'}:${port}/metrics` : 'off (METRICS_PORT unset)', problems: [] };
}

/** Which search engines new and changed pages are pushed to (lib/search-push), and what would keep pages from them. */
function searchPushEntry(env: Env): ReportEntry {
  const channels = [
    ...(env.BAIDU_PUSH_SITE && env.BAIDU_PUSH_TOKEN ? [`Baidu for ${env.BAIDU_PUSH_SITE}`] : []),
    ...(env.INDEXNOW_KEY ? [`IndexNow via ${safeUrl(env.INDEXNOW_ENDPOINT || 'https://api.indexnow.org/indexnow')}`] : []),
  ];
  if (channels.length === 0) return { name: 'searchPush', state: 'off', problems: [] };
  const warnings: string[] = [];
  if (!env.SITE_URL || env.SITE_URL === 'http://localhost:3000') warnings.push('search push is on while SITE_URL is left at http://localhost:3000: the engines refuse its URLs');
  // Identifier changes reach the portal as POST /api/revalidate, from the embedded gateway's worker or the provider's.
  if (!env.REVALIDATE_SECRET || (!env.GATEWAY_URL && !env.PORTAL_REVALIDATE_URL)) {
    warnings.push('search push sends content pages only: identifier changes reach the portal through POST /api/revalidate, which needs REVALIDATE_SECRET (and PORTAL_REVALIDATE_URL for the embedded gateway)');
  }
  return { name: 'searchPush', state: channels.join(', '), problems: [], warnings };
}

function siteEntry(env: Env): ReportEntry {
  return { name: 'siteUrl', state: env.SITE_URL || 'http://localhost:3000 (default)', problems: [] };
}

/**
 * The outside addresses a deployment should give, each with what its placeholder means for visitors.
 * Left unset (or at the value the code used to default to), each is one warning line at start, so an
 * operator sees every dead or demo link before a visitor does (issue 19 item 3).
 */
export const externalAddresses: readonly { name: string; placeholders: readonly string[]; effect: string }[] = [
  { name: 'SITE_URL', placeholders: ['http://localhost:3000'], effect: 'canonical addresses, the sitemap and QR codes name http://localhost:3000' },
  { name: 'CONSOLE_URL', placeholders: [], effect: 'no console: the 控制台 links are hidden and the payment result stays on its page' },
  { name: 'CASE_CENTER_URL', placeholders: ['https://www.miit.gov.cn/'], effect: 'the 案例中心 link opens the placeholder https://www.miit.gov.cn/' },
  { name: 'TRADING_PLATFORM_URL', placeholders: ['https://www.miit.gov.cn/'], effect: 'the 交易平台 link opens the placeholder https://www.miit.gov.cn/' },
  { name: 'ACCOUNT_SITE_URL', placeholders: ['http://localhost:3000/login'], effect: 'prefix holders are sent to this portal’s own /login instead of the account site' },
  { name: 'HAZARD_PLATFORM_URL', placeholders: ['https://www.mee.gov.cn/'], effect: 'the hazardous-waste trade link opens the placeholder https://www.mee.gov.cn/' },
];

/**
 * Which external addresses are left at a placeholder: one warning each, nothing that stops the process.
 * A console at the portal's own address is warned of too (issue 39 item 9); whether it answers at all is
 * asked after start, off the start path (console-check.ts, startup.ts).
 */
function addressesEntry(env: Env): ReportEntry {
  const left = externalAddresses.filter(({ name, placeholders }) => !env[name] || placeholders.includes(env[name]!));
  const consoleHere = consoleAtPortalWarning(env);
  return {
    name: 'externalAddresses',
    state: left.length === 0 ? 'all configured' : `placeholder: ${left.map((a) => a.name).join(', ')}`,
    problems: [],
    warnings: [...left.map(({ name, effect }) => `${name} is left at its placeholder: ${effect}`), ...(consoleHere ? [consoleHere] : [])],
  };
}

/** Problems of the variables every process parses (SESSION_SECRET, PORT, ...), from parse-env.ts. */
function environmentProblems(env: Env): string[] {
  try {
    parseEnv(env);
    return [];
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
}

/**
 * The parts of this deployment in the order the start-up log names them. Each subsystem contributes
 * one entry (or a few) from its own pure setup function.
 */
export function subsystemEntries(env: Env, mode: GatewayMode): ReportEntry[] {
  return [
    gatewayEntry(env),
    databaseEntry(env),
    smsEntry(env, mode),
    ...paymentEntries(env, mode),
    cacheEntry(env),
    metricsEntry(env),
    searchPushEntry(env),
    siteEntry(env),
    addressesEntry(env),
    filingEntry(env, mode),
  ];
}

/** The filing numbers at the bottom of the pages: the deployment's, an example's, or none (lib/config/filing.ts). */
function filingEntry(env: Env, mode: GatewayMode): ReportEntry {
  const filing = filingOf(env, mode);
  const shown = [filing.icp, filing.publicSecurity?.text].filter(Boolean).join(', ');
  return { name: 'filing', state: filing.example ? `example (${shown})` : shown || 'none shown', problems: [], warnings: filingWarnings(filing, mode) };
}

/** What is running and what is wrong with it, from the environment alone (logged at start, read by /readyz). */
export function startupReport(env: Env): StartupReport {
  const mode = gatewayModeFromEnv(env);
  const entries = [{ name: 'mode', state: mode, problems: [] }, ...subsystemEntries(env, mode)];
  return {
    mode,
    entries,
    problems: [...environmentProblems(env), ...entries.flatMap((e) => e.problems)],
    warnings: entries.flatMap((e) => e.warnings ?? []),
  };
}

/** The report as one log line's fields: { mode, gateway, database, wechatPay, ... }. */
export const reportFields = (report: StartupReport): Record<string, string> => Object.fromEntries(report.entries.map((e) => [e.name, e.state]));
