import { contract } from '@/core/contract';
import { call } from '@/lib/gateway/client';
import { accepted, gatewayFailed, invalid, readJson } from '@/lib/http/answer';
import { messages } from '@/core/messages';
import { clientIp } from '@/lib/http/client-ip';
import { smsRequestSchema } from '@/lib/validation/register';

/** 000 §7: messageType 10 for login (security service), 2 to find a password, 0 otherwise; 3 to cancel the account (issue 62). */
export async function POST(request: Request) {
  const parsed = smsRequestSchema.safeParse(await readJson(request));
  if (!parsed.success) return invalid(parsed.error);
  const { purpose, phoneNo, captcha } = parsed.data;
  const entry = purpose === 'login' ? contract.account.sendLoginSms : contract.account.sendSms;
  const messageType = purpose === 'login' ? 10 : purpose === 'reset' ? 2 : purpose === 'cancel' ? 3 : 0;
  const result = await call(entry, { phoneNo, messageType, ...captcha! }, { clientIp: await clientIp() });
  if (!result.ok) return gatewayFailed(result.error, messages.smsFailed);
  return accepted('/api/account/sms', {});
}
