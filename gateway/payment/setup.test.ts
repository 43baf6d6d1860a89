import { generateKeyPairSync } from 'node:crypto';
import { gatewayModes } from '@/core/env/gateway-mode';
import { channelVariables, paymentSetupFromEnv } from './setup';

const key = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const wechat = {
  WECHAT_PAY_MCHID: '1900000001',
  WECHAT_PAY_APPID: 'wx0000',
  WECHAT_PAY_SERIAL_NO: 'ABC',
  WECHAT_PAY_PRIVATE_KEY: key.replace(/\n/g, '\\n'),
  WECHAT_PAY_NOTIFY_URL: 'https://portal.example.cn/notify',
};
const online = { ONLINE_PAY_CREATE_URL: 'https://pay.example.cn/create', ONLINE_PAY_QUERY_URL: 'https://pay.example.cn/query', ONLINE_PAY_APP_KEY: 'k', ONLINE_PAY_PAYEE_NO: 'HM1' };

const shape = (env: Record<string, string>, mode: (typeof gatewayModes)[number]) => {
  const { sandbox, channels, problems, warnings, wechat: w, online: o } = paymentSetupFromEnv(env, mode);
  return { sandbox, channels, problems, warnings, providers: [w?.name, o?.name] };
};

describe('paymentSetupFromEnv', () => {
  it.each(['development', 'test', 'demo'] as const)('opens the sandbox for both channels in %s mode when nothing is configured', (mode) => {
    expect(shape({}, mode)).toEqual({ sandbox: true, channels: { wechat: 'sandbox', online: 'sandbox' }, problems: [], warnings: [], providers: ['sandbox', 'sandbox'] });
  });

  it('keeps the sandbox shut in production mode unless the operator opens it, so both channels are off', () => {
    expect(shape({}, 'production')).toEqual({ sandbox: false, channels: { wechat: 'off', online: 'off' }, problems: [], warnings: [], providers: [undefined, undefined] });
    expect(shape({ PAYMENT_SANDBOX: 'off' }, 'production').sandbox).toBe(false);
  });

  it('opens the sandbox in production only on an explicit PAYMENT_SANDBOX=on, with a warning', () => {
    for (const value of ['on', 'true', '1', 'ON']) {
      const setup = shape({ PAYMENT_SANDBOX: value }, 'production');
      expect(setup).toMatchObject({ sandbox: true, channels: { wechat: 'sandbox', online: 'sandbox' }, problems: [] });
      expect(setup.warnings).toEqual([expect.stringMatching(/^PAYMENT_SANDBOX=on in production mode.*演示环境/)]);
    }
  });

  it('lets PAYMENT_SANDBOX=off close the sandbox in every mode', () => {
    for (const mode of gatewayModes) expect(shape({ PAYMENT_SANDBOX: 'off' }, mode)).toMatchObject({ sandbox: false, channels: { wechat: 'off', online: 'off' }, problems: [] });
  });

  it('refuses a PAYMENT_SANDBOX it cannot read, and keeps the sandbox shut meanwhile', () => {
    const setup = shape({ PAYMENT_SANDBOX: 'yes please' }, 'development');
    expect(setup.sandbox).toBe(false);
    expect(setup.problems).toEqual(['PAYMENT_SANDBOX must be on or off, not "yes please"']);
  });

  it.each(gatewayModes)('takes the real providers when their whole configuration is present (%s mode)', (mode) => {
    expect(shape({ ...wechat, ...online }, mode)).toMatchObject({ channels: { wechat: 'real', online: 'real' }, problems: [], providers: ['wechat', 'cashier'] });
  });

  it('serves one channel for real and the other from the sandbox when only one is configured', () => {
    expect(shape(wechat, 'demo')).toMatchObject({ channels: { wechat: 'real', online: 'sandbox' }, providers: ['wechat', 'sandbox'] });
    expect(shape(online, 'production')).toMatchObject({ channels: { wechat: 'off', online: 'real' }, providers: [undefined, 'cashier'] });
  });

  it.each(channelVariables.wechat.needs)('names %s when it is the one WeChat Pay variable missing, and closes the channel instead of falling back', (name) => {
    for (const mode of gatewayModes) {
      const setup = shape({ ...wechat, [name]: '' }, mode);
      expect(setup.problems).toHaveLength(1);
      expect(setup.problems[0]).toMatch(new RegExp(`^${name} missing: WeChat Pay needs all of WECHAT_PAY_MCHID, `));
      expect(setup.channels.wechat).toBe('off');
      expect(setup.providers[0]).toBeUndefined();
    }
  });

  it.each(channelVariables.online.needs)('names %s when it is the one cashier variable missing', (name) => {
    const setup = shape({ ...online, [name]: '' }, 'production');
    expect(setup.problems).toEqual([expect.stringMatching(new RegExp(`^${name} missing: the online cashier needs all of`))]);
    expect(setup.channels.online).toBe('off');
  });

  it('names every missing variable of a channel at once', () => {
    const setup = shape({ WECHAT_PAY_MCHID: '1900000001', ONLINE_PAY_CREATE_URL: 'https://pay.example.cn/create' }, 'test');
    expect(setup.problems).toEqual([
      expect.stringMatching(/^WECHAT_PAY_APPID, WECHAT_PAY_SERIAL_NO, WECHAT_PAY_PRIVATE_KEY, WECHAT_PAY_NOTIFY_URL missing: /),
      expect.stringMatching(/^ONLINE_PAY_QUERY_URL, ONLINE_PAY_APP_KEY, ONLINE_PAY_PAYEE_NO missing: /),
    ]);
    expect(setup.channels).toEqual({ wechat: 'off', online: 'off' });
  });

  it('does not count ONLINE_PAY_PAYEE_NO alone as a cashier configuration (the portal sends it to a real gateway too)', () => {
    expect(shape({ ONLINE_PAY_PAYEE_NO: 'HM1' }, 'production')).toMatchObject({ problems: [], channels: { online: 'off' } });
    expect(shape({ ONLINE_PAY_PAYEE_NO: 'HM1' }, 'demo')).toMatchObject({ problems: [], channels: { online: 'sandbox' } });
  });

  it('refuses values that cannot work: a private key that is not PEM, an address that is not http(s)', () => {
    const setup = shape({ ...wechat, WECHAT_PAY_PRIVATE_KEY: 'not a key', ...online, ONLINE_PAY_QUERY_URL: 'ftp://pay.example.cn/q' }, 'production');
    expect(setup.problems).toEqual([expect.stringMatching(/^WECHAT_PAY_PRIVATE_KEY must be the merchant API private key in PEM form/), 'ONLINE_PAY_QUERY_URL must be an http(s) URL']);
    expect(setup.channels).toEqual({ wechat: 'off', online: 'off' });
  });
});
