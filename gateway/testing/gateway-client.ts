import type { Hono } from 'hono';
import type { z } from 'zod';
import { defaultClient } from '@/core/contract/client-credentials';
import { envelope, type Endpoint } from '@/core/contract/define';
import { toWire, type WireOptions } from '@/core/contract/wire';
import { createGatewayApp } from '../app';
import type { Database } from '../db/client';
import type { GatewayDeps } from '../deps';
import type { GatewayEnv } from '../http/env';

/** The client the test gateway expects on its token calls; `send` and `call` name it unless told otherwise. */
export const testClient = defaultClient;

/** A gateway over a test database with a clock the test can move; test mode unless `extra` says otherwise. */
export function testGateway(database: Database, start = new Date('2026-11-22T02:00:00Z'), extra: Partial<Pick<GatewayDeps, 'storageDir' | 'mode' | 'sms' | 'payments'>> = {}) {
  let now = start.getTime();
  const app = createGatewayApp({ database, now: () => new Date(now), mode: 'test', secret: 'test-gateway-secret', client: testClient, ...extra });
  return {
    app,
    advance(ms: number) {
      now += ms;
    },
    /** Calls an entry the way the portal's client sends it, and checks the answer against the contract. */
    async call<E extends Endpoint>(entry: E, input: Record<string, unknown>, token?: string, options: WireOptions = {}) {
      const response = await send(app, entry, input, { ...options, token });
      const body: unknown = await response.json();
      return { status: response.status, body: envelope(entry.data.optional().catch(undefined)).parse(body) as { success: boolean; data: z.output<E['data']> | null | undefined; message?: string | null; code?: unknown } };
    },
  };
}

async function send(app: Hono<GatewayEnv>, entry: Endpoint, input: Record<string, unknown>, options: WireOptions) {
  const { path, init } = toWire(entry, input, { client: testClient, ...options });
  return app.fetch(new Request(`http://gateway.test/${path}`, init));
}
