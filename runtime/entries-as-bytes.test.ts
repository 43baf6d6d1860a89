import { jsonCacheValueSerializer } from '@fortedigital/nextjs-cache-handler/redis-strings';
import { entriesAsBytes } from './entries-as-bytes.cjs';

type Entry = Parameters<typeof jsonCacheValueSerializer.serialize>[0];

// An identifier page's entry as the shared handler stores it: HTML with Chinese, flight data in base64.
const entry = {
  lastModified: 1_784_057_476_000,
  lifespan: { revalidate: 30, staleAt: 1_784_057_506, expireAt: 1_784_662_276 },
  tags: ['_N_T_/product_scene/88.500.2/SN000123457', 'identifier:88.500.2/SN000123457'],
  value: { kind: 'APP_PAGE', html: '<h1>行星齿轮减速机 CR-231-73</h1><p>华东精密减速机有限公司 — “已召回”</p>'.repeat(200), rscData: Buffer.from('1:["$","p"]').toString('base64'), status: 200 },
} as unknown as Entry;

// The same page as Next hands it over: its prefetch segment `/_full` is the flight data again.
const flightData = Buffer.from('0:{"b":"bRB","f":[["children","product_scene",' + '"行星齿轮减速机",'.repeat(400) + ']]}').toString('base64');
const page = {
  ...entry,
  value: { kind: 'APP_PAGE', html: '<h1>行星齿轮减速机</h1>', rscData: flightData, status: 200, segmentData: { '/_tree': 'dHJlZQ==', '/_full': flightData, '/_head': 'aGVhZA==' } },
} as unknown as Entry;

describe('entries written to Redis as bytes', () => {
  it('are the bytes the library itself writes, for an entry that holds nothing twice', async () => {
    const written = await entriesAsBytes.serialize(entry);
    expect(Buffer.isBuffer(written)).toBe(true);
    const theLibrarys = await jsonCacheValueSerializer.serialize(entry);
    expect(typeof theLibrarys).toBe('string');
    expect((written as Buffer).equals(Buffer.from(theLibrarys as string, 'utf8'))).toBe(true);
  });

  it('read back as the Redis client returns them (a string) give the entry written', async () => {
    const stored = ((await entriesAsBytes.serialize(entry)) as Buffer).toString('utf8');
    expect(await entriesAsBytes.deserialize(stored)).toEqual(entry);
  });

  it('hold a page’s flight data once, though its `/_full` segment repeats it, and read back whole', async () => {
    const written = (await entriesAsBytes.serialize(page)) as Buffer;
    const theLibrarys = Buffer.byteLength(await jsonCacheValueSerializer.serialize(page));
    expect(written.length).toBeLessThan(theLibrarys - flightData.length + 100);
    expect(await entriesAsBytes.deserialize(written.toString('utf8'))).toEqual(page);
  });

  it('write a `/_full` segment that differs from the flight data as it is', async () => {
    const other = { ...page, value: { ...(page.value as object), segmentData: { '/_full': 'b3RoZXI=' } } } as unknown as Entry;
    const written = (await entriesAsBytes.serialize(other)) as Buffer;
    expect(written.equals(Buffer.from(await jsonCacheValueSerializer.serialize(other)))).toBe(true);
    expect(await entriesAsBytes.deserialize(written.toString('utf8'))).toEqual(other);
  });

  it('leave the entry it was given as it was', async () => {
    const before = structuredClone(page);
    await entriesAsBytes.serialize(page);
    expect(page).toEqual(before);
  });
});
