import { consentAsked } from '@/lib/account/consent';
import { codeLoginRequest, passwordLoginRequest } from '@/lib/account/requests';
import { contract } from '@/core/contract';
import { call } from '@/lib/gateway/client';
import { accepted, gatewayFailed, invalid, readJson } from '@/lib/http/answer';
import { messages } from '@/core/messages';
import { clientIp } from '@/lib/http/client-ip';
import { startSession } from '@/lib/session';
import { opensConsole } from '@/lib/session/user';
import { loginSchema } from '@/lib/validation/login';

/** Password or code login (000 §2): the tokens go into a new sealed cookie, the page gets the summary. */
export async function POST(request: Request) {
  const parsed = loginSchema.safeParse(await readJson(request));
  if (!parsed.success) return invalid(parsed.error);
  const form = parsed.data;
  const options = { clientIp: await clientIp() };
  const result =
    form.mode === 'password'
      ? await call(contract.account.passwordLogin, passwordLoginRequest(form), options)
      : await call(contract.account.codeLogin, codeLoginRequest(form), options);
  if (!result.ok) return gatewayFailed(result.error, messages.loginFailed);
  // Agreements changed since the account last consented: the login counts once the person agrees (issue 62).
  const consentRequired = await consentAsked(result.data.tokenInfo.access_token);
  const user = await startSession(result.data, form.remember, consentRequired.map((c) => c.agreement));
  return accepted('/api/session/login', { user, openConsole: opensConsole(user), ...(consentRequired.length ? { consentRequired } : {}) });
}
