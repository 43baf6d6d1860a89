import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** Identifiers with their owning company (000 §3 identifier detail). */
export const identifiers = pgTable(
  'identifiers',
  {
    identifier: varchar('identifier', { length: 256 }).primaryKey(),
    identifierName: varchar('identifier_name', { length: 200 }).notNull(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** How often the identifier was resolved: the home page's live figures add these up. */
    resolveCount: bigint('resolve_count', { mode: 'number' }).notNull().default(0),
    /**
     * How often a visitor's browser showed the page (issue 18): counted by the page's beacon, batched by
     * each portal instance, so a scan served from nginx's or Redis's cache still counts and crawlers do not.
     */
    viewCount: bigint('view_count', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Identifiers resolve regardless of ASCII case (as Handle does): the lookup by lower() uses this.
  (t) => [index('identifiers_company_idx').on(t.companyId), index('identifiers_identifier_lower_idx').on(sql`lower(${t.identifier})`)],
);

/** Scenes of an identifier; elements are a tree (Object and Array nest), so they are kept as JSON. */
export const identifierScenes = pgTable(
  'identifier_scenes',
  {
    sceneConfId: integer('scene_conf_id').primaryKey(),
    identifier: varchar('identifier', { length: 256 })
      .notNull()
      .references(() => identifiers.identifier, { onDelete: 'cascade' }),
    templateCode: integer('template_code').notNull(),
    sceneName: varchar('scene_name', { length: 100 }).notNull(),
    icon: text('icon'),
    smsGated: boolean('sms_gated').notNull().default(false),
    elements: jsonb('elements').notNull().default([]),
  },
  (t) => [index('identifier_scenes_identifier_idx').on(t.identifier)],
);

/** A phone verified by SMS for an identifier: its monitoring and remote-operations scenes open for a while. */
export const sceneVerifications = pgTable(
  'scene_verifications',
  {
    identifier: varchar('identifier', { length: 256 }).notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('scene_verifications_lookup_idx').on(t.identifier, t.phone, t.verifiedAt)],
);

/**
 * The traced rows of every public scene, one per (scene, target), kept by triggers on identifier_scenes
 * (migration 0008): the recalled-parts walk follows these rows by index in both directions instead of
 * reading every scene's element tree, which at a million items is a scan of millions of JSON documents
 * (docs/decisions/0042). `partKey` is the target as the walk matches it: trimmed and lower-cased.
 */
export const identifierTraces = pgTable(
  'identifier_traces',
  {
    sceneConfId: integer('scene_conf_id')
      .notNull()
      .references(() => identifierScenes.sceneConfId, { onDelete: 'cascade' }),
    identifier: varchar('identifier', { length: 256 }).notNull(),
    partKey: varchar('part_key', { length: 256 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.sceneConfId, t.partKey] }), index('identifier_traces_part_idx').on(t.partKey, t.identifier), index('identifier_traces_identifier_idx').on(t.identifier, t.partKey)],
);

/**
 * Identifiers whose pages the portals must render anew (a recall and every item containing the recalled
 * part): written in the change's own transaction, handed to the portals in batches by the revalidation
 * worker (gateway/identifier/revalidation-queue.ts), and deleted only once a portal accepted them, so a
 * crash leaves the rest for the next run.
 */
export const revalidationQueue = pgTable(
  'revalidation_queue',
  {
    identifier: varchar('identifier', { length: 256 }).primaryKey(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('revalidation_queue_order_idx').on(t.queuedAt, t.identifier)],
);
