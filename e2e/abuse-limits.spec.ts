import http from 'node:http';
import { expect, test } from './helpers/test';
import { suitePort } from './helpers/suite';
import { startPortal, type RunningPortal } from './helpers/portal';

// Issue 9, item 2 through the portal: the gateway's 429 reaches the browser as a 429 with Retry-After
// and the Chinese message, not as a generic failure. A second portal of the suite's build runs with
// TRUST_PROXY=1 and a fresh database of its own, and the requests say where they came from in
// X-Forwarded-For as the reverse proxy would (each overriding the test's own, helpers/test.ts).
const port = suitePort() + 5;

let portal: RunningPortal;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  // The proxy is at 127.0.0.1 (the runner's own address): a connection from elsewhere speaks for itself only.
  portal = await startPortal(port, { TRUST_PROXY: '1', TRUSTED_PROXIES: '127.0.0.1' });
});
test.afterAll(async () => {
  await portal?.stop();
});

/** A password login with a proof the gateway will refuse: it counts against the address all the same. */
const login = { mode: 'password', username: 'demo_user', password: 'Wrong#2026pass', captcha: { scene: 'nc_login', sessionId: 'x', sig: 'x', token: 'x' }, remember: false, fingerprint: 'e2eabuse' };

test('the 61st login from one address in 15 minutes gets 429, Retry-After and the message; another address does not @desktop-only', async ({ request }) => {
  const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip, 'content-type': 'application/json' }, data: login });
  const busy = '203.0.113.61';
  let limited: Awaited<ReturnType<typeof request.post>> | undefined;
  let allowed = 0;
  // The window is fixed: if a quarter hour turns during the loop, the count starts again.
  for (let i = 0; i < 130 && !limited; i++) {
    const answer = await request.post(`${portal.origin}/api/session/login`, from(busy));
    if (answer.status() === 429) limited = answer;
    else {
      expect(answer.status()).toBe(400);
      allowed++;
    }
  }
  expect(limited, 'no 429 after 130 logins').toBeTruthy();
  expect(allowed).toBeGreaterThanOrEqual(1);
  const retryAfter = Number(limited!.headers()['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  const body = (await limited!.json()) as { ok: boolean; message: string };
  expect(body).toMatchObject({ ok: false, message: '操作过于频繁，请稍后再试' });
  expect(limited!.headers()['cache-control']).toContain('no-store');

  const other = await request.post(`${portal.origin}/api/session/login`, from('203.0.113.62'));
  expect(other.status()).toBe(400);
});

test('consultations from one contact phone are limited whatever the address, with Retry-After @desktop-only', async ({ request }) => {
  const consult = (ip: string) =>
    request.post(`${portal.origin}/api/consult`, {
      headers: { 'x-forwarded-for': ip },
      data: { industryCode: 'C', consultContent: '想了解标识解析的接入方式', contactPersonName: '张伟', contactPersonphone: '13912340061', companyName: '宁波测试有限公司', agreement: true },
    });
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) statuses.push((await consult(`203.0.113.${70 + i}`)).status());
  expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
  const refused = await consult('203.0.113.90');
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
  expect(((await refused.json()) as { message: string }).message).toContain('提交过于频繁，请稍后再试');
});

/** A view beacon sent from a loopback address of its own, claiming another visitor in X-Forwarded-For. */
function beacon(from: string, claimed: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ identifier: '88.365.1/NORECALL' });
    const request = http.request(
      { host: '127.0.0.1', port, path: '/api/identifier/views', method: 'POST', localAddress: from, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-forwarded-for': claimed, 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.headers['x-view'] as string | undefined));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

test('a client past the proxy cannot be 400 visitors by naming them: its forged X-Forwarded-For is its own address (issue 61 item 5) @desktop-only', async () => {
  const verdicts: Record<string, number> = {};
  for (let i = 0; i < 400; i++) {
    const verdict = (await beacon('127.0.0.9', `198.51.${i >> 8}.${i & 255}`)) ?? 'none';
    verdicts[verdict] = (verdicts[verdict] ?? 0) + 1;
  }
  expect(verdicts).toEqual({ counted: 1, repeat: 399 });
  // From the proxy, a named visitor is that visitor.
  expect(await beacon('127.0.0.1', '198.51.200.1')).toBe('counted');
});
