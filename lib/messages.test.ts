import { readFileSync } from 'node:fs';
import path from 'node:path';
import { format, messages } from './messages';

// The catalogue of spec/messages.md, read from the shared folder when it is beside the repo.
function specRows(): [string, string][] {
  const file = path.join(process.cwd(), '..', 'shared', 'spec', 'messages.md');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return [...text.matchAll(/^\| (\w+) \| .* \| (.*) \|$/gm)].filter(([, key]) => key !== 'key').map(([, key, zh]) => [key, zh]);
}

describe('messages', () => {
  const rows = specRows();

  it('holds every message of spec/messages.md verbatim', () => {
    expect(rows.length).toBeGreaterThan(90);
    for (const [key, zh] of rows) {
      expect({ key, text: (messages as Record<string, string>)[key] }).toEqual({ key, text: zh });
    }
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(format(messages.imageType, { type: 'gif' })).toBe('图片格式不能是gif');
    expect(format(messages.codeCountdown, {})).toBe('{n}秒后重新获取');
  });
});
