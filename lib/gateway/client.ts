import 'server-only';
import ky, { type KyInstance } from 'ky';
import { z } from 'zod';
import { defaultClient } from '@/core/contract/client-credentials';
import { envelope, type DataOf, type Endpoint, type RequestOf } from '@/core/contract/define';
import { toWire, type WireOptions } from '@/core/contract/wire';
import { env } from '@/lib/config/env';
import { currentRequestId } from '@/lib/log/current-request';
import { logger } from '@/core/log/logger';
import { requestIdHeader } from '@/core/log/request-id';
import { portalMetrics } from '@/lib/metrics/families';
import { embeddedFetch } from './embedded';
import { nodeFetch } from './node-transport';
import { gatewayOutage, reportAnswer, reportOutage } from './outage';
import { gatewayReady } from './ready';
import { reloginCodes, type GatewayError, type GatewayErrorKind, type Result } from './result';

let instance: KyInstance | undefined;

const refusalSchema = z.looseObject({
  success: z.literal(false),
  message: z.string().nullish(),
  code: z.union([z.string(), z.number()]).nullish(),
  data: z.unknown().optional(),
});

function client(): KyInstance {
  if (instance) return instance;
  const { GATEWAY_URL, GATEWAY_TIMEOUT_MS, GATEWAY_CLIENT_ID, GATEWAY_CLIENT_SECRET } = env();
  if (GATEWAY_URL && GATEWAY_CLIENT_ID === defaultClient.id && GATEWAY_CLIENT_SECRET === defaultClient.secret) {
    logger().warn({ gateway: GATEWAY_URL }, 'GATEWAY_URL is set but GATEWAY_CLIENT_ID and GATEWAY_CLIENT_SECRET are the embedded gateway defaults: set the pair the real gateway issued, or it will refuse logins and token refreshes');
  }
  instance = ky.create({
    // With no GATEWAY_URL the same code path runs against the embedded gateway, in-process; with one, over
    // node's own HTTP client (node-transport.ts, decision 0068).
    prefixUrl: GATEWAY_URL ?? 'http://embedded.gateway/',
    fetch: GATEWAY_URL ? nodeFetch : embeddedFetch,
    timeout: GATEWAY_TIMEOUT_MS,
    retry: 0,
    throwHttpErrors: false,
  });
  return instance;
}

export type CallOptions = WireOptions;

const probe = async () => (await gatewayReady()) === undefined;

/** Calls one contract entry. Never throws for an expected failure: the error comes back as a value. */
export async function call<E extends Endpoint>(entry: E, input: RequestOf<E>, options: CallOptions = {}): Promise<Result<DataOf<E>>> {
  const name = `${entry.method} ${entry.path}`;
  const started = performance.now();
  // A request id follows the visitor's request into the gateway; calls made outside one get their own.
  const requestId = currentRequestId() ?? crypto.randomUUID();
  let response: Response;
  try {
    const { GATEWAY_CLIENT_ID: id, GATEWAY_CLIENT_SECRET: secret } = env();
    const { path, init } = toWire(entry, input, { ...options, client: { id, secret } });
    const headers = new Headers(init.headers);
    headers.set(requestIdHeader, requestId);
    response = await client()(path, { ...init, headers });
  } catch (error) {
    const kind = (error as Error).name === 'TimeoutError' ? 'timeout' : 'network';
    reportOutage(probe);
    return failure({ kind, call: name, message: String((error as Error).message) }, started, requestId);
  }
  if (entry.clientAuth && clientRefused(response)) {
    reportAnswer();
    await response.body?.cancel();
    // The gateway refused the portal, not the visitor: the person sees the generic failure, the operator this.
    return failure({ kind: 'http', status: 401, call: name, message: 'gateway refused the portal client: check GATEWAY_CLIENT_ID and GATEWAY_CLIENT_SECRET' }, started, requestId, 'error');
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // Not the gateway's JSON: a 5xx page is a proxy in front of a gateway that is down.
    if (response.status >= 500) reportOutage(probe);
    return failure({ kind: 'http', status: response.status, call: name }, started, requestId);
  }
  reportAnswer();
  // A refusal is read whatever its data holds (field errors, nothing): only its message and code matter.
  const refused = refusalSchema.safeParse(body);
  if (refused.success) return refusal(refused.data, response, name, started, requestId);
  const parsed = envelope(entry.data).safeParse(body);
  if (!parsed.success) {
    return failure({ kind: 'validation', status: response.status, call: name, message: parsed.error.message }, started, requestId);
  }
  if (!parsed.data.success) return refusal(parsed.data, response, name, started, requestId);
  logger().info({ reqId: requestId, call: name, status: response.status, ms: elapsed(started) }, 'gateway call');
  measure(name, 'ok', started);
  return { ok: true, data: parsed.data.data as DataOf<E>, message: parsed.data.message ?? undefined, code: parsed.data.code ?? undefined };
}

/**
 * `call` for the reads a cached page makes while it renders (an identifier's data, the footer's products).
 * While the gateway is known to be down (lib/gateway/outage.ts) they fail at once, as the call would,
 * instead of each waiting up to GATEWAY_TIMEOUT_MS (30 s) for a gateway that takes connections and never
 * answers: a never-seen identifier page, rendered twice by Next when it fails, took 60 s to show its 503
 * screen. A stale page stays as a failed call leaves it; the background probe says when the gateway is back.
 */
export function readUnlessDown<E extends Endpoint>(entry: E, input: RequestOf<E>, options: CallOptions = {}): Promise<Result<DataOf<E>>> {
  if (!gatewayOutage()) return call(entry, input, options);
  return Promise.resolve({ ok: false, error: { kind: 'network', call: `${entry.method} ${entry.path}`, message: 'not called: the gateway is known to be down' } });
}

/** RFC 6749 §5.2: a client that failed to authenticate with Basic gets 401 and a Basic challenge. */
const clientRefused = (response: Response) => response.status === 401 && /^basic\b/i.test(response.headers.get('www-authenticate') ?? '');

const elapsed = (started: number) => Math.round(performance.now() - started);

/** Every call ends here or in failure(): counted by its entry and result, timed by its entry (README "Production"). */
function measure(call: string, result: 'ok' | 'refused' | Exclude<GatewayErrorKind, 'gateway'>, started: number) {
  const metrics = portalMetrics();
  metrics.gatewayCalls.inc({ entry: call, result });
  metrics.gatewayCallDuration.observe({ entry: call }, (performance.now() - started) / 1000);
}

function refusal(
  body: { message?: string | null; code?: string | number | null; data?: unknown },
  response: Response,
  name: string,
  started: number,
  requestId: string,
): Result<never> {
  const code = body.code ?? undefined;
  const kind = code !== undefined && reloginCodes.has(String(code)) ? 'auth' : 'gateway';
  const data = body.data as { fieldErrors?: Record<string, string> } | null | undefined;
  const retryAfter = retryAfterSeconds(response.headers.get('retry-after'));
  // Logged apart from failures: a refusal is the gateway's business answer ("not paid yet" while the
  // payment result page polls, a wrong password), not a fault; the poll alone wrote 28 "failed" lines a run.
  return failure({ kind, status: response.status, code, call: name, message: body.message ?? undefined, fieldErrors: data?.fieldErrors, retryAfter }, started, requestId, 'info', 'gateway call refused');
}

/** Retry-After as seconds: the header may carry a number of seconds or an HTTP date. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

function failure(error: GatewayError, started: number, requestId: string, level: 'info' | 'warn' | 'error' = 'warn', msg = 'gateway call failed'): Result<never> {
  // A refusal's message is the gateway's own text for the visitor; other failures log their reason.
  // Query strings are cut: the login call carries its password in one (as the contract says).
  const reason = error.kind === 'gateway' ? undefined : error.message?.replace(/\?\S*/g, '');
  logger()[level]({ reqId: requestId, call: error.call, kind: error.kind, status: error.status, code: error.code, ms: elapsed(started), reason }, msg);
  // A refusal is the gateway answering; `auth` (log in again) is one too, kept apart.
  measure(error.call, error.kind === 'gateway' ? 'refused' : error.kind, started);
  return { ok: false, error };
}
