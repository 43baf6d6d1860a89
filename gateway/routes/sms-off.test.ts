import { eq } from 'drizzle-orm';
import { contract } from '@/core/contract';
import { messages } from '@/core/messages';
import { rateLimits, smsCodes } from '../db/schema';
import type { GatewayMode } from '@/core/env/gateway-mode';
import { smsSetupFromEnv } from '../sms/setup';
import { sliderProof } from '../testing/accounts';
import { testGateway } from '../testing/gateway-client';
import { openTestDatabase, testEngine, type TestDatabase } from '../testing/test-database';

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
}, 120_000);
afterAll(() => t.cleanup());

const ip = '203.0.113.7';
const phoneNo = '13955551234';

/** Every SMS action of the contract: register / change password, find password, code login, the scene gate. */
async function everySmsAction(gw: ReturnType<typeof testGateway>) {
  return [
    await gw.call(contract.account.sendSms, { phoneNo, messageType: 0, ...(await sliderProof(gw, 'nc_message')) }, undefined, { clientIp: ip }),
    await gw.call(contract.account.sendSms, { phoneNo, messageType: 2, ...(await sliderProof(gw, 'nc_message')) }, undefined, { clientIp: ip }),
    await gw.call(contract.account.sendLoginSms, { phoneNo, messageType: 10, ...(await sliderProof(gw, 'nc_login')) }, undefined, { clientIp: ip }),
    await gw.call(contract.identifier.detail, { identifier: '88.365.1/DEMO0001', mobile: phoneNo, effect: 'SEND', ...(await sliderProof(gw, 'nc_message')) }, undefined, { clientIp: ip }),
  ];
}

describe(`SMS off (${testEngine})`, () => {
  it.each<[string, Record<string, string>, GatewayMode]>([
    ['declared off by the operator', { SMS_PROVIDER: 'off' }, 'production'],
    ['declared off outside production too', { SMS_PROVIDER: 'off' }, 'demo'],
    ['never configured in production', {}, 'production'],
  ])('every SMS action says 短信服务未开通 with 503 and code 900 when %s, storing and counting nothing', async (_, env, mode) => {
    const gw = testGateway(t.database, undefined, { mode, sms: smsSetupFromEnv(env, mode) });
    for (const answer of await everySmsAction(gw)) {
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ success: false, message: messages.smsOff, code: 900 });
    }
    expect(await t.database.db.select().from(smsCodes).where(eq(smsCodes.phone, phoneNo))).toEqual([]);
    expect(await t.database.db.select().from(rateLimits).where(eq(rateLimits.key, `sms-ip:${ip}`))).toEqual([]);
  });

  it('sends (into the outbox) through the same routes when SMS is on, so the refusals above are about SMS alone', async () => {
    const gw = testGateway(t.database, undefined, { mode: 'test', sms: smsSetupFromEnv({}, 'test') });
    // Each purpose (account, reset, login, scene) has a quota of its own, so every one is sent.
    for (const answer of await everySmsAction(gw)) {
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe('验证码已发送');
    }
    expect(await t.database.db.select().from(smsCodes).where(eq(smsCodes.phone, phoneNo))).toHaveLength(4);
    expect(await t.database.db.select().from(rateLimits).where(eq(rateLimits.key, `sms-ip:${ip}`))).toHaveLength(1);
  });
});
