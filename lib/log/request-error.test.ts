import pino from 'pino';
import { logRequestError } from './request-error';

const lines: string[] = [];
beforeAll(() => {
  // The process's logger (core/log/logger.ts), writing where the test can read it.
  (globalThis as Record<symbol, unknown>)[Symbol.for('idportal.logger')] = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
});
afterAll(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('idportal.logger')];
});

const context = { routerKind: 'App Router', routePath: '/(app)/test-error', routeType: 'render', renderSource: 'react-server-components', revalidateReason: undefined, renderType: 'dynamic' } as const;

describe('logRequestError', () => {
  it('logs the digest the error screen shows with the request id, and no query string', async () => {
    const error = Object.assign(new Error('boom'), { digest: '2710433561' });
    await logRequestError(error, { path: '/test-error?token=secret', method: 'GET', headers: { 'x-request-id': 'req-12345678' } }, context);
    const line = JSON.parse(lines.at(-1) ?? '{}');
    expect(line).toMatchObject({ level: 50, msg: 'request failed', digest: '2710433561', reqId: 'req-12345678', path: '/test-error', route: '/(app)/test-error', error: 'Error: boom' });
    expect(lines.at(-1)).not.toContain('secret');
  });

  it('logs what it has when the thrown value is no Error and there is no request id', async () => {
    await logRequestError('a string', { path: '/x', method: 'GET', headers: {} }, context);
    const line = JSON.parse(lines.at(-1) ?? '{}');
    expect(line).toMatchObject({ msg: 'request failed', error: 'a string', path: '/x' });
    expect(line.digest).toBeUndefined();
  });

  it('logs a failure Next reports again from another layer once, and the same digest on another path or later again', async () => {
    const error = Object.assign(new Error('identifier unavailable'), { digest: '1355599946' });
    const request = { path: '/product_scene/88.365.1/PART0001', method: 'GET', headers: {} };
    const failed = () => lines.filter((line) => line.includes('1355599946')).length;
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    try {
      await logRequestError(error, request, context);
      await logRequestError(error, request, { ...context, routePath: '/(scan)/product_scene/[...identifier]/page' });
      await logRequestError(error, request, context);
      expect(failed()).toBe(1);
      await logRequestError(error, { ...request, path: '/product_scene/88.365.1/PART0002' }, context);
      expect(failed()).toBe(2);
      now.mockReturnValue(1_005_001);
      await logRequestError(error, request, context);
      expect(failed()).toBe(3);
    } finally {
      now.mockRestore();
    }
  });

  it('logs every failure without a digest', async () => {
    const before = lines.length;
    await logRequestError(new Error('no digest'), { path: '/y', method: 'GET', headers: {} }, context);
    await logRequestError(new Error('no digest'), { path: '/y', method: 'GET', headers: {} }, context);
    expect(lines.length - before).toBe(2);
  });
});
