import type { Hono } from 'hono';
import { contract } from '@/lib/contract';
import { consultations } from '../db/schema';
import { bind } from '../http/bind';
import type { GatewayEnv } from '../http/env';
import { fail, ok } from '../http/reply';
import { allowIp } from '../auth/rate-limit';
import { clientIp } from './account';

/** Consultation requests (000 §7 uccn/add): stored as sent, no token. */
export function registerConsultRoutes(app: Hono<GatewayEnv>): void {
  bind(app, contract.consult.add, async (input, c) => {
    const { database, now } = c.var.deps;
    if (!(await allowIp(database.db, 'consult', clientIp(c), now()))) return fail(429, '提交过于频繁，请稍后再试', 429);
    const [row] = await database.db.insert(consultations).values({ kind: 'consult', payload: input, createdAt: now() }).returning({ id: consultations.id });
    return ok({ id: row.id }, '提交成功');
  });
}
