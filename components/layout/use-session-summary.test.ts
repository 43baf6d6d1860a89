import { parseSessionSummary, refreshSession, sessionNow, setSession } from './use-session-summary';

const user = { name: '张三', phone: '13800138000', type: 'COMPANY', companyName: '示例科技', prefix: '88.365.1', examineStatus: 2 };

describe('parseSessionSummary', () => {
  it('reads guests and users', () => {
    expect(parseSessionSummary({ status: 'guest' })).toEqual({ status: 'guest' });
    expect(parseSessionSummary({ status: 'user', user })).toEqual({ status: 'user', user });
  });

  it('accepts the answer inside an envelope', () => {
    expect(parseSessionSummary({ success: true, data: { status: 'user', user } })).toEqual({ status: 'user', user });
  });

  it('never turns a strange answer into signed out', () => {
    expect(parseSessionSummary(null)).toEqual({ status: 'unavailable' });
    expect(parseSessionSummary('<html>')).toEqual({ status: 'unavailable' });
    expect(parseSessionSummary({ status: 'user', user: { name: 1 } })).toEqual({ status: 'unavailable' });
    expect(parseSessionSummary({ status: 'unavailable' })).toEqual({ status: 'unavailable' });
  });
});

describe('the session every part of the page shares', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  /** A fetch whose answers arrive when the test says, in any order. */
  function heldAnswers() {
    const waiting: ((body: unknown) => void)[] = [];
    global.fetch = jest.fn(() => new Promise<Response>((resolve) => waiting.push((body) => resolve(new Response(JSON.stringify(body), { status: 200 }))))) as typeof fetch;
    return waiting;
  }

  it('keeps the newest answer when an older one arrives after it (a login while the first check was out)', async () => {
    const answers = heldAnswers();
    const before = refreshSession();
    const after = refreshSession();
    answers[1]!({ status: 'user', user });
    await after;
    answers[0]!({ status: 'guest' });
    await before;
    expect(sessionNow()).toEqual({ status: 'user', user });
  });

  it('says who is signed in without asking, and drops an answer that was on its way', async () => {
    const answers = heldAnswers();
    const out = refreshSession();
    setSession({ status: 'guest' });
    answers[0]!({ status: 'user', user });
    await out;
    expect(sessionNow()).toEqual({ status: 'guest' });
    setSession((now) => (now?.status === 'guest' ? { status: 'user', user: { ...user, name: '李四' } } : now));
    expect(sessionNow()).toEqual({ status: 'user', user: { ...user, name: '李四' } });
  });

  it('tells an outage apart from signed out', async () => {
    global.fetch = jest.fn(async () => new Response('busy', { status: 503 })) as typeof fetch;
    expect(await refreshSession()).toEqual({ status: 'unavailable' });
    expect(sessionNow()).toEqual({ status: 'unavailable' });
  });
});
