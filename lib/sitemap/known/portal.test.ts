import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The portal's glue, as a provider's gateway without Redis sees it: the reads and change calls the portal
// hears of land in a file of DATA_DIR for this port, a told identifier once the gateway's detail answers
// 200 for it, and nothing while the gateway answers the sitemap calls itself. The stand-in gateway knows
// the identifiers of `details`; any other answers 404.

const folder = mkdtempSync(path.join(tmpdir(), 'known-portal-'));
const details: Record<string, string> = { '88.365.1/TOLD0001': '2026-02-01 08:00:00' };
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const { identifier } = JSON.parse(body || '{}') as { identifier?: string };
      const updateTime = identifier ? details[identifier] : undefined;
      res.writeHead(updateTime ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify(updateTime ? { success: true, code: 200, data: { identifier, updateTime } } : { success: false, code: 404, message: '标识不存在' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.GATEWAY_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.DATA_DIR = folder;
  process.env.PORT = '4321';
});
afterAll(() => {
  server.close();
  rmSync(folder, { recursive: true, force: true });
});

// Loaded after the environment is set: it is read once.
const load = () => import('./portal');
const detail = (identifier: string, updateTime: string) => ({ ok: true as const, data: { identifier, updateTime } });

it('keeps what a provider gateway resolves and is told of, drops a 404, and stops while the gateway has the sitemap calls', async () => {
  const { knownIdentifiers, knownIdentifiersFile, noteIdentifierRead, noteIdentifiersTold, noteSitemapCalls } = await load();
  const known = knownIdentifiers()!;
  const listed = async () => (await known.store.page({ limit: 10 })).map((r) => [r.identifier, new Date(r.time).toISOString()]);

  noteIdentifierRead('88.365.1/demo0001', detail('88.365.1/DEMO0001', '2026-01-15 10:32:08'));
  noteIdentifierRead('88.365.1/GONE0001', detail('88.365.1/GONE0001', '2026-01-15 10:32:08'));
  noteIdentifierRead('88.365.1/FAILED01', { ok: false, error: { kind: 'network', call: 'detail' } });
  noteIdentifiersTold(['88.365.1/TOLD0001', '88.365.1/DELETED1']);
  await known.recorder.settle();
  noteIdentifierRead('88.365.1/GONE0001', { ok: false, error: { kind: 'gateway', status: 404, call: 'detail' } });
  await known.recorder.settle();
  expect(await listed()).toEqual([
    ['88.365.1/DEMO0001', '2026-01-15T02:32:08.000Z'],
    ['88.365.1/TOLD0001', '2026-02-01T00:00:00.000Z'],
  ]);
  expect(existsSync(knownIdentifiersFile({ DATA_DIR: folder, PORT: 4321 }))).toBe(true);

  noteSitemapCalls(true);
  noteIdentifierRead('88.365.1/LATER001', detail('88.365.1/LATER001', '2026-01-15 10:32:08'));
  await known.recorder.settle();
  expect(await known.store.count()).toBe(2);
  noteSitemapCalls(false);
  noteIdentifierRead('88.365.1/LATER001', detail('88.365.1/LATER001', '2026-01-15 10:32:08'));
  await known.recorder.settle();
  expect(await known.store.count()).toBe(3);
});
