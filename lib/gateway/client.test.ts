import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { contract } from '@/core/contract';
import { valueOf } from '@/core/metrics/value';
import { portalMetrics } from '@/lib/metrics/families';
import { reportAnswer } from './outage';

// A stand-in for the provider's real gateway: each path misbehaves in its own way.
let server: Server;
let behaviour: (path: string) => { status: number; body: string; delayMs?: number; headers?: Record<string, string> } | 'hang';
const logs: string[] = [];
const requestIds: (string | undefined)[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    requestIds.push(req.headers['x-request-id'] as string | undefined);
    const b = behaviour(req.url ?? '');
    if (b === 'hang') return; // never answers: the client's timeout must end the call
    setTimeout(() => {
      res.writeHead(b.status, { 'content-type': 'application/json', ...b.headers });
      res.end(b.body);
    }, b.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  process.env.GATEWAY_URL = `http://127.0.0.1:${port}`;
  process.env.GATEWAY_TIMEOUT_MS = '1500'; // short, but not so short that a busy machine's first call times out
  // The process's logger (core/log/logger.ts), writing where the test can read it.
  (globalThis as Record<symbol, unknown>)[Symbol.for('idportal.logger')] = pino({ level: 'info' }, { write: (line: string) => void logs.push(line) });
});

afterAll(() => {
  reportAnswer(); // the failures below left the outage probe running
  server.closeAllConnections();
  server.close();
});

// Loaded after GATEWAY_URL is set: the client reads the environment once.
const load = () => import('./client');
const topProducts = contract.home.topProducts;

describe('gateway client', () => {
  it('returns the data of a good answer', async () => {
    behaviour = () => ({ status: 200, body: JSON.stringify({ success: true, data: [], message: 'ok', code: 200, extra: 1 }) });
    const { call } = await load();
    await expect(call(topProducts, {})).resolves.toEqual({ ok: true, data: [], message: 'ok', code: 200 });
    // Every call carries a request id to the gateway and is logged with it.
    const sent = requestIds.at(-1);
    expect(sent).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(logs.at(-1) ?? '{}')).toMatchObject({ msg: 'gateway call', reqId: sent, status: 200 });
  });

  it('turns a wrong shape into a validation error and logs which call failed', async () => {
    behaviour = () => ({ status: 200, body: JSON.stringify({ success: true, data: [{ apiProductClassifyVo: 7 }] }) });
    const { call } = await load();
    const result = await call(topProducts, {});
    expect(result).toMatchObject({ ok: false, error: { kind: 'validation', call: `GET ${topProducts.path}` } });
    expect(logs.at(-1)).toContain('getProductTopfirst');
    expect(JSON.parse(logs.at(-1) ?? '{}')).toMatchObject({ level: 40, msg: 'gateway call failed', kind: 'validation' });
  });

  it('turns a refusal into the gateway message, and the re-login codes into auth', async () => {
    behaviour = () => ({ status: 200, body: JSON.stringify({ success: false, data: null, message: '账号已冻结', code: 500 }) });
    const { call } = await load();
    await expect(call(topProducts, {})).resolves.toMatchObject({ ok: false, error: { kind: 'gateway', message: '账号已冻结' } });
    // The gateway's business answer, not a fault: logged as a refusal, at info.
    expect(JSON.parse(logs.at(-1) ?? '{}')).toMatchObject({ level: 30, msg: 'gateway call refused', code: 500 });
    for (const code of ['40106', 40107, '40108', 40112]) {
      behaviour = () => ({ status: 401, body: JSON.stringify({ success: false, message: 'token invalid', code }) });
      await expect(call(topProducts, {})).resolves.toMatchObject({ ok: false, error: { kind: 'auth' } });
    }
  });

  it("tells the operator, not the visitor, when the gateway refuses the portal's client", async () => {
    const { call } = await load();
    const login = { username: 'demo_user', password: 'x', returnType: 'json', loginType: 'ORDINARY', fingerprint: 'fp', scene: 'nc_login', sessionId: 's', sig: 's', token: 't' } as const;
    // RFC 6749 §5.2: a client that failed Basic authentication gets 401 and a Basic challenge.
    behaviour = () => ({ status: 401, body: JSON.stringify({ error: 'invalid_client' }), headers: { 'www-authenticate': 'Basic realm="oauth2/client"' } });
    await expect(call(contract.account.passwordLogin, login)).resolves.toMatchObject({ ok: false, error: { kind: 'http', status: 401 } });
    expect(JSON.parse(logs.at(-1) ?? '{}')).toMatchObject({ level: 50, reason: expect.stringContaining('GATEWAY_CLIENT_SECRET') });
    // A wrong password is the visitor's: its message reaches the page.
    behaviour = () => ({ status: 401, body: JSON.stringify({ success: false, data: null, message: '用户名或密码错误', code: 401 }) });
    await expect(call(contract.account.passwordLogin, login)).resolves.toMatchObject({ ok: false, error: { kind: 'gateway', message: '用户名或密码错误' } });
  });

  it('reads a 400 refusal with field errors', async () => {
    behaviour = () => ({ status: 400, body: JSON.stringify({ success: false, data: { fieldErrors: { current: '太小' } }, message: '参数有误', code: 400 }) });
    const { call } = await load();
    await expect(call(contract.market.search, { current: 1, size: 9 })).resolves.toMatchObject({
      ok: false,
      error: { kind: 'gateway', status: 400, fieldErrors: { current: '太小' } },
    });
  });

  it('turns a non-JSON error page into an http error', async () => {
    behaviour = () => ({ status: 502, body: '<html>Bad Gateway</html>' });
    const { call } = await load();
    await expect(call(topProducts, {})).resolves.toMatchObject({ ok: false, error: { kind: 'http', status: 502 } });
  });

  it('ends a call that hangs at the timeout', async () => {
    behaviour = () => 'hang';
    const { call } = await load();
    const started = Date.now();
    await expect(call(topProducts, {})).resolves.toMatchObject({ ok: false, error: { kind: 'timeout' } });
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('counts each call by its contract entry and result, and times it by entry', async () => {
    const { call } = await load();
    const { gatewayCalls, gatewayCallDuration } = portalMetrics();
    const entry = `GET ${topProducts.path}`;
    const read = () =>
      Promise.all([
        valueOf(gatewayCalls, { entry, result: 'ok' }),
        valueOf(gatewayCalls, { entry, result: 'refused' }),
        valueOf(gatewayCalls, { entry, result: 'http' }),
        valueOf(gatewayCallDuration, { entry }, 'count'),
      ]);
    const before = await read();
    behaviour = () => ({ status: 200, body: JSON.stringify({ success: true, data: [], code: 200 }) });
    await call(topProducts, {});
    behaviour = () => ({ status: 200, body: JSON.stringify({ success: false, data: null, message: '账号已冻结', code: 500 }) });
    await call(topProducts, {});
    behaviour = () => ({ status: 502, body: '<html>Bad Gateway</html>' });
    await call(topProducts, {});
    reportAnswer();
    const after = await read();
    expect(after.map((n, i) => n - before[i])).toEqual([1, 1, 1, 3]);
  });

  it('gives the reads of a cached page the failure at once while the gateway is known down, and calls again once it is back', async () => {
    const { call, readUnlessDown } = await load();
    behaviour = () => 'hang';
    // The first read waits for the timeout and makes the gateway known to be down.
    await expect(readUnlessDown(topProducts, {})).resolves.toMatchObject({ ok: false, error: { kind: 'timeout' } });
    const asked = requestIds.length;
    const started = Date.now();
    await expect(readUnlessDown(topProducts, {})).resolves.toMatchObject({ ok: false, error: { kind: 'network', call: `GET ${topProducts.path}` } });
    expect(Date.now() - started).toBeLessThan(100);
    expect(requestIds.length).toBe(asked);
    // Any other call still goes out; an answer says the gateway is back, and the reads ask again.
    behaviour = () => ({ status: 200, body: JSON.stringify({ success: true, data: [], code: 200 }) });
    await expect(call(topProducts, {})).resolves.toMatchObject({ ok: true });
    await expect(readUnlessDown(topProducts, {})).resolves.toMatchObject({ ok: true });
    expect(requestIds.length).toBe(asked + 2);
  });

  it('reports a gateway that is down as a network error', async () => {
    const { call } = await load();
    const saved = process.env.GATEWAY_URL;
    behaviour = () => ({ status: 200, body: '{}' });
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await expect(call(topProducts, {})).resolves.toMatchObject({ ok: false, error: { kind: 'network' } });
    await new Promise<void>((resolve) => server.listen(Number(new URL(saved!).port), '127.0.0.1', resolve));
  });
});
