import { Client } from 'pg';
import { openDatabase } from './client';
import { testEngine } from '../testing/test-database';

// Runs only in the PostgreSQL pass (jest.config.ts leaves *.postgres.test.ts out of the PGlite one).
const adminUrl = process.env.TEST_DATABASE_URL;
if (testEngine !== 'postgres' || !adminUrl) throw new Error('this file needs GATEWAY_TEST_DB=postgres and TEST_DATABASE_URL');

describe('PostgreSQL pool (postgres)', () => {
  const name = `idportal_pool_${process.pid}`;
  let admin: Client;
  let url: string;

  beforeAll(async () => {
    admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const target = new URL(adminUrl!);
    target.pathname = `/${name}`;
    url = target.toString();
  });

  afterAll(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  const connections = async () => Number((await admin.query('select count(*) from pg_stat_activity where datname = $1', [name])).rows[0].count);

  it('closes every connection before close() resolves', async () => {
    const database = await openDatabase({ databaseUrl: url });
    await Promise.all(Array.from({ length: 5 }, () => database.ping()));
    expect(await connections()).toBeGreaterThan(0);
    await database.close();
    expect(await connections()).toBe(0);
  });

  it('survives the server ending an idle connection, and answers on a new one', async () => {
    const database = await openDatabase({ databaseUrl: url });
    await database.ping();
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(database.ping()).resolves.toBeUndefined();
    await database.close();
  });
});
