import { databaseTargetFromEnv } from '../target';
import { openDatabase } from '../db/client';
import { auditCommands } from './commands';

/**
 * `npm run audit -- list|export|prune [args]`: the audit trail for an operator, over the database the gateway
 * uses (DATA_DIR or DATABASE_URL; on PGlite, with the portal stopped, as `npm run review`).
 */
async function main([name, ...args]: string[]) {
  const command = name ? auditCommands[name] : undefined;
  if (!command) {
    const lines = Object.entries(auditCommands).map(([n, c]) => `  ${n.padEnd(8)} ${c.summary}`);
    console.error(['Usage: npm run audit -- <command> [args]', '', ...lines].join('\n'));
    process.exit(2);
  }
  const database = await openDatabase(databaseTargetFromEnv()).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
  try {
    console.info(await command.run(database.db, args, new Date()));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

void main(process.argv.slice(2));
