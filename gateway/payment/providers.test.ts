import { createVerify, generateKeyPairSync } from 'node:crypto';
import { paymentSetupFromEnv } from './providers';
import { wechatAuthorization } from './wechat-native';

describe('payment providers from the environment', () => {
  it('uses the sandbox for both channels by default, real providers being off', () => {
    const setup = paymentSetupFromEnv({});
    expect(setup).toMatchObject({ sandbox: true, wechat: { name: 'sandbox' }, online: { name: 'sandbox' } });
  });

  it('closes channels without a provider when the sandbox is off', () => {
    expect(paymentSetupFromEnv({ PAYMENT_SANDBOX: 'off' })).toEqual({ sandbox: false, wechat: undefined, online: undefined });
  });

  it('takes a real provider only when all of its variables are set', () => {
    const wechat = { WECHAT_PAY_MCHID: '1900000001', WECHAT_PAY_APPID: 'wx0000', WECHAT_PAY_SERIAL_NO: 'ABC', WECHAT_PAY_PRIVATE_KEY: 'k', WECHAT_PAY_NOTIFY_URL: 'https://x/notify' };
    expect(paymentSetupFromEnv(wechat).wechat?.name).toBe('wechat');
    expect(paymentSetupFromEnv({ ...wechat, WECHAT_PAY_SERIAL_NO: '' }).wechat?.name).toBe('sandbox');
    expect(paymentSetupFromEnv({ ONLINE_PAY_CREATE_URL: 'https://pay/create', ONLINE_PAY_APP_KEY: 'k', ONLINE_PAY_PAYEE_NO: 'HM1' }).online?.name).toBe('cashier');
  });

  it('signs WeChat Pay v3 requests so the merchant’s public key verifies them', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const config = { mchid: '1900000001', appid: 'wx0000', serialNo: 'SERIAL1', notifyUrl: 'https://x/n', privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() };
    const now = new Date('2026-11-22T02:00:00Z');
    const header = wechatAuthorization(config, 'POST', '/v3/pay/transactions/native', '{"a":1}', now);
    const fields = Object.fromEntries([...header.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    expect(header.startsWith('WECHATPAY2-SHA256-RSA2048 ')).toBe(true);
    expect(fields).toMatchObject({ mchid: '1900000001', serial_no: 'SERIAL1', timestamp: String(now.getTime() / 1000) });
    const message = `POST\n/v3/pay/transactions/native\n${fields.timestamp}\n${fields.nonce_str}\n{"a":1}\n`;
    expect(createVerify('RSA-SHA256').update(message).verify(publicKey, fields.signature, 'base64')).toBe(true);
  });
});
