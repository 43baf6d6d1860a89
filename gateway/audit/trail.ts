import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { logger } from '@/core/log/logger';
import type { Db } from '../db/client';
import { auditEvents } from '../db/schema';
import { clientIp } from '../http/client-ip';
import type { GatewayEnv } from '../http/env';

// The security audit trail (issue 62 item 2, gateway/db/schema/audit.ts): who logged in or failed to, was
// locked, was sent a code or refused one, changed or reset a password, registered, cancelled, consented;
// prefix review decisions; payment status changes; revalidations the portals accepted. Each with its
// time, account, address, request id and outcome, and never a secret or a code.

export type AuditOutcome = 'ok' | 'refused' | 'failed';

export interface AuditEvent {
  kind: string;
  outcome: AuditOutcome;
  userId?: number | null;
  /** What was asked for when no account is known (a login name, a phone): kept as a hash only. */
  subject?: string | null;
  /** Ids, statuses and reasons; never a password, a code or a token. */
  detail?: Record<string, unknown>;
}

export interface AuditOrigin {
  address?: string | null;
  requestId?: string | null;
}

/** A name or phone as the trail keeps it: enough to match two events of the same one, never the text. */
export const subjectHash = (text: string) => `sha256:${createHash('sha256').update(text.trim().toLowerCase()).digest('hex').slice(0, 24)}`;

/** The row of one event. */
export const auditRow = (event: AuditEvent, at: Date, origin: AuditOrigin = {}) => ({
  at,
  kind: event.kind,
  outcome: event.outcome,
  userId: event.userId ?? null,
  subject: event.subject ? subjectHash(event.subject) : null,
  address: origin.address?.slice(0, 64) ?? null,
  requestId: origin.requestId?.slice(0, 64) ?? null,
  detail: event.detail ?? null,
});

/**
 * Writes one event. A write that fails is logged as an error and does not fail the action it records (the
 * request log keeps the call); inside a transaction (`db` a transaction), it commits or not with the change.
 */
export async function writeAudit(db: Pick<Db, 'insert'>, event: AuditEvent, at: Date, origin: AuditOrigin = {}): Promise<void> {
  try {
    await db.insert(auditEvents).values(auditRow(event, at, origin));
  } catch (error) {
    logger().error({ service: 'gateway', kind: event.kind, outcome: event.outcome, err: error instanceof Error ? error.message : String(error) }, 'audit event not written');
  }
}

/** Where a request's events come from: its visitor's address and its request id. */
export const originOf = (c: Context<GatewayEnv>): AuditOrigin => ({ address: clientIp(c) ?? null, requestId: c.var.reqId ?? null });

/** Writes one event of this request. */
export const audit = (c: Context<GatewayEnv>, event: AuditEvent): Promise<void> => writeAudit(c.var.deps.database.db, event, c.var.deps.now(), originOf(c));

/** The request's events, for code that knows no Hono context (gateway/sms/codes.ts). */
export type AuditSink = (event: AuditEvent) => Promise<void>;
export const auditSinkOf = (c: Context<GatewayEnv>): AuditSink => (event) => audit(c, event);
