import { z } from 'zod';
import { networkReason, retryAfterMs, type Channel, type PushOutcome } from './outcome';

// Baidu's link submission (普通收录 API): `POST {endpoint}?site=…&token=…`, one URL a line as text/plain.
// It answers {success, remain, not_same_site, not_valid}, or {error, message} with the status: 400
// "over quota" when the day is spent, 401 "token is not valid", 400 "site error" for a site it does not
// know, 404 for a wrong address.

/** Baidu takes at most 2,000 URLs a request (400 "only 2000 urls are allowed once"). */
export const baiduBatchLimit = 2_000;

export interface BaiduTarget {
  endpoint: string;
  site: string;
  token: string;
}

const answer = z.looseObject({
  success: z.number().optional(),
  remain: z.number().optional(),
  not_same_site: z.array(z.string()).optional(),
  not_valid: z.array(z.string()).optional(),
  error: z.union([z.number(), z.string()]).optional(),
  message: z.string().optional(),
});

/** Refusals that say this site and token will never be taken as they are: only an operator can fix them. */
const configurationRefusals = /token is not valid|site error|site init fail/i;

function outcomeOf(status: number, body: z.infer<typeof answer> | undefined, retryAfter: string | null): PushOutcome {
  const reason = `HTTP ${status}${body?.message ? ` ${body.message}` : ''}`;
  if (status === 200 && body && body.error === undefined) {
    return { kind: 'ok', rejected: [...(body.not_same_site ?? []), ...(body.not_valid ?? [])], remain: body.remain };
  }
  if (status === 429 || status >= 500) return { kind: 'retry', reason, retryAfterMs: retryAfterMs(retryAfter) };
  if (/over quota/i.test(body?.message ?? '')) return { kind: 'quota', reason };
  if (status === 401 || status === 403 || status === 404 || configurationRefusals.test(body?.message ?? '')) return { kind: 'stop', reason };
  if (status === 200) return { kind: 'retry', reason: `${reason}: an answer without success` };
  return { kind: 'reject', reason };
}

/** One submission of at most `baiduBatchLimit` URLs. */
export async function submitToBaidu(target: BaiduTarget, urls: readonly string[], timeoutMs = 30_000): Promise<PushOutcome> {
  const address = new URL(target.endpoint);
  address.searchParams.set('site', target.site);
  address.searchParams.set('token', target.token);
  try {
    const response = await fetch(address, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: urls.join('\n'),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let body: z.infer<typeof answer> | undefined;
    try {
      const parsed = answer.safeParse(JSON.parse(text));
      body = parsed.success ? parsed.data : undefined;
    } catch {
      body = undefined;
    }
    return outcomeOf(response.status, body, response.headers.get('retry-after'));
  } catch (error) {
    return { kind: 'retry', reason: networkReason(error) };
  }
}

export const baiduChannel = (target: BaiduTarget, timeoutMs?: number): Channel => ({
  engine: 'baidu',
  batchLimit: baiduBatchLimit,
  send: (urls) => submitToBaidu(target, urls, timeoutMs),
});
