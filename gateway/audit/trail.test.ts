import { sql } from 'drizzle-orm';
import { contract } from '@/core/contract';
import { auditEvents } from '../db/schema';
import { moveOrder } from '../orders/state';
import { latestOutboxText } from '../sms/codes';
import { loginInput, sliderProof } from '../testing/accounts';
import { loginAs, orderBody } from '../testing/orders';
import { testGateway } from '../testing/gateway-client';
import { openTestDatabase, testEngine, type TestDatabase } from '../testing/test-database';
import { auditCommands } from './commands';
import { auditEventsOf, formatAudit } from './query';
import { pruneAudit } from './prune';
import { writeAudit } from './trail';

// Issue 62 item 2: security events in an append-only trail, with time, account, address, request id and
// outcome, never a secret or a code; changed or deleted by nothing the application can do; pruned after
// the retention, never before 180 days.

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
}, 120_000);
afterAll(async () => {
  await t.cleanup();
});

const day = 86_400_000;

describe(`the audit trail (${testEngine})`, () => {
  it('keeps what a password attack and its owner did, each with its address, request id and outcome, and no secret', async () => {
    const gw = testGateway(t.database, new Date(Date.now() - 3_600_000));
    const attacker = '203.0.113.44';
    const secretTried = 'Wrong#2026guess';
    for (let i = 1; i <= 10; i++) {
      await gw.call(contract.account.passwordLogin, { ...loginInput('demo_company', `${secretTried}${i}`), ...(await sliderProof(gw)) }, undefined, { clientIp: attacker, requestId: `attack-${i}-0123456789` });
    }
    await gw.call(contract.account.passwordLogin, { ...loginInput('no_such_person', 'Demo@2026pass'), ...(await sliderProof(gw)) }, undefined, { clientIp: attacker, requestId: 'attack-unknown-01234' });
    const sent = await gw.call(contract.account.sendLoginSms, { phoneNo: '13800000002', messageType: 10, ...(await sliderProof(gw, 'nc_login')) }, undefined, { clientIp: '198.51.100.5', requestId: 'owner-sms-0123456789' });
    expect(sent.status).toBe(200);
    const code = /(\d{6})/.exec((await latestOutboxText(t.database.db, '13800000002')) ?? '')![1];

    const rows = await auditEventsOf(t.database.db, { from: new Date(Date.now() - 2 * 3_600_000) });
    const mine = rows.filter((r) => r.requestId?.startsWith('attack-') || r.requestId?.startsWith('owner-'));
    const failures = mine.filter((r) => r.kind === 'login.password' && r.outcome === 'refused' && r.address === attacker);
    expect(failures).toHaveLength(11);
    expect(failures[0]).toMatchObject({ requestId: 'attack-1-0123456789', userId: 2, detail: { reason: 'wrong_password' } });
    // The tenth locked the attacker's network out.
    expect(mine.filter((r) => r.kind === 'login.lock')).toEqual([expect.objectContaining({ userId: 2, address: attacker, requestId: 'attack-10-0123456789', detail: expect.objectContaining({ network: attacker }) })]);
    // A name no account has is kept as a hash, never as typed.
    const unknown = failures.find((r) => r.requestId === 'attack-unknown-01234')!;
    expect(unknown.userId).toBeNull();
    expect(unknown.subject).toMatch(/^sha256:[0-9a-f]{24}$/);
    expect(mine.find((r) => r.kind === 'sms.send')).toMatchObject({ outcome: 'ok', userId: 2, address: '198.51.100.5', requestId: 'owner-sms-0123456789', detail: { purpose: 'login', result: 'sent' } });
    const everything = JSON.stringify(await t.database.db.select().from(auditEvents));
    for (const secret of [secretTried, 'Demo@2026pass', 'no_such_person', code]) expect(everything).not.toContain(secret);
  });

  it('refuses a change, a truncate and the deletion of a row younger than 180 days, whatever asks', async () => {
    const now = new Date();
    await writeAudit(t.database.db, { kind: 'test.young', outcome: 'ok' }, new Date(now.getTime() - 10 * day));
    await writeAudit(t.database.db, { kind: 'test.old', outcome: 'ok' }, new Date(now.getTime() - 200 * day));
    // What the database said (drizzle wraps it as the cause of its own error).
    const refusal = (query: Promise<unknown>) => query.then(() => 'done', (error: Error & { cause?: Error }) => error.cause?.message ?? error.message);
    expect(await refusal(t.database.db.execute(sql`update audit_events set outcome = 'refused' where kind = 'test.young'`))).toMatch(/append-only: a row is never changed/);
    expect(await refusal(t.database.db.execute(sql`delete from audit_events where kind = 'test.young'`))).toMatch(/keeps every row for 180 days/);
    expect(await refusal(t.database.db.execute(sql`truncate audit_events`))).toMatch(/append-only: it is never truncated/);
    expect(await auditEventsOf(t.database.db, { kind: 'test' })).toHaveLength(2);
    // Pruning drops what is older than the retention, never younger than 180 days whatever it is told.
    expect(await pruneAudit(t.database.db, now, 30)).toBe(1);
    expect((await auditEventsOf(t.database.db, { kind: 'test' })).map((r) => r.kind)).toEqual(['test.young']);
  });

  it('records a payment status change with the order, in the change’s own transaction', async () => {
    const gw = testGateway(t.database);
    const buyer = await loginAs(gw, 'demo_company');
    const created = await gw.call(contract.order.save, orderBody(buyer, 48), buyer.token);
    expect(created.status).toBe(200);
    const orderId = Number((created.body.data as { id?: number; orderId?: number }).orderId ?? (created.body.data as { id: number }).id);
    expect((await moveOrder(t.database.db, orderId, 'cancelled', { actor: 'user:2', now: new Date() })).ok).toBe(true);
    const [row] = (await auditEventsOf(t.database.db, { kind: 'order.status' })).filter((r) => (r.detail as { orderId: number }).orderId === orderId);
    expect(row).toMatchObject({ outcome: 'ok', userId: 2, detail: expect.objectContaining({ orderId, to: 'cancelled', actor: 'user:2' }) });
  });

  it('lists and exports by time, account and kind for an operator', async () => {
    const list = await auditCommands.list.run(t.database.db, ['--account', 'demo_company', '--kind', 'login'], new Date());
    expect(list).toContain('login.password');
    expect(list).toContain('login.lock');
    expect(list).not.toContain('sms.send');
    const csv = await auditCommands.export.run(t.database.db, ['--account', 'demo_company', '--kind', 'login.lock', '--format', 'csv'], new Date());
    const [header, ...lines] = csv.split('\n');
    expect(header).toBe('id,at,kind,outcome,userId,subject,address,requestId,detail');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(',login.lock,ok,2,,203.0.113.44,attack-10-0123456789,');
    const jsonl = formatAudit(await auditEventsOf(t.database.db, { account: 'no_such_person' }), 'jsonl');
    expect(jsonl.split('\n').map((line) => JSON.parse(line).requestId)).toEqual(['attack-unknown-01234']);
    const future = await auditCommands.list.run(t.database.db, ['--from', '2099-01-01'], new Date());
    expect(future).toBe('No audit events match.');
    await expect(auditCommands.list.run(t.database.db, ['--from', 'yesterday'], new Date())).rejects.toThrow(/not a date/);
  });
});
