import { eq } from 'drizzle-orm';
import { contract } from '@/core/contract';
import { accountAgreements } from '@/core/agreements/versions';
import { messages } from '@/core/messages';
import { auditEventsOf } from '../audit/query';
import { consents, orders, users } from '../db/schema';
import { b64, loginInput, sentCode, sliderProof } from '../testing/accounts';
import { testGateway } from '../testing/gateway-client';
import { loginAs } from '../testing/orders';
import { openTestDatabase, testEngine, type TestDatabase } from '../testing/test-database';
import { wrongCredentials } from './account';

// Issue 62 item 1: a copy of one's personal information, consent by version, and the cancellation of the
// account (注销): refused while an order or an application waits, and afterwards no login, no session, the
// name and phone free again, and the orders kept without the person's name, phone and e-mail.

let t: TestDatabase;
let gw: ReturnType<typeof testGateway>;
const password = 'Fresh#2026acct';

beforeAll(async () => {
  t = await openTestDatabase();
  gw = testGateway(t.database);
}, 120_000);
afterAll(async () => {
  await t.cleanup();
});

const agreements = Object.entries(accountAgreements).map(([agreement, version]) => ({ agreement, version }));

async function register(account: string, phoneNo: string) {
  const { code: verifiyCode, proof } = await sentCode(gw, t.database, phoneNo, 0);
  const made = await gw.call(contract.account.register, { phoneNo, account, email: `${account}@example.cn`, password: b64(password), verifiyCode, origin: 'portal', consents: agreements, ...proof });
  expect(made.status).toBe(200);
  gw.advance(61_000);
  const login = await gw.call(contract.account.passwordLogin, { ...loginInput(account, password), ...(await sliderProof(gw)) });
  return login.body.data!.tokenInfo.access_token;
}

async function cancelAs(token: string, phoneNo: string) {
  const { code, proof } = await sentCode(gw, t.database, phoneNo, 3);
  gw.advance(61_000);
  return gw.call(contract.account.cancel, { phoneNo, verifiyCode: code, ...proof }, token);
}

describe(`my data and my account (${testEngine})`, () => {
  it('registration records consent to the agreements at their versions; a later consent adds to it', async () => {
    const token = await register('consenting', '13911130001');
    const given = await gw.call(contract.account.consents, {}, token);
    expect(given.body.data!.map(({ agreement, version }) => ({ agreement, version })).sort((a, b) => a.agreement.localeCompare(b.agreement))).toEqual(agreements.sort((a, b) => a.agreement.localeCompare(b.agreement)));
    expect((await gw.call(contract.account.consent, { agreements: [{ agreement: 'privacy', version: '2027-01-01' }] }, token)).status).toBe(200);
    expect((await gw.call(contract.account.consents, {}, token)).body.data![0]).toMatchObject({ agreement: 'privacy', version: '2027-01-01' });
  });

  it('gives a person a copy of what the platform keeps about them, and nothing of anyone else', async () => {
    const company = await loginAs(gw, 'demo_company');
    const data = (await gw.call(contract.account.myData, {}, company.token)).body.data!;
    expect(data.account).toMatchObject({ account: 'demo_company', phone: '13800000002', email: 'demo_company@example.cn', company: { name: expect.any(String) } });
    expect(data.orders.length).toBeGreaterThan(0);
    expect(data.consents.map((c) => c.agreement).sort()).toEqual(['privacy', 'userService']);
    expect(data.securityEvents[0]).toMatchObject({ kind: 'login.password', outcome: 'ok' });
    const text = JSON.stringify(data);
    for (const other of ['demo_pending', '13800000003', 'demo_user@example.cn']) expect(text).not.toContain(other);
    expect(text).not.toMatch(/password_hash|passwordHash|\$scrypt/);
  });

  it('refuses to cancel while an order waits for payment, or an application is in review', async () => {
    const pending = await loginAs(gw, 'demo_pending');
    const refused = await cancelAs(pending.token, '13800000003');
    expect(refused).toMatchObject({ status: 409, body: { message: messages.cancelApplicationInReview } });
    const token = await register('buyer_to_go', '13911130002');
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.account, 'buyer_to_go'));
    // An order of this person's waiting for payment (as the order screens make one).
    const [company] = await t.database.db.select().from(orders).limit(1);
    await t.database.db.insert(orders).values({ ...company, id: undefined, orderCode: 'CANCELTEST0001', transactionId: 'cancel-test-0001-abcdef', userId: row.id, status: 'awaiting_payment' });
    expect(await cancelAs(token, '13911130002')).toMatchObject({ status: 409, body: { message: messages.cancelOrderOpen } });
  });

  it('cancels: no login, no session, the name and phone free again, the orders kept without the person', async () => {
    const token = await register('leaving_soon', '13911130003');
    const [before] = await t.database.db.select().from(users).where(eq(users.account, 'leaving_soon'));
    // A paid order stays for the books.
    const [paid] = await t.database.db.select().from(orders).where(eq(orders.status, 'paid')).limit(1);
    await t.database.db.insert(orders).values({ ...paid, id: undefined, orderCode: 'CANCELTEST0002', transactionId: 'cancel-test-0002-abcdef', userId: before.id });

    const wrongCode = await gw.call(contract.account.cancel, { phoneNo: '13911130003', verifiyCode: '000000', ...(await sliderProof(gw, 'nc_message')) }, token);
    expect(wrongCode.status).toBe(400);
    expect(await cancelAs(token, '13911130003')).toMatchObject({ status: 200, body: { message: messages.cancelDone } });

    const login = await gw.call(contract.account.passwordLogin, { ...loginInput('leaving_soon', password), ...(await sliderProof(gw)) });
    expect(login.body.message).toBe(wrongCredentials);
    expect((await gw.call(contract.account.myData, {}, token)).status).toBe(401);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, before.id));
    expect(after).toMatchObject({ email: '', portrait: null, companyId: null });
    expect(after.account).not.toContain('leaving_soon');
    expect(after.phone).not.toBe('13911130003');
    expect(after.cancelledAt).toBeInstanceOf(Date);
    expect(await t.database.db.select().from(consents).where(eq(consents.userId, before.id))).toEqual([]);
    const [kept] = await t.database.db.select().from(orders).where(eq(orders.orderCode, 'CANCELTEST0002'));
    expect(kept.userId).toBe(before.id);
    expect(JSON.stringify(await t.database.db.select().from(users).where(eq(users.id, kept.userId)))).not.toMatch(/leaving_soon|13911130003/);
    // The same name and phone make a new account.
    gw.advance(61_000);
    await register('leaving_soon', '13911130003');
    expect(await auditEventsOf(t.database.db, { kind: 'account.cancel', account: String(before.id) })).toEqual(
      expect.arrayContaining([expect.objectContaining({ outcome: 'ok' }), expect.objectContaining({ outcome: 'refused' })]),
    );
  });
});
