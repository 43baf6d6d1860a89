import { EnvError, parseEnv } from './portal';

describe('parseEnv', () => {
  it('gives a newcomer working defaults', () => {
    const e = parseEnv({});
    expect(e.PORT).toBe(3000);
    expect(e.DATA_DIR).toBe('./data');
    expect(e.GATEWAY_URL).toBeUndefined();
    expect(e.GATEWAY_TIMEOUT_MS).toBe(30_000);
    expect(e.TRUST_PROXY).toBe(false);
  });

  it('refuses production without a long SESSION_SECRET, naming the variable', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(() => parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(EnvError);
    expect(parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).NODE_ENV).toBe('production');
  });

  it('lets the build prerender without a secret', () => {
    expect(parseEnv({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' }).NODE_ENV).toBe('production');
  });

  it('names every bad variable', () => {
    try {
      parseEnv({ PORT: 'eighty', GATEWAY_URL: 'not a url', DATABASE_URL: 'mysql://x' });
      throw new Error('should have failed');
    } catch (error) {
      const problems = (error as EnvError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/GATEWAY_URL/);
      expect(problems).toMatch(/DATABASE_URL/);
    }
  });

  it('treats an empty variable as unset', () => {
    expect(parseEnv({ GATEWAY_URL: '' }).GATEWAY_URL).toBeUndefined();
  });

  it('takes the gateway client id and secret, defaulting to what the embedded gateway expects', () => {
    expect(parseEnv({})).toMatchObject({ GATEWAY_CLIENT_ID: 'idportal', GATEWAY_CLIENT_SECRET: 'idportal-embedded' });
    expect(parseEnv({ GATEWAY_CLIENT_ID: 'portal-web', GATEWAY_CLIENT_SECRET: 's3cr:et' })).toMatchObject({ GATEWAY_CLIENT_ID: 'portal-web', GATEWAY_CLIENT_SECRET: 's3cr:et' });
    // Basic auth splits at the first colon: an id with one could never be read back.
    expect(() => parseEnv({ GATEWAY_CLIENT_ID: 'portal:web' })).toThrow(/GATEWAY_CLIENT_ID/);
  });

  it('limits clients claiming a crawler by default, and takes 0 as no limit', () => {
    expect(parseEnv({})).toMatchObject({ CRAWLER_REQUESTS_PER_SECOND: 20, CRAWLER_VERIFIED_REQUESTS_PER_SECOND: 100, CRAWLER_BURST_SECONDS: 10, CRAWLER_VERIFY_DNS: true });
    expect(parseEnv({ CRAWLER_REQUESTS_PER_SECOND: '0', CRAWLER_VERIFY_DNS: 'off' })).toMatchObject({ CRAWLER_REQUESTS_PER_SECOND: 0, CRAWLER_VERIFY_DNS: false });
    expect(parseEnv({ CRAWLER_REQUESTS_PER_SECOND: '50', CRAWLER_VERIFIED_REQUESTS_PER_SECOND: '0' }).CRAWLER_VERIFIED_REQUESTS_PER_SECOND).toBe(0);
    // A verified crawler never gets less than a mere claim.
    expect(() => parseEnv({ CRAWLER_REQUESTS_PER_SECOND: '50', CRAWLER_VERIFIED_REQUESTS_PER_SECOND: '10' })).toThrow(/CRAWLER_VERIFIED_REQUESTS_PER_SECOND/);
    expect(() => parseEnv({ CRAWLER_BURST_SECONDS: '0' })).toThrow(/CRAWLER_BURST_SECONDS/);
  });

  it('leaves search push off unless configured, with the engines\' public endpoints', () => {
    const e = parseEnv({});
    expect(e.BAIDU_PUSH_SITE).toBeUndefined();
    expect(e.INDEXNOW_KEY).toBeUndefined();
    expect(e.BAIDU_PUSH_ENDPOINT).toBe('http://data.zz.baidu.com/urls');
    expect(e.INDEXNOW_ENDPOINT).toBe('https://api.indexnow.org/indexnow');
  });

  it('takes Baidu push only with both its site and its token, naming the one missing', () => {
    expect(parseEnv({ BAIDU_PUSH_SITE: 'https://id.example.cn', BAIDU_PUSH_TOKEN: 'a1B2c3D4e5F6g7H8' })).toMatchObject({ BAIDU_PUSH_SITE: 'https://id.example.cn' });
    expect(parseEnv({ BAIDU_PUSH_SITE: 'id.example.cn', BAIDU_PUSH_TOKEN: 'a1B2c3D4e5F6g7H8' }).BAIDU_PUSH_SITE).toBe('id.example.cn');
    expect(() => parseEnv({ BAIDU_PUSH_SITE: 'https://id.example.cn' })).toThrow(/BAIDU_PUSH_TOKEN must be set too/);
    expect(() => parseEnv({ BAIDU_PUSH_TOKEN: 'a1B2c3D4e5F6g7H8' })).toThrow(/BAIDU_PUSH_SITE must be set too/);
    expect(() => parseEnv({ BAIDU_PUSH_SITE: 'https://id.example.cn/news', BAIDU_PUSH_TOKEN: 'a1B2c3D4e5F6g7H8' })).toThrow(/BAIDU_PUSH_SITE: the site as Baidu names it/);
    expect(() => parseEnv({ BAIDU_PUSH_SITE: 'id.example.cn', BAIDU_PUSH_TOKEN: 'has space 1234' })).toThrow(/BAIDU_PUSH_TOKEN: the token/);
  });

  it('takes an IndexNow key of 8 to 128 letters, digits and dashes only', () => {
    expect(parseEnv({ INDEXNOW_KEY: 'abcdEF12-34' }).INDEXNOW_KEY).toBe('abcdEF12-34');
    expect(parseEnv({ INDEXNOW_KEY: 'k'.repeat(128) }).INDEXNOW_KEY).toHaveLength(128);
    for (const bad of ['short7x', 'k'.repeat(129), 'has_underscore', 'a/b/c/d/e', '密钥密钥密钥密钥']) {
      expect(() => parseEnv({ INDEXNOW_KEY: bad })).toThrow(/INDEXNOW_KEY: an IndexNow key is 8 to 128 characters/);
    }
    expect(() => parseEnv({ INDEXNOW_ENDPOINT: 'ftp://api.indexnow.org' })).toThrow(/INDEXNOW_ENDPOINT/);
  });
});
