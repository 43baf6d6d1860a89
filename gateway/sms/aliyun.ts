import Dysmsapi, { SendSmsRequest } from '@alicloud/dysmsapi20170525';
import { $OpenApiUtil } from '@alicloud/openapi-core';
import type { AliyunSmsConfig } from '@/core/env/sms';
import { failureReason, type SmsProvider } from './provider';

export type { AliyunSmsConfig } from '@/core/env/sms';

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
