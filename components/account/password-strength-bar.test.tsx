import { renderHtml } from '@/scripts/test/render-html';
import { PasswordStrengthBar } from './password-strength-bar';

// 000 §5: a password under 6 characters scores 0, and the bar shows that score (issue 39: three
// characters drew a sliver of 6 and told screen readers 6 %).

describe('the password strength bar', () => {
  it.each(['abc', 'A#9z!', '😀😀😀'])('shows %s, under six characters, at 0: empty and weak', async (password) => {
    const screen = await renderHtml(<PasswordStrengthBar password={password} screen="register" />);
    const bar = screen.getByRole('progressbar', { name: '密码强度' });
    expect(bar.attribs['aria-valuenow']).toBe('0');
    expect(screen.getByText('密码强度：弱')).toBeDefined();
  });

  it('shows a strong password’s own score', async () => {
    const screen = await renderHtml(<PasswordStrengthBar password="Demo@2026pass" screen="register" />);
    expect(Number(screen.getByRole('progressbar', { name: '密码强度' }).attribs['aria-valuenow'])).toBeGreaterThan(70);
    expect(screen.getByText('密码强度：强')).toBeDefined();
  });

  it('is not there before anything is typed', async () => {
    const screen = await renderHtml(<PasswordStrengthBar password="" screen="register" />);
    expect(screen.queryAllByRole('progressbar')).toEqual([]);
  });
});
