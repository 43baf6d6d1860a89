import type { Agent } from 'node:http';
import { sms } from 'tencentcloud-sdk-nodejs-sms';
import { endpointFrom, missing, value, type Endpoint, type Env } from './env';
import { failureReason, type SmsProvider } from './provider';

export interface TencentSmsConfig {
  secretId: string;
  secretKey: string;
  /** The SMS application's SdkAppId (1400…). */
  sdkAppId: string;
  /** The approved signature (签名) content, e.g. 标识解析. */
  signName: string;
  /** The approved verification-code template's id; its one parameter {1} is the code. */
  templateId: string;
  /** ap-guangzhou, ap-beijing or ap-nanjing. */
  region: string;
  endpoint: Endpoint;
  /** Tests only: an agent that pins the stand-in's host name to loopback (the SDK signs for the host's first label). */
  agent?: Agent;
}

/** Tencent Cloud SMS (API 2021-01-11, SendSms) through its official SDK, which signs with TC3-HMAC-SHA256. */
export function tencentProvider(config: TencentSmsConfig): SmsProvider {
  const client = new sms.v20210111.Client({
    credential: { secretId: config.secretId, secretKey: config.secretKey },
    region: config.region,
    profile: { httpProfile: { endpoint: config.endpoint.host, protocol: `${config.endpoint.protocol}://`, reqTimeout: 10, agent: config.agent } },
  });
  return {
    name: 'tencent',
    async send({ phone, code }) {
      try {
        const answer = await client.SendSms({
          PhoneNumberSet: [`+86${phone}`],
          SmsSdkAppId: config.sdkAppId,
          SignName: config.signName,
          TemplateId: config.templateId,
          TemplateParamSet: [code],
        });
        // The request may succeed while the one number fails (limits, a bad number): its status says so.
        const status = answer.SendStatusSet?.[0];
        if (status?.Code === 'Ok') return { ok: true };
        return { ok: false, reason: `${status?.Code ?? 'no status'}: ${status?.Message ?? ''} (request ${answer.RequestId ?? '-'})` };
      } catch (error) {
        return { ok: false, reason: failureReason(error) };
      }
    },
  };
}

const needed = ['TENCENT_SMS_SECRET_ID', 'TENCENT_SMS_SECRET_KEY', 'TENCENT_SMS_SDK_APP_ID', 'TENCENT_SMS_SIGN_NAME', 'TENCENT_SMS_TEMPLATE_ID', 'TENCENT_SMS_REGION'] as const;

/** SMS_PROVIDER=tencent: the provider when every variable is there and well formed, else each problem. */
export function tencentFromEnv(env: Env, production: boolean): { provider?: SmsProvider; problems: string[] } {
  const problems = missing(env, needed, 'tencent');
  const sdkAppId = value(env, 'TENCENT_SMS_SDK_APP_ID');
  const templateId = value(env, 'TENCENT_SMS_TEMPLATE_ID');
  const region = value(env, 'TENCENT_SMS_REGION');
  if (sdkAppId && !/^\d+$/.test(sdkAppId)) problems.push('TENCENT_SMS_SDK_APP_ID must be the digits of the SMS application id (1400…)');
  if (templateId && !/^\d+$/.test(templateId)) problems.push('TENCENT_SMS_TEMPLATE_ID must be the digits of an approved template id');
  if (region && !/^[a-z]+-[a-z]+(-\d+)?$/.test(region)) problems.push('TENCENT_SMS_REGION must be a region such as ap-guangzhou');
  const { endpoint, problems: endpointProblems } = endpointFrom(env, 'TENCENT_SMS_ENDPOINT', 'sms.tencentcloudapi.com', production);
  problems.push(...endpointProblems);
  // The SDK names the signed service after the host's first label, so any other host fails every signature.
  if (endpoint && !endpoint.host.startsWith('sms.')) problems.push('TENCENT_SMS_ENDPOINT must be a host starting with sms. such as sms.tencentcloudapi.com');
  if (problems.length > 0 || !endpoint) return { problems };
  return {
    provider: tencentProvider({
      secretId: value(env, 'TENCENT_SMS_SECRET_ID')!,
      secretKey: value(env, 'TENCENT_SMS_SECRET_KEY')!,
      sdkAppId: sdkAppId!,
      signName: value(env, 'TENCENT_SMS_SIGN_NAME')!,
      templateId: templateId!,
      region: region!,
      endpoint,
    }),
    problems,
  };
}
