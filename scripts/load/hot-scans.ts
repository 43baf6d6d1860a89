import http from 'node:http';

// The hot storm's identifiers: which one each scan asks for (Zipf), and the warm-up that has each of them
// answered once before the storm (npm run storm -- --mode hot).

/** The cumulative Zipf weights of ranks 1..n; a draw is a binary search in them. */
export function zipfSampler(n: number, s: number): () => number {
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let k = 1; k <= n; k++) cumulative[k - 1] = sum += 1 / k ** s;
  return () => {
    const target = Math.random() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < target) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  };
}

/**
 * Asks for each path, a few at a time, until it is answered 200: what "seen before the storm" means. At a
 * fixed 100 a second the cluster (about 40 cold renders a second here) fell behind, and many of the
 * identifiers "seen before" had never been answered, so nginx had no copy of them to serve.
 */
export async function scanEach(origin: string, paths: string[], concurrency = 6): Promise<{ ms: number; retries: number; failed: number; unanswered: Set<string>; refusals: Record<number, number> }> {
  const url = new URL(origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  // The storm's own headers (open-loop.ts), so nginx keeps the variant the storm asks for.
  const status = (path: string) =>
    new Promise<number>((resolve) => {
      const request = http.get({ host: url.hostname, port: url.port, path, agent, headers: { accept: 'text/html' }, timeout: 10_000 }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      request.on('timeout', () => request.destroy());
      request.on('error', () => resolve(0));
    });
  const started = performance.now();
  let next = 0;
  let retries = 0;
  let failed = 0;
  const unanswered = new Set<string>();
  // What the attempts that failed were answered (0: no answer within 10 s, or the connection failed).
  const refusals: Record<number, number> = {};
  const scan = async (path: string) => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const answered = await status(path);
      if (answered === 200) return;
      refusals[answered] = (refusals[answered] ?? 0) + 1;
      retries++;
      await new Promise((r) => setTimeout(r, 500));
    }
    failed++;
    unanswered.add(path);
  };
  await Promise.all(Array.from({ length: concurrency }, async () => { while (next < paths.length) await scan(paths[next++]); }));
  agent.destroy();
  return { ms: performance.now() - started, retries, failed, unanswered, refusals };
}
