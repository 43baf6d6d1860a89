import { contract } from '@/core/contract';
import { lockout } from '../auth/password-lockout';
import { b64, loginInput, sentCode, sliderProof, smsCode } from '../testing/accounts';
import { testGateway } from '../testing/gateway-client';
import { openTestDatabase, testEngine, type TestDatabase } from '../testing/test-database';
import { codeOnlyMessage } from './account';

// Issue 39 item 4: ten wrong passwords from anywhere used to lock the account's password login for its
// owner too. Now a network's failures lock that network out (decision 0048); many networks together ask
// the unknown ones for the SMS code; the owner's code login lifts it all.

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

/** A password login from an address, as the portal forwards the visitor's. */
async function login(username: string, pass: string, ip: string) {
  return gw.call(contract.account.passwordLogin, { ...loginInput(username, pass), ...(await sliderProof(gw)) }, undefined, { clientIp: ip });
}

async function codeLogin(mobile: string, ip: string) {
  const verifyCode = await smsCode(gw, t.database, mobile, 10);
  return gw.call(contract.account.codeLogin, { mobile, verifyCode, returnType: 'json', loginType: 'ORDINARY', fingerprint: 'fp' }, undefined, { clientIp: ip });
}

async function newAccount(account: string, phoneNo: string) {
  const { code: verifiyCode, proof } = await sentCode(gw, t.database, phoneNo, 0);
  const made = await gw.call(contract.account.register, { phoneNo, account, email: `${account}@example.cn`, password: b64(password), verifiyCode, origin: 'portal', ...proof });
  expect(made.status).toBe(200);
  // The registration's code went to this phone: one code per phone per 60 s.
  gw.advance(61_000);
}

/** Ten wrong passwords from `ip`: the tenth locks that network out. */
async function failTenTimes(account: string, ip: string) {
  for (let i = 1; i < lockout.failures; i++) expect((await login(account, `Wrong#2026pass${i}`, ip)).status).toBe(401);
  const tenth = await login(account, 'Wrong#2026pass10', ip);
  expect(tenth.status).toBe(429);
  expect(tenth.body.message).toContain('15分钟');
}

describe(`password lockout per account and network (${testEngine})`, () => {
  it('locks out the stranger’s address, not the owner’s; the owner’s code login lifts it', async () => {
    await newAccount('lock_target', '13911120001');
    const stranger = '203.0.113.66';
    const owner = '198.51.100.20';
    await failTenTimes('lock_target', stranger);

    expect((await login('lock_target', password, owner)).status).toBe(200);
    // The stranger stays locked out, even with the right password.
    expect((await login('lock_target', password, stranger)).status).toBe(429);
    expect((await login('lock_target', password, stranger)).body.message).toContain('15分钟');

    expect((await codeLogin('13911120001', owner)).status).toBe(200);
    expect((await login('lock_target', password, stranger)).status).toBe(200);
  });

  it('counts the addresses of one IPv6 /64 as one network', async () => {
    await newAccount('v6_target', '13911120002');
    for (let i = 1; i < lockout.failures; i++) expect((await login('v6_target', `Wrong#2026pass${i}`, `2001:db8:66:1::${i}`)).status).toBe(401);
    expect((await login('v6_target', 'Wrong#2026pass10', '2001:db8:66:1::a')).status).toBe(429);
    expect((await login('v6_target', password, '2001:db8:66:1:ffff::1')).status).toBe(429);
    expect((await login('v6_target', password, '2001:db8:66:2::1')).status).toBe(200);
  });

  it('past the ceiling from many networks, asks a network the account never used for the code, whatever the password', async () => {
    await newAccount('many_target', '13911120003');
    const home = '198.51.100.30';
    expect((await login('many_target', password, home)).status).toBe(200);
    for (let n = 0; n < lockout.ceiling / lockout.failures; n++) await failTenTimes('many_target', `203.0.113.${100 + n}`);

    const cafe = '192.0.2.44';
    for (const attempt of [password, 'Wrong#2026other']) {
      const asked = await login('many_target', attempt, cafe);
      expect({ status: asked.status, message: asked.body.message }).toEqual({ status: 429, message: codeOnlyMessage });
    }
    // Where the owner logged in before, the password still works.
    expect((await login('many_target', password, home)).status).toBe(200);
    // The code login from the new network lifts it, and that network is known from then on.
    expect((await codeLogin('13911120003', cafe)).status).toBe(200);
    expect((await login('many_target', password, cafe)).status).toBe(200);
    expect((await login('many_target', password, '203.0.113.100')).status).toBe(200);
  });

  it('answers an unknown name as it answers an account, locks and ceiling alike', async () => {
    await failTenTimes('nobody_at_all', '203.0.113.77');
    expect((await login('nobody_at_all', password, '198.51.100.77')).status).toBe(401);
  });

  it('forgets a lock after 15 minutes, and the ceiling once the failures are 15 minutes old', async () => {
    await newAccount('patient_target', '13911120004');
    for (let n = 0; n < lockout.ceiling / lockout.failures; n++) await failTenTimes('patient_target', `203.0.113.${150 + n}`);
    expect((await login('patient_target', password, '203.0.113.150')).status).toBe(429);
    expect((await login('patient_target', password, '192.0.2.150')).body.message).toBe(codeOnlyMessage);
    gw.advance(lockout.lockMs + 60_000);
    expect((await login('patient_target', password, '203.0.113.150')).status).toBe(200);
    expect((await login('patient_target', password, '192.0.2.151')).status).toBe(200);
  });
});
