import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { dataOptions, dictEntries, secondNodes } from '../schema';
import { areaRows } from './dictionaries/area';
import { industryRows } from './dictionaries/industry';
import { secondNodes as nodeSeeds } from './dictionaries/nodes';
import { dataOptions as dataOptionSeeds } from './identifiers';

/** Inserts in slices: one statement with 3,000 rows would exceed the bind-parameter limit. */
export async function insertInChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export async function seedDictionaries(db: Db): Promise<void> {
  const rows = [
    ...industryRows().map((r) => ({ ...r, kind: 'industry' })),
    ...areaRows().map((r) => ({ ...r, kind: 'area' })),
  ];
  await insertInChunks(rows, 1000, (chunk) => db.insert(dictEntries).values(chunk));
  await db.insert(secondNodes).values(nodeSeeds);
  // Explicit ids were inserted: move the sequence past them so later nodes get fresh ids.
  await db.execute(sql`select setval(pg_get_serial_sequence('second_nodes', 'id'), (select max(id) from second_nodes))`);
  await db.insert(dataOptions).values(dataOptionSeeds.map(({ code, name }) => ({ code, name })));
}
