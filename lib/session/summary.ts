/**
 * What the browser may know about the visitor: `/api/session/me` answers this, never a token.
 * `unavailable` means the gateway could not be asked; it is not the same as signed out.
 */
export type UserType = 'ORDINARY' | 'COMPANY' | 'COMPANY_ADMIN' | 'ADMIN' | 'MANAGER' | string;

export interface UserSummary {
  name: string;
  phone: string;
  type: UserType;
  companyName: string | null;
  /** The company's id, the buyer of its orders (001 §3 buyerCompanyId). */
  companyId?: number | null;
  /** The company's identifier prefix, when it has one. */
  prefix: string | null;
  /** Company examineStatus: 0 platform review, 1 top-level review, 2 approved, 3 failed, -2 unknown. */
  examineStatus: number | null;
  userId?: number | null;
  portrait?: string | null;
  email?: string | null;
}

export type SessionSummary =
  | { status: 'guest' }
  | { status: 'user'; user: UserSummary }
  | { status: 'unavailable' };

/** 001 §6: a platform user sees the console link; ADMIN and MANAGER and ordinary users without a prefix do not. */
export function isPlatformUser(user: UserSummary): boolean {
  if (user.type === 'ADMIN' || user.type === 'MANAGER') return false;
  return (Boolean(user.type) && user.type !== 'ORDINARY') || Boolean(user.prefix);
}
