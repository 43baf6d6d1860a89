import { contract } from '@/core/contract';
import { call } from '@/lib/gateway/client';
import { accepted, answer, invalid, limitHeaders, readJson } from '@/lib/http/answer';
import { userMessage } from '@/lib/gateway/user-message';
import { format, messages } from '@/core/messages';
import { clientIp } from '@/lib/http/client-ip';
import { currentUser } from '@/lib/session';
import { consultSchema } from '@/lib/validation/consult';

/** 000 §7 consultation: no token; a logged-in user's company goes along as companyInfo. */
export async function POST(request: Request) {
  const parsed = consultSchema.safeParse(await readJson(request));
  if (!parsed.success) return invalid(parsed.error);
  const { industryCode, consultContent, contactPersonName, contactPersonphone, companyName } = parsed.data;
  const form = { industryCode, consultContent, contactPersonName, contactPersonphone, companyName };
  const current = await currentUser();
  const user = current.status === 'guest' ? undefined : current.user;
  const companyInfo = user?.companyName ? { name: user.companyName, indentifierPrefix: user.prefix, phone: user.phone } : undefined;
  const result = await call(contract.consult.add, { ...form, companyInfo }, { clientIp: await clientIp() });
  if (!result.ok) {
    // A limit's 429 goes through as it came (with Retry-After); any other refusal is the form's 400.
    const status = result.error.status === 429 ? 429 : 400;
    return answer({ ok: false, message: format(messages.submitFailed, { message: userMessage(result.error) }) }, status, limitHeaders(result.error));
  }
  return accepted('/api/consult', { message: messages.submitOk });
}
