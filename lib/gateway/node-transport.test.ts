import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { nodeFetch } from './node-transport';

// A server that tells what it was sent, answers as each test says, or never answers.
let server: Server;
let origin: string;
let seen: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string } | undefined;
let answer: (req: IncomingMessage) => { status: number; headers?: Record<string, string | string[]>; body?: string } | 'hang';

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      seen = { method: req.method, url: req.url, headers: req.headers, body };
      const a = answer(req);
      if (a === 'hang') return;
      res.writeHead(a.status, a.headers);
      res.end(a.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('nodeFetch', () => {
  it('sends the request as built and answers with the whole response', async () => {
    answer = () => ({ status: 201, headers: { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] }, body: '{"success":true,"data":"好"}' });
    const request = new Request(`${origin}/platform/identifier/detail?x=1`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-request-id': 'r-1' }, body: JSON.stringify({ identifier: '88.365.1/DEMO0001' }) });
    const response = await nodeFetch(request);
    expect(seen).toMatchObject({ method: 'POST', url: '/platform/identifier/detail?x=1', body: '{"identifier":"88.365.1/DEMO0001"}' });
    expect(seen?.headers).toMatchObject({ 'content-type': 'application/json', 'x-request-id': 'r-1', 'content-length': '34' });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    await expect(response.json()).resolves.toEqual({ success: true, data: '好' });
  });

  it('takes a URL and init as fetch does, and sends no body with a GET', async () => {
    answer = () => ({ status: 200, body: 'plain' });
    const response = await nodeFetch(`${origin}/home`, { headers: { accept: 'text/plain' } });
    expect(seen).toMatchObject({ method: 'GET', url: '/home', body: '' });
    expect(seen?.headers['content-length']).toBeUndefined();
    await expect(response.text()).resolves.toBe('plain');
  });

  it('answers without a body where HTTP has none', async () => {
    answer = () => ({ status: 204 });
    const response = await nodeFetch(new Request(`${origin}/empty`, { method: 'DELETE' }));
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
  });

  it('ends the exchange when the request is aborted, with the signal’s reason', async () => {
    answer = () => 'hang';
    const controller = new AbortController();
    const pending = nodeFetch(new Request(`${origin}/slow`, { signal: controller.signal }));
    await new Promise((r) => setTimeout(r, 50));
    const reason = new Error('timed out');
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });

  it('refuses a request whose signal has already been aborted, without sending it', async () => {
    seen = undefined;
    answer = () => ({ status: 200 });
    await expect(nodeFetch(new Request(`${origin}/never`, { signal: AbortSignal.abort() }))).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toBeUndefined();
  });

  it('fails as fetch does when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await expect(nodeFetch(`http://127.0.0.1:${port}/`)).rejects.toMatchObject({ name: 'TypeError', message: 'fetch failed', cause: { code: 'ECONNREFUSED' } });
  });
});
