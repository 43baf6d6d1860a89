import { boolean, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Product classifications, 3 levels (001 §3). */
export const classifications = pgTable(
  'classifications',
  {
    id: integer('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    describes: text('describes'),
    level: integer('level').notNull(),
    parentId: integer('parent_id').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('classifications_parent_idx').on(t.parentId)],
);

/** Marketplace products (001 §3 product). `minPrice` is kept in step with the prices for sorting. */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    describes: text('describes').notNull(),
    trait: varchar('trait', { length: 300 }).notNull().default(''),
    classifyId: integer('classify_id').notNull().references(() => classifications.id),
    /** The level-1 and level-2 ancestors, so filtering by any level is one indexed comparison. */
    classifyLevel1: integer('classify_level1').notNull(),
    classifyLevel2: integer('classify_level2'),
    appOriginal: integer('app_original').notNull(),
    negotiable: integer('negotiable').notNull().default(0),
    sellStatus: integer('sell_status').notNull().default(1),
    choice: integer('choice').notNull().default(0),
    recommend: integer('recommend').notNull().default(0),
    zeroTry: integer('zero_try').notNull().default(0),
    hot: integer('hot').notNull().default(0),
    appId: varchar('app_id', { length: 64 }),
    appCode: varchar('app_code', { length: 64 }),
    picture: text('picture').notNull(),
    bannerUrls: jsonb('banner_urls').$type<string[]>().notNull().default([]),
    videoUrls: jsonb('video_urls').$type<string[]>().notNull().default([]),
    detail: text('detail').notNull().default(''),
    vendor: varchar('vendor', { length: 200 }),
    minPrice: numeric('min_price', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    sellTime: timestamp('sell_time', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('products_level1_idx').on(t.classifyLevel1, t.sellStatus),
    index('products_level2_idx').on(t.classifyLevel2, t.sellStatus),
    index('products_classify_idx').on(t.classifyId, t.sellStatus),
    // The list's two sorts over listed products, read in index order so a page stops after its rows.
    index('products_listed_sell_time_idx').on(t.sellStatus, t.sellTime, t.id),
    index('products_listed_min_price_idx').on(t.sellStatus, t.negotiable, t.minPrice, t.id),
  ],
);

/** Child packages of a product (001 §3). tryUseDuration: free-trial days, -1 for none. */
export const packages = pgTable(
  'packages',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    name: varchar('name', { length: 100 }).notNull(),
    tryUseDuration: integer('try_use_duration').notNull().default(-1),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('packages_product_idx').on(t.productId)],
);

/** Price entries of a package. durationUnit: '1' year, '2' month, '-1' lifetime. */
export const packagePrices = pgTable(
  'package_prices',
  {
    id: integer('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    duration: integer('duration').notNull(),
    durationUnit: varchar('duration_unit', { length: 2 }).notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [index('package_prices_package_idx').on(t.packageId)],
);

/** Banners of the marketplace and the partner strip (001 §3). redirectType 2 = external. */
export const banners = pgTable('banners', {
  id: integer('id').primaryKey(),
  image: text('image').notNull(),
  redirectType: integer('redirect_type').notNull(),
  outSiteUrl: text('out_site_url'),
  productId: integer('product_id'),
  kind: varchar('kind', { length: 20 }).notNull(),
  sort: integer('sort').notNull().default(0),
});

/** The home page's 'three major application scenario products' tabs (000 §2). */
export const homeGroups = pgTable('home_groups', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  productIds: jsonb('product_ids').$type<number[]>().notNull(),
  sort: integer('sort').notNull().default(0),
});
