import { failedRecently, markUnavailable, unavailableRegistryKey } from './unavailable';

describe('markUnavailable', () => {
  const registry = () => (globalThis as unknown as Record<symbol, Map<string, number>>)[unavailableRegistryKey];
  afterEach(() => registry().clear());

  it('notes the identifier under a key of the process, for the runtime (bundled apart) to read', () => {
    expect(unavailableRegistryKey).toBe(Symbol.for('idportal.unavailable-identifiers'));
    markUnavailable('88.365.1/A', 1_000);
    expect(registry().get('88.365.1/A')).toBe(1_000);
  });

  it('stays bounded: past 1,000 entries those older than a minute go, and never more than 10,000 stay', () => {
    for (let i = 0; i < 1_000; i++) markUnavailable(`old/${i}`, 0);
    markUnavailable('recent', 120_000);
    expect(registry().size).toBe(1);
    for (let i = 0; i < 10_050; i++) markUnavailable(`storm/${i}`, 200_000);
    expect(registry().size).toBe(10_000);
    expect(registry().has('storm/10049')).toBe(true);
  });

  it('answers whether a failure is under a minute old', () => {
    markUnavailable('88.365.1/B', 1_000);
    expect(failedRecently('88.365.1/B', 61_000)).toBe(true);
    expect(failedRecently('88.365.1/B', 61_001)).toBe(false);
    expect(failedRecently('88.365.1/C', 1_000)).toBe(false);
  });
});
