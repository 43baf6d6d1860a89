import { contract } from '@/core/contract';
import { messages } from '@/core/messages';
import { lockout } from '../auth/password-lockout';
import { latestOutboxText } from '../sms/codes';
import { smsSetupFromEnv } from '../sms/setup';
import { b64, loginInput, sentCode, sliderProof, smsCode } from '../testing/accounts';
import { testGateway } from '../testing/gateway-client';
import { openTestDatabase, testEngine, type TestDatabase } from '../testing/test-database';

// Issue 39 item 4: ten wrong passwords from anywhere used to lock the account's password login for its
// owner too. Now a network's failures lock that network out (decision 0048); many networks together ask
// the unknown ones for the SMS code; the owner's code login lifts it all. Issue 61 item 3: where the
// password alone is not let in, the right one sends the phone a code, and a wrong one reads the same
// (decision 0074).

const asked = { status: 429, message: messages.loginPhoneAsked };
const answerOf = (reply: { status: number; body: { message?: string | null } }) => ({ status: reply.status, message: reply.body.message });

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
  expect(answerOf(await login(account, 'Wrong#2026pass10', ip))).toEqual(asked);
}

/** The newest text sent to a phone, and when it was the same before. */
const outbox = (phone: string) => latestOutboxText(t.database.db, phone);

/** A code the phone was sent after `before` (the outbox's newest text), once the send behind the answer is done. */
async function codeSentAfter(phone: string, before: string | undefined): Promise<string | undefined> {
  for (let i = 0; i < 100; i++) {
    const text = await outbox(phone);
    if (text !== before) return /(\d{6})/.exec(text ?? '')?.[1];
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return undefined;
}

describe(`password lockout per account and network (${testEngine})`, () => {
  it('locks out the stranger’s address, not the owner’s; the owner’s code login lifts it', async () => {
    await newAccount('lock_target', '13911120001');
    const stranger = '203.0.113.66';
    const owner = '198.51.100.20';
    await failTenTimes('lock_target', stranger);

    expect((await login('lock_target', password, owner)).status).toBe(200);
    // The stranger's network is not let in by the password alone: a wrong one reads as the right one, and
    // only the right one sends the phone a code.
    const before = await outbox('13911120001');
    expect(answerOf(await login('lock_target', 'Wrong#2026again', stranger))).toEqual(asked);
    expect(await codeSentAfter('13911120001', before)).toBeUndefined();
    expect(answerOf(await login('lock_target', password, stranger))).toEqual(asked);
    expect(await codeSentAfter('13911120001', before)).toMatch(/^\d{6}$/);

    gw.advance(61_000);
    expect((await codeLogin('13911120001', owner)).status).toBe(200);
    expect((await login('lock_target', password, stranger)).status).toBe(200);
  });

  it('counts the addresses of one IPv6 /64 as one network', async () => {
    await newAccount('v6_target', '13911120002');
    for (let i = 1; i < lockout.failures; i++) expect((await login('v6_target', `Wrong#2026pass${i}`, `2001:db8:66:1::${i}`)).status).toBe(401);
    expect(answerOf(await login('v6_target', 'Wrong#2026pass10', '2001:db8:66:1::a'))).toEqual(asked);
    expect(answerOf(await login('v6_target', password, '2001:db8:66:1:ffff::1'))).toEqual(asked);
    expect((await login('v6_target', password, '2001:db8:66:2::1')).status).toBe(200);
  });

  it('past the ceiling from many networks, asks a network the account never used for the code, whatever the password', async () => {
    await newAccount('many_target', '13911120003');
    const home = '198.51.100.30';
    expect((await login('many_target', password, home)).status).toBe(200);
    for (let n = 0; n < lockout.ceiling / lockout.failures; n++) await failTenTimes('many_target', `203.0.113.${100 + n}`);

    const cafe = '192.0.2.44';
    for (const attempt of [password, 'Wrong#2026other']) expect(answerOf(await login('many_target', attempt, cafe))).toEqual(asked);
    gw.advance(61_000);
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
    expect(answerOf(await login('patient_target', password, '203.0.113.150'))).toEqual(asked);
    expect(answerOf(await login('patient_target', password, '192.0.2.150'))).toEqual(asked);
    gw.advance(lockout.lockMs + 60_000);
    expect((await login('patient_target', password, '203.0.113.150')).status).toBe(200);
    expect((await login('patient_target', password, '192.0.2.151')).status).toBe(200);
  });

  it('leaves the owner a way in after the attack of issue 61 item 3: failures from three networks and the SMS budget spent', async () => {
    const budget = 20;
    const attacked = testGateway(t.database, new Date('2026-12-04T02:00:00Z'), { sms: smsSetupFromEnv({ SMS_HOURLY_BUDGET: String(budget) }, 'test') });
    const as = (username: string, pass: string, ip: string) =>
      sliderProof(attacked).then((proof) => attacked.call(contract.account.passwordLogin, { ...loginInput(username, pass), ...proof }, undefined, { clientIp: ip }));
    const phone = '13911120005';
    const { code: verifiyCode, proof } = await sentCode(attacked, t.database, phone, 0);
    expect((await attacked.call(contract.account.register, { phoneNo: phone, account: 'besieged', email: 'besieged@example.cn', password: b64(password), verifiyCode, origin: 'portal', ...proof })).status).toBe(200);
    attacked.advance(61_000);
    // The stranger spends the owner's codes: login and reset codes to the owner's phone a round a minute until
    // refused, and the budget with codes to new phones.
    let pumped = 0;
    for (let round = 0; round < 8; round++) {
      const sends = [
        attacked.call(contract.account.sendLoginSms, { phoneNo: phone, messageType: 10, ...(await sliderProof(attacked, 'nc_login')) }, undefined, { clientIp: `198.51.${round}.9` }),
        attacked.call(contract.account.sendSms, { phoneNo: phone, messageType: 2, ...(await sliderProof(attacked, 'nc_message')) }, undefined, { clientIp: `198.51.${round}.9` }),
        ...[0, 1, 2].map(async (i) => attacked.call(contract.account.sendSms, { phoneNo: `199130${round}${i}000`, messageType: 0, ...(await sliderProof(attacked, 'nc_register')) }, undefined, { clientIp: `100.64.${round}.${i}` })),
      ];
      for (const sent of await Promise.all(sends)) if (sent.status === 200) pumped += 1;
      attacked.advance(61_000);
    }
    expect(pumped).toBeGreaterThan(0);
    const refused = await attacked.call(contract.account.sendLoginSms, { phoneNo: phone, messageType: 10, ...(await sliderProof(attacked, 'nc_login')) }, undefined, { clientIp: '172.16.5.5' });
    expect(refused.status).toBe(429);
    // Thirty failures from three networks: every new network is asked for the phone.
    for (let n = 0; n < 3; n++) for (let i = 1; i <= lockout.failures; i++) await as('besieged', `Wrong#2026pass${i}`, `203.0.113.${60 + n}`);

    // The owner, on a network the account never used, with the right password and the phone, gets in.
    const owner = '172.16.5.5';
    const before = await outbox(phone);
    expect(answerOf(await as('besieged', password, owner))).toEqual(asked);
    const code = await codeSentAfter(phone, before);
    expect(code).toMatch(/^\d{6}$/);
    const inside = await attacked.call(contract.account.codeLogin, { mobile: phone, verifyCode: code!, returnType: 'json', loginType: 'ORDINARY', fingerprint: 'fp' }, undefined, { clientIp: owner });
    expect(inside.status).toBe(200);
    // And the password alone works from there on.
    expect((await as('besieged', password, owner)).status).toBe(200);
  }, 120_000);

  it('with SMS off asks no network for the phone, which could not answer: only a locked network waits', async () => {
    const off = testGateway(t.database, new Date('2026-12-04T06:00:00Z'), { sms: smsSetupFromEnv({ SMS_PROVIDER: 'off' }, 'production') });
    const as = (username: string, pass: string, ip: string) =>
      sliderProof(off).then((proof) => off.call(contract.account.passwordLogin, { ...loginInput(username, pass), ...proof }, undefined, { clientIp: ip }));
    for (let n = 0; n < 3; n++) for (let i = 1; i <= lockout.failures; i++) await as('lock_target', `Wrong#2026pass${i}`, `203.0.113.${80 + n}`);
    const locked = await as('lock_target', password, '203.0.113.80');
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('登录失败次数过多，该账号的密码登录已暂停，请15分钟后再试');
    expect((await as('lock_target', password, '172.16.6.6')).status).toBe(200);
  });
});
