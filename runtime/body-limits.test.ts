import net from 'node:net';
import { messages } from '@/core/messages';
import { bodyLimitOf, jsonBodyLimit } from '@/lib/http/body-limits';
import { bodyLimits } from './body-limits';
import { installPipeline } from './install';
import { closeAll, TestServer } from './test-server';

class LimitedServer extends TestServer {}
installPipeline([bodyLimits], LimitedServer.prototype);

let port: number;
let server: TestServer;
const reached: string[] = [];

beforeAll(async () => {
  server = new LimitedServer((req, res) => {
    reached.push(req.url ?? '');
    req.resume();
    req.on('end', () => res.end('read'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(() => closeAll([server]));

/** Sends the head of a POST declaring `length` and a few bytes of its body, then nothing: what comes back (a whole JSON answer, or what came within `waitMs`), and when. */
function declare(path: string, length: number, waitMs = 3_000): Promise<{ answer: string; ms: number; closed: boolean }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      // A whole JSON answer: nothing more to wait for.
      if (/\r\n\r\n\{.*\}$/s.test(answer)) resolve({ answer, ms: Date.now() - started, closed: false });
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ answer, ms: Date.now() - started, closed: true }));
    setTimeout(() => (socket.destroy(), resolve({ answer, ms: Date.now() - started, closed: false })), waitMs);
    socket.write(`POST ${path} HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n{"a":`);
  });
}

describe('a body declared larger than its door takes', () => {
  it('is refused at once with the door’s words, before the body has come', async () => {
    const login = await declare('/api/session/login', 100_000_000, 1_000);
    expect(login.answer).toMatch(/^HTTP\/1\.1 413/);
    expect(login.answer).toContain(JSON.stringify({ ok: false, message: messages.bodyTooLarge }));

    const proof = await declare('/api/order/proof', 20 * 1024 * 1024, 1_000);
    expect(proof.answer).toMatch(/^HTTP\/1\.1 413/);
    expect(proof.answer).toContain('图片大小不能超过10M！');
    expect(reached).toEqual([]);
  });

  it('is read and thrown away while the client sends it, so the client reads the answer, not a reset', async () => {
    const body = Buffer.alloc(3_500_000, 'x');
    const answer = await fetch(`http://127.0.0.1:${port}/api/captcha/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ ok: false, message: messages.bodyTooLarge });
  });

  it('lets a body within the limit through to its door', async () => {
    const small = await declare('/api/session/login', jsonBodyLimit, 300);
    // The door waits for the body it was promised: the client's to send.
    expect(small.answer).toBe('');
    expect(reached).toEqual(['/api/session/login']);
    expect(bodyLimitOf('/api/order/proof').bytes).toBeGreaterThan(10 * 1024 * 1024);
  });
});

describe('a body without a declared length (chunked)', () => {
  it('goes to its door, which reads no further than its limit (lib/http/capped-body.ts)', async () => {
    reached.length = 0;
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"identifiers":[]}'));
        controller.close();
      },
    });
    const answer = await fetch(`http://127.0.0.1:${port}/api/identifier/batch`, { method: 'POST', body, duplex: 'half' } as RequestInit);
    expect(await answer.text()).toBe('read');
    expect(reached).toEqual(['/api/identifier/batch']);
  });
});
