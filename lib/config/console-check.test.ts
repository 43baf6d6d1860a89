import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkConsole, consoleAtPortalWarning, probeConsole } from './console-check';

// A console that is not one (issue 39 item 9): at the portal's own address, answering 404, or not at all.

describe('consoleAtPortalWarning', () => {
  it('warns of a console at SITE_URL’s origin, whatever its path', () => {
    expect(consoleAtPortalWarning({ SITE_URL: 'https://id.example.cn', CONSOLE_URL: 'https://id.example.cn/console' })).toMatch(
      /^CONSOLE_URL https:\/\/id\.example\.cn\/console is this portal's own address \(SITE_URL's origin\)/,
    );
    // The default SITE_URL, and an origin written with its default port.
    expect(consoleAtPortalWarning({ CONSOLE_URL: 'http://localhost:3000/console' })).toMatch(/SITE_URL's origin/);
    expect(consoleAtPortalWarning({ SITE_URL: 'https://id.example.cn', CONSOLE_URL: 'https://ID.example.cn:443/' })).toMatch(/SITE_URL's origin/);
  });

  it('warns of a console where the portal listens, though SITE_URL names another host', () => {
    expect(consoleAtPortalWarning({ SITE_URL: 'https://id.example.cn', PORT: '3100', CONSOLE_URL: 'http://127.0.0.1:3100/console' })).toMatch(/where the portal listens, port 3100/);
    expect(consoleAtPortalWarning({ SITE_URL: 'https://id.example.cn', CONSOLE_URL: 'http://localhost:3000' })).toMatch(/port 3000/);
  });

  it('says nothing of a console elsewhere, or of none, and never logs its password', () => {
    expect(consoleAtPortalWarning({ SITE_URL: 'https://id.example.cn', CONSOLE_URL: 'https://console.example.cn' })).toBeUndefined();
    expect(consoleAtPortalWarning({ SITE_URL: 'https://id.example.cn', CONSOLE_URL: 'https://id.example.cn:8443' })).toBeUndefined();
    expect(consoleAtPortalWarning({ SITE_URL: 'http://127.0.0.1:3100', PORT: '3100', CONSOLE_URL: 'http://localhost:3000/console' })).toBeUndefined();
    expect(consoleAtPortalWarning({ SITE_URL: 'https://id.example.cn' })).toBeUndefined();
    expect(consoleAtPortalWarning({ SITE_URL: 'https://id.example.cn', CONSOLE_URL: '' })).toBeUndefined();
    expect(consoleAtPortalWarning({ SITE_URL: 'https://id.example.cn', CONSOLE_URL: 'https://ops:s3cret@id.example.cn/c' })).not.toContain('s3cret');
  });
});

describe('probeConsole', () => {
  let server: Server;
  let base: string;
  const seen: string[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(`${request.method} ${request.url}`);
      const path = request.url ?? '/';
      if (path === '/slow') return; // never answers
      if (path === '/moved') return void response.writeHead(302, { location: '/gone' }).end();
      if (path.startsWith('/gone')) return void response.writeHead(404).end('not here');
      if (path === '/no-head') return void response.writeHead(request.method === 'HEAD' ? 405 : 200).end('console');
      if (path === '/login-first') return void response.writeHead(401).end();
      response.writeHead(200, { 'content-type': 'text/html' }).end('<title>控制台</title>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('is content with a console that answers, even one that asks for a login first', async () => {
    expect(await probeConsole(`${base}/console`)).toBeUndefined();
    expect(await probeConsole(`${base}/login-first`)).toBeUndefined();
    expect(seen).toContain('HEAD /console');
  });

  it('asks with GET where HEAD is refused', async () => {
    expect(await probeConsole(`${base}/no-head`)).toBeUndefined();
    expect(seen.filter((s) => s.endsWith('/no-head'))).toEqual(['HEAD /no-head', 'GET /no-head']);
  });

  it('warns of a console that answers 404, after its redirects too', async () => {
    expect(await probeConsole(`${base}/gone/console`)).toBe(`CONSOLE_URL ${base}/gone/console answered 404 at start: the 控制台 links and the payment result's countdown lead to a page that is not there`);
    expect(await probeConsole(`${base}/moved`)).toMatch(/answered 404 at start/);
  });

  it('warns of a console that cannot be reached or does not answer in time, without its password', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await probeConsole(`http://127.0.0.1:${port}/console`)).toMatch(new RegExp(`^CONSOLE_URL http://127\\.0\\.0\\.1:${port}/console could not be reached at start \\(ECONNREFUSED\\)`));
    const started = Date.now();
    expect(await probeConsole(`${base}/slow`, { timeoutMs: 300 })).toMatch(/could not be reached at start \(no answer in 0\.3 s\)/);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await probeConsole(`http://ops:s3cret@127.0.0.1:${port}/console`)).not.toContain('s3cret');
  });

  it('is not run for a console left unset or at the portal’s own address', async () => {
    const asked: string[] = [];
    const fetch = (async (url: string) => (asked.push(url), new Response(null, { status: 404 }))) as unknown as typeof globalThis.fetch;
    expect(await checkConsole({}, { fetch })).toBeUndefined();
    expect(await checkConsole({ SITE_URL: base, CONSOLE_URL: `${base}/console` }, { fetch })).toBeUndefined();
    expect(asked).toEqual([]);
    expect(await checkConsole({ SITE_URL: 'https://id.example.cn', CONSOLE_URL: 'https://console.example.cn' }, { fetch })).toMatch(/answered 404/);
    expect(asked).toEqual(['https://console.example.cn']);
  });
});
