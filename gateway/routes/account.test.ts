import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contract } from '@/core/contract';
import { messages } from '@/core/messages';
import { basicAuthorization } from '@/core/contract/client-credentials';
import { openTestDatabase, testEngine, type TestDatabase } from '../testing/test-database';
import { testClient, testGateway } from '../testing/gateway-client';
import { b64, giveAccountsPassword, givePhonesAccounts, humanDrag, loginInput, passwordHashesOf, sentCode, sliderProof, smsCode } from '../testing/accounts';
import { wrongCredentials } from './account';
import { verifyPassword } from '../auth/password';
import { rehashesSettled } from '../auth/password-rehash';
import { uploads } from '../db/schema';
import { storeFile } from '../storage/files';
import { jpegWithGps, pngBytes } from '../testing/images';

let t: TestDatabase;
let gw: ReturnType<typeof testGateway>;
let storage: string;
const password = 'Demo@2026pass';

beforeAll(async () => {
  t = await openTestDatabase();
  storage = mkdtempSync(path.join(tmpdir(), 'gw-uploads-'));
  gw = testGateway(t.database, undefined, { storageDir: storage });
}, 120_000);
afterAll(async () => {
  await t.cleanup();
  rmSync(storage, { recursive: true, force: true });
});

async function login(username: string, pass = password) {
  return gw.call(contract.account.passwordLogin, { ...loginInput(username, pass), ...(await sliderProof(gw)) });
}

async function register(account: string, phoneNo: string, pass = 'Fresh#2026acct') {
  const { code: verifiyCode, proof } = await sentCode(gw, t.database, phoneNo, 0);
  return gw.call(contract.account.register, { phoneNo, account, email: `${account}@example.cn`, password: b64(pass), verifiyCode, origin: 'portal', ...proof });
}

describe(`password login (${testEngine})`, () => {
  it('logs each demo account in by name or phone, with tokens and the company', async () => {
    const company = await login('demo_company');
    expect(company.status).toBe(200);
    expect(company.body.data!.tokenInfo.expires_in).toBe(7200);
    expect(company.body.data!.userInfo.type).toBe('COMPANY_ADMIN');
    expect(company.body.data!.userInfo.companyDetails!.examineStatus).toBe(2);
    const byPhone = await login('13800000001');
    expect(byPhone.body.data!.userInfo.username).toBe('demo_user');
    expect(byPhone.body.data!.userInfo.type).toBe('ORDINARY');
  });

  it('also takes the fields as a JSON body', async () => {
    const response = await gw.app.fetch(
      new Request('http://gateway.test/platform-user-center/authentication/form', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: basicAuthorization(testClient) },
        body: JSON.stringify({ ...loginInput('demo_pending', password), ...(await sliderProof(gw)) }),
      }),
    );
    expect(response.status).toBe(200);
  });

  it('answers a wrong password and an unknown account alike', async () => {
    const wrong = await login('demo_rejected', 'Wrong#2026pass');
    const unknown = await login('nobody_here', 'Wrong#2026pass');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(wrongCredentials);
    expect(unknown.body.message).toBe(wrongCredentials);
  });

  it('stores a hash of the former setting again at the storage setting on the next right password, not on a wrong one', async () => {
    // Outside the run's lowered test cost, so the current setting is the storage setting (decision 0056).
    const cost = process.env.PASSWORD_TEST_COST;
    delete process.env.PASSWORD_TEST_COST;
    try {
      await giveAccountsPassword(t.database, ['former_setting'], password, 'former');
      const hashNow = async () => (await passwordHashesOf(t.database, ['former_setting']))[0];
      const former = await hashNow();
      expect(former).toMatch(/^scrypt\$131072\$8\$1\$/);

      expect((await login('former_setting', 'Demo@2026wrong')).status).toBe(401);
      await rehashesSettled();
      expect(await hashNow()).toBe(former);

      expect((await login('former_setting')).status).toBe(200);
      await rehashesSettled();
      const upgraded = await hashNow();
      expect(upgraded).toMatch(/^scrypt\$16384\$8\$5\$/);
      await expect(verifyPassword(password, upgraded)).resolves.toBe(true);

      expect((await login('former_setting')).status).toBe(200);
      await rehashesSettled();
      expect(await hashNow()).toBe(upgraded);
    } finally {
      process.env.PASSWORD_TEST_COST = cost;
    }
  });

  it('refuses a login without a passed captcha, and a replayed proof', async () => {
    const proof = await sliderProof(gw);
    const first = await gw.call(contract.account.passwordLogin, { ...loginInput('demo_user', password), ...proof });
    expect(first.status).toBe(200);
    const replay = await gw.call(contract.account.passwordLogin, { ...loginInput('demo_user', password), ...proof });
    expect(replay.status).toBe(400);
    const forged = await gw.call(contract.account.passwordLogin, { ...loginInput('demo_user', password), ...(await sliderProof(gw)), sig: 'forged' });
    expect(forged.status).toBe(400);
  });

  it('locks password login for 15 minutes after 10 failures in 15 minutes, then lets it in again', async () => {
    expect((await register('lock_me', '13911110001')).status).toBe(200);
    for (let i = 0; i < 9; i++) {
      expect((await login('lock_me', 'Wrong#2026pass')).status).toBe(401);
      gw.advance(60_000);
    }
    const tenth = await login('lock_me', 'Wrong#2026pass');
    expect(tenth.status).toBe(429);
    expect(tenth.body.message).toBe(messages.loginPhoneAsked);
    // Even the right password is not let in alone (it sends the phone a code: decision 0074).
    expect((await login('lock_me', 'Fresh#2026acct')).status).toBe(429);
    gw.advance(15 * 60_000);
    expect((await login('lock_me', 'Fresh#2026acct')).status).toBe(200);
  });

  it('does not lock for failures spread over more than 15 minutes', async () => {
    expect((await register('slow_typer', '13911110002')).status).toBe(200);
    for (let i = 0; i < 12; i++) {
      expect((await login('slow_typer', 'Wrong#2026pass')).status).toBe(401);
      gw.advance(2 * 60_000);
    }
  });
});

describe(`captcha (${testEngine})`, () => {
  it('expires a challenge after 2 minutes', async () => {
    const challenge = await gw.call(contract.captcha.challenge, { scene: 'nc_login' });
    gw.advance(121_000);
    const late = await gw.call(contract.captcha.solve, { sessionId: challenge.body.data!.sessionId, trace: humanDrag() });
    expect(late.status).toBe(400);
  });

  it('refuses a proof spent after 2 minutes, a jump, a five-point script and a proof of another scene', async () => {
    const proof = await sliderProof(gw);
    gw.advance(121_000);
    expect((await gw.call(contract.account.passwordLogin, { ...loginInput('demo_user', password), ...proof })).status).toBe(400);
    const challenge = await gw.call(contract.captcha.challenge, { scene: 'nc_login' });
    const jump = await gw.call(contract.captcha.solve, { sessionId: challenge.body.data!.sessionId, trace: [[0, 0], [300, 10]] });
    expect(jump.status).toBe(400);
    const scripted = await gw.call(contract.captcha.challenge, { scene: 'nc_login' });
    expect(scripted.body.data).not.toHaveProperty('target');
    const fivePoints = await gw.call(contract.captcha.solve, { sessionId: scripted.body.data!.sessionId, trace: [[0, 0], [65, 120], [130, 240], [195, 360], [260, 480]] });
    expect(fivePoints.status).toBe(400);
    const message = await sliderProof(gw, 'nc_message');
    expect((await gw.call(contract.account.passwordLogin, { ...loginInput('demo_user', password), ...message })).status).toBe(400);
  });
});

describe(`SMS codes (${testEngine})`, () => {
  it('sends once per 60 s and at most 10 a day per phone', async () => {
    const phoneNo = '13911110003';
    await smsCode(gw, t.database, phoneNo, 0);
    const again = await gw.call(contract.account.sendSms, { phoneNo, messageType: 0, ...(await sliderProof(gw, 'nc_message')) });
    expect(again.status).toBe(429);
    for (let i = 1; i < 10; i++) {
      gw.advance(61_000);
      await smsCode(gw, t.database, phoneNo, 0);
    }
    gw.advance(61_000);
    const eleventh = await gw.call(contract.account.sendSms, { phoneNo, messageType: 0, ...(await sliderProof(gw, 'nc_message')) });
    expect(eleventh.body.code).toBe(900);
  });

  it('logs in by code: single use, 10-minute life, void after 5 wrong tries', async () => {
    const mobile = '13800000004';
    const code = await smsCode(gw, t.database, mobile, 10);
    const input = { mobile, verifyCode: code, returnType: 'json', loginType: 'ORDINARY', fingerprint: 'fp' };
    expect((await gw.call(contract.account.codeLogin, input)).status).toBe(200);
    expect((await gw.call(contract.account.codeLogin, input)).status).toBe(400);

    gw.advance(61_000);
    const late = await smsCode(gw, t.database, mobile, 10);
    gw.advance(10 * 60_000 + 1);
    expect((await gw.call(contract.account.codeLogin, { ...input, verifyCode: late })).status).toBe(400);

    const tried = await smsCode(gw, t.database, mobile, 10);
    const wrong = tried === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await gw.call(contract.account.codeLogin, { ...input, verifyCode: wrong })).status).toBe(400);
    expect((await gw.call(contract.account.codeLogin, { ...input, verifyCode: tried })).status).toBe(400);
  });

  it('limits SMS per IP: 20 codes an hour, of which 10 to phones without an account', async () => {
    const ip = '203.0.113.7';
    const phones = Array.from({ length: 21 }, (_, i) => `1370000${String(i).padStart(4, '0')}`);
    const [fresh, accounts] = [phones.slice(0, 11), phones.slice(11)];
    await givePhonesAccounts(t.database, accounts);
    const statuses: number[] = [];
    for (const phoneNo of [...fresh, ...accounts]) {
      statuses.push((await gw.call(contract.account.sendSms, { phoneNo, messageType: 0, ...(await sliderProof(gw, 'nc_message')) }, undefined, { clientIp: ip })).status);
    }
    // The eleventh new phone is refused; the accounts' phones go on up to the address's 20 attempts.
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429, ...Array<number>(9).fill(200), 429]);
  });
});

describe(`sessions (${testEngine})`, () => {
  it('refreshes, and logout ends the refresh token and every older session', async () => {
    const first = (await login('demo_pending')).body.data!.tokenInfo;
    const second = (await login('demo_pending')).body.data!.tokenInfo;
    const refreshed = await gw.call(contract.account.refreshToken, { fingerprint: 'fp', grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(refreshed.status).toBe(200);
    const spent = await gw.call(contract.account.refreshToken, { fingerprint: 'fp', grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(spent.body.code).toBe(40112);
    const info = await gw.call(contract.account.userInfo, { level: 1, userId: 3 }, refreshed.body.data!.access_token);
    expect(info.status).toBe(200);
    await gw.call(contract.account.logout, { fingerprint: 'fp' }, second.access_token);
    expect((await gw.call(contract.account.userInfo, { level: 1, userId: 3 }, refreshed.body.data!.access_token)).body.code).toBe(40108);
    const afterLogout = await gw.call(contract.account.refreshToken, { fingerprint: 'fp', grant_type: 'refresh_token', refresh_token: refreshed.body.data!.refresh_token });
    expect(afterLogout.body.code).toBe(40112);
  });

  it('expires access tokens after 2 hours', async () => {
    const token = (await login('demo_user')).body.data!.tokenInfo.access_token;
    gw.advance(2 * 3_600_000 + 1);
    expect((await gw.call(contract.account.userInfo, { level: 1, userId: 1 }, token)).body.code).toBe(40107);
    expect((await gw.call(contract.account.userInfo, { level: 1, userId: 1 })).body.code).toBe(40106);
  });
});

describe(`registration and passwords (${testEngine})`, () => {
  it('registers an ordinary user, refuses a taken phone and a weak password', async () => {
    const made = await register('new_person', '13911110010');
    expect(made.status).toBe(200);
    const logged = await login('new_person', 'Fresh#2026acct');
    expect(logged.body.data!.userInfo.type).toBe('ORDINARY');
    gw.advance(61_000);
    expect((await register('other_person', '13911110010')).status).toBe(409);
    const weak = await register('weak_person', '13911110011', 'abcdef');
    expect(weak.status).toBe(400);
  });

  it('refuses a password from the breach list even when it scores as strong enough', async () => {
    const leaked = await register('leaky_person', '13911110019', 'Password1');
    expect({ status: leaked.status, message: leaked.body.message }).toEqual({ status: 400, message: messages.passwordBreached });
  });

  it('retrieves a password with an SMS code', async () => {
    await register('forgetful', '13911110012');
    gw.advance(61_000);
    const { code: verifiyCode, proof } = await sentCode(gw, t.database, '13911110012', 2);
    const reset = await gw.call(contract.account.retrievePassword, { content: '13911110012', newPassword: b64('Again#2026safe'), type: 1, verifiyCode, ...proof });
    expect(reset.status).toBe(200);
    expect((await login('forgetful', 'Again#2026safe')).status).toBe(200);
    expect((await login('forgetful', 'Fresh#2026acct')).status).toBe(401);
  });

  it('changes a password and ends the other sessions, not this one', async () => {
    await register('changer', '13911110013');
    const here = (await login('changer', 'Fresh#2026acct')).body.data!;
    const elsewhere = (await login('changer', 'Fresh#2026acct')).body.data!;
    gw.advance(61_000);
    const { code: verifiyCode, proof } = await sentCode(gw, t.database, '13911110013', 0);
    const userId = here.userInfo.userId;
    const wrongOld = await gw.call(contract.account.updatePassword, { phoneNo: '13911110013', oldPassword: b64('Nope#2026nope'), newPassword: b64('Changed#2026ok'), verifiyCode, ...proof }, here.tokenInfo.access_token);
    expect(wrongOld.status).toBe(400);
    const changed = await gw.call(contract.account.updatePassword, { phoneNo: '13911110013', oldPassword: b64('Fresh#2026acct'), newPassword: b64('Changed#2026ok'), verifiyCode, ...proof }, here.tokenInfo.access_token);
    expect(changed.status).toBe(200);
    expect((await gw.call(contract.account.userInfo, { level: 1, userId }, here.tokenInfo.access_token)).status).toBe(200);
    expect((await gw.call(contract.account.userInfo, { level: 1, userId }, elsewhere.tokenInfo.access_token)).body.code).toBe(40108);
  });
});

describe(`how a refused field is named (${testEngine})`, () => {
  it('names a refused field of the password change in Chinese, never by its wire name', async () => {
    const token = (await login('demo_user')).body.data!.tokenInfo.access_token;
    // A pasted old password of 200 characters is 268 in base64, over the contract's 256.
    const input = { phoneNo: '13911110013', oldPassword: b64('x'.repeat(200)), newPassword: b64('Changed#2026ok'), verifiyCode: '123456', ...(await sliderProof(gw, 'nc_other')) };
    const refused = await gw.call(contract.account.updatePassword, input, token);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('参数有误（旧密码）：内容过长或数值过大，请检查后重试');
    expect(refused.body.message).not.toMatch(/[A-Za-z]/);
  });

  it('leaves a field out of the message when it has no Chinese name: one no person fills in', async () => {
    const refused = await gw.call(contract.account.passwordLogin, { ...loginInput('demo_user', password), ...(await sliderProof(gw)), sig: 'x'.repeat(5_000) });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^参数有误：/);
    expect(refused.body.message).not.toMatch(/[A-Za-z]/);
  });
});

describe(`what a probe learns without the phone (${testEngine})`, () => {
  it('says nothing about a taken phone or name before the SMS code is right', async () => {
    const guessed = await gw.call(contract.account.register, { phoneNo: '13800000001', account: 'demo_user', email: 'x@example.cn', password: b64('Fresh#2026acct'), verifiyCode: '123456', origin: 'portal', ...(await sliderProof(gw, 'nc_register')) });
    expect(guessed.status).toBe(400);
    expect(guessed.body.message).toMatch(/验证码/);
  });

  it('lets one right code answer "name taken" at most five times', async () => {
    const { code: verifiyCode, proof } = await sentCode(gw, t.database, '13911110020', 0);
    const attempt = (account: string) => gw.call(contract.account.register, { phoneNo: '13911110020', account, email: 'p@example.cn', password: b64('Fresh#2026acct'), verifiyCode, origin: 'portal', ...proof });
    for (const name of ['demo_user', 'demo_company', 'demo_pending', 'demo_rejected', 'demo_user']) expect((await attempt(name)).status).toBe(409);
    const sixth = await attempt('free_name_probe');
    expect(sixth.status).toBe(400);
    expect(sixth.body.message).toBe('验证码已失效，请重新获取');
  });

  it('wants the SMS code before the old password, and counts wrong old passwords toward the lockout', async () => {
    await register('oracle_target', '13911110021');
    const session = (await login('oracle_target', 'Fresh#2026acct')).body.data!.tokenInfo.access_token;
    const change = async (oldPassword: string, verifiyCode: string) =>
      gw.call(contract.account.updatePassword, { phoneNo: '13911110021', oldPassword: b64(oldPassword), newPassword: b64('Changed#2026ok'), verifiyCode, ...(await sliderProof(gw, 'nc_other')) }, session);
    const noCode = await change('Fresh#2026acct', '000000');
    expect(noCode.body.message).not.toBe('旧密码错误');
    let answer: Awaited<ReturnType<typeof change>> | undefined;
    for (let round = 0; round < 2; round++) {
      gw.advance(61_000);
      const verifiyCode = await smsCode(gw, t.database, '13911110021', 0);
      for (let i = 0; i < 5; i++) answer = await change(`Guess#2026no${round}${i}`, verifiyCode);
    }
    expect(answer!.status).toBe(429);
    expect((await login('oracle_target', 'Fresh#2026acct')).status).toBe(429);
  });
});

describe(`uploads and avatar (${testEngine})`, () => {
  it('stores images checked by content and sets the avatar to an own upload only', async () => {
    const { tokenInfo, userInfo } = (await login('demo_user')).body.data!;
    const png = new Uint8Array(pngBytes(32, 24));
    const uploaded = await gw.call(contract.account.uploadFile, { file: new File([png], 'a.png', { type: 'image/png' }) }, tokenInfo.access_token);
    expect(uploaded.status).toBe(200);
    const disguised = await gw.call(contract.account.uploadFile, { file: new File(['<svg onload=alert(1)>'], 'b.png', { type: 'image/png' }) }, tokenInfo.access_token);
    expect(disguised.status).toBe(400);
    const set = await gw.call(contract.account.updateInfo, { userId: userInfo.userId, portrait: uploaded.body.data!.fullUrl }, tokenInfo.access_token);
    expect(set.status).toBe(200);
    const foreign = await gw.call(contract.account.updateInfo, { userId: userInfo.userId, portrait: 'https://evil.example/x.png' }, tokenInfo.access_token);
    expect(foreign.status).toBe(400);
    const served = await gw.app.fetch(new Request(`http://gateway.test/files/${uploaded.body.data!.fileName}`));
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const info = await gw.call(contract.account.userInfo, { level: 1, userId: userInfo.userId }, tokenInfo.access_token);
    expect(info.body.data!.basicInfo!.portrait).toBe(uploaded.body.data!.fullUrl);
  });
});

describe(`private uploads (${testEngine})`, () => {
  const png = () => new Uint8Array(pngBytes(32, 24));
  const fetchFile = (name: string, token?: string) => gw.app.fetch(new Request(`http://gateway.test/files/${name}`, { headers: token ? { accessToken: token } : {} }));

  it('serves an upload that is no avatar (a bank receipt) only to its owner and reviewers, never cached', async () => {
    const owner = (await login('demo_company')).body.data!.tokenInfo.access_token;
    const stranger = (await login('demo_user')).body.data!.tokenInfo.access_token;
    const name = (await gw.call(contract.account.uploadFile, { file: new File([png()], 'receipt.png', { type: 'image/png' }) }, owner)).body.data!.fileName!;
    expect((await fetchFile(name)).status).toBe(401);
    expect((await fetchFile(name, stranger)).status).toBe(403);
    const own = await fetchFile(name, owner);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
  });

  it('stores a payment proof without its EXIF, and refuses a broken or oversized picture in Chinese', async () => {
    const token = (await login('demo_company')).body.data!.tokenInfo.access_token;
    const photo = await jpegWithGps(240, 160);
    const uploaded = await gw.call(contract.account.uploadFile, { file: new File([new Uint8Array(photo)], 'receipt.jpg', { type: 'image/jpeg' }) }, token);
    const meta = await sharp(readFileSync(path.join(storage, uploaded.body.data!.fileName!))).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 240, height: 160 });
    expect(meta.exif).toBeUndefined();
    const send = (bytes: Uint8Array) => gw.call(contract.account.uploadFile, { file: new File([new Uint8Array(bytes)], 'p.png', { type: 'image/png' }) }, token);
    expect((await send(pngBytes(64, 40).subarray(0, 60))).body.message).toBe('图片文件已损坏或不完整，无法识别，请重新选择');
    expect((await send(pngBytes(30_000, 30_000, { rows: Buffer.alloc(10) }))).body.message).toBe('图片像素过大（超过2000万像素），请压缩后重新上传');
  });

  it('refuses a file name that cannot be stored and leaves no file behind', async () => {
    const token = (await login('demo_user')).body.data!.tokenInfo.access_token;
    const before = readdirSync(storage).length;
    const uploaded = await gw.call(contract.account.uploadFile, { file: new File([png()], 'a\u0000b\u001f.png', { type: 'image/png' }) }, token);
    expect(uploaded.status).toBe(200);
    expect(readdirSync(storage).length).toBe(before + 1);
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.fileName, uploaded.body.data!.fileName!));
    expect(row.originalName).toBe('ab.png');
  });

  it('removes the written file when its row cannot be stored', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'orphans-'));
    await expect(storeFile(dir, png(), 'png', async () => Promise.reject(new Error('insert failed')))).rejects.toThrow('insert failed');
    expect(readdirSync(dir)).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe(`consultation (${testEngine})`, () => {
  it('stores a consultation and refuses a bad one with field messages', async () => {
    const good = { industryCode: 'C', consultContent: '想了解标识解析', contactPersonName: '张伟', contactPersonphone: '+8613912345678', companyName: '宁波华翔' };
    expect((await gw.call(contract.consult.add, good)).status).toBe(200);
    const bad = await gw.call(contract.consult.add, { ...good, contactPersonName: 'Zhang' });
    expect(bad.status).toBe(400);
  });
});
