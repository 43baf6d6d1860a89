import { requestIdFrom } from './request-id';

describe('requestIdFrom', () => {
  it('keeps a well-formed id from the reverse proxy', () => {
    expect(requestIdFrom('5f0c1a2b3c4d5e6f')).toBe('5f0c1a2b3c4d5e6f');
  });

  it('replaces a missing, short, long or injected id with a fresh uuid', () => {
    for (const bad of [null, '', 'abc', 'x'.repeat(65), 'abc\ndef ghijk', '{"level":"fatal"}']) {
      expect(requestIdFrom(bad)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
