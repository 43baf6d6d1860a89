import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Companies: both the portal's customer companies and the owners of identifiers (000 §3 companyDetails).
 * examineStatus: 0 platform review, 1 top-level review, 2 approved, 3 failed, -2 unknown.
 */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    indentifierPrefix: varchar('indentifier_prefix', { length: 40 }),
    examineStatus: integer('examine_status').notNull().default(-2),
    status: integer('status').notNull().default(1),
    industry: varchar('industry', { length: 100 }),
    website: varchar('website', { length: 300 }),
    introduce: text('introduce'),
    liaison: varchar('liaison', { length: 50 }),
    liaisonPhone: varchar('liaison_phone', { length: 20 }),
    qrcodeLink: text('qrcode_link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('companies_prefix_idx').on(t.indentifierPrefix)],
);

/** Enterprise prefix applications (000 §3), one per company; a new submission replaces the earlier one. */
export const prefixApplications = pgTable(
  'prefix_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    companyId: integer('company_id').references(() => companies.id),
    secondNodeId: integer('second_node_id').notNull(),
    indentifierPrefix: varchar('indentifier_prefix', { length: 40 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    cardNo: varchar('card_no', { length: 60 }).notNull(),
    licenseType: integer('license_type').notNull(),
    licenseImg: varchar('license_img', { length: 200 }).notNull(),
    companyType: integer('company_type').notNull(),
    legalPerson: varchar('legal_person', { length: 50 }).notNull(),
    legalCradType: integer('legal_crad_type').notNull(),
    legalCardNo: varchar('legal_card_no', { length: 60 }).notNull(),
    /** { face, back } upload file names. */
    legalCardObject: jsonb('legal_card_object').notNull(),
    liaison: varchar('liaison', { length: 50 }).notNull(),
    liaisonPhone: varchar('liaison_phone', { length: 20 }).notNull(),
    liaisonEmail: varchar('liaison_email', { length: 254 }).notNull(),
    website: varchar('website', { length: 300 }),
    industryCode: varchar('industry_code', { length: 60 }).notNull(),
    industryCodeDesc: varchar('industry_code_desc', { length: 300 }),
    registerArea: varchar('register_area', { length: 60 }).notNull(),
    registerAreaDesc: varchar('register_area_desc', { length: 300 }),
    registerAddress: varchar('register_address', { length: 300 }).notNull(),
    introduce: text('introduce'),
    /** 0 platform review, 1 top-level review, 2 approved, 3 rejected. */
    examineStatus: integer('examine_status').notNull().default(0),
    feedbackDetails: text('feedback_details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('prefix_applications_user_idx').on(t.userId)],
);
