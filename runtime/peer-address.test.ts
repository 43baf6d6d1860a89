import type { IncomingMessage, ServerResponse } from 'node:http';
import { peerAddressInstalled, peerHeader } from '@/lib/http/visitor-address';
import { installPipeline } from './install';
import { proxyTrust } from '@/core/net/trusted-proxies';
import { stampPeer, trustStampedPeers } from './peer-address';
import { closeAll, listen, request, TestServer } from './test-server';

// The peer stamp as the pipeline runs it, in front of a server that answers what its handler was given.

class StampedServer extends TestServer {}
installPipeline([(req, _res, next) => (stampPeer(req), next())], StampedServer.prototype);

// Behind a proxy at 127.0.0.1 only (TRUST_PROXY with TRUSTED_PROXIES=127.0.0.1).
class ProxiedServer extends TestServer {}
const proxy = proxyTrust(['127.0.0.1']);
installPipeline([(req, _res, next) => (stampPeer(req, proxy), next())], ProxiedServer.prototype);

const echo = (req: IncomingMessage, res: ServerResponse) => res.end(JSON.stringify({ peer: req.headers[peerHeader] ?? null, raw: req.rawHeaders }));
const servers: TestServer[] = [];
afterAll(() => closeAll(servers));

/** The header twice (Node joins the two), as a client forging it might send it. */
const forged = { 'X-Idportal-Peer': ['198.51.100.7', '203.0.113.9'], 'X-Forwarded-For': '192.0.2.1' };
const peerPairs = (raw: string[]) => raw.flatMap((name, i) => (i % 2 === 0 && name.toLowerCase() === peerHeader ? [raw[i + 1]] : []));

async function seen(port: number, from: string, headers = {}) {
  return JSON.parse((await request(port, '/', { from, headers })).body) as { peer: string | null; raw: string[] };
}

describe('the peer address stamp', () => {
  it('replaces a forged peer header with the connection’s own address, in the parsed and the raw headers', async () => {
    const server = new StampedServer(echo);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const stampedPort = (server.address() as { port: number }).port;
    const stamped = await seen(stampedPort, '127.0.0.3', forged);
    expect(stamped.peer).toBe('127.0.0.3');
    expect(peerPairs(stamped.raw)).toEqual(['127.0.0.3']);
    // Other headers are left as they came.
    expect(stamped.raw).toEqual(expect.arrayContaining(['X-Forwarded-For', '192.0.2.1']));
    // Without any header sent, the address is there all the same.
    expect((await seen(stampedPort, '127.0.0.4')).peer).toBe('127.0.0.4');
    // What makes the header true: a server without the stamp passes on what the client wrote.
    const { server: plainServer, port } = await listen(echo);
    servers.push(plainServer);
    const plain = await seen(port, '127.0.0.3', forged);
    expect(plain.peer).toBe('198.51.100.7, 203.0.113.9');
  });

  it('behind a proxy, keeps the forwarding headers of the proxy’s connections only (issue 61 items 5, 6)', async () => {
    const server = new ProxiedServer((req: IncomingMessage, res: ServerResponse) =>
      res.end(JSON.stringify({ forwardedFor: req.headers['x-forwarded-for'] ?? null, proto: req.headers['x-forwarded-proto'] ?? null, realIp: req.headers['x-real-ip'] ?? null, raw: req.rawHeaders })),
    );
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const claims = { 'X-Forwarded-For': '192.0.2.1, 198.51.100.2', 'X-Forwarded-Proto': 'https', 'X-Real-IP': '192.0.2.1' };
    const fromProxy = JSON.parse((await request(port, '/', { from: '127.0.0.1', headers: claims })).body);
    expect(fromProxy).toMatchObject({ forwardedFor: '192.0.2.1, 198.51.100.2', proto: 'https', realIp: '192.0.2.1' });
    // Past the proxy: what it claims is gone, and it is the visitor it is.
    const pastProxy = JSON.parse((await request(port, '/', { from: '127.0.0.5', headers: claims })).body);
    expect(pastProxy).toMatchObject({ forwardedFor: '127.0.0.5', proto: null, realIp: null });
    expect(pastProxy.raw.filter((_: string, i: number) => i % 2 === 0).map((n: string) => n.toLowerCase()).filter((n: string) => n.startsWith('x-forwarded') || n === 'x-real-ip')).toEqual(['x-forwarded-for']);
  });

  it('is believed only once the runtime says every request is stamped', () => {
    expect(peerAddressInstalled()).toBe(false);
    trustStampedPeers();
    expect(peerAddressInstalled()).toBe(true);
  });
});
