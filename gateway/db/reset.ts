import { databaseTargetFromEnv } from '../target';
import { openDatabase } from './client';
import { resetDatabase } from './seed';

/** `npm run db:reset`: empties the gateway's tables and loads the demo dataset again. */
async function main() {
  const database = await openDatabase(databaseTargetFromEnv());
  try {
    await resetDatabase(database.db);
    console.info(`Demo data loaded again (${database.kind}).`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Reset failed: ${String(error)}`);
  process.exit(1);
});
