import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { peerHeader } from './visitor-address';

// scripts/ops/peer-address.cjs as servers run it: preloaded by node before a plain http server (Next's
// standalone server is one), which answers what its request handler was given.
const preload = path.resolve('scripts/ops/peer-address.cjs');
const server = `
  require('node:http').createServer((req, res) => {
    res.end(JSON.stringify({ peer: req.headers['${peerHeader}'] ?? null, raw: req.rawHeaders, marked: globalThis[Symbol.for('idportal.peer-address')] === true }));
  }).listen(0, '127.0.0.1', function () { console.log(this.address().port); });
`;

interface Seen {
  peer: string | null;
  raw: string[];
  marked: boolean;
}

const children: ChildProcess[] = [];
afterAll(() => children.forEach((c) => c.kill()));

async function startServer(preloaded: boolean): Promise<number> {
  const child = spawn(process.execPath, [...(preloaded ? ['-r', preload] : []), '-e', server], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** One request from a chosen loopback address (all of 127/8 is this machine). */
function send(port: number, from: string, headers: http.OutgoingHttpHeaders): Promise<Seen> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, localAddress: from, headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve(JSON.parse(body) as Seen));
    });
    request.on('error', reject);
    request.end();
  });
}

/** The header twice (Node joins the two), as a client forging it might send it. */
const forged = { 'X-Idportal-Peer': ['198.51.100.7', '203.0.113.9'], 'X-Forwarded-For': '192.0.2.1' };
const peerPairs = (raw: string[]) => raw.flatMap((name, i) => (i % 2 === 0 && name.toLowerCase() === peerHeader ? [raw[i + 1]] : []));

describe('peer-address.cjs', () => {
  it('replaces a forged peer header with the connection’s own address, in the parsed and the raw headers', async () => {
    const port = await startServer(true);
    const seen = await send(port, '127.0.0.3', forged);
    expect(seen.peer).toBe('127.0.0.3');
    expect(peerPairs(seen.raw)).toEqual(['127.0.0.3']);
    // Other headers are left as they came.
    expect(seen.raw).toEqual(expect.arrayContaining(['X-Forwarded-For', '192.0.2.1']));
    expect(seen.marked).toBe(true);
    // Without any header sent, the address is there all the same.
    expect((await send(port, '127.0.0.4', {})).peer).toBe('127.0.0.4');
  });

  it('is what makes the header true: a server without it passes on what the client wrote, and is not marked', async () => {
    const port = await startServer(false);
    const seen = await send(port, '127.0.0.3', forged);
    expect(seen.peer).toBe('198.51.100.7, 203.0.113.9');
    expect(seen.marked).toBe(false);
  });
});
