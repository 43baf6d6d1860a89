import { rm } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Hono } from 'hono';
import { contract } from '@/core/contract';
import { messages } from '@/core/messages';
import { audit } from '../audit/trail';
import { authenticate, isRefusal } from '../auth/tokens';
import { closeFormProof, formProofHolds, proofRefused, spentOnCode } from '../captcha/slider';
import type { Db } from '../db/client';
import { auditEvents, authSessions, companies, consents, consultations, orders, prefixApplications, products, sceneVerifications, smsCodes, trials, uploads, users } from '../db/schema';
import { bind, type Handler } from '../http/bind';
import type { GatewayEnv } from '../http/env';
import { fail, ok } from '../http/reply';
import { checkCode, smsContextOf, spendCode } from '../sms/codes';
import { gatewaySecret, storageDir } from '../settings';
import { purposeOf } from './account';

// The rights the privacy policy promises (issue 62 item 1; PIPL articles 45 and 47): a copy of one's
// personal information, consent kept by version, and the cancellation of the account (注销). What a
// cancellation deletes, anonymises and keeps is what lib/content/agreements/privacy.ts says.

const account = contract.account;
const day = 86_400_000;
const iso = (at: Date | null | undefined) => (at ? at.toISOString() : null);

/** Consent to these agreements, as given now: the account's record of them (registration, the login's ask). */
export async function recordConsents(db: Pick<Db, 'insert'>, userId: number, agreements: readonly { agreement: string; version: string }[], now: Date): Promise<void> {
  if (agreements.length === 0) return;
  await db.insert(consents).values(agreements.map(({ agreement, version }) => ({ userId, agreement, version, acceptedAt: now })));
}

const examineStatus = ['平台审核中', '上级审核中', '已通过', '已驳回'];

/** Everything the platform keeps about one person, as they may download it. */
async function personalDataOf(db: Db, userId: number, now: Date) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  const [company] = user.companyId ? await db.select({ name: companies.name, prefix: companies.indentifierPrefix }).from(companies).where(eq(companies.id, user.companyId)).limit(1) : [];
  const orderRows = await db
    .select({ orderCode: orders.orderCode, product: products.name, status: orders.status, totalAmount: orders.totalAmount, createdAt: orders.createdAt, paidAt: orders.paidAt, payChannel: orders.payChannel, remark: orders.remark })
    .from(orders)
    .leftJoin(products, eq(products.id, orders.productId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt));
  const applications = await db.select().from(prefixApplications).where(eq(prefixApplications.userId, userId)).orderBy(desc(prefixApplications.createdAt));
  const submitted = await db.select().from(consultations).where(eq(consultations.userId, userId)).orderBy(desc(consultations.createdAt));
  const trialRows = await db.select({ product: products.name, status: trials.status, createdAt: trials.createdAt, endsAt: trials.endsAt }).from(trials).leftJoin(products, eq(products.id, trials.productId)).where(eq(trials.userId, userId));
  const consentRows = await db.select().from(consents).where(eq(consents.userId, userId)).orderBy(desc(consents.acceptedAt));
  const events = await db
    .select({ at: auditEvents.at, kind: auditEvents.kind, outcome: auditEvents.outcome, address: auditEvents.address })
    .from(auditEvents)
    .where(and(eq(auditEvents.userId, userId), gte(auditEvents.at, new Date(now.getTime() - 180 * day))))
    .orderBy(desc(auditEvents.at))
    .limit(500);
  return {
    exportedAt: now.toISOString(),
    account: { userId: user.id, account: user.account, phone: user.phone, email: user.email, type: user.type, createdAt: user.createdAt.toISOString(), portrait: user.portrait, company: company ?? null },
    consents: consentRows.map((c) => ({ agreement: c.agreement, version: c.version, acceptedAt: c.acceptedAt.toISOString() })),
    orders: orderRows.map((o) => ({ ...o, createdAt: o.createdAt.toISOString(), paidAt: iso(o.paidAt) })),
    prefixApplications: applications.map((a) => ({
      id: a.id,
      companyName: a.name,
      prefix: a.indentifierPrefix,
      status: examineStatus[a.examineStatus] ?? String(a.examineStatus),
      legalPerson: a.legalPerson,
      liaison: a.liaison,
      liaisonPhone: a.liaisonPhone,
      liaisonEmail: a.liaisonEmail,
      createdAt: a.createdAt.toISOString(),
    })),
    submissions: submitted.map((s) => ({ kind: s.kind, createdAt: s.createdAt.toISOString(), content: s.payload })),
    trials: trialRows.map((t) => ({ ...t, createdAt: t.createdAt.toISOString(), endsAt: iso(t.endsAt) })),
    securityEvents: events.map((e) => ({ ...e, at: e.at.toISOString() })),
  };
}

const myData: Handler<typeof account.myData> = async (_input, c) => {
  const auth = await authenticate(c);
  if (isRefusal(auth)) return auth;
  const data = await personalDataOf(c.var.deps.database.db, auth.user.id, c.var.deps.now());
  await audit(c, { kind: 'account.export', outcome: 'ok', userId: auth.user.id });
  return ok(data);
};

const consentsOf: Handler<typeof account.consents> = async (_input, c) => {
  const auth = await authenticate(c);
  if (isRefusal(auth)) return auth;
  const rows = await c.var.deps.database.db.select().from(consents).where(eq(consents.userId, auth.user.id)).orderBy(desc(consents.acceptedAt));
  return ok(rows.map((r) => ({ agreement: r.agreement, version: r.version, acceptedAt: r.acceptedAt.toISOString() })));
};

const consent: Handler<typeof account.consent> = async (input, c) => {
  const auth = await authenticate(c);
  if (isRefusal(auth)) return auth;
  await recordConsents(c.var.deps.database.db, auth.user.id, input.agreements, c.var.deps.now());
  await audit(c, { kind: 'account.consent', outcome: 'ok', userId: auth.user.id, detail: { agreements: input.agreements } });
  return ok(true, '已记录您的同意');
};

/** What stands in the way of a cancellation: an order waiting for its payment, an application under review. */
async function cancellationBlocked(db: Db, userId: number): Promise<string | undefined> {
  const [open] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.userId, userId), inArray(orders.status, ['created', 'awaiting_payment', 'awaiting_review']))).limit(1);
  if (open) return messages.cancelOrderOpen;
  const [reviewed] = await db.select({ id: prefixApplications.id }).from(prefixApplications).where(and(eq(prefixApplications.userId, userId), inArray(prefixApplications.examineStatus, [0, 1]))).limit(1);
  if (reviewed) return messages.cancelApplicationInReview;
  return undefined;
}

/**
 * Deletes and anonymises what the privacy policy says, in one transaction: the account's name, phone and
 * e-mail become placeholders no one can log in with (so they may be registered again), every session ends,
 * consents, the avatar, codes, scene verifications and the contact details of its submissions go, and its
 * applications keep no liaison. Orders and payments stay for bookkeeping without the person's name, phone
 * or e-mail; the audit trail stays its 180 days.
 */
async function cancel(db: Db, userId: number, phone: string, now: Date): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [{ portrait }] = await t.select({ portrait: users.portrait }).from(users).where(eq(users.id, userId));
    const avatar = portrait?.split('/').pop();
    await t
      .update(users)
      .set({
        account: `已注销:${userId}`,
        phone: `c${String(userId).padStart(10, '0')}`,
        email: '',
        passwordHash: '!cancelled',
        portrait: null,
        companyId: null,
        cancelledAt: now,
        loggedOutAt: now,
      })
      .where(eq(users.id, userId));
    await t.update(authSessions).set({ revokedAt: now }).where(eq(authSessions.userId, userId));
    await t.delete(consents).where(eq(consents.userId, userId));
    await t.delete(smsCodes).where(eq(smsCodes.phone, phone));
    await t.delete(sceneVerifications).where(eq(sceneVerifications.phone, phone));
    await t.update(consultations).set({ payload: { cancelled: true } }).where(eq(consultations.userId, userId));
    await t.update(prefixApplications).set({ liaison: '已注销用户', liaisonPhone: '', liaisonEmail: '' }).where(eq(prefixApplications.userId, userId));
    if (avatar) await t.delete(uploads).where(and(eq(uploads.ownerUserId, userId), eq(uploads.fileName, avatar)));
    return avatar;
  });
}

const cancelAccount: Handler<typeof account.cancel> = async (input, c) => {
  const { database, now } = c.var.deps;
  const db = database.db;
  const auth = await authenticate(c);
  if (isRefusal(auth)) return auth;
  const refused = async <T>(reason: string, reply: T) => (await audit(c, { kind: 'account.cancel', outcome: 'refused', userId: auth.user.id, detail: { reason } }), reply);
  if (auth.user.phone !== input.phoneNo) return refused('other_phone', fail(400, '手机号与当前账号不一致', 400));
  const spent = spentOnCode(purposeOf[3], input.phoneNo);
  if (!(await formProofHolds(db, gatewaySecret(c.var.deps), input, ['nc_message', 'nc_other'], spent, now()))) return refused('slider', proofRefused());
  const checked = await checkCode(smsContextOf(c.var.deps), input.phoneNo, purposeOf[3], input.verifiyCode);
  if (!checked.ok) return refused(checked.message, checked);
  const blocked = await cancellationBlocked(db, auth.user.id);
  if (blocked) return refused(blocked, fail(409, blocked, 409));
  if (!(await closeFormProof(db, input, spent, now()))) return refused('slider', proofRefused());
  await spendCode(db, checked.data.id, now());
  const avatar = await cancel(db, auth.user.id, auth.user.phone, now());
  // The avatar's file goes too (a payment proof stays: bookkeeping). A file that cannot be removed is no failure of the cancellation.
  if (avatar && /^[a-f0-9]{32}\.(jpg|png|bmp)$/.test(avatar)) await rm(path.join(storageDir(c.var.deps), avatar), { force: true }).catch(() => undefined);
  await audit(c, { kind: 'account.cancel', outcome: 'ok', userId: auth.user.id, detail: { avatarRemoved: Boolean(avatar) } });
  return ok(true, messages.cancelDone);
};

/** Personal information and the account's cancellation (issue 62 item 1). */
export function registerPersonalDataRoutes(app: Hono<GatewayEnv>): void {
  bind(app, account.myData, myData);
  bind(app, account.consents, consentsOf);
  bind(app, account.consent, consent);
  bind(app, account.cancel, cancelAccount);
}

