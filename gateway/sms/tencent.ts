import { sms } from 'tencentcloud-sdk-nodejs-sms';
import type { TencentSmsConfig } from '@/core/env/sms';
import { failureReason, type SmsProvider } from './provider';

export type { TencentSmsConfig } from '@/core/env/sms';

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
