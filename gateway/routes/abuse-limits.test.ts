import { messages } from '@/core/messages';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contract } from '@/core/contract';
import type { Endpoint } from '@/core/contract/define';
import { toWire } from '@/core/contract/wire';
import { lockout } from '../auth/password-lockout';
import { ipLimits, subjectLimits } from '../auth/rate-limit';
import { smsRules } from '../sms/codes';
import { b64, givePhonesAccounts, loginInput, sliderProof } from '../testing/accounts';
import { testClient, testGateway } from '../testing/gateway-client';
import { pngBytes } from '../testing/images';
import { loginAs, pngFile } from '../testing/orders';
import { openTestDatabase, testEngine, type TestDatabase } from '../testing/test-database';

// Issue 9, item 2: every limit answers 429 with a Chinese message and Retry-After (seconds until the
// window frees up), and lets the request through again once the clock has moved that far.

let t: TestDatabase;
let gw: ReturnType<typeof testGateway>;
let storage: string;
let ipSeq = 0;
/** A fresh documentation address per test, so the limits of one test never touch another's. */
const freshIp = () => `198.51.100.${++ipSeq}`;

beforeAll(async () => {
  t = await openTestDatabase();
  storage = mkdtempSync(path.join(tmpdir(), 'gw-abuse-'));
  gw = testGateway(t.database, new Date('2026-11-22T02:00:00Z'), { storageDir: storage });
}, 120_000);
afterAll(async () => {
  await t.cleanup();
  rmSync(storage, { recursive: true, force: true });
});

interface Answer {
  status: number;
  retryAfter: string | null;
  message: string;
}

/** One call as the portal sends it, answering the status, Retry-After and message. */
async function send(entry: Endpoint, input: Record<string, unknown>, options: { ip?: string; token?: string; file?: File } = {}): Promise<Answer> {
  const { path: where, init } = toWire(entry, input, { clientIp: options.ip, token: options.token, file: options.file, client: testClient });
  const response = await gw.app.fetch(new Request(`http://gateway.test/${where}`, init));
  const body = (await response.json()) as { message?: string };
  return { status: response.status, retryAfter: response.headers.get('retry-after'), message: body.message ?? '' };
}

const chinese = /[\u4e00-\u9fa5]/;

/** Expects a 429 with a Chinese message and a Retry-After within `maxSeconds`; answers its seconds. */
function expectLimited(answer: Answer, maxSeconds: number): number {
  expect(answer.status).toBe(429);
  expect(answer.message).toMatch(chinese);
  expect(answer.retryAfter).toMatch(/^\d+$/);
  const seconds = Number(answer.retryAfter);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(maxSeconds);
  return seconds;
}

/**
 * Sends `max` requests that the limit lets through (whatever else refuses them), then one that it
 * refuses; moves the clock by Retry-After and sees the next one let through again.
 */
async function exhaust(max: number, windowMs: number, attempt: (i: number) => Promise<Answer>) {
  for (let i = 0; i < max; i++) expect((await attempt(i)).status).not.toBe(429);
  const refused = await attempt(max);
  const seconds = expectLimited(refused, windowMs / 1000);
  gw.advance(seconds * 1000);
  expect((await attempt(max + 1)).status).not.toBe(429);
  return refused;
}

const junkProof = { scene: 'nc_login', sessionId: 'junk', sig: 'junk', token: 'junk' };

describe(`per-IP limits (${testEngine})`, () => {
  it('password and code logins share the login limit per address', async () => {
    const ip = freshIp();
    const refused = await exhaust(ipLimits.login.max, ipLimits.login.windowMs, (i) =>
      i % 2
        ? send(contract.account.passwordLogin, { ...loginInput('nobody', 'Wrong#2026pass'), ...junkProof }, { ip })
        : send(contract.account.codeLogin, { mobile: '13955550001', verifyCode: '123456', returnType: 'json', loginType: 'ORDINARY', fingerprint: 'abc' }, { ip }),
    );
    expect(refused.message).toBe('操作过于频繁，请稍后再试');
    // Another address is not limited by this one.
    expect((await send(contract.account.codeLogin, { mobile: '13955550001', verifyCode: '123456', returnType: 'json', loginType: 'ORDINARY', fingerprint: 'abc' }, { ip: freshIp() })).status).toBe(400);
  });

  it('slider challenges count against the login limit', async () => {
    const ip = freshIp();
    await exhaust(ipLimits.login.max, ipLimits.login.windowMs, () => send(contract.captcha.challenge, { scene: 'nc_login' }, { ip }));
  });

  it('SMS sends per address (account codes and scene codes), over different phones', async () => {
    const ip = freshIp();
    let phone = 13960000000;
    // Phones of accounts: codes to new phones meet their own, lower limit first (sms-budget.test.ts).
    await givePhonesAccounts(t.database, Array.from({ length: ipLimits.sms.max + 2 }, (_, i) => String(phone + 1 + i)));
    await exhaust(ipLimits.sms.max, ipLimits.sms.windowMs, async (i) => {
      if (i % 2) return send(contract.identifier.detail, { identifier: '88.365.1/DEMO0001', mobile: String(++phone), effect: 'SEND', ...(await sliderProof(gw, 'nc_message')) }, { ip });
      return send(contract.account.sendSms, { phoneNo: String(++phone), messageType: 0, ...(await sliderProof(gw, 'nc_message')) }, { ip });
    });
  });

  it('registration per address', async () => {
    const ip = freshIp();
    await exhaust(ipLimits.register.max, ipLimits.register.windowMs, (i) =>
      send(contract.account.register, { phoneNo: `1397000${String(i).padStart(4, '0')}`, account: `abuse_${i}`, email: `a${i}@example.cn`, password: b64('Fresh#2026acct'), verifiyCode: '123456', origin: 'portal', ...junkProof }, { ip }),
    );
  });

  it('password reset per address', async () => {
    const ip = freshIp();
    await exhaust(ipLimits.reset.max, ipLimits.reset.windowMs, () =>
      send(contract.account.retrievePassword, { content: '13800000001', newPassword: b64('Fresh#2026acct'), type: 1, verifiyCode: '123456', ...junkProof }, { ip }),
    );
  });

  it('consultations per address, over different phones', async () => {
    const ip = freshIp();
    await exhaust(ipLimits.consult.max, ipLimits.consult.windowMs, (i) => send(contract.consult.add, consultation(`1398000${String(i).padStart(4, '0')}`), { ip }));
  });

  it('inquiries and trials per address', async () => {
    const { token } = await loginAs(gw, 'demo_company');
    const ip = freshIp();
    const inquiry = { consultContent: '询价', companyName: '演示企业', contactPersonName: '张三', contactPersonphone: '13800000002', intentionProductReqs: [] };
    // The per-user inquiry limit equals the per-address one, so the address's refusal is the first.
    expect(subjectLimits.inquiryUser.max).toBeGreaterThanOrEqual(ipLimits.inquiry.max);
    await exhaust(ipLimits.inquiry.max, ipLimits.inquiry.windowMs, () => send(contract.consult.inquiry, inquiry, { ip, token }));
    const trial = { appId: 'x', companyPrefix: '88.365.1', packageProductId: 999999, productManagerId: 999999 };
    const tryIp = freshIp();
    await exhaust(ipLimits.trial.max, ipLimits.trial.windowMs, (i) => send(i % 2 ? contract.trial.apply : contract.trial.applyInConsole, trial, { ip: tryIp, token }));
  });

  it('uploads per address, across users', async () => {
    const tokens = await Promise.all(['demo_user', 'demo_company', 'demo_pending', 'demo_rejected', 'demo_user'].map(async (name) => (await loginAs(gw, name)).token));
    const ip = freshIp();
    const perUser = subjectLimits.uploadUser.max;
    // Each user stays under the per-user limit; together they pass the address's.
    await exhaust(ipLimits.upload.max, ipLimits.upload.windowMs, (i) => send(contract.account.uploadFile, {}, { ip, token: tokens[Math.floor(i / perUser) % tokens.length], file: pngFile() }));
  });

  it('without a trusted address there is no per-IP limit (the per-person ones still hold)', async () => {
    for (let i = 0; i <= ipLimits.login.max; i++) expect((await send(contract.captcha.challenge, { scene: 'nc_login' })).status).toBe(200);
  });
});

function consultation(phone: string) {
  return { industryCode: 'A', consultContent: '想了解标识解析', contactPersonName: '张三', contactPersonphone: phone, companyName: '演示企业' };
}

describe(`per-phone, per-user and per-account limits (${testEngine})`, () => {
  it('one SMS code per phone per minute; Retry-After is the seconds left', async () => {
    const phoneNo = '13990000001';
    const first = await send(contract.account.sendSms, { phoneNo, messageType: 0, ...(await sliderProof(gw, 'nc_message')) });
    expect(first.status).toBe(200);
    gw.advance(20_000);
    const again = await send(contract.account.sendSms, { phoneNo, messageType: 0, ...(await sliderProof(gw, 'nc_message')) });
    expect(expectLimited(again, 60)).toBe(40);
    gw.advance(40_000);
    expect((await send(contract.account.sendSms, { phoneNo, messageType: 0, ...(await sliderProof(gw, 'nc_message')) })).status).toBe(200);
  });

  it('the scene verification may send again after 10 s, as its resend countdown says (000 §4, §9)', async () => {
    const mobile = '13990000003';
    const sceneSend = async () => send(contract.identifier.detail, { identifier: '88.365.1/DEMO0001', mobile, effect: 'SEND', ...(await sliderProof(gw, 'nc_message')) });
    expect((await sceneSend()).status).toBe(200);
    gw.advance(5_000);
    expect(expectLimited(await sceneSend(), 10)).toBe(5);
    gw.advance(5_000);
    expect((await sceneSend()).status).toBe(200);
    gw.advance(smsRules.sceneResendMs);
    expect((await sceneSend()).status).toBe(200);
  });

  it('ten SMS codes per phone a day, free again at midnight in Beijing', async () => {
    const phoneNo = '13990000002';
    const mobile = phoneNo;
    for (let i = 0; i < smsRules.perDay; i++) {
      expect((await send(contract.identifier.detail, { identifier: '88.365.1/DEMO0001', mobile, effect: 'SEND', ...(await sliderProof(gw, 'nc_message')) })).status).toBe(200);
      gw.advance(smsRules.resendMs);
    }
    const refused = await send(contract.identifier.detail, { identifier: '88.365.1/DEMO0001', mobile, effect: 'SEND', ...(await sliderProof(gw, 'nc_message')) });
    const seconds = expectLimited(refused, 86_400);
    expect(refused.message).toBe('该手机号今日获取验证码次数已达上限，请明天再试');
    gw.advance(seconds * 1000);
    expect((await send(contract.identifier.detail, { identifier: '88.365.1/DEMO0001', mobile, effect: 'SEND', ...(await sliderProof(gw, 'nc_message')) })).status).toBe(200);
  });

  it('consultations per contact phone, with or without the +86 prefix', async () => {
    await exhaust(subjectLimits.consultPhone.max, subjectLimits.consultPhone.windowMs, (i) => send(contract.consult.add, consultation(i % 2 ? '+8613991000001' : '13991000001')));
  });

  it('inquiries per user', async () => {
    const { token } = await loginAs(gw, 'demo_company');
    const inquiry = { consultContent: '询价', companyName: '演示企业', contactPersonName: '张三', contactPersonphone: '13800000002', intentionProductReqs: [] };
    await exhaust(subjectLimits.inquiryUser.max, subjectLimits.inquiryUser.windowMs, () => send(contract.consult.inquiry, inquiry, { token }));
  });

  it('avatar and payment-proof uploads per user per hour', async () => {
    const { token } = await loginAs(gw, 'demo_pending');
    const refused = await exhaust(subjectLimits.uploadUser.max, subjectLimits.uploadUser.windowMs, () => send(contract.account.uploadFile, {}, { token, file: pngFile() }));
    expect(refused.message).toBe('上传过于频繁，请稍后再试');
  });

  it('identity documents: per hour, then 60 a day, free again when the oldest leaves the 24 hours', async () => {
    let { token } = await loginAs(gw, 'demo_rejected');
    const image = () => new File([new Uint8Array(pngBytes(96, 64))], 'licence.png', { type: 'image/png' });
    const upload = () => send(contract.prefix.upload, {}, { token, file: image() });
    await exhaust(subjectLimits.uploadUser.max, subjectLimits.uploadUser.windowMs, upload);
    // 31 made; the next window takes 29 more before the daily count of 60.
    for (let i = 0; i < 29; i++) expect((await upload()).status).toBe(200);
    gw.advance(3_600_000);
    // Tokens live two hours; the clock has moved past that.
    ({ token } = await loginAs(gw, 'demo_rejected'));
    const daily = await upload();
    const seconds = expectLimited(daily, 86_400);
    expect(daily.message).toBe('今日上传次数过多，请明天再试');
    expect(seconds).toBeGreaterThan(20 * 3600);
    gw.advance(seconds * 1000);
    ({ token } = await loginAs(gw, 'demo_rejected'));
    expect((await upload()).status).toBe(200);
  });

  it('a locked account answers 429 with the lock’s time left, and lets the right password in after it', async () => {
    const login = async (password: string) => send(contract.account.passwordLogin, { ...loginInput('demo_user', password), ...(await sliderProof(gw)) });
    for (let i = 0; i < lockout.failures - 1; i++) expect((await login('Wrong#2026pass')).status).toBe(401);
    const locking = await login('Wrong#2026pass');
    expect(expectLimited(locking, 900)).toBe(900);
    // SMS works here: the right password sends the phone a code meanwhile (decision 0074).
    expect(locking.message).toBe(messages.loginPhoneAsked);
    gw.advance(300_000);
    const still = await login('Demo@2026pass');
    expect(expectLimited(still, 900)).toBe(600);
    gw.advance(600_000);
    expect((await login('Demo@2026pass')).status).toBe(200);
  });
});
