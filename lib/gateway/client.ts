import 'server-only';
import ky, { type KyInstance } from 'ky';
import { z } from 'zod';
import { envelope, type DataOf, type Endpoint, type RequestOf } from '@/lib/contract/define';
import { toWire, type WireOptions } from '@/lib/contract/wire';
import { env } from '@/lib/config/env';
import { embeddedFetch } from './embedded';
import { reloginCodes, type GatewayError, type Result } from './result';

let instance: KyInstance | undefined;

const refusalSchema = z.looseObject({
  success: z.literal(false),
  message: z.string().nullish(),
  code: z.union([z.string(), z.number()]).nullish(),
  data: z.unknown().optional(),
});

function client(): KyInstance {
  if (instance) return instance;
  const { GATEWAY_URL, GATEWAY_TIMEOUT_MS } = env();
  instance = ky.create({
    // With no GATEWAY_URL the same code path runs against the embedded gateway, in-process.
    prefixUrl: GATEWAY_URL ?? 'http://embedded.gateway/',
    fetch: GATEWAY_URL ? undefined : embeddedFetch,
    timeout: GATEWAY_TIMEOUT_MS,
    retry: 0,
    throwHttpErrors: false,
  });
  return instance;
}

export type CallOptions = WireOptions;

/** Calls one contract entry. Never throws for an expected failure: the error comes back as a value. */
export async function call<E extends Endpoint>(entry: E, input: RequestOf<E>, options: CallOptions = {}): Promise<Result<DataOf<E>>> {
  const name = `${entry.method} ${entry.path}`;
  const started = performance.now();
  let response: Response;
  try {
    const { path, init } = toWire(entry, input, options);
    response = await client()(path, init);
  } catch (error) {
    const kind = (error as Error).name === 'TimeoutError' ? 'timeout' : 'network';
    return failure({ kind, call: name, message: String((error as Error).message) }, started);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return failure({ kind: 'http', status: response.status, call: name }, started);
  }
  // A refusal is read whatever its data holds (field errors, nothing): only its message and code matter.
  const refused = refusalSchema.safeParse(body);
  if (refused.success) return refusal(refused.data, response.status, name, started);
  const parsed = envelope(entry.data).safeParse(body);
  if (!parsed.success) {
    return failure({ kind: 'validation', status: response.status, call: name, message: parsed.error.message }, started);
  }
  if (!parsed.data.success) return refusal(parsed.data, response.status, name, started);
  return { ok: true, data: parsed.data.data as DataOf<E>, message: parsed.data.message ?? undefined };
}

function refusal(
  body: { message?: string | null; code?: string | number | null; data?: unknown },
  status: number,
  name: string,
  started: number,
): Result<never> {
  const code = body.code ?? undefined;
  const kind = code !== undefined && reloginCodes.has(String(code)) ? 'auth' : 'gateway';
  const data = body.data as { fieldErrors?: Record<string, string> } | null | undefined;
  return failure({ kind, status, code, call: name, message: body.message ?? undefined, fieldErrors: data?.fieldErrors }, started, 'info');
}

function failure(error: GatewayError, started: number, level: 'info' | 'warn' = 'warn'): Result<never> {
  const ms = Math.round(performance.now() - started);
  console[level === 'warn' ? 'warn' : 'info'](
    JSON.stringify({ level, msg: 'gateway call failed', call: error.call, kind: error.kind, status: error.status, code: error.code, ms, reason: error.kind === 'gateway' ? undefined : error.message }),
  );
  return { ok: false, error };
}
