import { index, integer, pgTable, primaryKey, serial, varchar } from 'drizzle-orm/pg-core';

/** Industry (GB/T 4754-2017) and area (GB/T 2260) trees: 3 levels each, looked up by level and parent. */
export const dictEntries = pgTable(
  'dict_entries',
  {
    kind: varchar('kind', { length: 20 }).notNull(),
    code: varchar('code', { length: 20 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    level: integer('level').notNull(),
    parentCode: varchar('parent_code', { length: 20 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.code] }), index('dict_entries_lookup_idx').on(t.kind, t.level, t.parentCode)],
);

export const secondNodes = pgTable('second_nodes', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  nodePrefix: varchar('node_prefix', { length: 20 }).notNull(),
});

/** The AI-production data options (000 §3 data option entry). */
export const dataOptions = pgTable('data_options', {
  code: integer('code').primaryKey(),
  name: varchar('name', { length: 50 }).notNull(),
});
