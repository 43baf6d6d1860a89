import { parseEndpoint } from '@/core/env/sms';
import { defaultHourlyBudget, smsNotConfigured, smsSetupFromEnv } from './setup';

const aliyun = {
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI5tExampleKeyId',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'example-secret',
  ALIYUN_SMS_SIGN_NAME: '标识解析',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_123456789',
};
const tencent = {
  SMS_PROVIDER: 'tencent',
  TENCENT_SMS_SECRET_ID: 'AKIDexample',
  TENCENT_SMS_SECRET_KEY: 'example-key',
  TENCENT_SMS_SDK_APP_ID: '1400000001',
  TENCENT_SMS_SIGN_NAME: '标识解析',
  TENCENT_SMS_TEMPLATE_ID: '1234567',
  TENCENT_SMS_REGION: 'ap-guangzhou',
};
const without = (env: Record<string, string>, ...names: string[]) => Object.fromEntries(Object.entries(env).filter(([name]) => !names.includes(name)));

describe('SMS set-up from the environment', () => {
  it('keeps codes in the outbox in development, test and demo when SMS_PROVIDER is unset', () => {
    for (const mode of ['development', 'test', 'demo'] as const) {
      expect(smsSetupFromEnv({}, mode)).toEqual({ kind: 'outbox', problems: [], hourlyBudget: defaultHourlyBudget });
      expect(smsSetupFromEnv({ SMS_PROVIDER: 'outbox' }, mode)).toEqual({ kind: 'outbox', problems: [], hourlyBudget: defaultHourlyBudget });
    }
  });

  it('says in production that no provider is set, and sends nothing meanwhile', () => {
    const setup = smsSetupFromEnv({}, 'production');
    expect(setup).toEqual({ kind: 'off', problems: [smsNotConfigured], hourlyBudget: defaultHourlyBudget });
    expect(setup.problems[0]).toMatch(/^SMS_PROVIDER is not set: set aliyun or tencent with their variables.*or SMS_PROVIDER=off/);
    // Aliyun's variables alone do not choose it: the operator names the provider.
    expect(smsSetupFromEnv(without(aliyun, 'SMS_PROVIDER'), 'production').problems).toEqual([smsNotConfigured]);
  });

  it('refuses the outbox in production', () => {
    const setup = smsSetupFromEnv({ SMS_PROVIDER: 'outbox' }, 'production');
    expect(setup.kind).toBe('off');
    expect(setup.problems).toEqual([expect.stringMatching(/^SMS_PROVIDER=outbox keeps codes in the database and sends nothing/)]);
  });

  it('takes SMS declared off, in every mode, without a problem', () => {
    for (const mode of ['development', 'test', 'demo', 'production'] as const) expect(smsSetupFromEnv({ SMS_PROVIDER: 'off' }, mode)).toEqual({ kind: 'off', problems: [], hourlyBudget: defaultHourlyBudget });
  });

  it('names an unknown SMS_PROVIDER', () => {
    expect(smsSetupFromEnv({ SMS_PROVIDER: 'alyun' }, 'production')).toEqual({ kind: 'off', problems: ['SMS_PROVIDER=alyun is not one of aliyun, tencent, off'], hourlyBudget: defaultHourlyBudget });
    expect(smsSetupFromEnv({ SMS_PROVIDER: 'alyun' }, 'development')).toEqual({ kind: 'outbox', problems: ['SMS_PROVIDER=alyun is not one of aliyun, tencent, off, outbox'], hourlyBudget: defaultHourlyBudget });
  });

  it.each([
    ['aliyun', aliyun],
    ['tencent', tencent],
  ])('makes the %s provider from a whole configuration, in production and elsewhere', (kind, env) => {
    for (const mode of ['production', 'development'] as const) {
      const setup = smsSetupFromEnv(env, mode);
      expect(setup).toMatchObject({ kind, problems: [], provider: { name: kind } });
    }
    // Upper case and stray spaces from a pasted value are forgiven.
    expect(smsSetupFromEnv({ ...env, SMS_PROVIDER: ` ${kind.toUpperCase()} ` }, 'production').provider?.name).toBe(kind);
  });

  it.each([
    ['aliyun', aliyun],
    ['tencent', tencent],
  ])('lists every missing %s variable, one problem each, and makes no provider', (kind, env) => {
    const names = Object.keys(env).filter((name) => name !== 'SMS_PROVIDER');
    for (const name of names) {
      const setup = smsSetupFromEnv({ ...env, [name]: '  ' }, 'production');
      expect(setup).toEqual({ kind, problems: [`${name} is not set (SMS_PROVIDER=${kind} needs it)`], hourlyBudget: defaultHourlyBudget });
    }
    const bare = smsSetupFromEnv({ SMS_PROVIDER: kind }, 'development');
    expect(bare.provider).toBeUndefined();
    expect(bare.problems).toEqual(names.map((name) => `${name} is not set (SMS_PROVIDER=${kind} needs it)`));
  });

  it('refuses malformed values', () => {
    expect(smsSetupFromEnv({ ...aliyun, ALIYUN_SMS_TEMPLATE_CODE: '123456789' }, 'production').problems).toEqual([expect.stringMatching(/^ALIYUN_SMS_TEMPLATE_CODE must be a template code such as SMS_123456789/)]);
    expect(smsSetupFromEnv({ ...tencent, TENCENT_SMS_SDK_APP_ID: 'app-1400' }, 'production').problems).toEqual([expect.stringMatching(/^TENCENT_SMS_SDK_APP_ID must be the digits/)]);
    expect(smsSetupFromEnv({ ...tencent, TENCENT_SMS_TEMPLATE_ID: 'SMS_1' }, 'production').problems).toEqual([expect.stringMatching(/^TENCENT_SMS_TEMPLATE_ID must be the digits/)]);
    expect(smsSetupFromEnv({ ...tencent, TENCENT_SMS_REGION: 'guangzhou' }, 'production').problems).toEqual([expect.stringMatching(/^TENCENT_SMS_REGION must be a region/)]);
  });

  it('takes an endpoint as a host or an http(s) URL, plain http only outside production', () => {
    expect(smsSetupFromEnv({ ...aliyun, ALIYUN_SMS_ENDPOINT: 'dysmsapi.aliyuncs.com' }, 'production').problems).toEqual([]);
    expect(smsSetupFromEnv({ ...aliyun, ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:8080' }, 'test').problems).toEqual([]);
    expect(smsSetupFromEnv({ ...aliyun, ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:8080' }, 'production').problems).toEqual(['ALIYUN_SMS_ENDPOINT uses plain http: production sends codes over https only']);
    expect(smsSetupFromEnv({ ...aliyun, ALIYUN_SMS_ENDPOINT: 'https://dysmsapi.aliyuncs.com/path' }, 'production').problems).toEqual([expect.stringMatching(/^ALIYUN_SMS_ENDPOINT must be a host name such as dysmsapi\.aliyuncs\.com/)]);
    expect(smsSetupFromEnv({ ...tencent, TENCENT_SMS_ENDPOINT: 'ftp://sms.tencentcloudapi.com' }, 'production').problems).toEqual([expect.stringMatching(/^TENCENT_SMS_ENDPOINT must be a host name/)]);
    expect(smsSetupFromEnv({ ...tencent, TENCENT_SMS_ENDPOINT: 'sms.ap-guangzhou.tencentcloudapi.com' }, 'production').problems).toEqual([]);
    // The Tencent SDK signs for the host's first label as the service: anything but sms. fails every call.
    expect(smsSetupFromEnv({ ...tencent, TENCENT_SMS_ENDPOINT: 'http://127.0.0.1:8080' }, 'test').problems).toEqual([expect.stringMatching(/^TENCENT_SMS_ENDPOINT must be a host starting with sms\./)]);
  });

  it('reads the hourly SMS budget, and names a value that is not a positive whole number', () => {
    expect(smsSetupFromEnv({ SMS_HOURLY_BUDGET: '40' }, 'test')).toEqual({ kind: 'outbox', problems: [], hourlyBudget: 40 });
    expect(smsSetupFromEnv({ ...aliyun, SMS_HOURLY_BUDGET: ' 1200 ' }, 'production').hourlyBudget).toBe(1200);
    for (const bad of ['0', '-5', '2.5', 'many']) {
      const setup = smsSetupFromEnv({ SMS_PROVIDER: 'off', SMS_HOURLY_BUDGET: bad }, 'production');
      expect(setup.problems).toEqual([`SMS_HOURLY_BUDGET=${bad} is not a positive whole number`]);
      expect(setup.hourlyBudget).toBe(defaultHourlyBudget);
    }
  });

  it('lists problems of several kinds together', () => {
    const setup = smsSetupFromEnv({ ...without(tencent, 'TENCENT_SMS_SECRET_KEY', 'TENCENT_SMS_SIGN_NAME'), TENCENT_SMS_REGION: 'x', TENCENT_SMS_ENDPOINT: 'http://sms.example.cn' }, 'production');
    expect(setup.problems).toEqual([
      'TENCENT_SMS_SECRET_KEY is not set (SMS_PROVIDER=tencent needs it)',
      'TENCENT_SMS_SIGN_NAME is not set (SMS_PROVIDER=tencent needs it)',
      expect.stringMatching(/^TENCENT_SMS_REGION/),
      'TENCENT_SMS_ENDPOINT uses plain http: production sends codes over https only',
    ]);
  });
});

describe('parseEndpoint', () => {
  it('reads hosts and URLs', () => {
    expect(parseEndpoint('dysmsapi.aliyuncs.com')).toEqual({ host: 'dysmsapi.aliyuncs.com', protocol: 'https' });
    expect(parseEndpoint('http://127.0.0.1:4001')).toEqual({ host: '127.0.0.1:4001', protocol: 'http' });
    expect(parseEndpoint('https://sms.tencentcloudapi.com/')).toEqual({ host: 'sms.tencentcloudapi.com', protocol: 'https' });
    for (const bad of ['', 'http://', 'https://user:pw@host', 'https://host/?a=1', 'https://host#x', 'ws://host']) expect(parseEndpoint(bad)).toBeUndefined();
  });
});
