import 'server-only';
import { createHmac } from 'node:crypto';
import path from 'node:path';
import { gatewayModeFromEnv } from '@/core/env/gateway-mode';
import { isBuilding, processEnv } from '@/core/env/process';
import { logger } from '@/core/log/logger';
import { createGatewayApp } from '@/gateway/app';
import { openSeededDatabase } from '@/gateway/db/open-seeded';
import { portalsTarget, pushToPortals } from '@/gateway/identifier/notify-portals';
import { startRevalidationWorker } from '@/gateway/identifier/revalidation-queue';
import { startAuditPruning } from '@/gateway/audit/prune';
import { paymentSetupFromEnv } from '@/gateway/payment/setup';
import { env } from '@/lib/config/env';
import { sessionSecret } from '@/lib/session/secret';

type GatewayApp = ReturnType<typeof createGatewayApp>;

// Kept on globalThis: pages and route handlers are bundled apart, so a module-level variable would
// open a second PGlite on the same folder, which never sees the first one's writes (a session made by
// the login route was unknown to the personal page).
const key = Symbol.for('idportal.embedded-gateway');
const store = globalThis as unknown as Record<symbol, Promise<GatewayApp> | undefined>;

/**
 * The embedded gateway of this process, opened on first use. PGlite allows one process per data folder,
 * so `next build` (which renders pages in worker processes) gets an in-memory database of its own.
 * A failed open is not kept: the next request tries again.
 */
export function embeddedGateway(): Promise<GatewayApp> {
  store[key] ??= open().catch((error: unknown) => {
    store[key] = undefined;
    throw error;
  });
  return store[key];
}

async function open(): Promise<GatewayApp> {
  const e = env();
  const building = isBuilding();
  const target = e.DATABASE_URL ? { databaseUrl: e.DATABASE_URL } : building ? { memory: true as const } : { dataDir: e.DATA_DIR };
  const database = await openSeededDatabase(target);
  // Every portal process derives the same captcha key from the session secret, so a proof made at one
  // instance is accepted at another over the same PostgreSQL.
  const secret = createHmac('sha256', sessionSecret()).update('embedded-gateway-captcha').digest('base64url');
  const mode = gatewayModeFromEnv();
  // The start-up check (lib/config/startup.ts) has already refused a configuration with problems.
  const payments = paymentSetupFromEnv(processEnv(), mode);
  const client = { id: e.GATEWAY_CLIENT_ID, secret: e.GATEWAY_CLIENT_SECRET };
  // Pages queued by a recall reach the portals in batches (decision 0042); not while building.
  const portals = building ? undefined : portalsTarget();
  if (portals) startRevalidationWorker(database.db, portals, pushToPortals, { info: (f, m) => logger().info(f, m), warn: (f, m) => logger().warn(f, m) });
  // The audit trail keeps its rows AUDIT_RETENTION_DAYS (at least 180), then drops them (issue 62 item 2).
  if (!building) startAuditPruning(database.db, e.AUDIT_RETENTION_DAYS, { info: (f, m) => logger().info(f, m), error: (f, m) => logger().error(f, m) });
  return createGatewayApp({ database, now: () => new Date(), mode, secret, client, storageDir: path.resolve(e.DATA_DIR, 'uploads'), payments });
}

/** ky's `fetch` for the embedded gateway: the same request, answered in-process. */
export async function embeddedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const app = await embeddedGateway();
  return app.fetch(new Request(input, init));
}

/** Development and browser tests: the newest SMS text sent to a phone, from the embedded gateway's outbox. */
export async function embeddedOutbox(phone: string): Promise<Response> {
  const app = await embeddedGateway();
  return app.fetch(new Request(`http://embedded.gateway/__test/sms-outbox?phone=${encodeURIComponent(phone)}`));
}

/** For /readyz: the database answers a trivial query. */
export async function embeddedReady(): Promise<void> {
  const app = await embeddedGateway();
  const response = await app.fetch(new Request('http://embedded.gateway/__ready'));
  if (!response.ok) throw new Error(`embedded gateway not ready: ${response.status}`);
}

/** A route of the embedded gateway that is not a contract entry (private documents, test-mode review). */
export async function embeddedRequest(pathAndQuery: string, init?: RequestInit): Promise<Response> {
  const app = await embeddedGateway();
  return app.fetch(new Request(`http://embedded.gateway/${pathAndQuery.replace(/^\//, '')}`, init));
}
