import Dysmsapi, { SendSmsRequest } from '@alicloud/dysmsapi20170525';
import { $OpenApiUtil } from '@alicloud/openapi-core';
import { endpointFrom, missing, value, type Endpoint, type Env } from './env';
import { failureReason, type SmsProvider } from './provider';

export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  /** The approved signature (签名), e.g. 标识解析. */
  signName: string;
  /** The approved verification-code template, SMS_ and digits; its one variable is ${code}. */
  templateCode: string;
  endpoint: Endpoint;
}

/** Alibaba Cloud SMS (Dysmsapi 2017-05-25, SendSms) through its official SDK, which signs with ACS3-HMAC-SHA256. */
export function aliyunProvider(config: AliyunSmsConfig): SmsProvider {
  const client = new Dysmsapi(
    new $OpenApiUtil.Config({
      accessKeyId: config.accessKeyId,
      accessKeySecret: config.accessKeySecret,
      endpoint: config.endpoint.host,
      protocol: config.endpoint.protocol,
      // A person is waiting for the answer; the SDK does not retry by default, which is what a send wants.
      connectTimeout: 5_000,
      readTimeout: 10_000,
    }),
  );
  return {
    name: 'aliyun',
    async send({ phone, code }) {
      try {
        const request = new SendSmsRequest({ phoneNumbers: phone, signName: config.signName, templateCode: config.templateCode, templateParam: JSON.stringify({ code }) });
        const body = (await client.sendSms(request)).body;
        // Refusals of the message itself (limits, a bad number, an unapproved template) come back as HTTP 200 with a Code.
        if (body?.code === 'OK') return { ok: true };
        return { ok: false, reason: `${body?.code ?? 'no code'}: ${body?.message ?? ''} (request ${body?.requestId ?? '-'})` };
      } catch (error) {
        return { ok: false, reason: failureReason(error) };
      }
    },
  };
}

const needed = ['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE'] as const;

/** SMS_PROVIDER=aliyun: the provider when every variable is there and well formed, else each problem. */
export function aliyunFromEnv(env: Env, production: boolean): { provider?: SmsProvider; problems: string[] } {
  const problems = missing(env, needed, 'aliyun');
  const templateCode = value(env, 'ALIYUN_SMS_TEMPLATE_CODE');
  if (templateCode && !/^SMS_\d+$/.test(templateCode)) problems.push('ALIYUN_SMS_TEMPLATE_CODE must be a template code such as SMS_123456789 (the SMS console lists it)');
  const { endpoint, problems: endpointProblems } = endpointFrom(env, 'ALIYUN_SMS_ENDPOINT', 'dysmsapi.aliyuncs.com', production);
  problems.push(...endpointProblems);
  if (problems.length > 0 || !endpoint) return { problems };
  return {
    provider: aliyunProvider({
      accessKeyId: value(env, 'ALIYUN_SMS_ACCESS_KEY_ID')!,
      accessKeySecret: value(env, 'ALIYUN_SMS_ACCESS_KEY_SECRET')!,
      signName: value(env, 'ALIYUN_SMS_SIGN_NAME')!,
      templateCode: templateCode!,
      endpoint,
    }),
    problems,
  };
}
