// Names this jest run with a temporary folder the workers share: gateway/testing/test-database.ts keeps
// the run's seeded database there (or names its PostgreSQL template after it). Plain CommonJS: jest
// loads the global setup without the project's module mapping.
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

module.exports = async () => {
  process.env.TEST_RUN_DIR = mkdtempSync(path.join(tmpdir(), 'idportal-jest-'));
  // New passwords hashed at N=2^12, p=1 instead of the storage setting in this run (gateway/auth/password.ts,
  // decisions 0040 and 0056); password.test.ts and seed/accounts.test.ts still check the storage setting.
  process.env.PASSWORD_TEST_COST ??= '12';
};
