import http from 'node:http';
import { purgeEdges } from './purge';

/** An edge that answers PURGE as ngx_cache_purge does, keeping what it was asked. */
async function standInEdge(answer: (path: string, attempt: number) => number | 'hang') {
  const asked: { method: string; path: string; host: string }[] = [];
  const attempts = new Map<string, number>();
  const server = http.createServer((req, res) => {
    asked.push({ method: req.method!, path: req.url!, host: req.headers.host! });
    const attempt = (attempts.get(req.url!) ?? 0) + 1;
    attempts.set(req.url!, attempt);
    const status = answer(req.url!, attempt);
    if (status === 'hang') return;
    res.statusCode = status;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return { origin, asked, close: () => new Promise((r) => server.close(r)) };
}

const noWait = async () => undefined;

describe('purging the edges', () => {
  it('sends a PURGE of each page to each edge with the site’s host, and counts what each removed', async () => {
    const a = await standInEdge((path) => (path.includes('DEMO') ? 200 : 404));
    const b = await standInEdge(() => 200);
    const results: string[] = [];
    const counts = await purgeEdges(['88.365.1/DEMO0001', '88.365.1/PART 1'], { edges: [a.origin, b.origin], host: 'id.example.cn', sleep: noWait, onResult: (r) => results.push(r) });
    expect(counts).toEqual({ purged: 3, absent: 1, failed: 0 });
    expect(a.asked).toEqual([
      { method: 'PURGE', path: '/__edge_purge/product_scene/88.365.1/DEMO0001', host: 'id.example.cn' },
      { method: 'PURGE', path: '/__edge_purge/product_scene/88.365.1/PART%201', host: 'id.example.cn' },
    ]);
    expect(results).toHaveLength(4);
    await Promise.all([a.close(), b.close()]);
  });

  it('tries a failing edge again, and counts a page failed only after its three tries', async () => {
    const flaky = await standInEdge((_path, attempt) => (attempt < 3 ? 502 : 200));
    const down = await standInEdge(() => 503);
    const waits: number[] = [];
    const counts = await purgeEdges(['88.365.1/DEMO0001'], { edges: [flaky.origin, down.origin], host: 'id.example.cn', sleep: async (ms) => void waits.push(ms) });
    expect(counts).toEqual({ purged: 1, absent: 0, failed: 1 });
    expect(down.asked).toHaveLength(3);
    // Each edge's tries wait 200 then 800 ms (the two edges side by side).
    expect(waits.sort((x, y) => x - y)).toEqual([200, 200, 800, 800]);
    await Promise.all([flaky.close(), down.close()]);
  });

  it('gives up on an edge that does not answer, within its timeout, and on one that is not there', async () => {
    const silent = await standInEdge(() => 'hang');
    const started = Date.now();
    const counts = await purgeEdges(['88.365.1/DEMO0001'], { edges: [silent.origin, 'http://127.0.0.1:9'], host: 'id.example.cn', sleep: noWait, timeoutMs: 100, tries: 2 });
    expect(counts).toEqual({ purged: 0, absent: 0, failed: 2 });
    expect(Date.now() - started).toBeLessThan(2_000);
    await silent.close();
  });
});
