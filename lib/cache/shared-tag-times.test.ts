import { writeSharedTagTimes } from './shared-tag-times';

const holder = globalThis as typeof globalThis & { __idportalRevalidateTags?: (tags: readonly string[]) => Promise<void> };

afterEach(() => {
  delete holder.__idportalRevalidateTags;
});

describe('writeSharedTagTimes', () => {
  it('has nothing to wait for without a shared cache', async () => {
    await expect(writeSharedTagTimes(['identifier:88.365.1/DEMO0001'])).resolves.toBe('not shared');
  });

  it('settles once the shared cache has taken every tag in one write', async () => {
    const writes: string[][] = [];
    let settle!: () => void;
    holder.__idportalRevalidateTags = (tags) => new Promise<void>((resolve) => {
      writes.push([...tags]);
      settle = resolve;
    });
    let done = false;
    const writing = writeSharedTagTimes(['a', 'b']).then((outcome) => ((done = true), outcome));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toBe(false);
    settle();
    await expect(writing).resolves.toBe('written');
    expect(writes).toEqual([['a', 'b']]);
  });

  it('says so, without throwing, when the shared cache does not take them', async () => {
    holder.__idportalRevalidateTags = () => Promise.reject(new Error('shared cache timed out'));
    await expect(writeSharedTagTimes(['a'])).resolves.toBe('failed');
  });
});
