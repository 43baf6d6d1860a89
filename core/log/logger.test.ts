import pino from 'pino';
import { redactedKeys } from './logger';

describe('log redaction', () => {
  it('censors every secret field, at the top level and one level down', () => {
    const lines: string[] = [];
    const log = pino(
      { base: undefined, redact: { paths: [...redactedKeys, ...redactedKeys.map((k) => `*.${k}`)], censor: '[redacted]' } },
      { write: (line: string) => void lines.push(line) },
    );
    log.info({ password: 'Demo@123456', body: { token: 'eyJhbGciOi', idNumber: '110101199003071234', code: '123456' }, path: '/login' }, 'x');
    const text = lines.join('');
    for (const secret of ['Demo@123456', 'eyJhbGciOi', '110101199003071234', '123456']) expect(text).not.toContain(secret);
    expect(text).toContain('/login');
  });
});
