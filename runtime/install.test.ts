import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { installPipeline, runtimeSteps } from './install';
import { bodyLimits } from './body-limits';
import { queryFreePages } from './query-free-pages';
import { closeAll, request, TestServer } from './test-server';

describe('the runtime’s steps', () => {
  // A folder of its own: sirv lists the whole folder at once, and the system's temporary folder changes
  // under it while browsers run beside the tests.
  const staticDir = mkdtempSync(path.join(os.tmpdir(), 'runtime-steps-'));
  afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

  it('are the peer stamp, the pages\' policy in production, the body limits, the query-free pages, the crawler limit when set, load shedding when limited, the 304s of unchanged identifiers with a gateway to ask, the build files and compression in production, then the validators', () => {
    expect(runtimeSteps({ production: false, identifierRequestsInFlight: 0, metrics: false })).toHaveLength(4);
    expect(runtimeSteps({ production: false, identifierRequestsInFlight: 0, metrics: false })[1]).toBe(bodyLimits);
    expect(runtimeSteps({ production: false, identifierRequestsInFlight: 0, metrics: false })[2]).toBe(queryFreePages);
    expect(runtimeSteps({ production: false, identifierRequestsInFlight: 32, metrics: false })).toHaveLength(5);
    expect(runtimeSteps({ production: true, identifierRequestsInFlight: 32, metrics: false, staticDir })).toHaveLength(7);
    // The crawler limit, between the stamp and the shedding, unless its rate is 0.
    const crawlers = { perSecond: 20, verifiedPerSecond: 100, burstSeconds: 10, verifyDns: false, trustProxy: false };
    expect(runtimeSteps({ production: false, identifierRequestsInFlight: 32, metrics: false, crawlers })).toHaveLength(6);
    expect(runtimeSteps({ production: false, identifierRequestsInFlight: 32, metrics: false, crawlers: { ...crawlers, perSecond: 0 } })).toHaveLength(5);
    // With an IndexNow key, its file right after the peer stamp.
    expect(runtimeSteps({ production: false, identifierRequestsInFlight: 0, metrics: false, indexNowKey: 'abcdEF12' })).toHaveLength(5);
    // With the session cookie's name, the guest's /api/session/me.
    expect(runtimeSteps({ production: false, identifierRequestsInFlight: 0, metrics: false, sessionCookie: 'idportal' })).toHaveLength(5);
    const identifierVersions = { currentValidator: async () => undefined, gatewayDown: () => false };
    expect(runtimeSteps({ production: true, identifierRequestsInFlight: 32, metrics: false, staticDir, identifierVersions })).toHaveLength(8);
  });

  it('run in order before the server’s own listener, which gets the request once', async () => {
    class OrderedServer extends TestServer {}
    const seen: string[] = [];
    installPipeline(
      [
        (_req, _res, next) => (seen.push('first'), next()),
        (_req, _res, next) => setTimeout(() => (seen.push('second'), next()), 5),
      ],
      OrderedServer.prototype,
    );
    // Installing twice changes nothing.
    installPipeline([(_req, _res, next) => (seen.push('again'), next())], OrderedServer.prototype);
    const server = new OrderedServer((_req, res) => (seen.push('listener'), res.end('ok')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    expect((await request((server.address() as { port: number }).port, '/')).body).toBe('ok');
    expect(seen).toEqual(['first', 'second', 'listener']);
    await closeAll([server]);
  });
});
