import { createVerify, generateKeyPairSync } from 'node:crypto';
import { wechatAuthorization } from './wechat-native';

describe('WeChat Pay native', () => {
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
