import { readFileSync } from 'node:fs';
import path from 'node:path';
import { format, messageAreas, messages } from '.';

// The catalogue the specification gives (spec/messages.md), copied verbatim beside this test so the
// test needs only the repository. A missing or emptied copy fails the test rather than passing it.
function catalogueRows(): [string, string][] {
  const text = readFileSync(path.join(__dirname, 'catalogue.md'), 'utf8');
  return [...text.matchAll(/^\| (\w+) \| .* \| (.*) \|$/gm)].filter(([, key]) => key !== 'key').map(([, key, zh]) => [key, zh]);
}

describe('messages', () => {
  const rows = catalogueRows();

  it('holds every message of the catalogue (spec/messages.md) verbatim', () => {
    expect(rows.length).toBeGreaterThan(90);
    for (const [key, zh] of rows) {
      expect({ key, text: (messages as Record<string, string>)[key] }).toEqual({ key, text: zh });
    }
  });

  it('writes each key in one area only', () => {
    const keys = Object.values(messageAreas).flatMap((area) => Object.keys(area));
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    expect(Object.keys(messages)).toHaveLength(keys.length);
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(format(messages.imageType, { type: 'gif' })).toBe('图片格式不能是gif');
    expect(format(messages.codeCountdown, {})).toBe('{n}秒后重新获取');
  });
});
