import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The security audit trail (issue 62 item 2; 等保 2.0 安全审计, the Cybersecurity Law's six months): one row
 * per security-relevant event, written by the gateway and never changed. The database refuses an UPDATE,
 * a TRUNCATE, and a DELETE of any row younger than the retention floor (migration 0011's triggers), so no
 * code path of the application can rewrite or drop what it recorded; rows older than AUDIT_RETENTION_DAYS
 * are pruned (gateway/audit/prune.ts). No secret or code is ever written: `detail` holds ids, statuses and
 * reasons only.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** What happened: login.password, sms.send, password.reset, account.cancel, prefix.review, order.paid … */
    kind: varchar('kind', { length: 64 }).notNull(),
    /** ok, refused (a limit, a wrong password or code), failed (the system could not). */
    outcome: varchar('outcome', { length: 16 }).notNull(),
    /** The account it concerns, when there is one. */
    userId: integer('user_id'),
    /** The name or phone it was asked for, when no account has it: a hash, never the text (a password typed into the wrong box). */
    subject: varchar('subject', { length: 80 }),
    /** The visitor's address as the portal forwarded it. */
    address: varchar('address', { length: 64 }),
    requestId: varchar('request_id', { length: 64 }),
    detail: jsonb('detail'),
  },
  (t) => [index('audit_events_at_idx').on(t.at), index('audit_events_user_at_idx').on(t.userId, t.at), index('audit_events_kind_at_idx').on(t.kind, t.at)],
);
