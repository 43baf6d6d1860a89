import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { contract, type Endpoint } from '@/core/contract';
import { fixtures } from '@/core/contract/fixtures';
import { beyondSpec } from './wire-form/beyond-spec';
import type { WireCase } from './wire-form/expected';
import { spec000 } from './wire-form/spec-000';
import { spec001 } from './wire-form/spec-001';

// A stand-in for the provider's real gateway on loopback. Every contract call goes out through the
// portal's own client (GATEWAY_URL pointing here) and what arrives is compared with §7 of the specs,
// as the case files under wire-form/ write it out by hand.

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let server: Server;
const received: Received[] = [];
/** The data the stand-in answers with: the call's fixture, so the portal's client accepts the answer. */
let answerData: unknown = null;

const clientId = 'wire-test-portal';
const clientSecret = 's3cret:with/colon';
/** base64 of `wire-test-portal:s3cret:with/colon`, worked out by hand rather than by the code under test. */
const basic = 'Basic d2lyZS10ZXN0LXBvcnRhbDpzM2NyZXQ6d2l0aC9jb2xvbg==';
const accessToken = 'wire-test-access-token';

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: true, data: answerData, message: 'ok', code: 200 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  process.env.GATEWAY_URL = `http://127.0.0.1:${port}`;
  process.env.GATEWAY_CLIENT_ID = clientId;
  process.env.GATEWAY_CLIENT_SECRET = clientSecret;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

// Loaded after the variables are set: the client reads the environment once.
const load = () => import('./client');

const entries = new Map<string, Endpoint>(
  Object.entries(contract).flatMap(([group, calls]) => Object.entries(calls as Record<string, Endpoint>).map(([name, entry]) => [`${group}.${name}`, entry] as const)),
);
const cases: WireCase[] = [...spec000, ...spec001, ...beyondSpec];

async function expectBody(got: Received, expected: WireCase['body'], specFields: string[] = []) {
  if ('none' in expected) return expect(got.body.length).toBe(0);
  const text = got.body.toString('utf8');
  if ('json' in expected) {
    const sent = JSON.parse(text) as Record<string, unknown>;
    expect(sent).toEqual(expected.json);
    for (const field of specFields) expect(Object.keys(sent)).toContain(field);
    return;
  }
  if ('form' in expected) {
    const sent = [...new URLSearchParams(text)];
    expect(Object.fromEntries(sent)).toEqual(expected.form);
    return expect(sent).toHaveLength(Object.keys(expected.form).length);
  }
  const parts = await new Response(new Uint8Array(got.body), { headers: { 'content-type': String(got.headers['content-type']) } }).formData();
  expect([...parts.keys()]).toEqual([expected.multipart.field]);
  const file = parts.get(expected.multipart.field) as File;
  expect({ name: file.name, type: file.type, size: file.size }).toEqual({ name: expected.multipart.filename, type: expected.multipart.type, size: expected.multipart.size });
}

describe('the wire form of every call, against a stand-in gateway', () => {
  it('has a case for every contract call, and each case names one', () => {
    expect(new Set(cases.map((c) => c.call))).toEqual(new Set(entries.keys()));
  });

  it.each(cases.map((c) => [c.note ? `${c.call}: ${c.note}` : c.call, c] as const))('%s', async (_name, c) => {
    const entry = entries.get(c.call)!;
    // The contract takes the spec's field names as the case writes them.
    expect(entry.request.safeParse(c.input).error).toBeUndefined();
    answerData = fixtures[c.call].data;
    const { call } = await load();
    const before = received.length;
    // A token is always at hand: whether it travels is the entry's business.
    const result = await call(entry, c.input, { token: accessToken });
    expect(result).toMatchObject({ ok: true });
    expect(received).toHaveLength(before + 1);
    const got = received[before];
    const url = new URL(got.url, 'http://stand-in.test');

    expect(got.method).toBe(c.method);
    expect(url.pathname).toBe(c.path);
    if (c.query) {
      expect(Object.fromEntries(url.searchParams)).toEqual(c.query);
      expect([...url.searchParams]).toHaveLength(Object.keys(c.query).length);
    } else {
      expect(url.search).toBe('');
    }
    for (const piece of c.rawQuery ?? []) expect(url.search).toContain(piece);

    expect(got.headers.accesstoken).toBe(c.token ? accessToken : undefined);
    expect(got.headers.authorization).toBe(c.client ? basic : undefined);
    expect(got.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    if (c.contentType?.endsWith('boundary=')) expect(got.headers['content-type']).toMatch(new RegExp(`^${c.contentType}\\S+$`));
    else expect(got.headers['content-type']).toBe(c.contentType);

    await expectBody(got, c.body, c.specFields);
  });
});
