import { engineStandIn, json, type StandIn } from './engine-stand-in';
import { indexNowBody, submitToIndexNow } from './indexnow';

let indexNow: StandIn;
const statuses: number[] = [];
beforeAll(async () => {
  indexNow = await engineStandIn(() => ({ status: statuses.shift() ?? 200 }), '/indexnow');
});
afterAll(() => indexNow.close());
beforeEach(() => (indexNow.received.length = 0));

const target = () => ({ endpoint: indexNow.url, key: 'abcdEF12-3456', siteUrl: 'https://id.example.cn' });

describe('a push to IndexNow', () => {
  it('posts {host, key, keyLocation, urlList} as UTF-8 JSON', async () => {
    const urls = ['https://id.example.cn/product_scene/88.365.1/A', 'https://id.example.cn/solution/3'];
    expect(await submitToIndexNow(target(), urls)).toEqual({ kind: 'ok', rejected: [] });
    const [got] = indexNow.received;
    expect(got.method).toBe('POST');
    expect(got.path).toBe('/indexnow');
    expect(got.contentType).toBe('application/json; charset=utf-8');
    expect(JSON.parse(got.body)).toEqual({ host: 'id.example.cn', key: 'abcdEF12-3456', keyLocation: 'https://id.example.cn/abcdEF12-3456.txt', urlList: urls });
  });

  it('names the port in host and keyLocation when the site has one', () => {
    expect(indexNowBody({ ...target(), siteUrl: 'http://127.0.0.1:8080' }, [])).toMatchObject({ host: '127.0.0.1:8080', keyLocation: 'http://127.0.0.1:8080/abcdEF12-3456.txt' });
  });

  it('reads each answer: 200 and 202 taken, 429 and 5xx retried, 403 stops, 400 and 422 refuse the batch', async () => {
    statuses.push(202, 429, 503, 403, 400, 422);
    const kinds = [];
    for (let i = 0; i < 6; i++) kinds.push((await submitToIndexNow(target(), ['https://id.example.cn/a'])).kind);
    expect(kinds).toEqual(['ok', 'retry', 'retry', 'stop', 'reject', 'reject']);
  });

  it('retries when nobody answers', async () => {
    const gone = await engineStandIn(() => json(200, {}));
    await gone.close();
    expect(await submitToIndexNow({ ...target(), endpoint: gone.url }, ['https://id.example.cn/a'])).toMatchObject({ kind: 'retry' });
  });
});
