import { clientHasVersion, dataValidator, dataVersion, validatorOf, withValidator } from './validators';

const changed = new Date('2026-01-15T02:32:08.500Z');

describe('validators made from the data, not the bytes', () => {
  it('give the same version for the same data and another for any change', () => {
    const item = { identifier: '88.365.1/A', scenes: [{ templateCode: 'A' }] };
    expect(dataVersion(item, changed)).toBe(dataVersion({ ...item }, changed));
    expect(dataVersion(item, changed)).not.toBe(dataVersion({ ...item, scenes: [] }, changed));
    expect(dataVersion(item, changed)).toMatch(/^[\w-]{22} 1768444328$/);
    expect(validatorOf(dataVersion(item, changed))).toEqual({ etag: expect.stringMatching(/^W\/"[\w-]{22}"$/), lastModified: new Date('2026-01-15T02:32:08Z') });
    expect(validatorOf(dataVersion(item))?.lastModified).toBeUndefined();
    for (const bad of ['', 'x', '"quoted" 1', 'abcdefg 12x', `${'a'.repeat(65)}`]) expect(validatorOf(bad)).toBeUndefined();
  });

  it('tell whether the client already holds the version: If-None-Match first, then If-Modified-Since', () => {
    const v = dataValidator({ a: 1 }, changed);
    const other = dataValidator({ a: 2 }, changed).etag;
    expect(clientHasVersion({}, v)).toBe(false);
    expect(clientHasVersion({ 'if-none-match': v.etag }, v)).toBe(true);
    expect(clientHasVersion({ 'if-none-match': v.etag.slice(2) }, v)).toBe(true);
    expect(clientHasVersion({ 'if-none-match': `${other}, ${v.etag}` }, v)).toBe(true);
    expect(clientHasVersion({ 'if-none-match': other }, v)).toBe(false);
    // If-None-Match wins over a date that would match.
    expect(clientHasVersion({ 'if-none-match': other, 'if-modified-since': 'Thu, 15 Jan 2026 03:00:00 GMT' }, v)).toBe(false);
    expect(clientHasVersion({ 'if-modified-since': 'Thu, 15 Jan 2026 02:32:08 GMT' }, v)).toBe(true);
    expect(clientHasVersion({ 'if-modified-since': 'Thu, 15 Jan 2026 02:32:07 GMT' }, v)).toBe(false);
    // fetch() adds no-cache to every conditional request: the origin answers the condition all the same.
    expect(clientHasVersion({ 'if-none-match': v.etag, 'cache-control': 'no-cache', pragma: 'no-cache' }, v)).toBe(true);
    expect(clientHasVersion({ 'cache-control': 'no-cache' }, v)).toBe(false);
  });

  it('answer a route handler’s request with 304 and no body when nothing changed, else with the answer and its validator', async () => {
    const v = dataValidator({ a: 1 }, changed);
    const answer = () => Response.json({ a: 1 }, { headers: { 'Cache-Control': 'public, max-age=30', 'Access-Control-Allow-Origin': '*' } });
    const first = withValidator(new Request('http://x/a'), v, answer());
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBe(v.etag);
    expect(first.headers.get('last-modified')).toBe('Thu, 15 Jan 2026 02:32:08 GMT');
    expect(await first.json()).toEqual({ a: 1 });

    const again = withValidator(new Request('http://x/a', { headers: { 'If-None-Match': v.etag } }), v, answer());
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('cache-control')).toBe('public, max-age=30');
    expect(again.headers.get('access-control-allow-origin')).toBe('*');
    expect(again.headers.get('etag')).toBe(v.etag);

    const failed = withValidator(new Request('http://x/a', { headers: { 'If-None-Match': v.etag } }), v, Response.json({ error: 1 }, { status: 503 }));
    expect(failed.status).toBe(503);
  });
});
