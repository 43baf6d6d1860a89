import { contentSecurityPolicy, createNonce } from './csp';

describe('contentSecurityPolicy', () => {
  it('puts the nonce on scripts and style elements of dynamic pages, with no inline allowance', () => {
    const policy = contentSecurityPolicy({ nonce: 'abc', dev: false });
    expect(policy).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(policy).toContain("style-src-elem 'self' 'nonce-abc'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('allows inline scripts on prerendered pages, which cannot carry a nonce', () => {
    expect(contentSecurityPolicy({ dev: false })).toContain("script-src 'self' 'unsafe-inline'");
  });

  it('always forbids plugins, foreign bases, framing, and eval outside development', () => {
    for (const nonce of ['n', undefined]) {
      const policy = contentSecurityPolicy({ nonce, dev: false });
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain('unsafe-eval');
    }
    expect(contentSecurityPolicy({ dev: true })).toContain('unsafe-eval');
  });

  it('makes a fresh 128-bit nonce each time', () => {
    const a = createNonce();
    expect(atob(a)).toHaveLength(16);
    expect(createNonce()).not.toBe(a);
  });
});
