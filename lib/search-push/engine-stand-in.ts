import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A search engine's push endpoint for the tests: a real HTTP server on loopback that keeps every request
// it got and answers as the test says (the stand-ins of Baidu and IndexNow are this with their checks).

export interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  contentType: string | undefined;
  body: string;
}

export interface Reply {
  status: number;
  body?: string;
  headers?: Record<string, string>;
}

export type Answerer = (request: Received) => Reply | Promise<Reply>;

export interface StandIn {
  url: string;
  received: Received[];
  answer: Answerer;
  close(): Promise<void>;
}

/** A stand-in on a free loopback port, or on `port` (one a closed stand-in had: an engine back after an outage). */
export async function engineStandIn(answer: Answerer, path = '/', port = 0): Promise<StandIn> {
  const standIn = { received: [] as Received[], answer } as StandIn;
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', async () => {
      const address = new URL(req.url ?? '/', 'http://stand.in');
      const received = { method: req.method ?? '', path: address.pathname, query: address.searchParams, contentType: req.headers['content-type'], body };
      standIn.received.push(received);
      const reply = await standIn.answer(received);
      res.writeHead(reply.status, reply.headers ?? (reply.body ? { 'content-type': 'application/json' } : {}));
      res.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  standIn.close = () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve())));
  return standIn;
}

/** Polls until the check holds (at most 5 s). */
export async function until(check: () => boolean, ms = 5_000): Promise<void> {
  for (const started = Date.now(); !check() && Date.now() - started < ms; ) await new Promise((resolve) => setTimeout(resolve, 5));
  if (!check()) throw new Error('timed out waiting');
}

export const json = (status: number, value: unknown, headers: Record<string, string> = {}): Reply => ({ status, body: JSON.stringify(value), headers: { 'content-type': 'application/json', ...headers } });
