import { eq } from 'drizzle-orm';
import { createGatewayApp } from '../app';
import { limitSubject } from '../auth/rate-limit';
import { users } from '../db/schema';
import { testGateway } from '../testing/gateway-client';
import { openTestDatabase, testEngine, type TestDatabase } from '../testing/test-database';
import { prefixCommands, reasonArg } from './prefix';

let t: TestDatabase;
const now = new Date('2026-11-22T02:00:00Z');
const run = (name: string, ...args: string[]) => prefixCommands[name].run(t.database.db, args, now);

beforeAll(async () => {
  t = await openTestDatabase();
}, 120_000);
afterAll(async () => {
  await t.cleanup();
});

describe(`npm run review: prefix applications (${testEngine})`, () => {
  it('reads --reason in both spellings and refuses an empty one', () => {
    expect(reasonArg(['--reason', '照片模糊'])).toBe('照片模糊');
    expect(reasonArg(['--reason=信息不符'])).toBe('信息不符');
    expect(reasonArg([])).toBeUndefined();
    expect(() => reasonArg(['--reason'])).toThrow('--reason needs a text');
  });

  it('lists what waits for review, and everything with --all', async () => {
    const waiting = await run('list');
    expect(waiting).toContain('88.365.2031');
    expect(waiting).toContain('demo_pending (13800000003)');
    expect(waiting).not.toContain('88.365.3107');
    expect(await run('list', '--all')).toContain('#2  rejected  88.365.3107');
  });

  it('shows one application with where its documents are stored', async () => {
    const shown = await run('show', '1');
    expect(shown).toContain('常州恒瑞新材料科技有限公司');
    expect(shown).toMatch(/licence\s+\S*uploads\/private\/demo-license\.png/);
    await expect(run('show', 'x')).rejects.toThrow('Give the application id');
    await expect(run('show', '999')).rejects.toThrow('No application #999');
  });

  it('forwards to top-level review, approves, and refuses to act on a finished application', async () => {
    expect(await run('forward', '1')).toBe('Forwarded #1 to top-level review.');
    expect(await run('approve', '1')).toBe('Approved #1: 常州恒瑞新材料科技有限公司 now holds 88.365.2031.');
    await expect(run('reject', '1', '--reason', '迟到的驳回')).rejects.toThrow('is approved, not in review');
    await expect(run('approve', '2')).rejects.toThrow('is rejected, not in review');
    expect(await run('reset-demo')).toContain('back as the demo dataset has them');
    // The re-created application's id is whatever the sequence gives next (a restored copy may skip some).
    const id = /#(\d+)\s+platform review\s+88\.365\.2031/.exec(await run('list'))![1];
    expect(await run('reject', id, '--reason', '证件号码与照片不符')).toBe(`Rejected #${id}: 常州恒瑞新材料科技有限公司 (证件号码与照片不符).`);
  });

  it('gives the demo accounts their hourly upload allowance back, and nobody else', async () => {
    const idOf = async (account: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.account, account)))[0].id;
    const [demoUser, company] = [await idOf('demo_user'), await idOf('demo_company')];
    const spend = async (id: number) => {
      for (let i = 0; i < 30; i++) expect(await limitSubject(t.database.db, 'uploadUser', id, now, '上传过于频繁')).toBeUndefined();
    };
    await spend(demoUser);
    await spend(company);
    expect(await limitSubject(t.database.db, 'uploadUser', demoUser, now, '上传过于频繁')).toMatchObject({ ok: false, status: 429 });
    await run('reset-demo');
    expect(await limitSubject(t.database.db, 'uploadUser', demoUser, now, '上传过于频繁')).toBeUndefined();
    expect(await limitSubject(t.database.db, 'uploadUser', company, now, '上传过于频繁')).toMatchObject({ ok: false, status: 429 });
  });

  it('runs through the gateway’s test-mode route, and nowhere else', async () => {
    await run('reset-demo');
    const gw = testGateway(t.database);
    const post = (app: typeof gw.app, body: unknown) =>
      app.fetch(new Request('http://gateway.test/__test/review', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));
    const listed = await post(gw.app, { command: 'list' });
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as { data: { output: string } }).data.output).toContain('88.365.2031');
    const refused = await post(gw.app, { command: 'approve', args: ['999'] });
    expect(refused.status).toBe(400);
    expect((await post(gw.app, { command: 'constructor' })).status).toBe(400);
    const production = createGatewayApp({ database: t.database, now: () => now, mode: 'production', secret: 's' });
    expect((await post(production, { command: 'list' })).status).toBe(404);
    const development = createGatewayApp({ database: t.database, now: () => now, mode: 'development', secret: 's' });
    expect((await post(development, { command: 'list' })).status).toBe(404);
  });
});
