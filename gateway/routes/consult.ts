import type { Hono } from 'hono';
import { contract } from '@/core/contract';
import { consultations } from '../db/schema';
import { bind } from '../http/bind';
import { clientIp } from '../http/client-ip';
import type { GatewayEnv } from '../http/env';
import { ok } from '../http/reply';
import { limitIp, limitSubject, tooManySubmissions } from '../auth/rate-limit';

/** Consultation requests (000 §7 uccn/add): stored as sent, no token. */
export function registerConsultRoutes(app: Hono<GatewayEnv>): void {
  bind(app, contract.consult.add, async (input, c) => {
    const { database, now } = c.var.deps;
    // Per contact phone too: without a trusted proxy that is the only bound on a form anyone may send.
    const phone = input.contactPersonphone.replace(/^(?:\+86|0086)/, '');
    const limited =
      (await limitIp(database.db, 'consult', clientIp(c), now(), tooManySubmissions)) ??
      (await limitSubject(database.db, 'consultPhone', phone, now(), tooManySubmissions));
    if (limited) return limited;
    const [row] = await database.db.insert(consultations).values({ kind: 'consult', payload: input, createdAt: now() }).returning({ id: consultations.id });
    return ok({ id: row.id }, '提交成功');
  });
}
