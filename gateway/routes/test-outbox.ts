import type { Hono } from 'hono';
import { keepsOutbox } from '@/core/env/gateway-mode';
import { latestOutboxText } from '../sms/codes';
import { refuse, send } from '../http/envelope';
import type { GatewayEnv } from '../http/env';
import { ok } from '../http/reply';

/**
 * Development, test and demo mode only: what an SMS sender would have delivered, so a person trying the demo
 * or a browser test can read a code. In production mode the route does not exist (404).
 */
export function registerTestRoutes(app: Hono<GatewayEnv>): void {
  app.get('/__test/sms-outbox', async (c) => {
    if (!keepsOutbox(c.var.deps.mode)) return refuse(c, 404, '接口不存在');
    const phone = c.req.query('phone') ?? '';
    if (!/^1[3-9]\d{9}$/.test(phone)) return refuse(c, 400, '手机号有误');
    const text = await latestOutboxText(c.var.deps.database.db, phone);
    return send(c, ok({ text: text ?? null }, 'ok'));
  });
}
