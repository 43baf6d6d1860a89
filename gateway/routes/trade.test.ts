import { count, eq } from 'drizzle-orm';
import { contract } from '@/core/contract';
import { productSeeds } from '../db/seed/market';
import { consultations, trials } from '../db/schema';
import { trialRefusals } from '../market/trial';
import { testGateway } from '../testing/gateway-client';
import { loginAs } from '../testing/orders';
import { openTestDatabase, testEngine, type TestDatabase } from '../testing/test-database';

let t: TestDatabase;
let gw: ReturnType<typeof testGateway>;
let company: Awaited<ReturnType<typeof loginAs>>;
let visitor: Awaited<ReturnType<typeof loginAs>>;

const prefix = '88.365.1001';
const listed = productSeeds.filter((p) => p.sellStatus === 1 && p.appId);
const triable = listed.flatMap((p) => p.packages.filter((k) => k.tryUseDuration > 0).map((k) => ({ product: p, pkg: k })));
const untriable = listed.flatMap((p) => p.packages.filter((k) => k.tryUseDuration === -1).map((k) => ({ product: p, pkg: k })))[0];

const trialBody = ({ product, pkg }: (typeof triable)[number], extra: object = {}) => ({
  appId: product.appId!,
  companyPrefix: prefix,
  packageProductId: pkg.id,
  productManagerId: product.id,
  ...extra,
});

beforeAll(async () => {
  t = await openTestDatabase();
  gw = testGateway(t.database);
  company = await loginAs(gw, 'demo_company');
  visitor = await loginAs(gw, 'demo_user');
}, 120_000);
afterAll(() => t.cleanup());

const trialCount = async () => (await t.database.db.select({ n: count() }).from(trials))[0].n;

describe(`free trials (${testEngine})`, () => {
  it('takes one trial per company and package until its days have run', async () => {
    const pick = triable[0];
    const first = await gw.call(contract.trial.apply, trialBody(pick), company.token);
    expect(first.status).toBe(200);
    expect(first.body.message).toContain(`${pick.pkg.tryUseDuration}天`);

    const again = await gw.call(contract.trial.applyInConsole, trialBody(pick), company.token);
    expect(again).toMatchObject({ status: 409, body: { success: false, message: trialRefusals.open } });

    gw.advance(pick.pkg.tryUseDuration * 86_400_000 + 1);
    // Tokens live 2 hours: log in again in the later days.
    company = await loginAs(gw, 'demo_company');
    visitor = await loginAs(gw, 'demo_user');
    const later = await gw.call(contract.trial.apply, trialBody(pick), company.token);
    expect(later.status).toBe(200);
    const rows = await t.database.db.select().from(trials).where(eq(trials.packageId, pick.pkg.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['ended', 'open']);
  });

  it('lets exactly one of two concurrent applications through', async () => {
    const pick = triable[1];
    const answers = await Promise.all([
      gw.call(contract.trial.apply, trialBody(pick), company.token),
      gw.call(contract.trial.apply, trialBody(pick), company.token),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it('refuses without a prefix, with another prefix, for a package without trial, and logged out; nothing stored', async () => {
    const before = await trialCount();
    const pick = triable[2];
    expect((await gw.call(contract.trial.apply, trialBody(pick), visitor.token)).body.message).toBe(trialRefusals.noCompany);
    expect((await gw.call(contract.trial.apply, trialBody(pick, { companyPrefix: '88.365.9999' }), company.token)).status).toBe(403);
    expect((await gw.call(contract.trial.apply, trialBody(untriable), company.token)).body.message).toBe(trialRefusals.noTrial);
    expect((await gw.call(contract.trial.apply, trialBody(pick, { appId: 'APP-OTHER' }), company.token)).status).toBe(400);
    expect((await gw.call(contract.trial.apply, trialBody(pick, { packagePriceId: 1 }), company.token)).status).toBe(400);
    expect((await gw.call(contract.trial.apply, trialBody(pick))).status).toBe(401);
    expect((await gw.call(contract.trial.apply, { ...trialBody(pick), productManagerId: 'x' })).status).toBe(400);
    expect(await trialCount()).toBe(before);
  });
});

describe(`price inquiries (${testEngine})`, () => {
  const negotiable = productSeeds.find((p) => p.negotiable && p.sellStatus === 1)!;
  const body = (extra: object = {}) => ({
    consultContent: '想了解私有化部署的报价',
    companyName: '示例制造有限公司',
    contactPersonName: '王经理',
    contactPersonphone: '13912345678',
    price: '10000-50000',
    intentionProductReqs: [{ productId: negotiable.id, packageProductId: negotiable.packages[0].id }],
    ...extra,
  });
  const inquiries = async () => (await t.database.db.select({ n: count() }).from(consultations).where(eq(consultations.kind, 'inquiry')))[0].n;

  it('stores an inquiry of a logged-in user', async () => {
    const answer = await gw.call(contract.consult.inquiry, body(), visitor.token);
    expect(answer.status).toBe(200);
    const [row] = await t.database.db.select().from(consultations).where(eq(consultations.kind, 'inquiry'));
    expect(row.payload).toMatchObject({ companyName: '示例制造有限公司', price: '10000-50000' });
  });

  it('refuses a wrong phone, a package of another product and a guest; nothing stored', async () => {
    const before = await inquiries();
    expect((await gw.call(contract.consult.inquiry, body({ contactPersonphone: '12345' }), visitor.token)).status).toBe(400);
    const other = productSeeds.find((p) => p.id !== negotiable.id)!;
    expect((await gw.call(contract.consult.inquiry, body({ intentionProductReqs: [{ productId: negotiable.id, packageProductId: other.packages[0].id }] }), visitor.token)).status).toBe(400);
    expect((await gw.call(contract.consult.inquiry, body())).status).toBe(401);
    expect(await inquiries()).toBe(before);
  });
});

describe(`company lookups (${testEngine})`, () => {
  it("answers the caller's own company, null without one, 403 for another", async () => {
    const own = await gw.call(contract.prefix.currentCompany, {}, company.token);
    expect(own.body.data).toMatchObject({ id: company.companyId, indentifierPrefix: prefix, examineStatus: 2 });
    expect((await gw.call(contract.prefix.companyOfCurrentUser, {}, company.token)).body.data).toMatchObject({ id: company.companyId });
    expect((await gw.call(contract.prefix.currentCompanyPrefix, {}, company.token)).body.data).toBe(prefix);
    expect((await gw.call(contract.prefix.currentCompany, {}, visitor.token)).body.data).toBeNull();
    expect((await gw.call(contract.prefix.companyDetails, { id: company.companyId }, company.token)).status).toBe(200);
    expect((await gw.call(contract.prefix.companyDetails, { id: company.companyId }, visitor.token)).status).toBe(403);
    expect((await gw.call(contract.prefix.currentCompany, {})).status).toBe(401);
  });
});
