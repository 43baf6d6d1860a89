import { inArray } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { contract } from '@/core/contract';
import { limitIp, limitSubject, tooManySubmissions } from '../auth/rate-limit';
import { authenticate, isRefusal } from '../auth/tokens';
import type { Db } from '../db/client';
import { consultations, packages } from '../db/schema';
import { bind } from '../http/bind';
import { clientIp } from '../http/client-ip';
import type { GatewayEnv } from '../http/env';
import { fail, ok } from '../http/reply';
import { applyTrial } from '../market/trial';

/** Every product named in an inquiry exists and each package is that product's. */
async function knownIntentions(db: Db, items: { productId: number; packageProductId: number }[]): Promise<boolean> {
  if (items.length === 0) return true;
  const rows = await db
    .select({ id: packages.id, productId: packages.productId })
    .from(packages)
    .where(inArray(packages.id, [...new Set(items.map((i) => i.packageProductId))]));
  return items.every((i) => rows.some((r) => r.id === i.packageProductId && r.productId === i.productId));
}

/** Price inquiries and free trials (001 §7 inquiry, trial): both need a logged-in user. */
export function registerTradeRoutes(app: Hono<GatewayEnv>): void {
  bind(app, contract.consult.inquiry, async (input, c) => {
    const { database, now } = c.var.deps;
    const auth = await authenticate(c);
    if (isRefusal(auth)) return auth;
    const limited =
      (await limitIp(database.db, 'inquiry', clientIp(c), now(), tooManySubmissions)) ??
      (await limitSubject(database.db, 'inquiryUser', auth.user.id, now(), tooManySubmissions));
    if (limited) return limited;
    if (!(await knownIntentions(database.db, input.intentionProductReqs))) return fail(400, '询价的应用或套餐不存在', 400);
    const [row] = await database.db
      .insert(consultations)
      .values({ kind: 'inquiry', userId: auth.user.id, payload: input, createdAt: now() })
      .returning({ id: consultations.id });
    return ok({ id: row.id }, '询价已提交');
  });

  const trial = async (input: Parameters<typeof applyTrial>[2], c: Context<GatewayEnv>) => {
    const { database, now } = c.var.deps;
    const auth = await authenticate(c);
    if (isRefusal(auth)) return auth;
    const limited = await limitIp(database.db, 'trial', clientIp(c), now(), tooManySubmissions);
    if (limited) return limited;
    return applyTrial(database.db, auth.user, input, now());
  };
  bind(app, contract.trial.apply, trial);
  bind(app, contract.trial.applyInConsole, trial);
}
