import { z } from 'zod';
import { contract, envelope, pathParams, type Endpoint } from '@/core/contract';
import { fixtures } from './fixtures';

// One table-driven pass over every entry: its path, its request (accepted, refused, bounded, and as
// the wire carries it) and its data (accepted, with unknown fields tolerated, wrong types refused).

const entries: [string, Endpoint][] = Object.entries(contract).flatMap(([group, calls]) =>
  Object.entries(calls as Record<string, Endpoint>).map(([name, entry]) => [`${group}.${name}`, entry] as [string, Endpoint]),
);

/** The fields a request schema names; for a union, the fields every option names. */
function requestKeys(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodUnion) {
    const sets = (schema.options as z.ZodType[]).map(requestKeys);
    return sets[0].filter((k) => sets.every((s) => s.includes(k)));
  }
  throw new Error('request schemas are objects or unions of objects');
}

/** Adds an unknown field to every record, as a newer gateway might. */
function withExtra(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withExtra);
  if (value && typeof value === 'object') {
    const copy = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withExtra(v)]));
    return { ...copy, gatewayExtra: '网关新增字段' };
  }
  return value;
}

/** The request as the gateway reads it back: query, form and path fields arrive as text. */
function asWire(entry: Endpoint, request: Record<string, unknown>): Record<string, unknown> {
  const params = new Set(pathParams(entry.path));
  const textual = entry.wire === 'query' || entry.wire === 'form' || entry.method === 'GET';
  return Object.fromEntries(
    Object.entries(request).map(([k, v]) => [
      k,
      params.has(k) || textual ? (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)) : v,
    ]),
  );
}

/** Every path to a string leaf of a fixture, to try an oversized value in each place. */
function stringLeaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringLeaves(v, [...path, i]));
  if (value && typeof value === 'object' && !(value instanceof Blob)) {
    return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, [...path, k]));
  }
  return [];
}

function replaceAt(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? replaceAt(v, rest, leaf) : v));
  const record = value as Record<string, unknown>;
  return { ...record, [head]: replaceAt(record[head as string], rest, leaf) };
}

describe('the contract', () => {
  it('has every call of both specs (and the page-view call of decision 0037, the two sitemap calls of 0051, the four personal-data calls of issue 62), and a fixture for each', () => {
    expect(entries).toHaveLength(64);
    expect(Object.keys(fixtures).sort()).toEqual(entries.map(([key]) => key).sort());
  });

  it('has no path twice for the same method', () => {
    const seen = entries.map(([, e]) => `${e.method} ${e.path}`);
    expect(new Set(seen).size).toBe(seen.length);
  });
});

describe.each(entries)('%s', (key, entry) => {
  const fixture = fixtures[key];
  const ok = (data: unknown) => envelope(entry.data).safeParse({ success: true, data, message: '操作成功', code: 200 });

  it('has a path whose {params} are request fields, and a wire format that fits', () => {
    expect(entry.summary.length).toBeGreaterThan(0);
    expect(entry.path).toMatch(/^\/[^\s]*$/);
    const keys = requestKeys(entry.request);
    for (const param of pathParams(entry.path)) expect(keys).toContain(param);
    if (entry.method === 'GET') expect(['none', 'query']).toContain(entry.wire);
    if (entry.wire === 'none') expect(keys.every((k) => pathParams(entry.path).includes(k))).toBe(true);
    if (entry.wire === 'multipart') expect(keys).toContain('file');
  });

  it('accepts a realistic request and refuses an invalid one', () => {
    expect(entry.request.safeParse(fixture.request).error).toBeUndefined();
    expect(entry.request.safeParse(fixture.badRequest).success).toBe(false);
  });

  it('accepts the request as the gateway reads it off the wire', () => {
    const wire = asWire(entry, fixture.request as Record<string, unknown>);
    expect(entry.request.safeParse(wire).error).toBeUndefined();
  });

  it('refuses an oversized string in any request field', () => {
    for (const path of stringLeaves(fixture.request)) {
      const huge = replaceAt(fixture.request, path, '长'.repeat(100_000));
      expect({ path, ok: entry.request.safeParse(huge).success }).toEqual({ path, ok: false });
    }
  });

  it('accepts a realistic answer in the envelope', () => {
    expect(ok(fixture.data).error).toBeUndefined();
    expect(envelope(entry.data).safeParse({ success: true, data: fixture.data, code: '200' }).success).toBe(true);
  });

  it('tolerates fields it does not know', () => {
    // A scalar acknowledgement may come back as a record instead; that must pass too.
    const isRecord = typeof fixture.data === 'object' && fixture.data !== null;
    const extra = isRecord ? withExtra(fixture.data) : { gatewayExtra: '网关新增字段' };
    expect(entry.data.safeParse(extra).error).toBeUndefined();
  });

  it('refuses an answer of the wrong type', () => {
    expect(ok(fixture.badData).success).toBe(false);
  });
});
