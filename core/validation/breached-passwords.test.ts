import { isBreached, loadBreachedPasswords } from './breached-passwords';
import { strongEnough } from './password-strength';

describe('breached passwords', () => {
  it('refuses listed passwords whatever their case or decoration, even when they score as strong', async () => {
    const list = await loadBreachedPasswords();
    expect(list.size).toBeGreaterThan(10_000);
    expect(strongEnough('Password1', 'change')).toBe(true);
    for (const leaked of ['Password1', 'password1', 'PASSWORD1', 'Qwerty123', 'iloveyou!', 'Dragon']) expect(isBreached(leaked, list)).toBe(true);
  });

  it('lets an uncommon password through', async () => {
    const list = await loadBreachedPasswords();
    for (const fine of ['Demo@2026pass', 'Zq7#kLm2!vR9', '标识解析2026']) expect(isBreached(fine, list)).toBe(false);
  });
});
