import { databaseTargetFromEnv } from '../target';
import { openDatabase } from '../db/client';
import type { ReviewCommand } from './command';
import { identifierCommands } from './identifiers';
import { orderCommands } from './orders';
import { prefixCommands } from './prefix';

/**
 * `npm run review -- <command> [args]`: the reviewer's side that the specs leave to the server,
 * as a small command over the same database the gateway uses (DATA_DIR or DATABASE_URL).
 * Each group of commands lives in its own module and is listed here.
 */
const commands: Record<string, ReviewCommand> = {
  ...orderCommands,
  ...prefixCommands,
  ...identifierCommands,
};

function usage(): string {
  const lines = Object.entries(commands).map(([name, command]) => `  ${name.padEnd(14)} ${command.summary}`);
  return ['Usage: npm run review -- <command> [args]', '', ...lines].join('\n');
}

async function main(argv: string[]) {
  const [name, ...args] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.error(name ? `Unknown command: ${name}\n\n${usage()}` : usage());
    process.exit(2);
  }
  // A PGlite folder that a running portal holds is refused here (gateway/db/pglite-lock.ts): say why, no stack.
  const database = await openDatabase(databaseTargetFromEnv()).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
  try {
    const output = await command.run(database.db, args, new Date());
    console.info(output);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

void main(process.argv.slice(2));
