import { expired, refreshDue, refreshWindowMs, tokenFields } from './freshness';

const now = Date.UTC(2026, 10, 24, 9, 0, 0);
const token = (expiresIn: number) => ({ access_token: 'A', refresh_token: 'R', expires_in: expiresIn });

describe('token freshness (001 §9: refresh when less than 10 minutes are left)', () => {
  it('puts the refresh 10 minutes before the expiry of a two-hour token', () => {
    const fields = tokenFields(token(7200), undefined, now);
    expect(fields).toEqual({ accessToken: 'A', refreshToken: 'R', accessExpiresAt: now + 7_200_000, refreshAt: now + 7_200_000 - refreshWindowMs });
    expect(refreshDue(fields, now + 7_200_000 - refreshWindowMs - 1)).toBe(false);
    expect(refreshDue(fields, now + 7_200_000 - refreshWindowMs)).toBe(true);
  });

  it('puts it halfway through a token that lives less than 20 minutes, so it is not due at once', () => {
    const fields = tokenFields(token(300), undefined, now);
    expect(fields.refreshAt).toBe(now + 150_000);
    expect(refreshDue(fields, now + 149_999)).toBe(false);
    expect(refreshDue(fields, now + 150_000)).toBe(true);
  });

  it('keeps the refresh token when the gateway sends no new one', () => {
    expect(tokenFields({ access_token: 'A2', expires_in: 7200 }, 'R1', now).refreshToken).toBe('R1');
  });

  it('falls due by the window alone for a cookie sealed before refreshAt existed', () => {
    const old = { accessExpiresAt: now + refreshWindowMs + 1 };
    expect(refreshDue(old, now)).toBe(false);
    expect(refreshDue(old, now + 1)).toBe(true);
    expect(refreshDue({}, now)).toBe(true);
  });

  it('says when a token no longer works at all', () => {
    expect(expired({ accessExpiresAt: now + 1 }, now)).toBe(false);
    expect(expired({ accessExpiresAt: now }, now)).toBe(true);
    expect(expired({}, now)).toBe(true);
  });
});
