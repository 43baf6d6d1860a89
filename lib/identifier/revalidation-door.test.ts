import { revalidateHeaders, signRevalidation } from '@/core/identifier/revalidate-signature';
import { revalidateBodyLimit, revalidationDoor } from './revalidation-door';

const secret = 'a-test-secret-of-at-least-32-characters!';
const nowMs = Date.parse('2026-11-25T08:00:00Z');
const now = Math.floor(nowMs / 1000);

function signed(body: string, timestamp = now, init: RequestInit = {}): Request {
  return new Request('http://portal.test/api/revalidate', {
    method: 'POST',
    ...init,
    headers: { 'content-type': 'application/json', [revalidateHeaders.timestamp]: String(timestamp), [revalidateHeaders.signature]: signRevalidation(secret, timestamp, body), ...init.headers },
    body: init.body ?? body,
  });
}

const identifiers = (...ids: string[]) => JSON.stringify({ identifiers: ids });

function door() {
  const revalidated: string[][] = [];
  const answer = revalidationDoor((ids) => {
    revalidated.push([...ids]);
  });
  return { revalidated, call: (request: Request) => answer(request, { secret, caller: '203.0.113.9', nowMs }) };
}

async function outcome(response: Response) {
  return { status: response.status, body: (await response.json()) as { ok: boolean; message: string } };
}

describe('POST /api/revalidate', () => {
  it('revalidates the identifiers of a signed call, once each', async () => {
    const { call, revalidated } = door();
    const answered = await outcome(await call(signed(identifiers('88.365.1/DEMO0001', '88.365.1/DEMO0001'))));
    expect(answered).toEqual({ status: 200, body: expect.objectContaining({ ok: true, message: '已刷新 1 个标识' }) });
    expect(revalidated).toEqual([['88.365.1/DEMO0001']]);
  });

  it('answers once the revalidation has settled, not before (the gateway counts a 200 as done)', async () => {
    let settle!: () => void;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const answer = revalidationDoor(() => settled);
    let answered = false;
    const answering = answer(signed(identifiers('88.365.1/DEMO0001')), { secret, caller: '203.0.113.9', nowMs }).then((response) => ((answered = true), response));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    settle();
    expect((await answering).status).toBe(200);
  });

  it('answers 404 while no secret is set, 401 unsigned or badly signed, 400 for another body', async () => {
    const { call, revalidated } = door();
    const closed = revalidationDoor(() => undefined);
    expect((await closed(signed(identifiers('88.365.1/DEMO0001')), { secret: undefined, caller: 'all', nowMs })).status).toBe(404);
    const unsigned = new Request('http://portal.test/api/revalidate', { method: 'POST', body: identifiers('88.365.1/DEMO0001') });
    expect(await outcome(await call(unsigned))).toEqual({ status: 401, body: { ok: false, message: '缺少签名或时间戳，已拒绝' } });
    const forged = signed(identifiers('88.365.1/DEMO0001'), now, { body: identifiers('88.365.1/DEMO0002') });
    expect(await outcome(await call(forged))).toEqual({ status: 401, body: { ok: false, message: '签名不正确，已拒绝' } });
    expect((await call(signed(identifiers('not an identifier')))).status).toBe(400);
    expect(revalidated).toEqual([]);
  });

  it('answers 429 after 60 refused calls a minute from one caller', async () => {
    const { call } = door();
    const unsigned = () => new Request('http://portal.test/api/revalidate', { method: 'POST', body: '{}' });
    for (let i = 0; i < 60; i++) expect((await call(unsigned())).status).toBe(401);
    const limited = await call(unsigned());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  /** A body of `total` bytes that is only made as it is read, and counts what was read. */
  function flood(total: number) {
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const read = { bytes: 0 };
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (read.bytes >= total) return controller.close();
        read.bytes += chunk.length;
        controller.enqueue(chunk);
      },
    });
    return { stream, read };
  }

  it('answers 413 to a body declared larger than the limit, before reading any of it', async () => {
    const { call } = door();
    const { stream, read } = flood(8 * 1024 * 1024);
    const request = signed(identifiers('88.365.1/DEMO0001'), now, { body: stream, headers: { 'content-length': String(8 * 1024 * 1024) }, duplex: 'half' } as RequestInit);
    expect(await outcome(await call(request))).toEqual({ status: 413, body: { ok: false, message: '请求体超过 1 MB，已拒绝' } });
    expect(read.bytes).toBeLessThanOrEqual(128 * 1024);
  });

  it('stops reading a streamed body without a length once it passes the limit, and answers 413', async () => {
    const { call } = door();
    const { stream, read } = flood(8 * 1024 * 1024);
    const request = signed(identifiers('88.365.1/DEMO0001'), now, { body: stream, duplex: 'half' } as RequestInit);
    expect(request.headers.get('content-length')).toBeNull();
    expect((await call(request)).status).toBe(413);
    expect(read.bytes).toBeLessThanOrEqual(revalidateBodyLimit + 256 * 1024);
  });

  it('takes the largest batch it accepts: 1,000 identifiers of 255 characters, each character escaped', async () => {
    const { call } = door();
    const longest = (i: number) => `88.365.1/${String(i).padStart(4, '0')}${'\\'.repeat(242)}`;
    const batch = identifiers(...Array.from({ length: 1_000 }, (_, i) => longest(i)));
    expect(longest(0)).toHaveLength(255);
    expect(Buffer.byteLength(batch)).toBeGreaterThan(500_000);
    expect((await call(signed(batch))).status).toBe(200);
  });

  it('refuses an exact replay of a signed call inside the 5-minute window with 409, and takes a fresh one', async () => {
    const { call, revalidated } = door();
    const first = identifiers('88.365.1/DEMO0001');
    expect((await call(signed(first))).status).toBe(200);
    expect(await outcome(await call(signed(first)))).toEqual({ status: 409, body: { ok: false, message: '该请求已处理过（重复的签名请求），已拒绝' } });
    expect((await call(signed(first, now + 1))).status).toBe(200);
    expect((await call(signed(identifiers('88.365.1/DEMO0002')))).status).toBe(200);
    expect(revalidated).toEqual([['88.365.1/DEMO0001'], ['88.365.1/DEMO0001'], ['88.365.1/DEMO0002']]);
  });
});
