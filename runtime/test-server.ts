import http, { type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

// Servers for the runtime's tests: classes of their own, so a test wraps their prototypes and never the
// http.Server or ServerResponse every other test file of the jest worker uses.

export class TestServer extends http.Server {}
export class TestResponse extends http.ServerResponse {}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A TestServer listening on a free loopback port, and its port. */
export async function listen(handler: RequestListener): Promise<{ server: TestServer; port: number }> {
  const server = new TestServer({ ServerResponse: TestResponse as unknown as typeof http.ServerResponse }, handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** One request from a chosen loopback address (all of 127/8 is this machine). */
export function request(port: number, path: string, { from = '127.0.0.1', headers = {}, method = 'GET' }: { from?: string; headers?: http.OutgoingHttpHeaders; method?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = http.request({ host: '127.0.0.1', port, path, method, localAddress: from, headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

export const closeAll = (servers: http.Server[]) => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
