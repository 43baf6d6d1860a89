import { openDatabase, type Database, type DatabaseTarget } from './client';
import { ensureSeeded } from './seed';

/** Opens the database, applies migrations and loads the demo dataset on first start. */
export async function openSeededDatabase(target: DatabaseTarget): Promise<Database> {
  const database = await openDatabase(target);
  try {
    await ensureSeeded(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
