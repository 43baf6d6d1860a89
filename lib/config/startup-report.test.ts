import path from 'node:path';
import { reportFields, startupReport } from './startup-report';

const secret = { SESSION_SECRET: 'x'.repeat(32) };

/** Every external address given, so only the warning a test is about remains. */
const addresses = {
  SITE_URL: 'https://id.example.cn',
  CONSOLE_URL: 'https://console.example.cn',
  CASE_CENTER_URL: 'https://cases.example.cn',
  TRADING_PLATFORM_URL: 'https://trade.example.cn',
  ACCOUNT_SITE_URL: 'https://account.example.cn',
  ICP_RECORD: '沪ICP备20260001号-1',
  PUBLIC_SECURITY_RECORD: '沪公网安备31011502026001号',
  HAZARD_PLATFORM_URL: 'https://hazard.example.cn',
};
const placeholderWarnings = (warnings: string[]) => warnings.filter((w) => w.includes('left at its placeholder'));
const otherWarnings = (warnings: string[]) => warnings.filter((w) => !w.includes('left at its placeholder') && !/^(ICP_RECORD|PUBLIC_SECURITY_RECORD) is unset/.test(w));

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
      metrics: 'off (METRICS_PORT unset)',
      searchPush: 'off',
      siteUrl: 'http://localhost:3000 (default)',
      externalAddresses: 'placeholder: SITE_URL, CONSOLE_URL, CASE_CENTER_URL, TRADING_PLATFORM_URL, ACCOUNT_SITE_URL, HAZARD_PLATFORM_URL',
      filing: 'example (沪ICP备00000000号-1, 沪公网安备31000000000000号)',
    });
    expect(report.problems).toEqual([]);
    expect(otherWarnings(report.warnings)).toEqual([]);
  });

  it('names the shared cache when REDIS_URL is set, without its password (issue 61 item 7)', () => {
    expect(reportFields(startupReport({ REDIS_URL: 'redis://:s3cret@cache.internal:6379/2' })).cache).toBe("Redis at redis://cache.internal:6379/2 (shared by every instance; this instance's memory in front)");
  });

  it('says where Prometheus scrapes the process', () => {
    expect(reportFields(startupReport({ METRICS_PORT: '9464' })).metrics).toBe('http://127.0.0.1:9464/metrics');
    expect(reportFields(startupReport({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).metrics).toBe('http://0.0.0.0:9464/metrics');
    expect(reportFields(startupReport({ METRICS_PORT: '0' })).metrics).toBe('off (METRICS_PORT unset)');
  });

  it('runs the demo on a production build with the sandbox, and production with every channel off', () => {
    expect(reportFields(startupReport({ NODE_ENV: 'production', DEMO_MODE: 'on', ...secret }))).toMatchObject({ mode: 'demo', wechatPay: 'sandbox', paymentSandbox: 'on' });
    const production = startupReport({ NODE_ENV: 'production', ...addresses, SMS_PROVIDER: 'off', ...secret });
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
    expect(otherWarnings(report.warnings)).toEqual([expect.stringMatching(/^PAYMENT_SANDBOX=on in production mode/)]);
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
    const report = startupReport({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'on', SMS_PROVIDER: 'off', ...addresses, ...secret });
    expect(report.problems).toEqual([]);
    expect(report.warnings).toHaveLength(1);
  });

  it('warns once for each external address left at its placeholder, and never refuses for it', () => {
    const all = startupReport({ NODE_ENV: 'production', SMS_PROVIDER: 'off', ...secret });
    expect(all.problems).toEqual([]);
    expect(placeholderWarnings(all.warnings).map((w) => w.split(' ')[0])).toEqual(['SITE_URL', 'CONSOLE_URL', 'CASE_CENTER_URL', 'TRADING_PLATFORM_URL', 'ACCOUNT_SITE_URL', 'HAZARD_PLATFORM_URL']);
    // A value equal to the old default is still a placeholder; a console given at any address is a console.
    const some = startupReport({ ...addresses, SITE_URL: 'http://localhost:3000', CASE_CENTER_URL: 'https://www.miit.gov.cn/', CONSOLE_URL: 'http://localhost:3000/console' });
    expect(placeholderWarnings(some.warnings)).toEqual([expect.stringMatching(/^SITE_URL is left at its placeholder/), expect.stringMatching(/^CASE_CENTER_URL is left at its placeholder/)]);
    expect(reportFields(startupReport(addresses)).externalAddresses).toBe('all configured');
  });

  it('warns of a console at the portal’s own address, and never refuses for it (issue 39 item 9)', () => {
    const here = startupReport({ ...addresses, CONSOLE_URL: 'https://id.example.cn/console' });
    expect(here.problems).toEqual([]);
    expect(here.warnings).toEqual([expect.stringMatching(/^CONSOLE_URL https:\/\/id\.example\.cn\/console is this portal's own address \(SITE_URL's origin\)/)]);
    expect(startupReport(addresses).warnings).toEqual([]);
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

  it('says which search engines pages are pushed to, and warns where pages cannot reach them', () => {
    const baidu = { BAIDU_PUSH_SITE: 'https://id.example.cn', BAIDU_PUSH_TOKEN: 'a1B2c3D4e5F6g7H8' };
    const revalidated = { REVALIDATE_SECRET: 'r'.repeat(32), PORTAL_REVALIDATE_URL: 'http://127.0.0.1:3000/api/revalidate' };
    const both = startupReport({ ...addresses, ...revalidated, ...baidu, INDEXNOW_KEY: 'abcdEF12' });
    expect(reportFields(both).searchPush).toBe('Baidu for https://id.example.cn, IndexNow via https://api.indexnow.org/indexnow');
    expect(both).toMatchObject({ problems: [], warnings: [] });
    // The token is never in the log line.
    expect(JSON.stringify(both)).not.toContain('a1B2c3D4e5F6g7H8');

    const local = startupReport({ INDEXNOW_KEY: 'abcdEF12' });
    expect(otherWarnings(local.warnings)).toEqual([expect.stringMatching(/^search push is on while SITE_URL is left at/), expect.stringMatching(/^search push sends content pages only/)]);
    // Half of Baidu's pair is a problem that stops the server, named.
    expect(startupReport({ ...addresses, BAIDU_PUSH_SITE: 'https://id.example.cn' }).problems).toEqual([expect.stringMatching(/^BAIDU_PUSH_TOKEN: BAIDU_PUSH_TOKEN must be set too/)]);
  });
});
