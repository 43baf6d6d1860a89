import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

export const seedState = pgTable('seed_state', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
