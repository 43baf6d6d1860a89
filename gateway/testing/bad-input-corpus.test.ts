import { badInputCorpus, contractEntries } from './bad-input-corpus';

describe('the bad-input corpus', () => {
  const corpus = badInputCorpus();

  it('has at least 500 distinct cases, every one with its own id', () => {
    const ids = new Set(corpus.map((c) => c.id));
    expect(ids.size).toBe(corpus.length);
    expect(ids.size).toBeGreaterThanOrEqual(500);
  });

  it('reaches every contract entry, and at least 500 cases are refused by the contract itself', () => {
    const reached = new Set(corpus.map((c) => c.entryKey));
    expect([...reached].sort()).toEqual(contractEntries.map(([key]) => key).sort());
    expect(corpus.filter((c) => c.mustRefuse).length).toBeGreaterThanOrEqual(500);
    // Every entry that reads its input has cases it must refuse (a GET of wire 'none' reads only its path).
    for (const [key, entry] of contractEntries) {
      if (entry.wire === 'none' && !entry.path.includes('{')) continue;
      expect([key, corpus.filter((c) => c.entryKey === key && c.mustRefuse).length > 1]).toEqual([key, true]);
    }
  });

  it('covers every family the issue names', () => {
    const kinds = new Set(corpus.map((c) => c.kind));
    for (const kind of ['missing-field', 'extra-field', 'wrong-type', 'huge-string', 'unicode', 'sql', 'script', 'traversal', 'malformed-json', 'content-type', 'oversized', 'file']) {
      expect(kinds).toContain(kind);
    }
  });
});
