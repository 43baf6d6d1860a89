import http from 'node:http';
import { expect, test } from './helpers/test';
import { suitePort } from './helpers/suite';
import { freshPhone, sliderProof } from './helpers/account';
import { startPortal, type RunningPortal } from './helpers/portal';

// Issue 17 item 4: a portal with no trusted proxy (TRUST_PROXY unset, as scripts/ops/start.sh runs it)
// counts per IP by the connection's own address (runtime/peer-address.ts, docs/decisions/0035). A
// script solving the slider may ask for registration codes to as many phones as it likes, and write
// whatever it likes in X-Forwarded-For and in the header the runtime stamps: it is still one address.
const port = suitePort() + 25;
const origin = `http://127.0.0.1:${port}`;

test.describe.configure({ timeout: 150_000 });
test.use({ baseURL: origin });

let portal: RunningPortal;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  portal = await startPortal(port, { TRUST_PROXY: 'false' });
});
test.afterAll(async () => {
  await portal?.stop();
});

/**
 * gateway/auth/rate-limit.ts newPhoneLimits.address: codes to phones without an account per address and
 * hour (decision 0047), the first limit a script sending to new numbers meets (ipLimits.sms, 20, counts all codes).
 */
const newPhonesPerHour = 10;

/** Phones no other test uses, one after another from a fresh one. */
const phones = (count: number) => {
  const first = Number(freshPhone().slice(3));
  return Array.from({ length: count }, (_, i) => `199${String((first + i) % 1e8).padStart(8, '0')}`);
};

/** A registration code asked for from another loopback address (all of 127/8 is this machine). */
function smsFrom(localAddress: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}/api/account/sms`, { method: 'POST', localAddress, headers: { 'content-type': 'application/json' } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

test('registration codes to many new phones from one connection address are refused past the address’s limit, whatever its headers claim @desktop-only', async ({ request }) => {
  let refused: Awaited<ReturnType<typeof request.post>> | undefined;
  let sent = 0;
  const hour = () => Math.floor(Date.now() / 3_600_000);
  const startHour = hour();
  // The window is fixed: if the hour turns during the loop, the count starts again.
  for (const [i, phoneNo] of phones(2 * newPhonesPerHour + 1).entries()) {
    const forged = `203.0.113.${i + 1}`;
    const answer = await request.post('/api/account/sms', {
      headers: { 'x-forwarded-for': forged, 'x-idportal-peer': forged, 'x-middleware-request-x-idportal-peer': forged },
      data: { purpose: 'register', phoneNo, captcha: await sliderProof(request, 'nc_register') },
    });
    if (answer.status() === 429) {
      refused = answer;
      break;
    }
    expect(answer.status(), await answer.text()).toBe(200);
    sent++;
  }
  expect(refused, `no 429 after ${sent} codes`).toBeTruthy();
  if (hour() === startHour) expect(sent).toBe(newPhonesPerHour);
  expect(Number(refused!.headers()['retry-after'])).toBeGreaterThan(0);
  expect(await refused!.json()).toMatchObject({ ok: false, message: '操作过于频繁，请稍后再试' });

  // Another connection address is another visitor: not limited by the first one (127.0.0.0/24 counts
  // codes to new phones together too, but holds three addresses' worth).
  const [phoneNo] = phones(1);
  expect(await smsFrom('127.0.0.77', { purpose: 'register', phoneNo, captcha: await sliderProof(request, 'nc_register') })).toBe(200);
});

test('HSTS is not sent on a claimed X-Forwarded-Proto without a trusted proxy @desktop-only', async ({ request }) => {
  for (const path of ['/login', '/home', '/product_scene/88.365.1/DEMO0001']) {
    const answer = await request.get(path, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['strict-transport-security']).toBeUndefined();
  }
});
