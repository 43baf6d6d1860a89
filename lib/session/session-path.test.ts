import { contract, type Endpoint } from '@/core/contract';
import { messages } from '@/core/messages';
import type { GatewayError } from '@/lib/gateway/result';

// The session's one path, with the request's cookies and the gateway mocked: the cookie jar below plays
// next/headers' cookies() (iron-session seals into it for real), `gateway` answers each contract call.
process.env.SESSION_SECRET = 'unit-tests-only-secret-0123456789abcdefgh';

const jar = new Map<string, string>();
const cookieStore = {
  get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
  set: (name: string, value: string, options?: { maxAge?: number }) => (options?.maxAge === 0 ? jar.delete(name) : jar.set(name, value)),
};
jest.mock('next/headers', () => ({ cookies: async () => cookieStore, headers: async () => new Headers() }));

type Answer = { ok: true; data: unknown } | { ok: false; error: GatewayError };
const refreshPath = '/platform-security-service/oauth/token';
let refreshAnswer: (refreshToken: string) => Promise<Answer>;
let userAnswer: (token: string | undefined) => Answer;
const gateway = jest.fn(async (entry: Endpoint, input: Record<string, unknown>, options: { token?: string } = {}) =>
  entry.path === refreshPath ? refreshAnswer(String(input.refresh_token)) : userAnswer(options.token),
);
jest.mock('@/lib/gateway/client', () => ({ call: (...args: Parameters<typeof gateway>) => gateway(...args) }));

class Redirected extends Error {
  constructor(readonly url: string) {
    super(`redirect ${url}`);
  }
}
jest.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new Redirected(url);
  },
}));

let pageRendering = false;
jest.mock('./cookie-writes', () => ({ cookiesWritable: () => !pageRendering }));

const face = () => import('./index');
const userInfo = { level: 1 as const, userId: 7 };
const demoUser = { name: 'demo_user', phone: '13800000000', type: 'COMPANY', companyName: null, prefix: null, examineStatus: null, userId: 7 };
const twoHours = 7_200_000;
const minute = 60_000;
const refreshCalls = () => gateway.mock.calls.filter(([entry]) => entry.path === refreshPath);
const userCallTokens = () => gateway.mock.calls.filter(([entry]) => entry.path !== refreshPath).map(([, , options]) => options?.token);
const fail = (kind: GatewayError['kind'], code?: number): Answer => ({ ok: false, error: { kind, code, call: 'test' } });

let clock: number;
let serial = 0;
/** A login `ageMs` ago with a two-hour token; each test gets its own tokens, as the single flight is per token. */
async function signIn(ageMs: number): Promise<{ access: string; refresh: string }> {
  serial += 1;
  const tokens = { access: `A${serial}`, refresh: `R${serial}` };
  clock = Date.UTC(2026, 10, 24, 9, 0, 0);
  const { startSession } = await face();
  await startSession({ tokenInfo: { access_token: tokens.access, refresh_token: tokens.refresh, expires_in: twoHours / 1000 }, userInfo: { username: 'demo_user', phoneNo: '13800000000', type: 'COMPANY', userId: 7 } }, false);
  clock += ageMs;
  return tokens;
}
const stored = async () => {
  const { readSession } = await import('./session');
  const { accessToken, refreshToken, user } = await readSession();
  return { accessToken, refreshToken, user: user?.name };
};

beforeEach(() => {
  jar.clear();
  gateway.mockClear();
  pageRendering = false;
  jest.spyOn(Date, 'now').mockImplementation(() => clock);
  refreshAnswer = async (refreshToken) => ({ ok: true, data: { access_token: `new-${refreshToken}`, refresh_token: `next-${refreshToken}`, expires_in: 7200 } });
  userAnswer = () => ({ ok: true, data: { username: 'demo_user', phoneNo: '13800000000' } });
});

afterEach(() => jest.restoreAllMocks());

describe('route handlers: userCall', () => {
  it('uses the token as it is outside the refresh window', async () => {
    const { access } = await signIn(twoHours - 11 * minute);
    const { userCall } = await face();
    await expect(userCall(contract.account.userInfo, userInfo)).resolves.toMatchObject({ ok: true });
    expect(refreshCalls()).toHaveLength(0);
    expect(userCallTokens()).toEqual([access]);
  });

  it('refreshes inside the window, saves the new pair and calls with the new token', async () => {
    const { refresh } = await signIn(twoHours - 9 * minute);
    const { userCall } = await face();
    await expect(userCall(contract.account.userInfo, userInfo)).resolves.toMatchObject({ ok: true });
    expect(refreshCalls()).toHaveLength(1);
    expect(userCallTokens()).toEqual([`new-${refresh}`]);
    await expect(stored()).resolves.toEqual({ accessToken: `new-${refresh}`, refreshToken: `next-${refresh}`, user: 'demo_user' });
  });

  it('refreshes once for two concurrent requests that carry the same refresh token', async () => {
    const { refresh } = await signIn(twoHours - 5 * minute);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const answer = refreshAnswer;
    refreshAnswer = async (token) => {
      await gate;
      return answer(token);
    };
    const { userCall } = await face();
    const both = Promise.all([userCall(contract.account.userInfo, userInfo), userCall(contract.account.userInfo, userInfo)]);
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await expect(both).resolves.toMatchObject([{ ok: true }, { ok: true }]);
    expect(refreshCalls()).toHaveLength(1);
    expect(userCallTokens()).toEqual([`new-${refresh}`, `new-${refresh}`]);
  });

  it('ends the session when the gateway refuses the refresh: a forced new login', async () => {
    await signIn(twoHours - 5 * minute);
    refreshAnswer = async () => fail('auth', 40112);
    const { currentUser, userCall } = await face();
    await expect(userCall(contract.account.userInfo, userInfo)).resolves.toMatchObject({ ok: false, error: { kind: 'auth' } });
    expect(userCallTokens()).toEqual([]);
    expect(jar.size).toBe(0);
    await expect(currentUser()).resolves.toEqual({ status: 'guest' });
  });

  it('is no logout when the gateway cannot be reached to refresh: the old token goes on while it lasts', async () => {
    const { access } = await signIn(twoHours - 5 * minute);
    refreshAnswer = async () => fail('network');
    const { currentUser, userCall } = await face();
    await expect(userCall(contract.account.userInfo, userInfo)).resolves.toMatchObject({ ok: true });
    expect(userCallTokens()).toEqual([access]);
    await expect(stored()).resolves.toMatchObject({ accessToken: access, user: 'demo_user' });

    // Once the old token has expired, still no logout: the call cannot be made, the session stays.
    clock += 6 * minute;
    await expect(userCall(contract.account.userInfo, userInfo)).resolves.toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(userCallTokens()).toEqual([access]);
    await expect(stored()).resolves.toMatchObject({ accessToken: access, user: 'demo_user' });
    const { reportAnswer, reportOutage } = await import('@/lib/gateway/outage');
    for (const level of ['warn', 'info'] as const) jest.spyOn(console, level).mockImplementation(() => undefined);
    reportOutage(async () => false);
    await expect(currentUser()).resolves.toMatchObject({ status: 'unavailable', user: { name: 'demo_user' } });
    reportAnswer();
  });

  it('ends the session when the gateway refuses the token of a user call (40106/40107/40108/40112)', async () => {
    for (const code of [40106, 40107, 40108, 40112]) {
      await signIn(minute);
      userAnswer = () => fail('auth', code);
      const { currentUser, userCall } = await face();
      await expect(userCall(contract.account.userInfo, userInfo)).resolves.toMatchObject({ ok: false, error: { kind: 'auth', code } });
      expect(jar.size).toBe(0);
      await expect(currentUser()).resolves.toEqual({ status: 'guest' });
    }
  });

  it('refuses to refresh while a page renders, where the new pair could not be saved', async () => {
    await signIn(twoHours - 5 * minute);
    pageRendering = true;
    const { userCall } = await face();
    await expect(userCall(contract.account.userInfo, userInfo)).rejects.toThrow(/requireUser/);
    expect(gateway).not.toHaveBeenCalled();
  });
});

describe('route handlers: signedIn', () => {
  it('answers a visitor without a session 401, in the words 001 §6 gives, with relogin for the browser', async () => {
    clock = Date.now();
    const { signedIn } = await face();
    const session = await signedIn();
    if (session.ok) throw new Error('a guest was let in');
    expect(session.response.status).toBe(401);
    expect(session.response.headers.get('cache-control')).toBe('private, no-store');
    await expect(session.response.json()).resolves.toEqual({ ok: false, message: messages.notLoggedIn, relogin: true });
    expect(gateway).not.toHaveBeenCalled();
  });

  it('gives the user the session holds, without asking the gateway', async () => {
    await signIn(minute);
    const { signedIn } = await face();
    await expect(signedIn()).resolves.toEqual({ ok: true, user: expect.objectContaining(demoUser) });
    expect(gateway).not.toHaveBeenCalled();
  });

  it('lets the user through while the gateway is down: an outage is not a logout', async () => {
    await signIn(twoHours + minute);
    const { signedIn } = await face();
    const { reportAnswer, reportOutage } = await import('@/lib/gateway/outage');
    for (const level of ['warn', 'info'] as const) jest.spyOn(console, level).mockImplementation(() => undefined);
    reportOutage(async () => false);
    await expect(signedIn()).resolves.toMatchObject({ ok: true, user: { name: 'demo_user' } });
    reportAnswer();
  });
});

describe('pages: requireUser', () => {
  beforeEach(() => {
    pageRendering = true;
  });

  it('sends a visitor without a session home or to login and back, as the page says', async () => {
    clock = Date.now();
    const { requireUser } = await face();
    await expect(requireUser({ from: '/personal_update?type=1', otherwise: 'home' })).rejects.toMatchObject({ url: '/?from=%2Fpersonal_update%3Ftype%3D1' });
    await expect(requireUser({ from: '/apporder?productId=48', otherwise: 'login' })).rejects.toMatchObject({ url: '/login?from=%2Fapporder%3FproductId%3D48' });
  });

  it('gives the user and a call with the session token while it is fresh', async () => {
    const { access } = await signIn(minute);
    const { requireUser } = await face();
    const page = await requireUser({ from: '/personal_update?type=1', otherwise: 'home' });
    expect(page.user).toMatchObject(demoUser);
    await expect(page.call(contract.account.userInfo, userInfo)).resolves.toMatchObject({ ok: true });
    expect(userCallTokens()).toEqual([access]);
  });

  it('sends the browser through the refresh detour when the token is due, refreshing nothing itself', async () => {
    await signIn(twoHours - 9 * minute);
    const { requireUser } = await face();
    await expect(requireUser({ from: '/application/payment?orderId=3', otherwise: 'login' })).rejects.toMatchObject({
      url: '/api/session/refresh?from=%2Fapplication%2Fpayment%3ForderId%3D3',
    });
    expect(gateway).not.toHaveBeenCalled();
  });

  it('sends the visitor home or to login when the gateway refuses the token', async () => {
    await signIn(minute);
    userAnswer = () => fail('auth', 40108);
    const { requireUser } = await face();
    const home = await requireUser({ from: '/identification/apply', otherwise: 'home' });
    await expect(home.call(contract.account.userInfo, userInfo)).rejects.toMatchObject({ url: '/?from=%2Fidentification%2Fapply' });
    const login = await requireUser({ from: '/application/payResult?orderId=3', otherwise: 'login' });
    await expect(login.call(contract.account.userInfo, userInfo)).rejects.toMatchObject({ url: '/login?from=%2Fapplication%2FpayResult%3ForderId%3D3' });
  });
});

describe('the refresh detour (GET /api/session/refresh)', () => {
  const detour = async (from: string) => (await face()).refreshAndReturn(new Request(`http://portal.test/api/session/refresh?from=${encodeURIComponent(from)}`));

  it('refreshes a due token, saves it and goes back to the page', async () => {
    const { refresh } = await signIn(twoHours - 9 * minute);
    const response = await detour('/application/payment?orderId=3');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/application/payment?orderId=3');
    await expect(stored()).resolves.toMatchObject({ accessToken: `new-${refresh}` });
  });

  it('goes back without a session when the refresh is refused, and never off the site', async () => {
    await signIn(twoHours - 9 * minute);
    refreshAnswer = async () => fail('auth', 40112);
    const response = await detour('https://elsewhere.example/');
    expect(response.headers.get('location')).toBe('/home');
    expect(jar.size).toBe(0);
  });

  it('answers 503 and keeps the session when the gateway cannot be reached', async () => {
    const { access } = await signIn(twoHours - 9 * minute);
    refreshAnswer = async () => fail('timeout');
    const response = await detour('/identification/apply');
    expect(response.status).toBe(503);
    await expect(stored()).resolves.toMatchObject({ accessToken: access, user: 'demo_user' });
  });
});
