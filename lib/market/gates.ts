import type { SessionSummary, UserSummary } from '@/lib/session/summary';

// The product detail's gates (001 §5, §6), in the order a person meets them: the agreement first, then
// the login, then what the action itself needs.

export type MarketAction = 'buy' | 'ask' | 'consult' | 'trial';

export type Gate = 'ok' | 'agreement' | 'login' | 'noPrefix' | 'noCompany' | 'wait';

/** Buying needs a company and its registered identifier prefix (the confirm-order route checks the same). */
export const canBuyAsCompany = (user: UserSummary): boolean => Boolean(user.companyId && user.companyName && user.prefix);

export function gateFor(action: MarketAction, agreed: boolean, session: SessionSummary | undefined): Gate {
  if (!agreed) return 'agreement';
  // An outage or a pending check is not "signed out": the person is asked to try again, not to log in.
  if (!session || session.status === 'unavailable') return 'wait';
  if (session.status === 'guest') return 'login';
  if (action === 'trial' && !session.user.prefix) return 'noPrefix';
  if (action === 'buy' && !canBuyAsCompany(session.user)) return 'noCompany';
  return 'ok';
}
