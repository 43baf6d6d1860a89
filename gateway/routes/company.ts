import { eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { contract } from '@/core/contract';
import { authenticate, companyDetailsView, isRefusal } from '../auth/tokens';
import type { Db } from '../db/client';
import { companies } from '../db/schema';
import { bind } from '../http/bind';
import type { GatewayEnv } from '../http/env';
import { fail, ok } from '../http/reply';

async function companyOf(db: Db, companyId: number | null) {
  if (!companyId) return null;
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return company ? companyDetailsView(company) : null;
}

/** The current user's company (001 §7 company calls): null when the user has none. */
export function registerCompanyRoutes(app: Hono<GatewayEnv>): void {
  const own = async (c: Context<GatewayEnv>) => {
    const auth = await authenticate(c);
    if (isRefusal(auth)) return auth;
    return ok(await companyOf(c.var.deps.database.db, auth.user.companyId));
  };
  bind(app, contract.prefix.currentCompany, (_, c) => own(c));
  bind(app, contract.prefix.companyOfCurrentUser, (_, c) => own(c));
  bind(app, contract.prefix.currentCompanyPrefix, async (_, c) => {
    const auth = await authenticate(c);
    if (isRefusal(auth)) return auth;
    const company = await companyOf(c.var.deps.database.db, auth.user.companyId);
    return ok(company?.examineStatus === 2 ? (company.indentifierPrefix ?? '') : '');
  });
  // Another company's details are nobody else's business: the caller's own company only, else 403.
  bind(app, contract.prefix.companyDetails, async (input, c) => {
    const auth = await authenticate(c);
    if (isRefusal(auth)) return auth;
    if (auth.user.companyId !== input.id) return fail(403, '无权查看该企业信息', 403);
    return ok(await companyOf(c.var.deps.database.db, input.id));
  });
}
