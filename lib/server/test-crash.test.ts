// The gate of the pages that fail on purpose: only a server started with GATEWAY_MODE=test has them.
class NotFound extends Error {}
jest.mock('next/navigation', () => ({
  notFound: () => {
    throw new NotFound();
  },
}));

async function crashIn(mode: string | undefined): Promise<unknown> {
  const saved = process.env.GATEWAY_MODE;
  const set = (value: string | undefined) => (value === undefined ? delete process.env.GATEWAY_MODE : (process.env.GATEWAY_MODE = value));
  set(mode);
  try {
    // The environment is read once per process: a fresh module registry reads it again.
    jest.resetModules();
    const { crashForTests } = await import('./test-crash');
    crashForTests('a test');
  } catch (error) {
    return error;
  } finally {
    set(saved);
  }
}

describe('crashForTests', () => {
  it('fails only in test mode', async () => {
    expect(await crashIn('test')).toMatchObject({ message: expect.stringContaining('Deliberate test failure in a test') });
  });

  it('is a page that does not exist in every other mode', async () => {
    for (const mode of ['production', 'demo', 'development', undefined]) expect(await crashIn(mode)).toBeInstanceOf(NotFound);
  });
});
