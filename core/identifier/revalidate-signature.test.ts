import { checkRevalidation, signRevalidation } from './revalidate-signature';

const secret = 'a-test-secret-of-at-least-32-characters!';
const body = JSON.stringify({ identifiers: ['88.365.1/DEMO0001'] });
const now = Date.parse('2026-11-25T08:00:00Z');
const ts = Math.floor(now / 1000);

describe('the revalidation signature', () => {
  it('accepts a call signed with the secret over timestamp and body', () => {
    expect(checkRevalidation(secret, { timestamp: String(ts), signature: signRevalidation(secret, ts, body), body, nowMs: now })).toEqual({ ok: true });
  });

  it('refuses an unsigned call, a malformed timestamp and a missing signature', () => {
    expect(checkRevalidation(secret, { timestamp: null, signature: null, body, nowMs: now })).toEqual({ ok: false, reason: 'unsigned' });
    expect(checkRevalidation(secret, { timestamp: 'yesterday', signature: signRevalidation(secret, ts, body), body, nowMs: now })).toEqual({ ok: false, reason: 'unsigned' });
    expect(checkRevalidation(secret, { timestamp: String(ts), signature: null, body, nowMs: now })).toEqual({ ok: false, reason: 'unsigned' });
  });

  it('refuses another secret, a changed body and a changed timestamp', () => {
    expect(checkRevalidation(secret, { timestamp: String(ts), signature: signRevalidation('another-secret-of-at-least-32-chars!!', ts, body), body, nowMs: now }).ok).toBe(false);
    expect(checkRevalidation(secret, { timestamp: String(ts), signature: signRevalidation(secret, ts, body), body: body.replace('0001', '0002'), nowMs: now }).ok).toBe(false);
    expect(checkRevalidation(secret, { timestamp: String(ts + 1), signature: signRevalidation(secret, ts, body), body, nowMs: now }).ok).toBe(false);
  });

  it('refuses a correctly signed call older or newer than 5 minutes (a replay)', () => {
    const old = ts - 301;
    expect(checkRevalidation(secret, { timestamp: String(old), signature: signRevalidation(secret, old, body), body, nowMs: now })).toEqual({ ok: false, reason: 'expired' });
    const ahead = ts + 301;
    expect(checkRevalidation(secret, { timestamp: String(ahead), signature: signRevalidation(secret, ahead, body), body, nowMs: now })).toEqual({ ok: false, reason: 'expired' });
    const recent = ts - 299;
    expect(checkRevalidation(secret, { timestamp: String(recent), signature: signRevalidation(secret, recent, body), body, nowMs: now }).ok).toBe(true);
  });
});
