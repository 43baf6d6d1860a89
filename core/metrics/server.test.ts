import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Counter, Registry } from 'prom-client';
import { gatewayEnv } from '@/core/env/gateway';
import { parseEnv } from '@/core/env/portal';
import { isMetricsServer, startMetricsServer } from './server';

let registry: Registry;
let server: Server;
let origin: string;

beforeAll(async () => {
  registry = new Registry();
  new Counter({ name: 'idportal_server_test_total', help: 'a test counter', registers: [registry] }).inc(3);
  // Port 0: the system picks a free one (the configuration's 0 means off and never gets here).
  server = (await startMetricsServer(registry, { port: 0, host: '127.0.0.1' }))!;
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('the metrics port', () => {
  it('answers GET /metrics in Prometheus’s text format', async () => {
    const response = await fetch(`${origin}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).toContain('# HELP idportal_server_test_total a test counter');
    expect(text).toContain('# TYPE idportal_server_test_total counter');
    expect(text).toMatch(/^idportal_server_test_total 3$/m);
  });

  it('answers nothing else', async () => {
    expect((await fetch(`${origin}/`)).status).toBe(404);
    expect((await fetch(`${origin}/metrics/x`)).status).toBe(404);
    expect((await fetch(`${origin}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('listens on loopback, and both sides default to it, off unless a port is given', () => {
    expect((server.address() as AddressInfo).address).toBe('127.0.0.1');
    expect(parseEnv({})).toMatchObject({ METRICS_PORT: 0, METRICS_HOST: '127.0.0.1' });
    expect(gatewayEnv({})).toMatchObject({ METRICS_PORT: 0, METRICS_HOST: '127.0.0.1' });
    expect(parseEnv({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
  });

  it('is marked, so the portal’s request metrics leave its scrapes out', () => {
    expect(isMetricsServer(server)).toBe(true);
    expect(isMetricsServer({})).toBe(false);
  });

  it('never shares the visitors’ port', () => {
    expect(() => parseEnv({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(/METRICS_PORT must differ from PORT/);
  });

  it('warns and goes on when its port is taken by another process’s metrics', async () => {
    const port = (server.address() as AddressInfo).port;
    await expect(startMetricsServer(registry, { port, host: '127.0.0.1' })).resolves.toBeUndefined();
  });
});
