import type { Hono } from 'hono';
import { keepsOutbox } from '@/core/env/gateway-mode';
import { latestOutboxText } from '../sms/codes';
import type { GatewayEnv } from '../http/env';

/**
 * Development, test and demo mode only: what an SMS sender would have delivered, so a person trying the demo
 * or a browser test can read a code. In production mode the route does not exist (404).
 */
export function registerTestRoutes(app: Hono<GatewayEnv>): void {
  app.get('/__test/sms-outbox', async (c) => {
    if (!keepsOutbox(c.var.deps.mode)) return c.json({ success: false, data: null, message: '接口不存在', code: 404 }, 404);
    const phone = c.req.query('phone') ?? '';
    if (!/^1[3-9]\d{9}$/.test(phone)) return c.json({ success: false, data: null, message: '手机号有误', code: 400 }, 400);
    const text = await latestOutboxText(c.var.deps.database.db, phone);
    return c.json({ success: true, data: { text: text ?? null }, message: 'ok', code: 200 });
  });
}
