import type { Hono } from 'hono';
import { send } from '../http/envelope';
import type { GatewayEnv } from '../http/env';
import { ok } from '../http/reply';
import { registerAccountRoutes } from './account';
import { registerCaptchaRoutes } from './captcha';
import { registerCompanyRoutes } from './company';
import { registerConsultRoutes } from './consult';
import { registerDictionaryRoutes } from './dictionary';
import { registerFileRoutes } from './files';
import { registerHomeRoutes } from './home';
import { registerIdentifierRoutes } from './identifier';
import { registerMarketRoutes } from './market';
import { registerOrderRoutes } from './orders';
import { registerPersonalDataRoutes } from './personal-data';
import { registerPaySandboxRoutes } from './pay-sandbox';
import { registerPrefixRoutes } from './prefix';
import { registerTestRoutes } from './test-outbox';
import { registerTradeRoutes } from './trade';
import { registerTestReviewRoutes } from './test-review';

/** Every service's routes. Each feature adds its file here. */
export function registerRoutes(app: Hono<GatewayEnv>): void {
  app.get('/__ready', async (c) => {
    await c.var.deps.database.ping();
    return send(c, ok(null, 'ok'));
  });
  registerTestRoutes(app);
  registerTestReviewRoutes(app);
  registerDictionaryRoutes(app);
  registerHomeRoutes(app);
  registerMarketRoutes(app);
  registerIdentifierRoutes(app);
  registerAccountRoutes(app);
  registerPersonalDataRoutes(app);
  registerCaptchaRoutes(app);
  registerConsultRoutes(app);
  registerFileRoutes(app);
  registerOrderRoutes(app);
  registerPaySandboxRoutes(app);
  registerPrefixRoutes(app);
  registerTradeRoutes(app);
  registerCompanyRoutes(app);
}
