import { installPipeline } from './install';
import { closeAll, request, TestServer } from './test-server';
import { wechatScriptPolicy, withScriptOrigin } from './wechat-policy';

const built = "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'";

describe("WeChat's script host in the identifier pages' policy", () => {
  it('is added to script-src alone, once', () => {
    const policy = withScriptOrigin(built, 'https://res.wx.qq.com');
    expect(policy).toBe("default-src 'self'; script-src 'self' 'unsafe-inline' https://res.wx.qq.com; style-src 'self' 'unsafe-inline'");
    expect(withScriptOrigin(policy, 'https://res.wx.qq.com')).toBe(policy);
  });

  describe('as a step', () => {
    class PolicyServer extends TestServer {}
    installPipeline([wechatScriptPolicy], PolicyServer.prototype);
    let server: PolicyServer;
    let port: number;
    beforeAll(async () => {
      server = new PolicyServer((_req, res) => {
        res.setHeader('content-security-policy', built);
        res.end('ok');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as { port: number }).port;
    });
    afterAll(() => closeAll([server]));

    it('on identifier pages only', async () => {
      expect((await request(port, '/product_scene/88.365.1/DEMO0001?x=1')).headers['content-security-policy']).toContain('https://res.wx.qq.com');
      expect((await request(port, '/home')).headers['content-security-policy']).toBe(built);
    });
  });
});
