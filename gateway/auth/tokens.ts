import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client';
import { authSessions, companies, users } from '../db/schema';
import type { GatewayEnv } from '../http/env';
import { fail, type Reply } from '../http/reply';

/** Access tokens live 2 hours, refresh tokens 30 days; both are random and stored only as hashes. */
export const tokenRules = { accessMs: 2 * 3_600_000, refreshMs: 30 * 86_400_000 } as const;

/** 001 §8: the codes that make the portal ask for a new login. */
export const authCodes = { missing: 40106, expired: 40107, revoked: 40108, refreshInvalid: 40112 } as const;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

export type UserRow = typeof users.$inferSelect;

function tokenInfo(access: string, refresh: string) {
  return { access_token: access, refresh_token: refresh, expires_in: tokenRules.accessMs / 1000, token_type: 'bearer', scope: 'all' };
}

/** A new session row for a login; answers the tokenInfo of the login answer. */
export async function openSession(db: Db, userId: number, fingerprint: string | undefined, now: Date) {
  const access = newToken();
  const refresh = newToken();
  await db.insert(authSessions).values({
    userId,
    accessTokenHash: hash(access),
    refreshTokenHash: hash(refresh),
    accessExpiresAt: new Date(now.getTime() + tokenRules.accessMs),
    refreshExpiresAt: new Date(now.getTime() + tokenRules.refreshMs),
    fingerprint,
    createdAt: now,
  });
  return tokenInfo(access, refresh);
}

/** A session that logout or a password change ended, or one older than the user's last logout. */
function ended(session: typeof authSessions.$inferSelect, user: UserRow): boolean {
  return Boolean(session.revokedAt) || Boolean(user.loggedOutAt && session.createdAt <= user.loggedOutAt);
}

export interface Authenticated {
  user: UserRow;
  sessionId: number;
}

/** The user of the request's `accessToken` header, or the refusal with the code the portal maps to "log in again". */
export async function authenticate(c: Context<GatewayEnv>): Promise<Reply<never> | Authenticated> {
  const { database, now } = c.var.deps;
  const token = c.req.header('accessToken');
  if (!token) return fail(401, '请先登录', authCodes.missing);
  const [row] = await database.db
    .select({ session: authSessions, user: users })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(eq(authSessions.accessTokenHash, hash(token)))
    .limit(1);
  if (!row) return fail(401, '登录已失效，请重新登录', authCodes.revoked);
  if (ended(row.session, row.user)) return fail(401, '登录已失效，请重新登录', authCodes.revoked);
  if (row.session.accessExpiresAt <= now()) return fail(401, '登录已过期，请重新登录', authCodes.expired);
  return { user: row.user, sessionId: row.session.id };
}

export const isRefusal = (value: Reply<never> | Authenticated): value is Reply<never> => 'ok' in value;

/** Rotates both tokens of a live session. The old refresh token is spent. */
export async function refreshSession(db: Db, refreshToken: string, now: Date): Promise<Reply<never> | ReturnType<typeof tokenInfo>> {
  const [row] = await db
    .select({ session: authSessions, user: users })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(eq(authSessions.refreshTokenHash, hash(refreshToken)))
    .limit(1);
  if (!row || ended(row.session, row.user) || row.session.refreshExpiresAt <= now) {
    return fail(401, '登录已失效，请重新登录', authCodes.refreshInvalid);
  }
  const access = newToken();
  const refresh = newToken();
  await db
    .update(authSessions)
    .set({ accessTokenHash: hash(access), refreshTokenHash: hash(refresh), accessExpiresAt: new Date(now.getTime() + tokenRules.accessMs) })
    .where(eq(authSessions.id, row.session.id));
  return tokenInfo(access, refresh);
}

/** Logout: this token's session and every other session of the user end, and older ones are refused. */
export async function endSessions(db: Db, accessToken: string, now: Date): Promise<void> {
  const [row] = await db.select().from(authSessions).where(eq(authSessions.accessTokenHash, hash(accessToken))).limit(1);
  if (!row) return;
  await db.update(authSessions).set({ revokedAt: now }).where(and(eq(authSessions.userId, row.userId), isNull(authSessions.revokedAt)));
  await db.update(users).set({ loggedOutAt: now }).where(eq(users.id, row.userId));
}

/** A password change ends every session of the user but the one that made it. */
export async function endOtherSessions(db: Db, userId: number, keepSessionId: number, now: Date): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.userId, userId), ne(authSessions.id, keepSessionId), isNull(authSessions.revokedAt)));
}

/** 000 §3 companyDetails as the gateway answers it. */
export function companyDetailsView(company: typeof companies.$inferSelect) {
  return {
    id: company.id,
    name: company.name,
    companyName: company.name,
    indentifierPrefix: company.indentifierPrefix,
    examineStatus: company.examineStatus,
    liaison: company.liaison,
    liaisonPhone: company.liaisonPhone,
  };
}

/** The userInfo of the login answer and the portal's user summary. */
export async function userView(db: Db, user: UserRow) {
  const [company] = user.companyId ? await db.select().from(companies).where(eq(companies.id, user.companyId)).limit(1) : [];
  const companyDetails = company ? companyDetailsView(company) : null;
  return {
    userId: user.id,
    username: user.account,
    account: user.account,
    phoneNo: user.phone,
    mobile: user.phone,
    email: user.email,
    portrait: user.portrait,
    type: user.type,
    basicInfo: { userId: user.id, userName: user.account, account: user.account, type: user.type, portrait: user.portrait, phoneNo: user.phone, mobile: user.phone, email: user.email },
    companyDetails,
    companyInfo: company ? { id: company.id, name: company.name, indentifierPrefix: company.indentifierPrefix } : null,
    defaultCompanyId: company?.id ?? null,
    defaultCompanyName: company?.name ?? null,
    prefix: company?.examineStatus === 2 ? company.indentifierPrefix : null,
  };
}
