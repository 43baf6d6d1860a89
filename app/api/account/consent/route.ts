import { accountAgreements } from '@/core/agreements/versions';
import { contract } from '@/core/contract';
import { messages } from '@/core/messages';
import { call } from '@/lib/gateway/client';
import { accepted, gatewayFailed } from '@/lib/http/answer';
import { clientIp } from '@/lib/http/client-ip';
import { consentGiven, notSignedIn, sessionAwaitingConsent } from '@/lib/session';
import { opensConsole } from '@/lib/session/user';

/** The person agrees to the changed agreements their login waits on (issue 62 item 1): recorded, and the login counts. */
export async function POST() {
  const waiting = await sessionAwaitingConsent();
  if (!waiting) return notSignedIn();
  const agreements = waiting.pending.filter((a): a is keyof typeof accountAgreements => a in accountAgreements).map((agreement) => ({ agreement, version: accountAgreements[agreement] }));
  const recorded = await call(contract.account.consent, { agreements }, { token: waiting.token, clientIp: await clientIp() });
  if (!recorded.ok) return gatewayFailed(recorded.error, messages.operationFailed);
  const user = await consentGiven();
  if (!user) return notSignedIn();
  return accepted('/api/account/consent', { user, openConsole: opensConsole(user) });
}
