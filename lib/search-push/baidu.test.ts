import { submitToBaidu } from './baidu';
import { engineStandIn, json, type StandIn } from './engine-stand-in';

// Baidu's link submission against a stand-in that checks the protocol as data.zz.baidu.com/urls takes it.

let baidu: StandIn;
beforeAll(async () => {
  baidu = await engineStandIn((r) => {
    const lines = r.body.split('\n');
    if (r.method !== 'POST' || r.path !== '/urls' || r.contentType !== 'text/plain') return json(400, { error: 400, message: 'bad request' });
    if (r.query.get('token') !== 'a1B2c3D4e5F6g7H8') return json(401, { error: 401, message: 'token is not valid' });
    if (r.query.get('site') !== 'https://id.example.cn') return json(400, { error: 400, message: 'site error' });
    return json(200, { success: lines.filter((l) => !l.includes('elsewhere')).length, remain: 99, not_same_site: lines.filter((l) => l.includes('elsewhere')) });
  }, '/urls');
});
afterAll(() => baidu.close());
beforeEach(() => (baidu.received.length = 0));

const target = () => ({ endpoint: baidu.url, site: 'https://id.example.cn', token: 'a1B2c3D4e5F6g7H8' });

describe('a push to Baidu', () => {
  it('posts one URL a line as text/plain, with the site and the token in the query', async () => {
    const urls = ['https://id.example.cn/product_scene/88.365.1/A', 'https://id.example.cn/news/detail/3', 'https://elsewhere.cn/x'];
    const outcome = await submitToBaidu(target(), urls);
    expect(baidu.received).toHaveLength(1);
    const [got] = baidu.received;
    expect(got.method).toBe('POST');
    expect(got.contentType).toBe('text/plain');
    expect(got.body.split('\n')).toEqual(urls);
    expect(Object.fromEntries(got.query)).toEqual({ site: 'https://id.example.cn', token: 'a1B2c3D4e5F6g7H8' });
    expect(outcome).toEqual({ kind: 'ok', rejected: ['https://elsewhere.cn/x'], remain: 99 });
  });

  it('stops on a token Baidu does not know and on a site it does not know, retries nothing of them', async () => {
    expect(await submitToBaidu({ ...target(), token: 'wrongToken12' }, ['https://id.example.cn/a'])).toEqual({ kind: 'stop', reason: 'HTTP 401 token is not valid' });
    expect(await submitToBaidu({ ...target(), site: 'https://other.example.cn' }, ['https://id.example.cn/a'])).toEqual({ kind: 'stop', reason: 'HTTP 400 site error' });
  });

  it('tells an answer over quota, a retry (429, 5xx, no answer) and a refused batch apart', async () => {
    const replies = [json(400, { error: 400, message: 'over quota' }), json(429, { error: 429, message: 'too many' }, { 'retry-after': '7' }), { status: 502, body: '<html>bad gateway</html>' }, json(400, { error: 400, message: 'only 2000 urls are allowed once' })];
    const standIn = await engineStandIn(() => replies.shift()!);
    const at = { ...target(), endpoint: standIn.url };
    expect(await submitToBaidu(at, ['u'])).toEqual({ kind: 'quota', reason: 'HTTP 400 over quota' });
    expect(await submitToBaidu(at, ['u'])).toEqual({ kind: 'retry', reason: 'HTTP 429 too many', retryAfterMs: 7_000 });
    expect(await submitToBaidu(at, ['u'])).toMatchObject({ kind: 'retry', reason: 'HTTP 502' });
    expect(await submitToBaidu(at, ['u'])).toEqual({ kind: 'reject', reason: 'HTTP 400 only 2000 urls are allowed once' });
    await standIn.close();
    const gone = await submitToBaidu(at, ['u']);
    expect(gone.kind).toBe('retry');
    // The reason never carries the address, whose query holds the token.
    expect(JSON.stringify(gone)).not.toContain('a1B2c3D4e5F6g7H8');
  });
});
