// Removes what the run's workers kept in its folder, and its PostgreSQL template (jest-global-setup.cjs).
const { rmSync } = require('node:fs');
const path = require('node:path');

module.exports = async () => {
  const runDir = process.env.TEST_RUN_DIR;
  if (!runDir) return;
  rmSync(runDir, { recursive: true, force: true });
  if (process.env.GATEWAY_TEST_DB !== 'postgres' || !process.env.TEST_DATABASE_URL) return;
  const { Client } = require('pg');
  const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists idportal_tpl_${path.basename(runDir).replace(/\W/g, '_').toLowerCase()} with (force)`);
  } finally {
    await admin.end();
  }
};
