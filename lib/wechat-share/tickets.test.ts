import { startRedisOnFreePort, type RunningRedis } from '@/e2e/helpers/redis';
import { memoryTicketStore, redisTicketStore } from './ticket-store';
import { jsapiTickets, refreshMarginMs, WechatError } from './tickets';

const api = { appId: 'wx0123456789abcdef', appSecret: 'secret0123456789', apiUrl: 'https://api.weixin.example' };

/** WeChat's two calls, answered as WeChat does, counted. */
function wechat({ tokenErr = false } = {}) {
  const calls: string[] = [];
  let n = 0;
  const fetcher = (async (input: URL | RequestInfo) => {
    const url = new URL(String(input));
    calls.push(url.pathname);
    await new Promise((r) => setTimeout(r, 20));
    if (url.pathname === '/cgi-bin/token') {
      if (tokenErr) return Response.json({ errcode: 40125, errmsg: 'invalid appsecret' });
      expect(url.searchParams.get('appid')).toBe(api.appId);
      return Response.json({ access_token: `token-${++n}`, expires_in: 7200 });
    }
    expect(url.searchParams.get('access_token')).toBe(`token-${n}`);
    return Response.json({ errcode: 0, errmsg: 'ok', ticket: `ticket-${n}`, expires_in: 7200 });
  }) as typeof fetch;
  return { fetcher, calls };
}

describe('the JS-SDK ticket', () => {
  it('is fetched once (token, then ticket) and kept', async () => {
    const { fetcher, calls } = wechat();
    const tickets = jsapiTickets(api, memoryTicketStore(), { fetcher });
    expect(await Promise.all([tickets.ticket(), tickets.ticket(), tickets.ticket()])).toEqual(['ticket-1', 'ticket-1', 'ticket-1']);
    expect(await tickets.ticket()).toBe('ticket-1');
    expect(calls).toEqual(['/cgi-bin/token', '/cgi-bin/ticket/getticket']);
  });

  it('is fetched again before it ends, not after', async () => {
    let clock = 1_000_000;
    const now = () => clock;
    const { fetcher } = wechat();
    const tickets = jsapiTickets(api, memoryTicketStore(now), { fetcher, now });
    expect(await tickets.ticket()).toBe('ticket-1');
    clock += 7_200_000 - refreshMarginMs - 1_000;
    expect(await tickets.ticket()).toBe('ticket-1');
    clock += 2_000;
    expect(await tickets.ticket()).toBe('ticket-2');
  });

  it("fails with WeChat's reason and keeps nothing when WeChat refuses", async () => {
    const { fetcher } = wechat({ tokenErr: true });
    const store = memoryTicketStore();
    await expect(jsapiTickets(api, store, { fetcher }).ticket()).rejects.toThrow(new WechatError('WeChat refused /cgi-bin/token: errcode 40125 invalid appsecret'));
    expect(await store.get('ticket')).toBeUndefined();
    expect(await store.claim('ticket', 1_000)).toBe(true);
  });

  describe('shared by instances through Redis', () => {
    let redis: RunningRedis;
    beforeAll(async () => {
      redis = await startRedisOnFreePort();
    }, 30_000);
    afterAll(() => redis?.stop());

    it('is fetched by one instance while the others wait for it', async () => {
      const { fetcher, calls } = wechat();
      const stores = [0, 1, 2].map(() => redisTicketStore(redis.url, 'test:share:'));
      const instances = stores.map((store) => jsapiTickets(api, store, { fetcher }));
      expect(await Promise.all(instances.map((i) => i.ticket()))).toEqual(['ticket-1', 'ticket-1', 'ticket-1']);
      expect(calls).toEqual(['/cgi-bin/token', '/cgi-bin/ticket/getticket']);
      expect((await stores[0]!.get('token'))!.value).toBe('token-1');
      await Promise.all(stores.map((s) => s.close?.()));
    });
  });
});
