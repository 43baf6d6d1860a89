import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Demo@2026pass');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    await expect(verifyPassword('Demo@2026pass', stored)).resolves.toBe(true);
    await expect(verifyPassword('Demo@2026pasS', stored)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
  });

  it('refuses a malformed stored value', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
  });
});
