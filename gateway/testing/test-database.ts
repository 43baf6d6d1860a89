import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, type Database } from '../db/client';
import { ensureSeeded } from '../db/seed';

export interface TestDatabase {
  database: Database;
  /** The PostgreSQL URL of the fresh database; undefined on PGlite. */
  url?: string;
  cleanup(): Promise<void>;
}

/** Which engine the gateway's tests run on: the test command runs them once on each. */
export const testEngine = process.env.GATEWAY_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, seeded database for one test file: PGlite in memory, or a new PostgreSQL database on the
 * server of TEST_DATABASE_URL, created here and dropped by cleanup().
 */
export async function openTestDatabase({ seed = true } = {}): Promise<TestDatabase> {
  if (testEngine === 'pglite') {
    const database = await openDatabase({ memory: true });
    if (seed) await ensureSeeded(database.db);
    return { database, cleanup: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('GATEWAY_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `idportal_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  if (seed) await ensureSeeded(database.db);
  return {
    database,
    url: url.toString(),
    async cleanup() {
      await database.close().catch(() => undefined);
      const dropper = new Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
