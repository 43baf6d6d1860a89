import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './helpers/test';
import { hugeStrings, invalidUtf8, isChineseMessage, malformedJson, payloadFamilies, traversalPayloads, unicodeTricks, wrongContentTypes } from '../gateway/testing/bad-input-payloads';
import { signIn } from './helpers/account';

// Issue 9, item 5 at the browser's door: every route handler under app/api, found on disk, gets the
// hostile corpus over HTTP from the standalone server. No 5xx; every 4xx says what is wrong in Chinese
// (the JSON answer's message and field errors, or the plain text of the file routes). The gateway's own corpus, with the database
// checks, is gateway/routes/bad-input-corpus.test.ts.

interface Route {
  /** The URL path with each dynamic segment marked. */
  template: string;
  methods: ('GET' | 'POST')[];
}

function apiRoutes(dir = path.join(process.cwd(), 'app', 'api')): Route[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return apiRoutes(full);
    if (name !== 'route.ts') return [];
    const source = readFileSync(full, 'utf8');
    const methods = (['GET', 'POST'] as const).filter((m) => new RegExp(`export (?:async )?(?:function|const) ${m}\\b`).test(source));
    return [{ template: `/${path.relative(process.cwd(), dir).split(path.sep).slice(1).join('/')}`, methods }];
  });
}

/** The dynamic segments filled with something ordinary, or with a hostile value. */
const fill = (template: string, value = 'x') => template.replace(/\[(?:\.\.\.)?\w+\]/g, encodeURIComponent(value));

/** Field names the portal's forms use: a hostile body names them all. */
const fieldNames = ['phoneNo', 'mobile', 'username', 'password', 'verifyCode', 'verifiyCode', 'purpose', 'scene', 'sessionId', 'identifier', 'identifiers', 'sceneConfId', 'effect', 'orderId', 'productId', 'packageId', 'priceId', 'transactionId', 'remark', 'consultContent', 'companyName', 'contactPersonName', 'contactPersonphone', 'industryCode', 'fileName', 'newPwd', 'oldPassword', 'newPassword', 'email', 'userName', 'mode', 'fingerprint', 'captcha', 'trace', 'proofs'];
const everyField = (value: unknown) => Object.fromEntries(fieldNames.map((name) => [name, value]));

interface Case {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  body?: string | Buffer;
  contentType?: string;
  /**
   * A 100 kB query string passes Node's 16 kB header limit: Node itself answers 431 with no body before
   * any route runs (nginx in front answers 414 first). That refusal is the server's, not a route's.
   */
  overHeaderLimit?: boolean;
}

function casesFor(route: Route): Case[] {
  const cases: Case[] = [];
  const hostileValues: [string, string][] = [
    ...Object.entries(hugeStrings),
    ...Object.entries(unicodeTricks),
    ...Object.values(payloadFamilies).flatMap((family) => Object.entries(family)),
  ];
  for (const method of route.methods) {
    const url = fill(route.template);
    if (route.template.includes('[')) {
      for (const [k, v] of Object.entries(traversalPayloads)) cases.push({ name: `segment ${k}`, method, url: fill(route.template, v) });
      cases.push({ name: 'segment bad escape', method, url: route.template.replace(/\[(?:\.\.\.)?\w+\]/g, '%ZZ') });
    }
    for (const [k, v] of hostileValues) {
      const query = new URLSearchParams({ level: v, parentCode: v, phone: v, orderId: v, kind: v, identifier: v }).toString();
      cases.push({ name: `query ${k}`, method, url: `${url}?${query}`, overHeaderLimit: query.length > 16_000 });
    }
    if (method === 'GET') continue;
    const json = (name: string, body: unknown) => cases.push({ name, method, url, body: JSON.stringify(body), contentType: 'application/json' });
    for (const [k, v] of hostileValues) json(`fields ${k}`, everyField(v));
    for (const [k, v] of [['number', 12345], ['null', null], ['array', []], ['object', {}], ['boolean', true]] as const) json(`fields ${k}`, everyField(v));
    json('empty object', {});
    for (const [k, body] of Object.entries(malformedJson)) cases.push({ name: `malformed ${k}`, method, url, body, contentType: 'application/json' });
    for (const type of wrongContentTypes) cases.push({ name: `content type ${type}`, method, url, body: JSON.stringify(everyField('x')), contentType: type });
    cases.push({ name: 'invalid utf-8', method, url, body: Buffer.from(invalidUtf8), contentType: 'application/json' });
    cases.push({ name: 'oversized json', method, url, body: JSON.stringify({ ...everyField('x'), pad: 'x'.repeat(2 * 1024 * 1024) }), contentType: 'application/json' });
    cases.push({ name: 'multipart without a file', method, url, body: '--b\r\nContent-Disposition: form-data; name="file"\r\n\r\n../../etc/passwd\r\n--b--\r\n', contentType: 'multipart/form-data; boundary=b' });
    cases.push({ name: 'broken multipart', method, url, body: '--b\r\nContent-Disposition: form-data; name="file"; filename="../../x.png"\r\n\r\nno end', contentType: 'multipart/form-data; boundary=b' });
  }
  return cases;
}

/** Requests in flight at once: the corpus is thousands of small requests, each mostly a round trip. */
const inFlight = 4;

async function run(request: APIRequestContext, routes: Route[]) {
  const problems: string[] = [];
  const cases = routes.flatMap((route) => casesFor(route).map((c) => ({ route, c })));
  let next = 0;
  const lane = async () => {
    while (next < cases.length) {
      const { route, c } = cases[next++];
      problems.push(...(await check(request, route, c)));
    }
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
  return { problems, count: cases.length };
}

/** One case: what is wrong with its answer (nothing, for a success or a refusal said in Chinese). */
async function check(request: APIRequestContext, route: Route, c: Case): Promise<string[]> {
  let response;
  try {
    response = await request.fetch(c.url, {
      method: c.method,
      data: c.body,
      headers: c.contentType ? { 'content-type': c.contentType } : {},
      maxRedirects: 0,
      failOnStatusCode: false,
    });
  } catch (error) {
    // Over the header limit Node answers 431 and closes at once; with a session cookie the request
    // is often still being written then, and the client sees the connection reset instead.
    if (c.overHeaderLimit && /ECONNRESET|EPIPE|socket hang up/.test(String(error))) return [];
    throw error;
  }
  const status = response.status();
  const where = `${c.method} ${route.template} ${c.name}`;
  if (status >= 500) return [`${where}: ${status}`];
  if (status < 400 || (status === 431 && c.overHeaderLimit)) return [];
  const text = await response.text();
  let message: unknown = text;
  let fieldErrors: unknown[] = [];
  if ((response.headers()['content-type'] ?? '').includes('json')) {
    try {
      const body = JSON.parse(text) as { message?: unknown; fieldErrors?: Record<string, unknown> };
      message = body.message;
      fieldErrors = Object.values(body.fieldErrors ?? {});
    } catch {
      message = undefined;
    }
  }
  const problems: string[] = [];
  // Chinese from the messages module, never a library's English (zod's "Invalid input: expected ...").
  if (!isChineseMessage(message)) problems.push(`${where}: ${status} without a Chinese message (${String(message).slice(0, 60)})`);
  const english = fieldErrors.find((m) => !isChineseMessage(m));
  if (english !== undefined) problems.push(`${where}: a field error not in Chinese (${String(english).slice(0, 60)})`);
  return problems;
}

const routes = apiRoutes();

test('every portal API route answers the corpus as a guest with no 5xx and a message on every refusal @desktop-only', async ({ request }) => {
  test.setTimeout(600_000);
  expect(routes.length).toBeGreaterThan(25);
  const { problems, count } = await run(request, routes);
  console.info(`portal bad-input corpus (guest): ${count} requests over ${routes.length} routes`);
  expect(problems).toEqual([]);
});

test('and as a logged-in company user @desktop-only', async ({ request }) => {
  test.setTimeout(600_000);
  await signIn(request, 'demo_company', 'e2ecorpus');
  // Logging out would end the session this pass is about; it is in the guest pass.
  const { problems, count } = await run(request, routes.filter((r) => r.template !== '/api/session/logout'));
  console.info(`portal bad-input corpus (logged in): ${count} requests`);
  expect(problems).toEqual([]);
});
