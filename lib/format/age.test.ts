import { formatDistanceStrict } from 'date-fns';
import { zhCN } from 'date-fns/locale';
import { ageText } from './age';

const MINUTE = 60_000;
const start = Date.UTC(2026, 0, 15, 2, 32);

describe('ageText', () => {
  it.each([4, 20, 59, 60, 89, 90, 60 * 23, 60 * 24, 60 * 36, 60 * 24 * 7, 60 * 24 * 29, 60 * 24 * 45, 60 * 24 * 200, 60 * 24 * 400, 60 * 24 * 900])('says %i minutes as date-fns does in Chinese', (minutes) => {
    expect(ageText(start, start + minutes * MINUTE)).toBe(formatDistanceStrict(start, start + minutes * MINUTE, { locale: zhCN }));
  });

  it('says at least a minute, never 0 or a negative span', () => {
    expect(ageText(start, start + 10_000)).toBe('1 分钟');
    expect(ageText(start, start - 5 * MINUTE)).toBe('1 分钟');
  });
});
