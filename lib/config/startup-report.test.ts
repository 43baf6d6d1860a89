import path from 'node:path';
import { reportFields, startupReport } from './startup-report';

const secret = { SESSION_SECRET: 'x'.repeat(32) };

describe('startupReport', () => {
  it('says what a newcomer’s development server runs: embedded gateway on PGlite, sandbox on both channels', () => {
    const report = startupReport({});
    expect(reportFields(report)).toEqual({
      mode: 'development',
      gateway: 'embedded',
      database: `PGlite in ${path.resolve('./data')}`,
      sms: 'outbox',
      wechatPay: 'sandbox',
      onlinePay: 'sandbox',
      paymentSandbox: 'on',
      cache: 'file system (.next cache of this instance)',
      siteUrl: 'http://localhost:3000 (default)',
    });
    expect(report).toMatchObject({ problems: [], warnings: [] });
  });

  it('runs the demo on a production build with the sandbox, and production with every channel off', () => {
    expect(reportFields(startupReport({ NODE_ENV: 'production', DEMO_MODE: 'on', ...secret }))).toMatchObject({ mode: 'demo', wechatPay: 'sandbox', paymentSandbox: 'on' });
    const production = startupReport({ NODE_ENV: 'production', SITE_URL: 'https://id.example.cn', SMS_PROVIDER: 'off', ...secret });
    expect(reportFields(production)).toMatchObject({ mode: 'production', wechatPay: 'off', onlinePay: 'off', paymentSandbox: 'off', siteUrl: 'https://id.example.cn' });
    expect(production).toMatchObject({ problems: [], warnings: [] });
  });

  it('names PostgreSQL by host and database, never with its password', () => {
    const report = startupReport({ DATABASE_URL: 'postgres://portal:s3cret@db.internal:5432/idportal?sslmode=require' });
    expect(reportFields(report).database).toBe('PostgreSQL db.internal:5432/idportal');
    expect(JSON.stringify(report)).not.toContain('s3cret');
  });

  it('leaves channels and database to a real gateway, without its credentials, but keeps the sandbox switch', () => {
    const report = startupReport({ NODE_ENV: 'production', GATEWAY_URL: 'https://user:pw@gw.example.cn/base?k=v', WECHAT_PAY_MCHID: '1', PAYMENT_SANDBOX: 'on', ...secret });
    expect(reportFields(report)).toMatchObject({
      gateway: 'real gateway at https://gw.example.cn/base',
      database: 'none here (the real gateway keeps its own)',
      wechatPay: 'decided by the real gateway',
      paymentSandbox: 'on',
    });
    expect(report.problems).toEqual([]);
    expect(report.warnings).toEqual([expect.stringMatching(/^PAYMENT_SANDBOX=on in production mode/)]);
  });

  it('collects every problem, each naming its variable: the environment’s and each subsystem’s', () => {
    const report = startupReport({ NODE_ENV: 'production', WECHAT_PAY_MCHID: '1900000001', WECHAT_PAY_APPID: 'wx', PAYMENT_SANDBOX: 'sometimes' });
    expect(report.problems).toEqual([
      expect.stringMatching(/^SESSION_SECRET: /),
      expect.stringMatching(/^SMS_PROVIDER is not set/),
      expect.stringMatching(/^WECHAT_PAY_SERIAL_NO, WECHAT_PAY_PRIVATE_KEY, WECHAT_PAY_NOTIFY_URL missing: /),
      'PAYMENT_SANDBOX must be on or off, not "sometimes"',
    ]);
    expect(reportFields(report).wechatPay).toBe('off');
  });

  it('warns when the operator opened the sandbox in production', () => {
    const report = startupReport({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'on', SMS_PROVIDER: 'off', ...secret });
    expect(report.problems).toEqual([]);
    expect(report.warnings).toHaveLength(1);
  });

  it('says who sends SMS codes, and refuses production when nobody does and SMS is not declared off', () => {
    expect(reportFields(startupReport({ DEMO_MODE: 'on', NODE_ENV: 'production', ...secret }))).toMatchObject({ sms: 'outbox' });
    expect(reportFields(startupReport({ NODE_ENV: 'production', SMS_PROVIDER: 'off', ...secret }))).toMatchObject({ sms: 'off' });
    const unset = startupReport({ NODE_ENV: 'production', ...secret });
    expect(unset.problems).toEqual([expect.stringMatching(/SMS_PROVIDER/)]);
    const partial = startupReport({ NODE_ENV: 'production', SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_ID: 'id', ...secret });
    expect(partial.problems.join('\n')).toMatch(/ALIYUN_SMS_ACCESS_KEY_SECRET/);
    expect(reportFields(startupReport({ NODE_ENV: 'production', GATEWAY_URL: 'https://gw.example.cn', ...secret }))).toMatchObject({ sms: 'decided by the real gateway' });
  });
});
