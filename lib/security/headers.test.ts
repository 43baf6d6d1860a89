import { readFileSync } from 'node:fs';
import path from 'node:path';
import { securityHeaders } from './headers';

describe('security headers', () => {
  it('next.config.mjs applies exactly the headers of lib/security/headers.ts', () => {
    const config = readFileSync(path.join(process.cwd(), 'next.config.mjs'), 'utf8');
    for (const { key, value } of securityHeaders) {
      expect(config).toContain(`{ key: '${key}', value: '${value}' }`);
    }
  });
});
