import { careModeFromStorage, careModeKey, careModeScript } from './care-mode';

/** Runs the head script against a stand-in document and storage, as a browser would before the body. */
function runScript(stored: string | null | Error) {
  const attributes = new Map<string, string>();
  const document = { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } };
  const localStorage = {
    getItem: (key: string) => {
      if (stored instanceof Error) throw stored;
      return key === careModeKey ? stored : null;
    },
  };
  new Function('localStorage', 'document', careModeScript)(localStorage, document);
  return attributes;
}

describe('the care mode script in <head>', () => {
  it('marks the document when this browser chose the care mode', () => {
    expect(runScript('on').get('data-care')).toBe('');
  });

  it('leaves the standard page for everyone else', () => {
    expect(runScript(null).has('data-care')).toBe(false);
    expect(runScript('off').has('data-care')).toBe(false);
  });

  it('draws the standard page when storage is blocked instead of breaking it', () => {
    expect(() => runScript(new Error('SecurityError'))).not.toThrow();
    expect(runScript(new Error('SecurityError')).size).toBe(0);
  });

  it('is one line with no markup that could end the script element', () => {
    expect(careModeScript).not.toMatch(/<\/?script|\n/i);
  });
});

describe('the care mode chosen in another tab', () => {
  const event = (key: string | null, newValue: string | null) => ({ key, newValue }) as StorageEvent;

  it('follows a change of its key', () => {
    expect(careModeFromStorage(event(careModeKey, 'on'))).toBe(true);
    expect(careModeFromStorage(event(careModeKey, null))).toBe(false);
  });

  it('follows storage being cleared and ignores other keys', () => {
    expect(careModeFromStorage(event(null, null))).toBe(false);
    expect(careModeFromStorage(event('prefix-draft', 'x'))).toBeUndefined();
  });
});
