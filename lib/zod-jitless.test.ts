import { keepZodJitless } from './zod-jitless';

type ZodGlobal = typeof globalThis & { __zod_globalConfig?: object };

describe('keepZodJitless', () => {
  it('holds when zod loads afterwards', async () => {
    delete (globalThis as ZodGlobal).__zod_globalConfig;
    keepZodJitless();
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });

  it('holds when zod was loaded before', async () => {
    const { config } = await import('zod/v4/core');
    config({ jitless: false });
    keepZodJitless();
    expect(config().jitless).toBe(true);
  });
});
