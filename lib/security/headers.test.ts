import { readFileSync } from 'node:fs';
import path from 'node:path';
import { securityHeaders, sendsHsts } from './headers';

describe('security headers', () => {
  it('next.config.mjs applies exactly the headers of lib/security/headers.ts', () => {
    const config = readFileSync(path.join(process.cwd(), 'next.config.mjs'), 'utf8');
    for (const { key, value } of securityHeaders) {
      expect(config).toContain(`{ key: '${key}', value: '${value}' }`);
    }
  });
});

describe('sendsHsts', () => {
  it('believes X-Forwarded-Proto only from a trusted proxy', () => {
    expect(sendsHsts({ forwardedProto: 'https', trustProxy: false })).toBe(false);
    expect(sendsHsts({ forwardedProto: 'https', trustProxy: true })).toBe(true);
    expect(sendsHsts({ forwardedProto: 'http', trustProxy: true })).toBe(false);
    expect(sendsHsts({ forwardedProto: null, trustProxy: true })).toBe(false);
  });

  it('is not fixed into the build: next.config.mjs sets no HSTS', () => {
    const config = readFileSync(path.join(__dirname, '../../next.config.mjs'), 'utf8');
    expect(config).not.toMatch(/key: 'Strict-Transport-Security'/);
  });
});
