import { loopbackAgent, startTencentStandIn, tencentStandInHost } from '../testing/tencent-sms-stand-in';
import { tencentProvider } from './tencent';

const keys = { secretId: 'AKIDStandInSecretId', secretKey: 'stand-in-secret-key-0123456789' };
let standIn: Awaited<ReturnType<typeof startTencentStandIn>>;
const agent = loopbackAgent();

beforeAll(async () => {
  standIn = await startTencentStandIn(keys);
});
afterAll(async () => {
  agent.destroy();
  await standIn.close();
});
afterEach(() => standIn.refuse(undefined));

/** The provider with its endpoint at the stand-in (a sms.… name the agent connects to loopback). */
const provider = (secretKey = keys.secretKey) =>
  tencentProvider({
    secretId: keys.secretId,
    secretKey,
    sdkAppId: '1400000001',
    signName: '标识解析',
    templateId: '2100001',
    region: 'ap-guangzhou',
    endpoint: { host: `${tencentStandInHost}:${standIn.port}`, protocol: 'http' },
    agent,
  });

const message = { phone: '13800000001', purpose: 'reset', code: '306518', text: '【标识解析】您的验证码为306518' };

describe('Tencent Cloud SMS through its SDK, against a stand-in', () => {
  it('sends SendSms, TC3-signed with the key, with the app, sign name, template, +86 phone and the code as the parameter', async () => {
    await expect(provider().send(message)).resolves.toEqual({ ok: true });
    expect(standIn.sent.at(-1)).toEqual({ PhoneNumberSet: ['+8613800000001'], SmsSdkAppId: '1400000001', SignName: '标识解析', TemplateId: '2100001', TemplateParamSet: ['306518'] });
    expect(standIn.regions().at(-1)).toBe('ap-guangzhou');
    expect(standIn.requests.at(-1)!.headers.authorization).toMatch(/^TC3-HMAC-SHA256 Credential=AKIDStandInSecretId\/\d{4}-\d{2}-\d{2}\/sms\/tc3_request, /);
  });

  it('is refused by the stand-in when signed with another key, which the provider reports as a failure', async () => {
    const before = standIn.sent.length;
    await expect(provider('not-the-key').send(message)).resolves.toEqual({ ok: false, reason: expect.stringContaining('AuthFailure.SignatureFailure') });
    expect(standIn.sent.length).toBe(before);
  });

  it('reports a failed number (the request succeeded, its status did not) as a failure', async () => {
    standIn.refuse({ code: 'LimitExceeded.PhoneNumberDailyLimit', message: '单个手机号日下发短信条数超过设定的上限' });
    const answer = await provider().send(message);
    expect(answer).toEqual({ ok: false, reason: expect.stringMatching(/^LimitExceeded\.PhoneNumberDailyLimit: 单个手机号日下发短信条数超过设定的上限 \(request [0-9a-f-]+\)$/) });
  });
});
