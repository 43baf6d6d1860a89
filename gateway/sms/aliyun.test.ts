import { startAliyunStandIn } from '../testing/aliyun-sms-stand-in';
import { smsSetupFromEnv } from './setup';
import type { SmsProvider } from './provider';

const keys = { accessKeyId: 'LTAI5tStandInKeyId', accessKeySecret: 'stand-in-secret-0123456789' };
let standIn: Awaited<ReturnType<typeof startAliyunStandIn>>;

beforeAll(async () => {
  standIn = await startAliyunStandIn(keys);
});
afterAll(() => standIn.close());
afterEach(() => standIn.refuse(undefined));

/** The provider as the gateway makes it: from the environment, the endpoint pointed at the stand-in. */
function provider(secret = keys.accessKeySecret): SmsProvider {
  const setup = smsSetupFromEnv(
    {
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: keys.accessKeyId,
      ALIYUN_SMS_ACCESS_KEY_SECRET: secret,
      ALIYUN_SMS_SIGN_NAME: '标识解析',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_465900001',
      ALIYUN_SMS_ENDPOINT: `http://127.0.0.1:${standIn.port}`,
    },
    'test',
  );
  expect(setup.problems).toEqual([]);
  return setup.provider!;
}

const message = { phone: '13800000001', purpose: 'login', code: '482913', text: '【标识解析】您的验证码为482913' };

describe('Alibaba Cloud SMS through its SDK, against a stand-in', () => {
  it('sends SendSms, signed with the key, with the sign name, template, phone and the code as ${code}', async () => {
    await expect(provider().send(message)).resolves.toEqual({ ok: true });
    expect(standIn.sent.at(-1)).toEqual({ phoneNumbers: '13800000001', signName: '标识解析', templateCode: 'SMS_465900001', templateParam: { code: '482913' } });
    const request = standIn.requests.at(-1)!;
    expect(request.headers['x-acs-action']).toBe('SendSms');
    expect(request.headers.authorization).toMatch(/^ACS3-HMAC-SHA256 Credential=LTAI5tStandInKeyId,/);
  });

  it('is refused by the stand-in when signed with another secret, which the provider reports as a failure', async () => {
    const before = standIn.sent.length;
    const answer = await provider('not-the-secret').send(message);
    expect(answer).toEqual({ ok: false, reason: expect.stringContaining('SignatureDoesNotMatch') });
    expect(standIn.sent.length).toBe(before);
  });

  it('reports a refusal of the message itself (HTTP 200 with a Code) as a failure', async () => {
    standIn.refuse({ code: 'isv.BUSINESS_LIMIT_CONTROL', message: '触发小时级流控Permits:5' });
    const answer = await provider().send(message);
    expect(answer).toEqual({ ok: false, reason: expect.stringMatching(/^isv\.BUSINESS_LIMIT_CONTROL: 触发小时级流控Permits:5 \(request [0-9A-F-]+\)$/) });
  });

  it('reports a provider that cannot be reached as a failure, without throwing', async () => {
    const closed = await startAliyunStandIn(keys);
    await closed.close();
    const setup = smsSetupFromEnv(
      { SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_ID: 'k', ALIYUN_SMS_ACCESS_KEY_SECRET: 's', ALIYUN_SMS_SIGN_NAME: 'x', ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1', ALIYUN_SMS_ENDPOINT: `http://127.0.0.1:${closed.port}` },
      'test',
    );
    const answer = await setup.provider!.send(message);
    expect(answer).toEqual({ ok: false, reason: expect.stringContaining('ECONNREFUSED') });
    // The SDK's error quotes the request URL; the log line must not carry the phone and the code with it.
    const reason = (answer as { reason: string }).reason;
    expect(reason).not.toContain(message.phone);
    expect(reason).not.toContain(message.code);
  });
});
