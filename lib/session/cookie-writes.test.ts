import { AsyncLocalStorage } from 'node:async_hooks';

// Next's server puts AsyncLocalStorage on globalThis before its request store is made; so does this test.
(globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage = AsyncLocalStorage;
const load = async () => ({
  ...(await import('next/dist/server/app-render/work-unit-async-storage.external')),
  ...(await import('./cookie-writes')),
});

// Next's request store, as a page render and a route handler see it (the fields this module reads).
const store = (phase: string) => ({ type: 'request', phase }) as never;

describe('cookiesWritable', () => {
  it('is false while a page renders and true in a route handler', async () => {
    const { workUnitAsyncStorage, cookiesWritable } = await load();
    expect(workUnitAsyncStorage.run(store('render'), cookiesWritable)).toBe(false);
    expect(workUnitAsyncStorage.run(store('action'), cookiesWritable)).toBe(true);
  });

  it('is true outside a request, where there is no response to lose a cookie from', async () => {
    const { cookiesWritable } = await load();
    expect(cookiesWritable()).toBe(true);
  });
});
