import os from 'node:os';
import { installPipeline, runtimeSteps } from './install';
import { closeAll, request, TestServer } from './test-server';

describe('the runtime’s steps', () => {
  it('are the peer stamp, the IndexNow key file when set, then load shedding when limited, then the build files and compression in production', () => {
    expect(runtimeSteps({ production: false, identifierRequestsInFlight: 0, metrics: false })).toHaveLength(1);
    expect(runtimeSteps({ production: false, identifierRequestsInFlight: 32, metrics: false })).toHaveLength(2);
    expect(runtimeSteps({ production: true, identifierRequestsInFlight: 32, metrics: false, staticDir: os.tmpdir() })).toHaveLength(3);
    // With an IndexNow key, its file right after the peer stamp.
    expect(runtimeSteps({ production: false, identifierRequestsInFlight: 0, metrics: false, indexNowKey: 'abcdEF12' })).toHaveLength(2);
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
