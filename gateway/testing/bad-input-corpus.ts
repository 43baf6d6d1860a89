import { contract, pathParams, type Endpoint } from '@/core/contract';
import { fixtures } from '@/core/contract/fixtures';
import { hostileFileNames, hugeStrings, invalidUtf8, malformedJson, payloadFamilies, unicodeTricks, wrongContentTypes } from './bad-input-payloads';
import { pngBytes as realPng } from './images';

// The bad-input corpus (issue 9, item 5): each contract entry's realistic request (its fixture), spoilt
// one way at a time. Whether the contract's own schema refuses a spoilt request decides what the gateway
// must do: a refused one gets a 4xx with a message and leaves the database as it was; one the schema
// accepts (a SQL string is still a string) may succeed, and must never be a 5xx.

export type CaseKind =
  | 'missing-field'
  | 'extra-field'
  | 'wrong-type'
  | 'huge-string'
  | 'unicode'
  | 'sql'
  | 'script'
  | 'traversal'
  | 'malformed-json'
  | 'content-type'
  | 'invalid-utf8'
  | 'oversized'
  | 'file'
  | 'query';

/** A request body sent as is, past the client's own encoding. */
export interface RawBody {
  contentType?: string;
  body: string | Uint8Array;
}

export interface BadInputCase {
  /** Unique: entry, kind and where. */
  id: string;
  entryKey: string;
  entry: Endpoint;
  kind: CaseKind;
  /** Structured fields, sent the way the portal's client sends the entry (core/contract/wire). */
  input: Record<string, unknown>;
  /** The upload of a multipart entry. */
  file?: File;
  /** Replaces the encoded body (malformed JSON, wrong content types, oversized bodies). */
  raw?: RawBody;
  /** Appended to the query string as is (malformed escapes). */
  rawQuery?: string;
  /** The contract's schema refuses this request: the gateway must answer 4xx and change nothing. */
  mustRefuse: boolean;
}

export const contractEntries: [string, Endpoint][] = Object.entries(contract).flatMap(([group, calls]) =>
  Object.entries(calls as Record<string, Endpoint>).map(([name, entry]) => [`${group}.${name}`, entry] as [string, Endpoint]),
);

/** The request as the gateway reads it back: query, form and path fields arrive as text. */
export function asWire(entry: Endpoint, request: Record<string, unknown>): Record<string, unknown> {
  const params = new Set(pathParams(entry.path));
  const textual = entry.wire === 'query' || entry.wire === 'form' || entry.method === 'GET';
  const json = entry.wire === 'json' && entry.method === 'POST';
  // A GET of wire 'none' reads its path only: anything else in the query is not looked at.
  const read = Object.entries(request).filter(([k, v]) => v !== undefined && (entry.wire !== 'none' || params.has(k)));
  return Object.fromEntries(
    read
      .map(([k, v]) => {
        if (params.has(k)) return [k, String(v)];
        if (textual) return [k, typeof v === 'object' && v !== null && !(v instanceof Blob) ? JSON.stringify(v) : String(v)];
        // A JSON body goes through JSON.stringify and back: NaN and Infinity become null, and so on.
        return [k, json ? (JSON.parse(JSON.stringify({ v })) as { v: unknown }).v : v];
      }),
  );
}

function refusedBySchema(entry: Endpoint, input: Record<string, unknown>, file?: File): boolean {
  const fields = asWire(entry, input);
  if (entry.wire === 'multipart') {
    if (file) fields.file = file;
  }
  return !entry.request.safeParse(fields).success;
}

const wrongTypesFor = (value: unknown): [string, unknown][] => {
  if (typeof value === 'string') return [['number', 12345], ['boolean', true], ['null', null], ['array', [value]], ['object', { value }]];
  if (typeof value === 'number') return [['string', 'abc'], ['negative-fraction', -1.5], ['huge-number', 1e300], ['boolean', false], ['null', null], ['array', [value]]];
  if (typeof value === 'boolean') return [['string', 'yes'], ['number', 2], ['null', null]];
  if (Array.isArray(value)) return [['string', 'x'], ['object', {}], ['array-of-null', [null]], ['too-many-items', Array.from({ length: 500 }, () => value[0] ?? 1)]];
  if (value && typeof value === 'object') return [['string', 'x'], ['array', []], ['null', null], ['number', 1]];
  return [['string', 'x'], ['object', {}]];
};

/** Every (path, string value) of a request, nested ones included. */
function stringLeaves(value: unknown, path: (string | number)[] = []): [(string | number)[], string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringLeaves(v, [...path, i]));
  if (value && typeof value === 'object' && !(value instanceof Blob)) return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, [...path, k]));
  return [];
}

function replaceAt(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? replaceAt(v, rest, leaf) : v));
  const record = value as Record<string, unknown>;
  return { ...record, [head]: replaceAt(record[head as string], rest, leaf) };
}

/** A small real PNG: the gateway decodes every upload. */
const pngBytes = () => new Uint8Array(realPng(32, 24));

/** The spoilt uploads of a multipart entry: names, types, contents and sizes. */
function fileCases(): [string, File | undefined, Record<string, unknown>][] {
  const named = Object.entries(hostileFileNames).map(([k, name]) => [`name-${k}`, new File([pngBytes()], name, { type: 'image/png' }), {}] as [string, File, Record<string, unknown>]);
  return [
    ...named,
    ['missing-file', undefined, {}],
    ['file-as-text', undefined, { file: '../../etc/passwd' }],
    ['empty-file', new File([], 'empty.png', { type: 'image/png' }), {}],
    ['html-as-png', new File(['<html><script>alert(1)</script></html>'], 'page.png', { type: 'image/png' }), {}],
    ['svg-script', new File(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], 'image.svg', { type: 'image/svg+xml' }), {}],
    ['png-declared-html', new File([pngBytes()], 'photo.png', { type: 'text/html' }), {}],
    ['truncated-png', new File([pngBytes().subarray(0, 8)], 'cut.png', { type: 'image/png' }), {}],
    ['over-1mb', new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' }), {}],
    ['extra-field', new File([pngBytes()], 'photo.png', { type: 'image/png' }), { isAdmin: 'true' }],
  ];
}

/** Whole-body spoils of an entry that has a body. */
function bodyCases(entry: Endpoint, request: Record<string, unknown>): [CaseKind, string, RawBody][] {
  const good = JSON.stringify(request);
  const cases: [CaseKind, string, RawBody][] = Object.entries(malformedJson).map(([k, body]) => ['malformed-json', k, { contentType: 'application/json', body }]);
  for (const type of wrongContentTypes) cases.push(['content-type', type, { contentType: type, body: good }]);
  cases.push(['content-type', 'none', { body: good }]);
  cases.push(['invalid-utf8', 'bytes', { contentType: 'application/json', body: invalidUtf8 }]);
  cases.push(['oversized', '300kB-json', { contentType: 'application/json', body: JSON.stringify({ ...request, pad: 'x'.repeat(300 * 1024) }) }]);
  if (entry.wire === 'multipart') {
    const boundary = 'corpusboundary';
    const big = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n${'x'.repeat(12 * 1024 * 1024)}\r\n--${boundary}--\r\n`;
    cases.push(['oversized', '12MB-multipart', { contentType: `multipart/form-data; boundary=${boundary}`, body: big }]);
    cases.push(['malformed-json', 'broken-multipart', { contentType: `multipart/form-data; boundary=${boundary}`, body: `--${boundary}\r\nContent-Disposition: form-data; name="file"\r\n\r\nno end` }]);
  }
  return cases;
}

/** Query strings that do not decode cleanly, for every entry (GETs read them; POSTs must ignore or refuse them). */
const rawQueries: Record<string, string> = {
  badEscape: '%ZZ=1',
  loneEscape: 'x=%',
  truncatedUtf8: 'x=%E4%B8',
  nulKey: '%00=1',
  repeatedKey: 'x=1&x=2&x=3',
  hugeQuery: `x=${'q'.repeat(100_000)}`,
};

const nestedTricks = Object.entries(unicodeTricks).filter(([k]) => ['rtlOverride', 'loneSurrogate', 'nul'].includes(k));

/** The corpus for one entry. */
function entryCases(entryKey: string, entry: Endpoint): BadInputCase[] {
  const fixture = fixtures[entryKey];
  const request = (fixture?.request ?? {}) as Record<string, unknown>;
  const { file: fixtureFile, ...fields } = request;
  const baseFile = fixtureFile instanceof File ? fixtureFile : entry.wire === 'multipart' ? new File([pngBytes()], 'photo.png', { type: 'image/png' }) : undefined;
  const out: BadInputCase[] = [];
  const add = (kind: CaseKind, where: string, input: Record<string, unknown>, extra: Partial<BadInputCase> = {}) => {
    const file = 'file' in extra ? extra.file : baseFile;
    const mustRefuse = extra.raw || extra.rawQuery ? (extra.mustRefuse ?? true) : refusedBySchema(entry, input, file);
    out.push({ id: `${entryKey} ${kind} ${where}`, entryKey, entry, kind, input, file, mustRefuse, ...extra });
  };

  for (const key of Object.keys(fields)) {
    add('missing-field', key, Object.fromEntries(Object.entries(fields).filter(([k]) => k !== key)));
    for (const [name, value] of wrongTypesFor(fields[key])) add('wrong-type', `${key}=${name}`, { ...fields, [key]: value });
  }
  add('missing-field', 'all', {});
  add('extra-field', 'top', { ...fields, isAdmin: true });
  add('extra-field', 'proto', { ...fields, ['__proto__']: { isAdmin: true } });

  for (const [path, value] of stringLeaves(fields)) {
    const where = path.join('.');
    const at = (leaf: unknown) => replaceAt(fields, path, leaf) as Record<string, unknown>;
    // Top-level fields get every payload; nested ones (order lines, form sections) the first of each family.
    const pick = <T extends object>(all: T) => (path.length === 1 ? Object.entries(all) : Object.entries(all).slice(0, 1));
    for (const [k, huge] of pick(hugeStrings)) add('huge-string', `${where}=${k}`, at(huge));
    for (const [k, trick] of path.length === 1 ? Object.entries(unicodeTricks) : nestedTricks) add('unicode', `${where}+${k}`, at(value + trick));
    for (const [family, payloads] of Object.entries(payloadFamilies)) {
      for (const [k, payload] of pick(payloads)) add(family as CaseKind, `${where}=${k}`, at(payload));
    }
  }

  if (entry.wire === 'multipart') for (const [where, file, extra] of fileCases()) add('file', where, { ...fields, ...extra }, { file });
  if (entry.method === 'POST' && entry.wire !== 'none') {
    for (const [kind, where, raw] of bodyCases(entry, fields)) {
      // The login calls read their query; a body in another type is ignored there, not refused.
      const mustRefuse = entry.wire === 'query' ? kind === 'oversized' || raw.contentType === 'application/json' : true;
      add(kind, where, fields, { raw, mustRefuse });
    }
  }
  for (const [where, query] of Object.entries(rawQueries)) add('query', where, fields, { rawQuery: query, mustRefuse: false });
  return out;
}

/** The whole corpus: every contract entry, each spoilt every way that applies to it. */
export function badInputCorpus(): BadInputCase[] {
  return contractEntries.flatMap(([key, entry]) => entryCases(key, entry));
}
