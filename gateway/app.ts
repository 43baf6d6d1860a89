import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { GatewayDeps } from './deps';
import { refuse } from './http/envelope';
import type { GatewayEnv } from './http/env';
import { logger } from '@/core/log/logger';
import { requestIdFrom, requestIdHeader } from '@/core/log/request-id';
import { installChineseZodMessages } from '@/core/validation/zod-messages';
import { gatewayMetrics } from './metrics';
import { registerRoutes } from './routes';

/** Uploads (payment proofs) may be 10 MB; everything else is small. */
const uploadLimit = 11 * 1024 * 1024;
const bodyLimitDefault = 256 * 1024;

/**
 * What a refusal told the caller (its envelope's message), for the log line: a 400 among many uploads is
 * otherwise a status without a reason. The messages are the gateway's fixed texts, never the request's.
 */
async function refusalOf(response: Response): Promise<string | undefined> {
  if (!response.headers.get('content-type')?.includes('json')) return undefined;
  try {
    const body: unknown = await response.clone().json();
    const message = (body as { message?: unknown } | null)?.message;
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}

/** The embedded reference gateway: every route of the contract that is implemented, over one database. */
export function createGatewayApp(deps: GatewayDeps): Hono<GatewayEnv> {
  // Its refusals name the field and say what is wrong in Chinese, never in zod's English.
  installChineseZodMessages();
  // Its metric families exist from the start, so a scraper sees every series before the first event.
  gatewayMetrics();
  const app = new Hono<GatewayEnv>();
  app.use(async (c, next) => {
    c.set('deps', deps);
    // One id for the log line and the audit trail's rows of this request.
    const reqId = requestIdFrom(c.req.header(requestIdHeader));
    c.set('reqId', reqId);
    const started = performance.now();
    await next();
    // The path without its query string: some calls carry passwords and codes there (as the contract says).
    const status = c.res.status;
    const refusal = status >= 400 && status < 500 ? await refusalOf(c.res) : undefined;
    logger().info({ service: 'gateway', reqId, method: c.req.method, path: c.req.path, status, ms: Math.round(performance.now() - started), refusal }, 'gateway request');
  });
  app.use(
    bodyLimit({
      maxSize: uploadLimit,
      onError: (c) => refuse(c, 413, '上传内容过大'),
    }),
  );
  app.use(async (c, next) => {
    const type = c.req.header('content-type') ?? '';
    if (type.startsWith('multipart/form-data')) return next();
    return bodyLimit({
      maxSize: bodyLimitDefault,
      onError: (cc) => refuse(cc, 413, '请求内容过大'),
    })(c, next);
  });
  registerRoutes(app);
  app.notFound((c) => refuse(c, 404, '接口不存在'));
  app.onError((error, c) => {
    logger().error({ service: 'gateway', reqId: c.req.header(requestIdHeader), path: c.req.path, error: String(error) }, 'gateway route failed');
    return refuse(c, 500, '服务异常，请稍后重试');
  });
  return app;
}
