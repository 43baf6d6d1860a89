import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { contract } from '@/core/contract';
import { testGateway } from '../testing/gateway-client';
import { openTestDatabase, testEngine, type TestDatabase } from '../testing/test-database';
import { checkRevalidation, revalidateHeaders } from '@/core/identifier/revalidate-signature';
import { isRecalled } from '@/core/identifier/sections';
import { identifierCommands } from './identifiers';

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
}, 120_000);
afterAll(() => t.cleanup());

const now = new Date('2026-11-25T02:00:00Z');
const secret = 'jest-only-revalidate-secret-0123456789abcd';

/** A stand-in portal that records the signed pushes it receives. */
async function standInPortal() {
  const received: { body: string; valid: boolean }[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const valid = checkRevalidation(secret, { timestamp: String(request.headers[revalidateHeaders.timestamp] ?? ''), signature: String(request.headers[revalidateHeaders.signature] ?? ''), body, nowMs: Date.now() }).ok;
      received.push({ body, valid });
      response.writeHead(valid ? 200 : 401).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/revalidate`, received, close: () => new Promise((r) => server.close(r)) };
}

async function scenesOf(identifier: string) {
  return (await testGateway(t.database, now).call(contract.identifier.detail, { identifier })).body.data!.scenes!;
}

describe(`the recall command (${testEngine})`, () => {
  it('puts an identifier without a recall on the list, and tells the portals with a signed push', async () => {
    const portal = await standInPortal();
    const env = { ...process.env };
    process.env.PORTAL_REVALIDATE_URL = portal.url;
    process.env.REVALIDATE_SECRET = secret;
    try {
      const out = await identifierCommands.recall.run(t.database.db, ['88.365.1/SINGLE01', '--reason', '压力传感器批次缺陷'], now);
      expect(out).toContain('88.365.1/SINGLE01 is on the recall list since 2026-11-25');
      expect(out).toContain('portals notified');
      expect(portal.received).toEqual([{ body: JSON.stringify({ identifiers: ['88.365.1/SINGLE01'] }), valid: true }]);
    } finally {
      process.env = env;
      await portal.close();
    }
    const recall = (await scenesOf('88.365.1/SINGLE01')).find((s) => Number(s.templateCode) === 4);
    expect(recall).toBeDefined();
    const scene = await testGateway(t.database, now).call(contract.identifier.detail, { identifier: '88.365.1/SINGLE01', sceneConfId: recall!.sceneConfId });
    const elements = scene.body.data!.elements!;
    expect(isRecalled(elements)).toBe(true);
    expect(elements.map((e) => e.lableValue)).toContain('压力传感器批次缺陷');
  });

  it('replaces the elements of an existing recall scene, and says when portals were not told', async () => {
    const env = { ...process.env };
    delete process.env.PORTAL_REVALIDATE_URL;
    try {
      const out = await identifierCommands.recall.run(t.database.db, ['88.365.1/NORECALL'], now);
      expect(out).toContain('portals not notified by this command');
    } finally {
      process.env = env;
    }
    expect((await scenesOf('88.365.1/NORECALL')).filter((s) => Number(s.templateCode) === 4)).toHaveLength(1);
  });

  it('tells the portals about the items that contain the recalled one as well (their parts notice changes)', async () => {
    const portal = await standInPortal();
    const env = { ...process.env };
    process.env.PORTAL_REVALIDATE_URL = portal.url;
    process.env.REVALIDATE_SECRET = secret;
    try {
      await identifierCommands.recall.run(t.database.db, ['88.365.1/NORECALL'], now);
      // The kit that contains it, and what the previous test left queued (the same two).
      expect(portal.received.map((r) => JSON.parse(r.body))).toEqual([{ identifiers: ['88.365.1/KIT00001', '88.365.1/NORECALL'] }]);
    } finally {
      process.env = env;
      await portal.close();
    }
    const kit = await testGateway(t.database, now).call(contract.identifier.detail, { identifier: '88.365.1/KIT00001' });
    expect(kit.body.data!.recalledParts!.map((p) => p.identifier)).toEqual(['88.365.1/DEMO0001', '88.365.1/NORECALL']);
  });

  it('refuses an unknown identifier and a missing one', async () => {
    await expect(identifierCommands.recall.run(t.database.db, ['88.365.1/NOPE0000'], now)).rejects.toThrow(/No identifier/);
    await expect(identifierCommands.recall.run(t.database.db, [], now)).rejects.toThrow(/Give the identifier/);
  });
});
