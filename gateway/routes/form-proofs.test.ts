import { contract } from '@/core/contract';
import { captchaFailed } from '../captcha/slider';
import { b64, loginInput, sentCode, sliderProof } from '../testing/accounts';
import { testGateway } from '../testing/gateway-client';
import { openTestDatabase, testEngine, type TestDatabase } from '../testing/test-database';

// Issue 39 item 5: register, find password and password change carried a slider proof the gateway never
// looked at, so a made-up one passed. Now each is checked as login checks its own (decision 0049): a
// fresh proof, or the one the code's send spent for this purpose and phone; once; refused alike.

let t: TestDatabase;
let gw: ReturnType<typeof testGateway>;
const password = 'Fresh#2026acct';
const madeUp = { scene: 'nc_register', sessionId: 'c9b1e0d4a7f24c3e8b6a5d2f1e0c9b8a', sig: 'bWFkZS11cA', token: 'made-up' };
type Proof = typeof madeUp;

beforeAll(async () => {
  t = await openTestDatabase();
  gw = testGateway(t.database);
}, 120_000);
afterAll(async () => {
  await t.cleanup();
});

const register = (phoneNo: string, account: string, verifiyCode: string, proof: Proof) =>
  gw.call(contract.account.register, { phoneNo, account, email: `${account}@example.cn`, password: b64(password), verifiyCode, origin: 'portal', ...proof });
const retrieve = (content: string, verifiyCode: string, proof: Proof) => gw.call(contract.account.retrievePassword, { content, newPassword: b64('Again#2026safe'), type: 1, verifiyCode, ...proof });
const change = (phoneNo: string, verifiyCode: string, proof: Proof, token: string) =>
  gw.call(contract.account.updatePassword, { phoneNo, oldPassword: b64(password), newPassword: b64('Changed#2026ok'), verifiyCode, ...proof }, token);

/** The refusal a password login gives a made-up proof: the one every form must give. */
async function loginsRefusal() {
  const login = await gw.call(contract.account.passwordLogin, { ...loginInput('demo_user', 'Demo@2026pass'), ...madeUp, scene: 'nc_login' });
  return { status: login.status, message: login.body.message, code: login.body.code };
}

const refusalOf = (answer: Awaited<ReturnType<typeof register>>) => ({ status: answer.status, message: answer.body.message, code: answer.body.code });

async function registered(phoneNo: string, account: string) {
  const { code, proof } = await sentCode(gw, t.database, phoneNo, 0);
  expect((await register(phoneNo, account, code, proof)).status).toBe(200);
  gw.advance(61_000);
}

describe(`slider proofs of the account forms (${testEngine})`, () => {
  it('refuses register, find password and password change with a made-up proof, as login does', async () => {
    const refusal = await loginsRefusal();
    expect(refusal).toEqual({ status: 400, message: captchaFailed, code: 40010 });

    const { code } = await sentCode(gw, t.database, '13911130001', 0);
    expect(refusalOf(await register('13911130001', 'proof_reg', code, madeUp))).toEqual(refusal);
    // A real proof with a forged signature, and one of the login scene, are made up as well.
    expect(refusalOf(await register('13911130001', 'proof_reg', code, { ...(await sliderProof(gw, 'nc_register')), sig: 'forged' }))).toEqual(refusal);
    expect(refusalOf(await register('13911130001', 'proof_reg', code, await sliderProof(gw, 'nc_login')))).toEqual(refusal);

    await registered('13911130002', 'proof_reset');
    const reset = await sentCode(gw, t.database, '13911130002', 2);
    expect(refusalOf(await retrieve('13911130002', reset.code, { ...madeUp, scene: 'nc_message' }))).toEqual(refusal);

    await registered('13911130003', 'proof_change');
    const token = (await gw.call(contract.account.passwordLogin, { ...loginInput('proof_change', password), ...(await sliderProof(gw)) })).body.data!.tokenInfo.access_token;
    const changeCode = await sentCode(gw, t.database, '13911130003', 0);
    expect(refusalOf(await change('13911130003', changeCode.code, { ...madeUp, scene: 'nc_other' }, token))).toEqual(refusal);

    // The refusals spent no code: with a real proof each form goes through.
    expect((await register('13911130001', 'proof_reg', code, await sliderProof(gw, 'nc_register'))).status).toBe(200);
    expect((await retrieve('13911130002', reset.code, reset.proof)).status).toBe(200);
    expect((await change('13911130003', changeCode.code, changeCode.proof, token)).status).toBe(200);
  });

  it('takes the proof the code’s send spent, once, for that phone and purpose only', async () => {
    const { code, proof } = await sentCode(gw, t.database, '13911130010', 0);
    // Not for another phone, not for another purpose, not for another send.
    expect((await register('13911130011', 'proof_other', code, proof)).body.message).toBe(captchaFailed);
    expect((await retrieve('13911130010', code, proof)).body.message).toBe(captchaFailed);
    gw.advance(61_000);
    expect((await gw.call(contract.account.sendSms, { phoneNo: '13911130010', messageType: 0, ...proof })).body.message).toBe(captchaFailed);

    // A refused form (a wrong code) leaves it for the next try; the form that goes through spends it.
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await register('13911130010', 'proof_once', wrong, proof)).body.message).toMatch(/验证码/);
    expect((await register('13911130010', 'proof_once', code, proof)).status).toBe(200);
    expect((await register('13911130010', 'proof_twice', code, proof)).body.message).toBe(captchaFailed);
  });

  it('lets a send’s proof vouch only while its code lives, and a fresh one for its 2 minutes', async () => {
    const { code, proof } = await sentCode(gw, t.database, '13911130020', 0);
    gw.advance(10 * 60_000 + 1_000);
    expect((await register('13911130020', 'proof_late', code, proof)).body.message).toBe(captchaFailed);

    const fresh = await sliderProof(gw, 'nc_register');
    gw.advance(121_000);
    const again = await sentCode(gw, t.database, '13911130020', 0);
    expect((await register('13911130020', 'proof_late', again.code, fresh)).body.message).toBe(captchaFailed);
    expect((await register('13911130020', 'proof_late', again.code, again.proof)).status).toBe(200);
  });
});
