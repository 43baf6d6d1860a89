import http from 'node:http';
import type { Registry } from 'prom-client';
import { logger } from '@/core/log/logger';

/** Marks the metrics server, so the portal's request metrics leave its scrapes out (runtime/request-metrics.ts). */
export const metricsServerMark = Symbol.for('idportal.metrics-server');

export interface MetricsAddress {
  port: number;
  host: string;
}

/** `GET /metrics`: the registry in Prometheus's text format. Anything else is a 404. */
export function metricsHandler(registry: Registry): http.RequestListener {
  return (req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if ((req.method !== 'GET' && req.method !== 'HEAD') || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(req.method === 'HEAD' ? undefined : text),
      (error: unknown) => res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`${String(error)}\n`),
    );
  };
}

/**
 * Serves the registry on a port of its own (METRICS_PORT), which the reverse proxy never forwards to:
 * deploy/nginx.conf knows only the visitors' port. Loopback unless told otherwise (METRICS_HOST). A port
 * already taken (a second process started with the same METRICS_PORT) is a warning, not a stop: the
 * portal serves on, and the scraper's `up` says the target is missing.
 */
export function startMetricsServer(registry: Registry, { port, host }: MetricsAddress): Promise<http.Server | undefined> {
  const server = http.createServer(metricsHandler(registry));
  Object.assign(server, { [metricsServerMark]: true });
  // Never what keeps a stopping process alive: the scraper's keep-alive connection included.
  server.on('connection', (socket) => socket.unref());
  return new Promise((resolve) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      logger().warn({ port, host, code: error.code, err: error.message }, 'metrics port unavailable: /metrics is off in this process');
      resolve(undefined);
    });
    server.listen(port, host, () => {
      server.unref();
      logger().info({ port, host, path: '/metrics' }, 'metrics listening');
      resolve(server);
    });
  });
}

export const isMetricsServer = (server: unknown): boolean => Boolean(server && (server as Record<symbol, unknown>)[metricsServerMark]);
