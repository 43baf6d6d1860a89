import { entrySize, pagesInMemory } from './pages-in-memory.cjs';

/** Flight data of a given size, as React writes it: text, some of it Chinese in UTF-8. */
function flight(bytes: number): Buffer {
  return Buffer.from('1:["$","p",null,{"children":"标识解析"}]\n'.repeat(Math.ceil(bytes / 40))).subarray(0, bytes);
}

// An identifier page as Next hands it to the cache: HTML, flight data and per-segment prefetch data.
function pageEntry(htmlCharacters: number, rscBytes: number, { tags = ['_N_T_/product_scene/88.1/A'], lastModified = Date.now() } = {}) {
  return {
    lastModified,
    lifespan: null,
    tags,
    value: {
      kind: 'APP_PAGE',
      html: '<p>标识码</p>'.repeat(htmlCharacters / 10),
      rscData: flight(rscBytes),
      headers: { 'x-next-cache-tags': tags.join(',') },
      postponed: undefined,
      status: 200,
      segmentData: new Map([['/_tree', flight(2_000)], ['/_full', flight(rscBytes)]]),
    },
  };
}

describe('entrySize', () => {
  it('counts the bytes a page holds, not the JSON of its buffers', () => {
    const size = entrySize(pageEntry(40_000, 20_000));
    // 40,000 characters of Chinese HTML at two bytes each, 20,000 + 2,000 + 20,000 bytes of flight data,
    // and the entry's overhead.
    expect(size).toBeGreaterThanOrEqual(80_000 + 42_000);
    expect(size).toBeLessThan(125_000);
    // The library's measure wrote each byte of the flight data as a number and a comma, and the segments
    // (a Map) as nothing.
    const entry = pageEntry(40_000, 20_000);
    expect(JSON.stringify(entry).length - JSON.stringify({ ...entry, value: { ...entry.value, rscData: null } }).length).toBeGreaterThan(3 * 20_000);
  });

  it('counts HTML of Latin-1 characters alone at a byte each, as V8 keeps it', () => {
    const latin = { value: { kind: 'APP_ROUTE', body: 'é<p>a</p>'.repeat(1_000) } };
    const chinese = { value: { kind: 'APP_ROUTE', body: '标<p>a</p>'.repeat(1_000) } };
    expect(entrySize(chinese) - entrySize(latin)).toBe(9_000);
  });

  it('gives every entry a positive whole size, whatever it holds', () => {
    for (const entry of [{ value: { kind: 'APP_ROUTE', body: Buffer.alloc(10) } }, { value: { kind: 'FETCH', data: { body: '' } } }, { value: null }, undefined]) {
      const size = entrySize(entry);
      expect(Number.isInteger(size)).toBe(true);
      expect(size).toBeGreaterThan(0);
    }
  });
});

describe('pagesInMemory', () => {
  it('keeps a page until its bytes no longer fit, then drops the least recently used', async () => {
    const memory = pagesInMemory({ maxItems: 100, maxBytes: 400_000 });
    for (const key of ['a', 'b', 'c']) await memory.set(key, pageEntry(40_000, 20_000), undefined);
    expect(await memory.get('a', undefined)).not.toBeNull();
    // a was read last: adding d pushes out b, the least recently used.
    await memory.set('d', pageEntry(40_000, 20_000), undefined);
    await memory.set('e', pageEntry(40_000, 20_000), undefined);
    expect(await memory.get('b', undefined)).toBeNull();
    expect(await memory.get('a', undefined)).not.toBeNull();
    expect(await memory.get('e', undefined)).not.toBeNull();
    expect(memory.size).toBeLessThanOrEqual(400_000);
  });

  it('writes a key again only when asked to', async () => {
    const memory = pagesInMemory({ maxItems: 10, maxBytes: 1_000_000 });
    const first = pageEntry(1_000, 100);
    await memory.set('a', first, undefined);
    await memory.set('a', pageEntry(2_000, 100), { setOnlyIfNotExists: true });
    expect(await memory.get('a', undefined)).toBe(first);
    await memory.delete('a');
    expect(await memory.get('a', undefined)).toBeNull();
  });

  it('drops a page once one of its tags, or of the implicit tags it is read with, is revalidated after it was written', async () => {
    const memory = pagesInMemory({ maxItems: 10, maxBytes: 1_000_000 });
    const written = Date.now() - 1_000;
    await memory.set('tagged', pageEntry(1_000, 100, { tags: ['identifier:88.1/A'], lastModified: written }), undefined);
    await memory.set('implicit', pageEntry(1_000, 100, { tags: [], lastModified: written }), undefined);
    await memory.set('other', pageEntry(1_000, 100, { tags: ['identifier:88.1/B'], lastModified: written }), undefined);
    memory.revalidateTags(['identifier:88.1/A']);
    await memory.revalidateTag('_N_T_/product_scene/88.1/C');
    expect(await memory.get('tagged', undefined)).toBeNull();
    expect(await memory.get('implicit', { implicitTags: ['_N_T_/product_scene/88.1/C'] })).toBeNull();
    expect(await memory.get('other', { implicitTags: ['_N_T_/product_scene/88.1/B'] })).not.toBeNull();
  });

  it('keeps only the most recent tag times', async () => {
    const memory = pagesInMemory({ maxItems: 10, maxBytes: 1_000_000, tagLimit: 2 });
    const written = Date.now() - 1_000;
    await memory.set('a', pageEntry(1_000, 100, { tags: ['t1'], lastModified: written }), undefined);
    memory.revalidateTags(['t1', 't2', 't3']);
    // t1's time is forgotten: the limit bounds memory, at the price of an old revalidation (the entries
    // it concerned live at most their lifespan).
    expect(await memory.get('a', undefined)).not.toBeNull();
  });
});
