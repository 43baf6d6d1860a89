import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { reportAnswer } from '@/lib/gateway/outage';

// The AI view's data options come from the gateway (issue 39 item 13: the call was never made). A
// stand-in gateway records what the portal sends and answers what each test says.
let server: Server;
let reply: { status: number; body: unknown };
const seen: { path: string; method: string; token: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ path: req.url ?? '', method: req.method ?? '', token: req.headers.accesstoken as string | undefined });
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.GATEWAY_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  reportAnswer();
  server.closeAllConnections();
  server.close();
});

// Loaded after GATEWAY_URL is set: the client reads the environment once.
const load = () => import('./data-options');

describe('the AI-production data options', () => {
  it('keeps no failure, asks again, and sends the visitor’s token with the spec’s call', async () => {
    const { dataOptions } = await load();
    reply = { status: 200, body: { success: false, message: '服务繁忙' } };
    const failed = await dataOptions(undefined);
    expect(failed).toMatchObject({ ok: false, error: { kind: 'gateway', message: '服务繁忙' } });
    expect(seen.at(-1)).toEqual({ path: '/platform-console-service/openapi/select/basicdict/intelligentproduction/dataoption', method: 'POST', token: undefined });

    reply = { status: 200, body: { success: true, data: [{ code: '1', name: ' 异常数据 ' }, { code: 0, name: '能耗数据' }] } };
    await expect(dataOptions('token-of-a-visitor')).resolves.toEqual({
      ok: true,
      data: [
        { code: 1, name: '异常数据' },
        { code: 0, name: '能耗数据' },
      ],
    });
    expect(seen.at(-1)?.token).toBe('token-of-a-visitor');
  });

  it('keeps a good answer: the dictionary is the same for everyone', async () => {
    const { dataOptions } = await load();
    const calls = seen.length;
    reply = { status: 200, body: { success: true, data: [] } };
    const kept = await dataOptions(undefined);
    expect(kept.ok && kept.data.map((o) => o.code)).toEqual([1, 0]);
    expect(seen).toHaveLength(calls);
  });
});
