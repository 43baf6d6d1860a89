import type { Db } from '../db/client';

/** One reviewer command: parses its own arguments, changes the database, returns what to print. */
export interface ReviewCommand {
  summary: string;
  run(db: Db, args: string[], now: Date): Promise<string>;
}
