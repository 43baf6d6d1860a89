import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { logger, redactedKeys } from '@/core/log/logger';
import { messages } from '@/core/messages';
import { smsCodes } from '../db/schema';
import type { GatewayMode } from '@/core/env/gateway-mode';
import { givePhonesAccounts } from '../testing/accounts';
import { startAliyunStandIn } from '../testing/aliyun-sms-stand-in';
import { loopbackAgent, startTencentStandIn, tencentStandInHost } from '../testing/tencent-sms-stand-in';
import { openTestDatabase, testEngine, type TestDatabase } from '../testing/test-database';
import { issueCode, latestOutboxText, newPhoneBudget, smsRules, verifyCode } from './codes';
import { smsSetupFromEnv, type SmsSetup } from './setup';
import { tencentProvider } from './tencent';

let t: TestDatabase;
let aliyun: Awaited<ReturnType<typeof startAliyunStandIn>>;
let tencent: Awaited<ReturnType<typeof startTencentStandIn>>;
const agent = loopbackAgent();
const aliyunKeys = { accessKeyId: 'LTAI5tCodesTest', accessKeySecret: 'codes-test-secret' };
const tencentKeys = { secretId: 'AKIDCodesTest', secretKey: 'codes-test-key' };

beforeAll(async () => {
  [t, aliyun, tencent] = await Promise.all([openTestDatabase({ seed: false }), startAliyunStandIn(aliyunKeys), startTencentStandIn(tencentKeys)]);
});
afterAll(async () => {
  agent.destroy();
  await Promise.all([t.cleanup(), aliyun.close(), tencent.close()]);
});
afterEach(() => {
  aliyun.refuse(undefined);
  tencent.refuse(undefined);
  jest.restoreAllMocks();
});

const start = new Date('2026-11-22T02:00:00Z');
const text = (code: string) => `【标识解析】您的验证码为${code}，10分钟内有效，请勿泄露。`;
const secret = 'codes-test-gateway-secret';
/** One request's context: the test database, a fixed moment, the gateway's key. */
const context = (mode: GatewayMode, sms: SmsSetup) => ({ db: t.database.db, now: start, mode, secret, sms });
const storedFor = (phone: string) => t.database.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));

const aliyunSetup = (): SmsSetup =>
  smsSetupFromEnv(
    {
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: aliyunKeys.accessKeyId,
      ALIYUN_SMS_ACCESS_KEY_SECRET: aliyunKeys.accessKeySecret,
      ALIYUN_SMS_SIGN_NAME: '标识解析',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_465900001',
      ALIYUN_SMS_ENDPOINT: `http://127.0.0.1:${aliyun.port}`,
    },
    'test',
  );
const tencentSetup = (): SmsSetup => ({
  kind: 'tencent',
  problems: [],
  provider: tencentProvider({
    ...tencentKeys,
    sdkAppId: '1400000001',
    signName: '标识解析',
    templateId: '2100001',
    region: 'ap-guangzhou',
    endpoint: { host: `${tencentStandInHost}:${tencent.port}`, protocol: 'http' },
    agent,
  }),
});

describe(`issuing a code through a real provider (${testEngine})`, () => {
  it('stores the code the provider was asked to send, and only that one verifies', async () => {
    const phone = '13800001001';
    const sending = context('production', aliyunSetup());
    expect(await issueCode(sending, phone, 'login', text)).toEqual({ ok: true, data: null, message: '验证码已发送' });
    const sent = aliyun.sent.at(-1)!;
    expect(sent.phoneNumbers).toBe(phone);
    // Production keeps no outbox: the code went to the provider only.
    expect(await latestOutboxText(t.database.db, phone)).toBeUndefined();
    const wrong = sent.templateParam.code === '000000' ? '000001' : '000000';
    expect((await verifyCode(sending, phone, 'login', wrong)).ok).toBe(false);
    expect((await verifyCode(sending, phone, 'login', sent.templateParam.code)).ok).toBe(true);
  });

  it.each([
    ['Alibaba Cloud', () => aliyun.refuse({ code: 'isv.BUSINESS_LIMIT_CONTROL', message: '触发天级流控Permits:10' }), aliyunSetup, '13800001002'],
    ['Tencent Cloud', () => tencent.refuse({ code: 'LimitExceeded.PhoneNumberDailyLimit', message: '单个手机号日下发短信条数超过设定的上限' }), tencentSetup, '13800001003'],
  ])('answers 短信发送失败，请重试 when %s refuses, keeps no code and uses none of the limits', async (_, refuse, setup, phone) => {
    const sending = context('production', setup());
    refuse();
    // More failures than a day allows, all at the same instant: none counts against the 60 s or daily rule.
    for (let i = 0; i <= smsRules.perDay; i++) {
      expect(await issueCode(sending, phone, 'account', text)).toEqual({ ok: false, status: 502, message: messages.smsFailed, code: 502, data: undefined });
    }
    expect(await storedFor(phone)).toEqual([]);
    aliyun.refuse(undefined);
    tencent.refuse(undefined);
    expect((await issueCode(sending, phone, 'account', text)).ok).toBe(true);
    expect(await storedFor(phone)).toHaveLength(1);
  });

  it('fails the send, rather than claiming it, when the chosen provider lacks variables or throws', async () => {
    const phone = '13800001004';
    const incomplete = smsSetupFromEnv({ SMS_PROVIDER: 'tencent' }, 'development');
    const throwing: SmsSetup = { kind: 'aliyun', problems: [], provider: { name: 'aliyun', send: () => Promise.reject(new Error('socket hang up')) } };
    const warn = jest.spyOn(logger(), 'warn');
    for (const sms of [incomplete, throwing]) {
      const answer = await issueCode(context('development', sms), phone, 'login', text);
      expect(answer).toMatchObject({ ok: false, status: 502, message: messages.smsFailed });
    }
    expect(await storedFor(phone)).toEqual([]);
    // The operator's log says why; the person sees only the message above.
    expect(warn.mock.calls.map(([fields]) => (fields as { reason: string }).reason)).toEqual([expect.stringContaining('TENCENT_SMS_SECRET_ID is not set'), 'socket hang up']);
  });

  it('answers 短信服务未开通 (503, code 900) with SMS off, storing nothing', async () => {
    const phone = '13800001005';
    const answer = await issueCode(context('production', smsSetupFromEnv({ SMS_PROVIDER: 'off' }, 'production')), phone, 'login', text);
    expect(answer).toMatchObject({ ok: false, status: 503, message: messages.smsOff, code: 900 });
    expect(await storedFor(phone)).toEqual([]);
  });
});

describe(`stored codes (${testEngine})`, () => {
  it('keeps an HMAC under the gateway key, not a plain hash: another key does not verify the code, nor does the table alone give it away', async () => {
    const phone = '13800001009';
    const inTest = context('test', smsSetupFromEnv({}, 'test'));
    expect((await issueCode(inTest, phone, 'login', text)).ok).toBe(true);
    const code = /(\d{6})/.exec((await latestOutboxText(t.database.db, phone)) ?? '')![1];
    const [row] = await storedFor(phone);
    // What the table held before: SHA-256 of purpose, phone and code, a million guesses from any code.
    expect(row.codeHash).not.toBe(createHash('sha256').update(`login\u0000${phone}\u0000${code}`).digest('hex'));
    expect(row.codeHash).not.toContain(code);
    expect(await verifyCode({ ...inTest, secret: 'another-gateway-key' }, phone, 'login', code)).toMatchObject({ ok: false, status: 400 });
    expect(await verifyCode(inTest, phone, 'login', code)).toMatchObject({ ok: true });
  });
});

describe(`the outbox and the demo log line (${testEngine})`, () => {
  const outbox = (mode: GatewayMode) => smsSetupFromEnv({}, mode);

  it.each<GatewayMode>(['demo', 'development'])('in %s mode keeps the text in the outbox and writes the code to the log as one info line', async (mode) => {
    const phone = mode === 'demo' ? '13800001006' : '13800001007';
    const info = jest.spyOn(logger(), 'info');
    expect((await issueCode(context(mode, outbox(mode)), phone, 'reset', text)).ok).toBe(true);
    const code = /(\d{6})/.exec((await latestOutboxText(t.database.db, phone)) ?? '')![1];
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith({ service: 'gateway', mode, phone, purpose: 'reset', demoCode: code }, 'SMS code kept in the outbox, not sent');
    // The logger censors fields by name; the line's field must not be one of them, or the log would show [redacted].
    expect(redactedKeys).not.toContain('demoCode');
  });

  it('in test mode keeps the outbox but logs no code', async () => {
    const phone = '13800001008';
    const info = jest.spyOn(logger(), 'info');
    expect((await issueCode(context('test', outbox('test')), phone, 'login', text)).ok).toBe(true);
    expect(await latestOutboxText(t.database.db, phone)).toMatch(/^【标识解析】您的验证码为\d{6}/);
    expect(info).not.toHaveBeenCalled();
  });
});

describe(`the deployment's hourly SMS budget (${testEngine})`, () => {
  it('refuses every send once the hour has spent SMS_HOURLY_BUDGET codes over all phones, and new phones once they have spent half, saying each once in the log', async () => {
    const setup = { ...smsSetupFromEnv({ SMS_HOURLY_BUDGET: '4' }, 'test') };
    expect(setup.hourlyBudget).toBe(4);
    expect(newPhoneBudget(4)).toBe(2);
    await givePhonesAccounts(t.database, ['13900002011', '13900002012', '13900002013']);
    const warn = jest.spyOn(logger(), 'warn');
    // The budget counts what the last hour stored, whoever stored it: earlier tests' codes are long past.
    const at = new Date('2026-11-23T08:00:00Z');
    const send = (phone: string, moment = at) => issueCode({ db: t.database.db, now: moment, mode: 'test', secret, sms: setup }, phone, 'login', text);
    // Two new phones spend their share; a third waits for the hour, twice, and the log says so once.
    for (const phone of ['13900002001', '13900002002']) expect((await send(phone)).ok).toBe(true);
    const newRefused = await send('13900002003');
    expect(newRefused).toMatchObject({ ok: false, status: 429, message: messages.smsBudgetSpent });
    expect(await send('13900002004')).toMatchObject({ ok: false, status: 429 });
    // The accounts' phones still get theirs, up to the whole budget; then their scene codes wait too...
    for (const phone of ['13900002011', '13900002012']) expect((await send(phone)).ok).toBe(true);
    const scene = (phone: string) => issueCode({ db: t.database.db, now: at, mode: 'test', secret, sms: setup }, phone, 'scene:88.365.1/A', text);
    expect(await scene('13900002013')).toMatchObject({ ok: false, status: 429, message: messages.smsBudgetSpent });
    expect(await scene('13900002013')).toMatchObject({ ok: false, status: 429 });
    // ...while their own login, reset and password-change codes go on, each phone its share, up to the
    // ceiling of twice the budget (decision 0074).
    const own = (phone: string, purpose: string) => issueCode({ db: t.database.db, now: at, mode: 'test', secret, sms: setup }, phone, purpose, text);
    for (const [phone, purpose] of [['13900002013', 'login'], ['13900002011', 'reset'], ['13900002012', 'reset'], ['13900002013', 'account']]) expect((await own(phone, purpose)).ok).toBe(true);
    expect(await own('13900002011', 'account')).toMatchObject({ ok: false, status: 429, message: messages.smsBudgetSpent });
    const lines = warn.mock.calls.map(([, line]) => String(line));
    expect(lines.filter((line) => line.startsWith('SMS hourly budget spent'))).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith('SMS ceiling reached'))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('phones without an account'))).toHaveLength(1);
    // An hour after the first codes, the budget frees up again.
    expect((await send('13900002006', new Date(at.getTime() + 3_600_001))).ok).toBe(true);
  });

  it('frees a new phone’s place in the share once that phone has an account', async () => {
    const setup = smsSetupFromEnv({ SMS_HOURLY_BUDGET: '4' }, 'test');
    const at = new Date('2026-11-25T08:00:00Z');
    const send = (phone: string) => issueCode({ db: t.database.db, now: at, mode: 'test', secret, sms: setup }, phone, 'account', text);
    for (const phone of ['13900003001', '13900003002']) expect((await send(phone)).ok).toBe(true);
    expect(await send('13900003003')).toMatchObject({ ok: false, status: 429 });
    // The first one registered: its code was a person's, not a pump's.
    await givePhonesAccounts(t.database, ['13900003001']);
    expect((await send('13900003003')).ok).toBe(true);
  });

  it('is 500 an hour unless set, and a setting that is not a positive whole number is a start-up problem', () => {
    expect(smsSetupFromEnv({}, 'test').hourlyBudget).toBe(500);
    expect(smsSetupFromEnv({ SMS_HOURLY_BUDGET: 'lots' }, 'test').problems).toEqual(['SMS_HOURLY_BUDGET=lots is not a positive whole number']);
    expect(smsSetupFromEnv({ SMS_HOURLY_BUDGET: '0' }, 'test').problems).toHaveLength(1);
  });
});
