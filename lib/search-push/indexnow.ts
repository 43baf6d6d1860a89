import { networkReason, retryAfterMs, type Channel, type PushOutcome } from './outcome';

// IndexNow (indexnow.org): `POST {endpoint}` with {host, key, keyLocation, urlList} as JSON. The engine
// fetches keyLocation and checks it holds the key (runtime/indexnow-key.ts serves it). 200 and 202 are
// taken; 400 a bad request, 403 a key it could not verify, 422 URLs not of the host, 429 too many.

/** IndexNow takes at most 10,000 URLs a request. */
export const indexNowBatchLimit = 10_000;

export interface IndexNowTarget {
  endpoint: string;
  key: string;
  /** The site's origin (SITE_URL): its host is `host`, and the key file is at its root. */
  siteUrl: string;
}

/** Where the key file is served: `/{key}.txt` at the site's root. */
export const keyFilePath = (key: string) => `/${key}.txt`;

export function indexNowBody(target: IndexNowTarget, urls: readonly string[]) {
  const site = new URL(target.siteUrl);
  return { host: site.host, key: target.key, keyLocation: `${site.origin}${keyFilePath(target.key)}`, urlList: [...urls] };
}

function outcomeOf(status: number, retryAfter: string | null): PushOutcome {
  const reason = `HTTP ${status}`;
  if (status === 200 || status === 202) return { kind: 'ok', rejected: [] };
  if (status === 429 || status >= 500) return { kind: 'retry', reason, retryAfterMs: retryAfterMs(retryAfter) };
  if (status === 403) return { kind: 'stop', reason: `${reason}: the key was not found at keyLocation or does not match` };
  return { kind: 'reject', reason: status === 422 ? `${reason}: URLs not of the host, or a key not matching the schema` : reason };
}

/** One request of at most `indexNowBatchLimit` URLs. */
export async function submitToIndexNow(target: IndexNowTarget, urls: readonly string[], timeoutMs = 30_000): Promise<PushOutcome> {
  try {
    const response = await fetch(target.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(indexNowBody(target, urls)),
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return outcomeOf(response.status, response.headers.get('retry-after'));
  } catch (error) {
    return { kind: 'retry', reason: networkReason(error) };
  }
}

export const indexNowChannel = (target: IndexNowTarget, timeoutMs?: number): Channel => ({
  engine: 'indexnow',
  batchLimit: indexNowBatchLimit,
  send: (urls) => submitToIndexNow(target, urls, timeoutMs),
});
