import { characterCount, passwordScore, strengthLevel, strongEnough } from './password-strength';

describe('password score', () => {
  it('gives 0 under 6 characters, whatever they are', () => {
    expect(passwordScore('')).toBe(0);
    expect(passwordScore('A#9z!')).toBe(0);
  });

  // 000 §5 "length under 6 scores 0", counted in characters as a person types them (issue 39: three
  // emoji are six UTF-16 units and scored 30).
  it('scores 0 up to 5 characters and from 6 scores the password', () => {
    expect(passwordScore('A#9')).toBe(0);
    expect(passwordScore('Xq7#k')).toBe(0);
    expect(passwordScore('Xq7#km')).toBe(65);
    expect(passwordScore('Xq7#kmz')).toBe(69);
  });

  it('counts characters, not UTF-16 units, at the boundary', () => {
    expect(passwordScore('😀😀😀')).toBe(0);
    expect(passwordScore('Xq7#😀')).toBe(0);
    // An accented letter written as a letter and a combining accent is one character.
    expect(passwordScore('Xq7#e\u0301')).toBe(0);
    expect(passwordScore('密码x7😀')).toBe(0);
    expect(passwordScore('Xq7#k😀')).toBeGreaterThan(0);
    expect(characterCount('👨‍👩‍👧e\u0301密')).toBe(3);
  });

  it('counts an emoji as one symbol, and one emoji repeated as a repeat', () => {
    expect(passwordScore('Xq7kmz😀')).toBe(passwordScore('Xq7kmz#'));
    expect(passwordScore('😀😀😀😀😀😀')).toBe(0);
  });

  it('rewards length, letter mix, digits and symbols', () => {
    const plain = passwordScore('hzwqmtrb');
    const mixed = passwordScore('hzWqmTrb');
    const digits = passwordScore('hzWqmTrb47');
    const symbols = passwordScore('hzWqmTrb47#!');
    expect(mixed).toBeGreaterThan(plain);
    expect(digits).toBeGreaterThan(mixed);
    expect(symbols).toBeGreaterThan(digits);
    expect(passwordScore('Demo@2026pass')).toBeGreaterThan(70);
  });

  it('punishes common passwords and sequential runs', () => {
    expect(passwordScore('password')).toBeLessThan(30);
    expect(passwordScore('123456789')).toBe(0);
    expect(passwordScore('Abcdef12')).toBeLessThan(passwordScore('Axqdmf72'));
    expect(passwordScore('qaz1234567')).toBeLessThan(passwordScore('qaz1593572'));
  });

  it('uses each screen’s thresholds', () => {
    expect(strengthLevel(49, 'register')).toBe('weak');
    expect(strengthLevel(50, 'register')).toBe('medium');
    expect(strengthLevel(71, 'reset')).toBe('strong');
    expect(strengthLevel(29, 'change')).toBe('weak');
    expect(strengthLevel(45, 'change')).toBe('medium');
    expect(strengthLevel(61, 'change')).toBe('strong');
    expect(strongEnough('Demo@2026pass', 'reset')).toBe(true);
    expect(strongEnough('abcdef', 'reset')).toBe(false);
  });
});
