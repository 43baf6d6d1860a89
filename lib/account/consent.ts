import 'server-only';
import { accountAgreements, consentsMissing } from '@/core/agreements/versions';
import { contract } from '@/core/contract';
import { call } from '@/lib/gateway/client';
import { agreementTitles, type AgreementKey } from '@/lib/content/agreements';

// Consent by version at login (issue 62 item 1): the agreements in force the account has not consented to.

export interface ConsentAsked {
  agreement: AgreementKey;
  title: string;
  version: string;
}

/**
 * What a fresh login must agree to before it counts: none when the account consented to the versions in
 * force. A gateway that cannot say (no such call on a provider's gateway: 404) asks nothing; any other
 * failure asks for all of them, as the safe side.
 */
export async function consentAsked(token: string): Promise<ConsentAsked[]> {
  const given = await call(contract.account.consents, {}, { token });
  if (!given.ok && given.error.kind === 'gateway' && given.error.status === 404) return [];
  const missing = consentsMissing(given.ok ? given.data : []);
  return missing.map((agreement) => ({ agreement: agreement as AgreementKey, title: agreementTitles[agreement as AgreementKey], version: accountAgreements[agreement as keyof typeof accountAgreements] }));
}
