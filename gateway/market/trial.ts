import { and, eq, lte } from 'drizzle-orm';
import type { contract } from '@/core/contract';
import type { z } from 'zod';
import type { UserRow } from '../auth/tokens';
import type { Db } from '../db/client';
import { companies, packagePrices, packages, products, trials } from '../db/schema';
import { fail, ok, type Reply } from '../http/reply';

export type TrialInput = z.output<typeof contract.trial.apply.request>;

const dayMs = 86_400_000;

export const trialRefusals = {
  noCompany: '您还未完成标识前缀注册，请重新登录或前往注册',
  wrongPrefix: '标识前缀与当前企业不一致，请重新登录后再试',
  noProduct: '暂无该应用',
  noTrial: '该套餐不支持免费试用',
  open: '该套餐已在试用中，请前往“我的应用-我的试用”查看',
} as const;

/** The package of this product that may be tried, or the refusal. Prices, when named, must be the package's. */
async function triablePackage(db: Db, input: TrialInput): Promise<Reply<never> | typeof packages.$inferSelect> {
  const [row] = await db
    .select({ pkg: packages, product: products })
    .from(packages)
    .innerJoin(products, eq(products.id, packages.productId))
    .where(and(eq(packages.id, input.packageProductId), eq(products.id, input.productManagerId)))
    .limit(1);
  if (!row || row.product.sellStatus !== 1) return fail(404, trialRefusals.noProduct, 404);
  if (row.pkg.tryUseDuration <= 0 || !row.product.appId || row.product.appId !== String(input.appId)) {
    return fail(400, trialRefusals.noTrial, 400);
  }
  if (input.packagePriceId !== undefined) {
    const [price] = await db.select().from(packagePrices).where(and(eq(packagePrices.id, input.packagePriceId), eq(packagePrices.packageId, row.pkg.id)));
    if (!price) return fail(400, trialRefusals.noTrial, 400);
  }
  return row.pkg;
}

/**
 * 001 §7 trial apply. The company must hold an approved prefix, the one the portal sent; one open
 * trial per company and package (a partial unique index decides between concurrent applications); a
 * trial that has run its days is closed first, so the company may try again after it.
 */
export async function applyTrial(db: Db, user: UserRow, input: TrialInput, now: Date): Promise<Reply<{ id: number; endsAt: string }>> {
  const [company] = user.companyId ? await db.select().from(companies).where(eq(companies.id, user.companyId)).limit(1) : [];
  if (!company || company.examineStatus !== 2 || !company.indentifierPrefix) return fail(403, trialRefusals.noCompany, 403);
  if (company.indentifierPrefix !== input.companyPrefix) return fail(403, trialRefusals.wrongPrefix, 403);
  const pkg = await triablePackage(db, input);
  if ('ok' in pkg) return pkg;
  const endsAt = new Date(now.getTime() + pkg.tryUseDuration * dayMs);
  return db.transaction(async (tx) => {
    const same = and(eq(trials.companyId, company.id), eq(trials.packageId, pkg.id), eq(trials.status, 'open'));
    await tx.update(trials).set({ status: 'ended' }).where(and(same, lte(trials.endsAt, now)));
    const [row] = await tx
      .insert(trials)
      .values({
        companyId: company.id,
        userId: user.id,
        productId: pkg.productId,
        packageId: pkg.id,
        priceId: input.packagePriceId ?? null,
        appId: String(input.appId),
        createdAt: now,
        endsAt,
      })
      .onConflictDoNothing()
      .returning({ id: trials.id });
    if (!row) return fail(409, trialRefusals.open, 409);
    return ok({ id: row.id, endsAt: endsAt.toISOString() }, `试用申请已提交，试用期${pkg.tryUseDuration}天`);
  });
}
