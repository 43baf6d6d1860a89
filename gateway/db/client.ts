import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import { lockDataFolder } from './pglite-lock';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Cheap round trip for /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget = { databaseUrl: string } | { dataDir: string } | { memory: true };

export const migrationsFolder = path.join(process.cwd(), 'gateway', 'db', 'migrations');

/** Opens PostgreSQL (databaseUrl), PGlite in a folder, or PGlite in memory, and applies the migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('databaseUrl' in target) return openPostgres(target.databaseUrl);
  return openPglite('dataDir' in target ? target.dataDir : undefined);
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const { Pool: PgPool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool: Pool = new PgPool({ connectionString: databaseUrl, max: 10 });
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
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const { PGlite: Lite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // PGlite does not create missing parent folders.
  if (dataDir) mkdirSync(path.resolve(dataDir), { recursive: true });
  // One process per folder: a second one is refused before it can corrupt the first one's data.
  const unlock = dataDir ? lockDataFolder(path.resolve(dataDir)) : () => undefined;
  let client: PGlite;
  try {
    client = new Lite(dataDir ? path.resolve(dataDir, 'pglite') : undefined);
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
  };
}
