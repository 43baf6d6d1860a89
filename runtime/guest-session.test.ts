import { parseSessionSummary } from '@/components/layout/use-session-summary';
import { securityHeaders } from '@/lib/security/headers';
import { guestSession, sendsCookie } from './guest-session';
import { installPipeline } from './install';
import { closeAll, request, TestServer } from './test-server';

// The guest's answer to /api/session/me given before Next, in front of a server standing in for Next that
// says who answered: everything the step passes on reaches it unchanged.

const cookieName = '__Host-idportal';
class SessionServer extends TestServer {}
installPipeline([guestSession({ cookieName, policy: () => "default-src 'self'", trustProxy: true })], SessionServer.prototype);

let site: SessionServer;
let port: number;

beforeAll(async () => {
  site = new SessionServer((req, res) => res.end(`next ${req.method} ${req.url}`));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  port = (site.address() as { port: number }).port;
});
afterAll(() => closeAll([site]));

describe('/api/session/me for a visitor without the session cookie', () => {
  it('answers guest at once, private and with the headers every answer of the portal carries', async () => {
    const answer = await request(port, '/api/session/me?t=1', { headers: { cookie: 'other=1; idportal=x' } });
    expect(answer.status).toBe(200);
    expect(parseSessionSummary(JSON.parse(answer.body))).toEqual({ status: 'guest' });
    expect(answer.headers['content-type']).toBe('application/json');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers['content-security-policy']).toBe("default-src 'self'");
    for (const { key, value } of securityHeaders) expect(answer.headers[key.toLowerCase()]).toBe(value);
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    const head = await request(port, '/api/session/me', { method: 'HEAD', headers: { 'x-forwarded-proto': 'https' } });
    expect(head.body).toBe('');
    expect(head.headers['strict-transport-security']).toMatch(/max-age=/);
  });

  it('leaves a session cookie, another method and other paths to Next', async () => {
    expect((await request(port, '/api/session/me', { headers: { cookie: `a=1; ${cookieName}=Fe26.2**sealed` } })).body).toBe('next GET /api/session/me');
    // An emptied cookie is still the route's to clear.
    expect((await request(port, '/api/session/me', { headers: { cookie: `${cookieName}=` } })).body).toBe('next GET /api/session/me');
    expect((await request(port, '/api/session/me', { method: 'POST' })).body).toBe('next POST /api/session/me');
    expect((await request(port, '/api/session/me/')).body).toBe('next GET /api/session/me/');
    expect((await request(port, '/api/session/login')).body).toBe('next GET /api/session/login');
  });
});

describe('sendsCookie', () => {
  it('finds the cookie by its whole name only', () => {
    expect(sendsCookie(undefined, cookieName)).toBe(false);
    expect(sendsCookie('', cookieName)).toBe(false);
    expect(sendsCookie(`x${cookieName}=1`, cookieName)).toBe(false);
    expect(sendsCookie(`${cookieName}x=1; b=${cookieName}`, cookieName)).toBe(false);
    expect(sendsCookie(`a=1;${cookieName}=v`, cookieName)).toBe(true);
    expect(sendsCookie(`${cookieName}=`, cookieName)).toBe(true);
  });
});
