import 'server-only';
import http from 'node:http';
import https from 'node:https';

// What carries ky's requests to a gateway at GATEWAY_URL: node's own HTTP client on kept-alive
// connections, in place of the global fetch (undici). Every identifier page nginx asks again makes one
// such call (decision 0057); through undici's fetch each left some 40-55 kB that only a major collection
// freed, so the heap climbed to about 1 GB between major collections that stopped a portal for a third
// of a second or more. A heap sampling points at undici's weak references and finalizers, which young
// collections keep; that cause is inferred, the figures before and after are measured. Decision 0068.

const agents: Record<string, http.Agent> = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

/** A status whose answer has no body (RFC 9110 §6.4.1); the Response constructor refuses one. */
const withoutBody = (status: number, method: string) => method === 'HEAD' || status === 204 || status === 205 || status === 304;

/**
 * `fetch` over node:http for ky's `fetch` option: the request is sent as ky built it (method, headers,
 * body) and the whole answer is read before it resolves, as every contract entry reads it whole. The
 * request's signal (ky's timeout) ends the exchange; a connection that fails rejects with a TypeError,
 * as fetch does.
 */
export async function nodeFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : new Request(input, init);
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
  const url = new URL(request.url);
  const headers: Record<string, string> = Object.fromEntries(request.headers);
  if (body) headers['content-length'] = String(body.byteLength);
  const { signal } = request;
  signal.throwIfAborted();
  return new Promise<Response>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const outgoing = client.request(url, { method: request.method, headers, agent: agents[url.protocol] }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', failed);
      incoming.on('end', () => {
        signal.removeEventListener('abort', abort);
        const status = incoming.statusCode ?? 502;
        const answerHeaders = new Headers();
        for (let i = 0; i < incoming.rawHeaders.length; i += 2) answerHeaders.append(incoming.rawHeaders[i], incoming.rawHeaders[i + 1]);
        resolve(new Response(withoutBody(status, request.method) ? null : Buffer.concat(chunks), { status, statusText: incoming.statusMessage, headers: answerHeaders }));
      });
    });
    function failed(error: Error) {
      signal.removeEventListener('abort', abort);
      reject(signal.aborted ? signal.reason : new TypeError('fetch failed', { cause: error }));
    }
    function abort() {
      outgoing.destroy(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    }
    signal.addEventListener('abort', abort, { once: true });
    outgoing.on('error', failed);
    outgoing.end(body);
  });
}
