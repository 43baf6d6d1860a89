import { readJson } from './answer';

const post = (body: string, type?: string) => new Request('http://portal.test/api/x', { method: 'POST', body, headers: type ? { 'content-type': type } : {} });

describe('readJson', () => {
  it('reads a body declared as JSON', async () => {
    expect(await readJson(post('{"a":1}', 'application/json'))).toEqual({ a: 1 });
    expect(await readJson(post('{"a":1}', 'application/json; charset=utf-8'))).toEqual({ a: 1 });
    expect(await readJson(post('{"a":1}', 'application/merge-patch+json'))).toEqual({ a: 1 });
  });

  it('ignores what a cross-site form could send, and what is not JSON', async () => {
    expect(await readJson(post('{"a":1}', 'text/plain'))).toBeUndefined();
    expect(await readJson(post('{"a":1}', 'application/x-www-form-urlencoded'))).toBeUndefined();
    expect(await readJson(post('{"a":1}'))).toBeUndefined();
    expect(await readJson(post('{"a":', 'application/json'))).toBeUndefined();
    expect(await readJson(post(`"${'x'.repeat(70_000)}"`, 'application/json'))).toBeUndefined();
  });
});
