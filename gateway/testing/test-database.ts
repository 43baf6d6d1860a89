import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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
 *
 * Migrating and seeding takes seconds, so within one jest run (scripts/test/jest-global-setup.cjs names it)
 * every file starts from a copy of one seeded database: a PGlite tarball, or a PostgreSQL template.
 */
export async function openTestDatabase({ seed = true } = {}): Promise<TestDatabase> {
  if (testEngine === 'pglite') {
    const from = seed ? await seededPgliteSnapshot() : undefined;
    const database = await openDatabase(from ? { memory: true, from } : { memory: true });
    if (seed && !from) await ensureSeeded(database.db);
    return { database, cleanup: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('GATEWAY_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `idportal_test_${randomBytes(6).toString('hex')}`;
  const template = seed ? await seededPostgresTemplate(adminUrl) : undefined;
  await withAdmin(adminUrl, (admin) => createDatabase(admin, name, template));
  const url = databaseUrl(adminUrl, name);
  const database = await openDatabase({ databaseUrl: url });
  if (seed && !template) await ensureSeeded(database.db);
  return {
    database,
    url,
    async cleanup() {
      await database.close().catch(() => undefined);
      await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

const runDir = process.env.TEST_RUN_DIR;

/** The seeded PGlite of this run as a tarball; the first file to need it makes it (a race makes it twice). */
async function seededPgliteSnapshot(): Promise<Blob | undefined> {
  if (!runDir) return undefined;
  const file = path.join(runDir, 'seeded-pglite.tar');
  if (!existsSync(file)) {
    const database = await openDatabase({ memory: true });
    try {
      await ensureSeeded(database.db);
      const part = `${file}.${process.pid}`;
      writeFileSync(part, Buffer.from(await (await database.dump!()).arrayBuffer()));
      renameSync(part, file);
    } finally {
      await database.close();
    }
  }
  return new Blob([readFileSync(file)]);
}

/** The seeded template database of this run, made once under an advisory lock; dropped by the global teardown. */
async function seededPostgresTemplate(adminUrl: string): Promise<string | undefined> {
  if (!runDir) return undefined;
  const template = `idportal_tpl_${path.basename(runDir).replace(/\W/g, '_').toLowerCase()}`;
  await withAdmin(adminUrl, async (admin) => {
    await admin.query('select pg_advisory_lock(365002)');
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (found.rowCount) return;
      await admin.query(`create database ${template}`);
      const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, template) });
      try {
        await ensureSeeded(database.db);
      } finally {
        await database.close();
      }
    } finally {
      await admin.query('select pg_advisory_unlock(365002)');
    }
  });
  return template;
}

/** CREATE DATABASE from a template fails while anything else is connected to it: tried a few times. */
async function createDatabase(admin: Client, name: string, template: string | undefined) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt === 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

async function withAdmin<T>(adminUrl: string, work: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
