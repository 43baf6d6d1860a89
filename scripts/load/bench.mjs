// npm run bench: builds once, starts the production server, and measures pages against two references
// served by the same server in the same run: a static file and the cheapest dynamic page (/bench).
// autocannon, 20 connections, 10 s each after a warm-up. Prints req/s, p50, p99 and the ratios, and the
// first-load JavaScript (gzip and brotli) and the inline flight data of each page against the simplest page's.
import { spawn, execSync } from 'node:child_process';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { rmSync } from 'node:fs';
import autocannon from 'autocannon';

const port = Number(process.env.BENCH_PORT ?? 3400);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const build = !process.argv.includes('--no-build');

// `static` is the reference (a 1.3 kB file). The content pages weigh 45–65 kB, and on a fast
// day the loopback moves bytes, not requests, at their rate: `static 56 kB`, a file of their size,
// shows what serving that many bytes costs without any page work (printed, no target).
const references = { static: '/images/identifiers/default.svg', 'static 56 kB': '/images/content/og/site.png', dynamic: '/bench' };
const pages = [
  { name: 'identifier DEMO0001', path: '/product_scene/88.365.1/DEMO0001', target: 0.5, against: 'static' },
  { name: 'home', path: '/home', target: 0.4, against: 'static' },
  { name: 'news list', path: '/news', target: 0.4, against: 'static' },
  { name: 'news detail', path: '/news/detail/1', target: 0.4, against: 'static' },
  { name: 'market list (class 2, price down, page 2)', path: '/application/list?l1=2&sort=price&order=desc&page=2&size=6', target: 0.5, against: 'dynamic' },
  { name: 'product detail 48', path: '/application/list/detail/48', target: 0.5, against: 'dynamic' },
];

function run(url, duration) {
  return new Promise((resolve, reject) =>
    autocannon({ url, connections: 20, duration, headers: { accept: 'text/html' } }, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

async function waitReady() {
  // /readyz opens the embedded database (and seeds a fresh one): not part of what is measured.
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

/**
 * gzip and brotli bytes of every script the page's HTML loads: what a first visit downloads before it can
 * run (nginx and the standalone server send the build's brotli copies to a browser that takes them), and
 * the bytes of flight data the HTML carries inline (`self.__next_f.push`: the React tree once more, for
 * hydration). The `noModule` polyfills are left out: current browsers do not download them.
 */
async function pageWeight(path) {
  const html = await (await fetch(base + path)).text();
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter((m) => !/\snoModule/i.test(m[0])).map((m) => m[1]);
  let gzip = 0;
  let brotli = 0;
  for (const src of new Set(sources)) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    gzip += gzipSync(body).length;
    brotli += brotliCompressSync(body).length;
  }
  const flight = [...html.matchAll(/<script[^>]*>(\(?self\.__next_f[\s\S]*?)<\/script>/g)].reduce((sum, m) => sum + Buffer.byteLength(m[1]), 0);
  return { gzip, brotli, scripts: new Set(sources).size, flight, html: Buffer.byteLength(html) };
}

// BENCH=1 at build: the reference page and the memory route are test rooms (next.config.mjs).
if (build) execSync('npm run build', { stdio: 'inherit', env: { ...process.env, BENCH: '1' } });

// The gateway's search over 5,000 products, in its own process before the server starts (target p99 < 20 ms).
const search = JSON.parse(execSync('npx tsx gateway/scripts/bench-search.ts', { env: { ...process.env, LOG_LEVEL: 'warn' } }).toString().trim().split('\n').pop());
console.log(`gateway search, ${search.products} products, ${search.calls} calls: p50 ${search.p50} ms, p99 ${search.p99} ms (target < 20), max ${search.max} ms`);
rmSync('tmp/bench-data', { recursive: true, force: true });
const server = spawn('bash', ['scripts/ops/serve-standalone.sh'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: './tmp/bench-data', BENCH: '1', HOSTNAME: '127.0.0.1', SESSION_SECRET: 'bench-only-secret-0123456789abcdefghijklmnop', LOG_LEVEL: 'warn', SMS_PROVIDER: 'off' },
  stdio: 'ignore',
  detached: true,
});
try {
  await waitReady();
  const measured = {};
  for (const [name, path] of [...Object.entries(references), ...pages.map((p) => [p.name, p.path])]) {
    await run(base + path, 3); // warm-up: caches, JIT, the database's first open
    const r = await run(base + path, seconds);
    if (r.non2xx > 0 || r.errors > 0) console.warn(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    measured[name] = { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
  }
  const rows = [];
  for (const [name, m] of Object.entries(measured)) {
    const page = pages.find((p) => p.name === name);
    const ratio = page ? m.rps / measured[page.against].rps : undefined;
    const sized = page?.against === 'static' ? `; ${(m.rps / measured['static 56 kB'].rps).toFixed(2)} of static 56 kB` : '';
    // The cheapest dynamic page against the static file: what the request pipeline and Next cost on their
    // own (issue 64: at least its 2026-11-28 share, 0.040).
    const own = name === 'dynamic' ? `${(m.rps / measured.static.rps).toFixed(3)} of static (target 0.040)` : '';
    rows.push({ page: name, 'req/s': m.rps.toFixed(0), 'p50 ms': m.p50, 'p99 ms': m.p99, ratio: ratio ? `${ratio.toFixed(2)} of ${page.against} (target ${page.target})${sized}` : own });
  }
  console.table(rows);
  const kB = (bytes) => (bytes / 1024).toFixed(1);
  const simplest = await pageWeight(references.dynamic);
  const js = [{ page: 'simplest (/bench)', scripts: simplest.scripts, 'JS gzip kB': kB(simplest.gzip), 'JS brotli kB': kB(simplest.brotli), ratio: '1.00', 'flight kB': kB(simplest.flight), 'HTML kB': kB(simplest.html) }];
  for (const page of pages) {
    const weight = await pageWeight(page.path);
    // The budget of e2e/js-budget.spec.ts: content pages at most 1.3 times the plain page, any page 320 kB;
    // the identifier page, issue 64's: 100 kB of scripts in brotli, 10 kB of flight data.
    const target = page.path.startsWith('/product_scene/') ? 'target ≤ 100 kB brotli, flight ≤ 10 kB' : page.against === 'static' ? 'target ≤ 1.3' : 'target ≤ 320 kB';
    js.push({ page: page.name, scripts: weight.scripts, 'JS gzip kB': kB(weight.gzip), 'JS brotli kB': kB(weight.brotli), ratio: `${(weight.gzip / simplest.gzip).toFixed(2)} (${target})`, 'flight kB': kB(weight.flight), 'HTML kB': kB(weight.html) });
  }
  console.table(js);
} finally {
  process.kill(-server.pid, 'SIGTERM');
}
