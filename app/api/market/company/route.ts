import { contract } from '@/core/contract';
import { answer, gatewayFailed } from '@/lib/http/answer';
import { signedIn, userCall } from '@/lib/session';

/**
 * The inquiry form's prefill (001 §5): company name, contact person and phone from the user's company
 * details. When the gateway is unreachable, the session's own summary still fills what it knows; when it
 * refuses the session, nothing is answered but 401.
 */
export async function GET() {
  const session = await signedIn();
  if (!session.ok) return session.response;
  const { user } = session;
  const company = await userCall(contract.prefix.companyOfCurrentUser, {});
  // A session the gateway no longer knows (logged out elsewhere, revoked) learns nothing from its cookie.
  if (!company.ok && company.error.kind === 'auth') return gatewayFailed(company.error);
  const details = company.ok ? company.data : null;
  return answer({
    ok: true,
    data: {
      companyName: details?.name ?? details?.companyName ?? user.companyName ?? '',
      contactPersonName: details?.liaison ?? '',
      contactPersonphone: details?.liaisonPhone ?? user.phone ?? '',
    },
  });
}
