import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contract } from '@/core/contract';
import { envelope } from '@/core/contract/define';
import { toWire } from '@/core/contract/wire';
import { openTestDatabase, testEngine, type TestDatabase } from './testing/test-database';

// `npm run gateway`: the same gateway as its own HTTP service, as deployments with several portal
// containers run it. Started here as a real process on a free port with its own PGlite folder.
const port = 4600 + Math.floor(Math.random() * 300);
const dataDir = mkdtempSync(path.join(tmpdir(), 'gateway-server-'));
let child: ChildProcess;
let pg: TestDatabase | undefined;

async function waitReady(url: string, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('gateway did not become ready');
}

beforeAll(async () => {
  // On the PostgreSQL run the service gets a fresh database of its own and seeds it itself.
  if (testEngine === 'postgres') {
    pg = await openTestDatabase({ seed: false });
    await pg.database.close();
  }
  child = spawn(process.execPath, [require.resolve('tsx/cli'), 'gateway/server.ts'], {
    env: { ...process.env, GATEWAY_PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: pg?.url ?? '', NODE_OPTIONS: '' },
    stdio: 'ignore',
  });
  await waitReady(`http://127.0.0.1:${port}/__ready`, 60_000);
}, 70_000);

afterAll(async () => {
  child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  await pg?.cleanup().catch(() => undefined);
});

describe(`standalone gateway service (${testEngine})`, () => {
  it('serves the contract over HTTP', async () => {
    const { path: p, init } = toWire(contract.market.search, { current: 1, size: 3, sortPrice: 'desc' });
    const response = await fetch(`http://127.0.0.1:${port}/${p}`, init);
    const body = envelope(contract.market.search.data).parse(await response.json());
    expect(body.success).toBe(true);
    expect(body.data!.records).toHaveLength(3);
  });

  it('stops cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    await expect(exited).resolves.toBe(0);
  });
});

describe('standalone gateway start-up check', () => {
  it('refuses a half-configured WeChat Pay, naming the missing variables, before opening a database', async () => {
    const refused = spawn(process.execPath, [require.resolve('tsx/cli'), 'gateway/server.ts'], {
      env: { ...process.env, GATEWAY_PORT: String(port + 1), GATEWAY_MODE: 'production', DATA_DIR: path.join(dataDir, 'never'), WECHAT_PAY_MCHID: '1900000001', NODE_OPTIONS: '' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let output = '';
    refused.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => refused.once('exit', resolve));
    expect(code).toBe(1);
    const line = JSON.parse(output.trim().split('\n').pop()!);
    expect(line).toMatchObject({ level: 'fatal', msg: 'gateway configuration is inconsistent: refusing to start' });
    expect(line.problems[0]).toMatch(/^WECHAT_PAY_APPID, WECHAT_PAY_SERIAL_NO, WECHAT_PAY_PRIVATE_KEY, WECHAT_PAY_NOTIFY_URL missing/);
  }, 30_000);
});
