import { and, asc, eq, gte, like, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditEvents, users } from '../db/schema';
import { subjectHash } from './trail';

export interface AuditFilter {
  from?: Date;
  to?: Date;
  /** An account's name or phone (as it is now), or its id. */
  account?: string;
  kind?: string;
  limit?: number;
}

export type AuditRecord = typeof auditEvents.$inferSelect;

/**
 * The events in [from, to), oldest first, of one account (its id, or a name or phone no account has: then
 * the hashed subject the trail keeps) and one kind (`login`, or `login.password`: a kind and its sub-kinds).
 */
export async function auditEventsOf(db: Db, filter: AuditFilter): Promise<AuditRecord[]> {
  const where: SQL[] = [];
  if (filter.from) where.push(gte(auditEvents.at, filter.from));
  if (filter.to) where.push(lt(auditEvents.at, filter.to));
  if (filter.kind) {
    if (!/^[a-z]+(\.[a-z_]+)*$/.test(filter.kind)) throw new Error(`Not a kind of event: ${filter.kind} (login, login.password, sms.send …)`);
    where.push(or(eq(auditEvents.kind, filter.kind), like(auditEvents.kind, `${filter.kind}.%`))!);
  }
  if (filter.account) {
    const id = /^\d{1,9}$/.test(filter.account) && filter.account.length < 11 ? Number(filter.account) : undefined;
    const [user] = id === undefined ? await db.select({ id: users.id }).from(users).where(or(eq(users.account, filter.account), eq(users.phone, filter.account))).limit(1) : [{ id }];
    where.push(user ? eq(auditEvents.userId, user.id) : eq(auditEvents.subject, subjectHash(filter.account)));
  }
  return db
    .select()
    .from(auditEvents)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(auditEvents.at), asc(auditEvents.id))
    .limit(filter.limit ?? 100_000);
}

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export const auditColumns = ['id', 'at', 'kind', 'outcome', 'userId', 'subject', 'address', 'requestId', 'detail'] as const;

/** The events as CSV (a header, one row each) or JSON lines. */
export function formatAudit(rows: readonly AuditRecord[], format: 'csv' | 'jsonl'): string {
  const plain = rows.map((r) => ({ ...r, at: r.at.toISOString() }));
  if (format === 'jsonl') return plain.map((r) => JSON.stringify(r)).join('\n');
  return [auditColumns.join(','), ...plain.map((r) => auditColumns.map((c) => csvCell(r[c])).join(','))].join('\n');
}
