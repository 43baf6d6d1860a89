import { gatewayEnv } from '@/core/env/gateway';
import path from 'node:path';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, prefixApplications, users } from '../db/schema';
import { privateDir } from '../storage/files';
import type { ReviewCommand } from './command';
import { resetDemoApplications } from './prefix-demo';
import { writeAudit } from '../audit/trail';

// The reviewer's side of the prefix application (000 §6: "review is done by an auditor on the server
// side"): list what waits, read one, approve it (the company gets its prefix) or reject it with a reason.
// The functions are plain so the gateway's test-mode route can run them too (routes/test-review.ts).

const statusNames: Record<number, string> = { 0: 'platform review', 1: 'top-level review', 2: 'approved', 3: 'rejected' };
const inReview = [0, 1];

function idArg(args: string[]): number {
  const id = Number(args[0]);
  if (!args[0] || !Number.isInteger(id) || id <= 0) throw new Error('Give the application id, e.g. `approve 3` (see `list`).');
  return id;
}

/** `--reason "..."` or `--reason=...`; absent when not given. */
export function reasonArg(args: string[]): string | undefined {
  const at = args.findIndex((a) => a === '--reason' || a.startsWith('--reason='));
  if (at < 0) return undefined;
  const value = args[at].startsWith('--reason=') ? args[at].slice('--reason='.length) : args[at + 1];
  const reason = value?.trim();
  if (!reason) throw new Error('--reason needs a text, e.g. --reason "营业执照照片模糊"');
  if (reason.length > 500) throw new Error('The reason may be 500 characters at most.');
  return reason;
}

async function applicationInReview(db: Db, id: number) {
  const [row] = await db.select().from(prefixApplications).where(eq(prefixApplications.id, id)).limit(1);
  if (!row) throw new Error(`No application #${id}.`);
  if (!inReview.includes(row.examineStatus)) throw new Error(`Application #${id} is ${statusNames[row.examineStatus] ?? row.examineStatus}, not in review.`);
  if (!row.companyId) throw new Error(`Application #${id} has no company.`);
  return row as typeof row & { companyId: number };
}

export async function listApplications(db: Db, all = false): Promise<string> {
  const rows = await db
    .select({ app: prefixApplications, account: users.account, phone: users.phone })
    .from(prefixApplications)
    .innerJoin(users, eq(users.id, prefixApplications.userId))
    .where(all ? undefined : inArray(prefixApplications.examineStatus, inReview))
    .orderBy(asc(prefixApplications.updatedAt));
  if (rows.length === 0) return all ? 'No applications.' : 'No applications in review.';
  return rows
    .map(({ app, account, phone }) =>
      [`#${app.id}`, statusNames[app.examineStatus] ?? String(app.examineStatus), app.indentifierPrefix, app.name, `${account} (${phone})`, app.updatedAt.toISOString()].join('  '),
    )
    .join('\n');
}

export async function showApplication(db: Db, id: number, storage: string): Promise<string> {
  const [row] = await db.select().from(prefixApplications).where(eq(prefixApplications.id, id)).limit(1);
  if (!row) throw new Error(`No application #${id}.`);
  const card = row.legalCardObject as { face?: string; back?: string };
  const file = (name?: string) => (name ? path.join(privateDir(storage), name) : '-');
  return [
    `#${row.id}  ${statusNames[row.examineStatus] ?? row.examineStatus}  ${row.indentifierPrefix}`,
    `company   ${row.name}  (document type ${row.licenseType}: ${row.cardNo})`,
    `industry  ${row.industryCodeDesc ?? row.industryCode}`,
    `area      ${row.registerAreaDesc ?? row.registerArea}  ${row.registerAddress}`,
    `legal     ${row.legalPerson}  (document type ${row.legalCradType}: ${row.legalCardNo})`,
    `contact   ${row.liaison}  ${row.liaisonPhone}  ${row.liaisonEmail}`,
    `website   ${row.website ?? '-'}`,
    `licence   ${file(row.licenseImg)}`,
    `id face   ${file(card.face)}`,
    `id back   ${file(card.back)}`,
    row.feedbackDetails ? `reason    ${row.feedbackDetails}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** Approval: the application is done, its company holds the prefix (examineStatus 2 on both), the applicant administers it. */
export async function approveApplication(db: Db, id: number, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const row = await applicationInReview(t, id);
    const [holder] = await t
      .select({ name: companies.name })
      .from(companies)
      .where(and(eq(companies.indentifierPrefix, row.indentifierPrefix), ne(companies.id, row.companyId)))
      .limit(1);
    if (holder) throw new Error(`Prefix ${row.indentifierPrefix} already belongs to ${holder.name}: reject this application instead.`);
    await t.update(prefixApplications).set({ examineStatus: 2, feedbackDetails: null, updatedAt: now }).where(eq(prefixApplications.id, id));
    await t.update(companies).set({ examineStatus: 2, indentifierPrefix: row.indentifierPrefix }).where(eq(companies.id, row.companyId));
    // An ordinary applicant becomes the company's admin: the console is theirs from the next login.
    await t.update(users).set({ type: 'COMPANY_ADMIN' }).where(and(eq(users.id, row.userId), eq(users.type, 'ORDINARY')));
    await writeAudit(t, { kind: 'prefix.review', outcome: 'ok', userId: row.userId, detail: { applicationId: id, decision: 'approved', prefix: row.indentifierPrefix } }, now);
    return `Approved #${id}: ${row.name} now holds ${row.indentifierPrefix}.`;
  });
}

/** Rejection: the reason is shown to the applicant (or the default text when none is given). */
export async function rejectApplication(db: Db, id: number, reason: string | undefined, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const row = await applicationInReview(t, id);
    await t.update(prefixApplications).set({ examineStatus: 3, feedbackDetails: reason ?? null, updatedAt: now }).where(eq(prefixApplications.id, id));
    await t.update(companies).set({ examineStatus: 3 }).where(eq(companies.id, row.companyId));
    await writeAudit(t, { kind: 'prefix.review', outcome: 'ok', userId: row.userId, detail: { applicationId: id, decision: 'rejected', reason: reason ?? null } }, now);
    return `Rejected #${id}: ${row.name}${reason ? ` (${reason})` : ''}.`;
  });
}

/** Platform review passed; the application waits for the top-level node (examineStatus 1). */
export async function forwardApplication(db: Db, id: number, now: Date): Promise<string> {
  const row = await applicationInReview(db, id);
  if (row.examineStatus !== 0) throw new Error(`Application #${id} is already in top-level review.`);
  await db.update(prefixApplications).set({ examineStatus: 1, updatedAt: now }).where(eq(prefixApplications.id, id));
  await db.update(companies).set({ examineStatus: 1 }).where(eq(companies.id, row.companyId));
  await writeAudit(db, { kind: 'prefix.review', outcome: 'ok', userId: row.userId, detail: { applicationId: id, decision: 'forwarded' } }, now);
  return `Forwarded #${id} to top-level review.`;
}

const storageFolder = () => path.resolve(gatewayEnv().DATA_DIR, 'uploads');

export const prefixCommands: Record<string, ReviewCommand> = {
  list: {
    summary: 'prefix applications in review (--all: every one)',
    run: (db, args) => listApplications(db, args.includes('--all')),
  },
  show: {
    summary: 'ID: one prefix application with the paths of its documents',
    run: async (db, args) => showApplication(db, idArg(args), storageFolder()),
  },
  forward: {
    summary: 'ID: platform review passed, on to top-level review',
    run: async (db, args, now) => forwardApplication(db, idArg(args), now),
  },
  approve: {
    summary: 'ID: approve; the company gets its prefix',
    run: async (db, args, now) => approveApplication(db, idArg(args), now),
  },
  reject: {
    summary: 'ID --reason "...": reject with the reason the applicant sees',
    run: async (db, args, now) => rejectApplication(db, idArg(args), reasonArg(args.slice(1)), now),
  },
  'reset-demo': {
    summary: 'put the demo accounts’ prefix applications back as the demo dataset has them',
    run: (db) => resetDemoApplications(db),
  },
};
