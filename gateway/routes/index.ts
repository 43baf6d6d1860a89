import type { Hono } from 'hono';
import type { GatewayEnv } from '../http/env';
import { registerAccountRoutes } from './account';
import { registerCaptchaRoutes } from './captcha';
import { registerConsultRoutes } from './consult';
import { registerDictionaryRoutes } from './dictionary';
import { registerFileRoutes } from './files';
import { registerHomeRoutes } from './home';
import { registerIdentifierRoutes } from './identifier';
import { registerMarketRoutes } from './market';
import { registerTestRoutes } from './test-outbox';

/** Every service's routes. Each feature adds its file here. */
export function registerRoutes(app: Hono<GatewayEnv>): void {
  app.get('/__ready', async (c) => {
    await c.var.deps.database.ping();
    return c.json({ success: true, data: null, message: 'ok', code: 200 });
  });
  registerTestRoutes(app);
  registerDictionaryRoutes(app);
  registerHomeRoutes(app);
  registerMarketRoutes(app);
  registerIdentifierRoutes(app);
  registerAccountRoutes(app);
  registerCaptchaRoutes(app);
  registerConsultRoutes(app);
  registerFileRoutes(app);
}
