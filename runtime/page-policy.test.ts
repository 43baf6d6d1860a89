import { contentSecurityPolicy } from '@/lib/security/csp';
import { installPipeline } from './install';
import { pagePolicy } from './page-policy';
import { closeAll, request, TestServer } from './test-server';

// Every answer carries the prerendered pages' policy unless the page sets its own, as the dynamic pages'
// proxy does with its nonce (a stand-in for Next here: /login sets one).
describe("the pages' Content-Security-Policy", () => {
  class PolicyServer extends TestServer {}
  const policy = contentSecurityPolicy({ dev: false });
  installPipeline([pagePolicy(policy)], PolicyServer.prototype);
  let server: PolicyServer;
  let port: number;

  beforeAll(async () => {
    server = new PolicyServer((req, res) => {
      if (req.url === '/login') res.setHeader('Content-Security-Policy', "script-src 'nonce-abc'");
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => closeAll([server]));

  it('is the prerendered policy on a page, a file and an API answer', async () => {
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('nonce-');
    for (const path of ['/product_scene/88.365.1/DEMO0001', '/home', '/images/brand/logo-mark.svg', '/api/session/me']) {
      expect({ path, policy: (await request(port, path)).headers['content-security-policy'] }).toEqual({ path, policy });
    }
  });

  it('gives way to the policy a page sets itself', async () => {
    expect((await request(port, '/login')).headers['content-security-policy']).toBe("script-src 'nonce-abc'");
  });
});
