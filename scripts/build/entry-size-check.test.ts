import { readFileSync } from 'node:fs';
import { measureDataEntriesOnly, pageRuntime } from './entry-size-check';

// The statement as Next 16's minified runtimes hold it, inside a cache with the same shape of `set`.
const minified =
  'class C{constructor(h,custom){this.h=h;this.hasCustomCacheHandler=custom}async set(e,t,r){if(this.disableForTestmode)return;' +
  'let i=JSON.stringify(t).length;if(r.fetchCache&&i>2097152&&!this.hasCustomCacheHandler&&!r.isImplicitBuildTimeCache){console.warn(`items over 2MB can not be cached (${i} bytes)`);return}' +
  'await this.h(e,t,r)}};C';

function cacheOf(source: string, custom = false) {
  const written: string[] = [];
  const Cache = new Function(`return ${source}`)() as new (h: (key: string) => void, custom: boolean) => { set(key: string, value: unknown, ctx: object): Promise<void> };
  return { cache: new Cache((key) => written.push(key), custom), written };
}

/** A page entry whose flight data counts how often JSON asked for it. */
function pageEntry() {
  const rscData = Buffer.from('x'.repeat(1000));
  let measured = 0;
  Object.defineProperty(rscData, 'toJSON', { value: () => (measured++, Buffer.prototype.toJSON.call(rscData)) });
  return { entry: { kind: 'APP_PAGE', html: '<p>页</p>', rscData, segmentData: new Map() }, measured: () => measured };
}

describe('the entry size check of Next’s incremental cache', () => {
  const { source, found } = measureDataEntriesOnly(minified);

  it('no longer serialises a page entry, which it wrote without looking at the size', async () => {
    expect(found).toBe('changed');
    const before = pageEntry();
    await cacheOf(minified).cache.set('/p', before.entry, { route: '/p' });
    expect(before.measured()).toBe(1);
    const after = pageEntry();
    const { cache, written } = cacheOf(source);
    await cache.set('/p', after.entry, { route: '/p' });
    expect(after.measured()).toBe(0);
    expect(written).toEqual(['/p']);
  });

  it('still refuses a data entry over 2 MB and writes one under it', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { cache, written } = cacheOf(source);
    await cache.set('big', { kind: 'FETCH', data: { body: 'x'.repeat(2_100_000) } }, { fetchCache: true });
    await cache.set('small', { kind: 'FETCH', data: { body: 'x'.repeat(1000) } }, { fetchCache: true });
    expect(written).toEqual(['small']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('items over 2MB can not be cached'));
    warn.mockRestore();
  });

  it('is changed once: a second run finds it done', () => {
    expect(measureDataEntriesOnly(source)).toEqual({ source, found: 'already' });
    expect(measureDataEntriesOnly('let x=1;').found).toBe('absent');
  });

  it('is found in the page runtime of the Next version installed (an upgrade that moves it fails here)', () => {
    const runtime = readFileSync(require.resolve(`next/dist/compiled/next-server/${pageRuntime}`), 'utf8');
    expect(measureDataEntriesOnly(runtime).found).toBe('changed');
  });
});
