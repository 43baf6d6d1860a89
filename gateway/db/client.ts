import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import { logger } from '@/core/log/logger';
import { lockDataFolder } from './pglite-lock';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Cheap round trip for /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a tarball, which `{ memory: true, from }` opens again. */
  dump?(): Promise<Blob>;
}

export type DatabaseTarget = { databaseUrl: string } | { dataDir: string } | { memory: true; from?: Blob };

export const migrationsFolder = path.join(process.cwd(), 'gateway', 'db', 'migrations');

/** Work that must end before its database closes (a batch of counts still in memory), per database. */
const beforeClose = new WeakMap<Db, (() => Promise<void>)[]>();

/** Runs `finish` when the database of `db` closes, before its connections go (a failure is finish's own to report). */
export function beforeClosing(db: Db, finish: () => Promise<void>): void {
  beforeClose.set(db, [...(beforeClose.get(db) ?? []), finish]);
}

/** Opens PostgreSQL (databaseUrl), PGlite in a folder, or PGlite in memory, and applies the migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const database = 'databaseUrl' in target ? await openPostgres(target.databaseUrl) : await openPglite('dataDir' in target ? target.dataDir : undefined, 'from' in target ? target.from : undefined);
  const close = database.close;
  database.close = async () => {
    for (const finish of beforeClose.get(database.db) ?? []) await finish().catch(() => undefined);
    await close();
  };
  return database;
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const { Pool: PgPool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // JIT off on the gateway's own connections (decision 0042): at a million identifiers the planner's
  // estimates for the walks cross jit_above_cost, and a query that runs in 1 ms spent 13-50 ms compiling
  // itself. The gateway's reads are all short and index-bound; none gains from JIT.
  const pool: Pool = new PgPool({ connectionString: databaseUrl, max: 10, options: '-c jit=off' });
  // An idle connection the server ends (a restart, a dropped database, an administrator) makes the pool
  // emit 'error'; without a listener that event would end the process. The pool replaces the client.
  pool.on('error', (error) => logger().warn({ err: error.message, code: (error as { code?: string }).code }, 'idle database connection lost'));
  const db = drizzle(pool, { schema });
  try {
    await migrate(db, { migrationsFolder });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: async () => void (await pool.query('select 1')),
    close: () => endPool(pool),
  };
}

/**
 * pool.end() resolves once it has asked every idle connection to close, before their sockets have;
 * waits for them too (at most 2 s, for a connection still checked out), so that whoever drops the
 * database next does not terminate a connection that is still closing.
 */
async function endPool(pool: Pool): Promise<void> {
  let left = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (left === 0) resolve();
    pool.on('remove', () => {
      if (--left <= 0) resolve();
    });
  });
  await pool.end();
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
}

async function openPglite(dataDir: string | undefined, from: Blob | undefined): Promise<Database> {
  const { PGlite: Lite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // PGlite does not create missing parent folders.
  if (dataDir) mkdirSync(path.resolve(dataDir), { recursive: true });
  // One process per folder: a second one is refused before it can corrupt the first one's data.
  const unlock = dataDir ? lockDataFolder(path.resolve(dataDir)) : () => undefined;
  let client: PGlite;
  try {
    // One argument: given a data folder, PGlite ignores a second (options) argument.
    client = dataDir ? new Lite(path.resolve(dataDir, 'pglite')) : new Lite({ loadDataDir: from });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzle(client, { schema });
  // The lock goes even when closing fails (an aborted PGlite throws), so a later open can try again.
  const close = async () => {
    try {
      await client.close();
    } finally {
      unlock();
    }
  };
  try {
    await migrate(db, { migrationsFolder });
  } catch (error) {
    await close();
    throw error;
  }
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    close,
    dump: async () => (await client.dumpDataDir('none')) as Blob,
  };
}

/** The rows of a raw `db.execute`: PGlite answers `{ rows }`, postgres-js the array itself. */
export const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);
