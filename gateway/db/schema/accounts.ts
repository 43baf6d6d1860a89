import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** Portal accounts (000 §3 login user info). Passwords are scrypt hashes, never stored any other way. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    account: varchar('account', { length: 40 }).notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /** ORDINARY, COMPANY, COMPANY_ADMIN (and ADMIN, MANAGER on the real platform). */
    type: varchar('type', { length: 20 }).notNull().default('ORDINARY'),
    portrait: text('portrait'),
    companyId: integer('company_id').references(() => companies.id),
    origin: varchar('origin', { length: 40 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Sessions issued before these moments are refused (logout everywhere, password change). */
    loggedOutAt: timestamp('logged_out_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /**
     * When the person cancelled the account (注销, issue 62 item 1): its name, phone and e-mail are then
     * replaced by placeholders, so they may be registered again, and nothing can log in to it.
     */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_account_uq').on(t.account), uniqueIndex('users_phone_uq').on(t.phone)],
);

/**
 * Consent to an agreement, by its version (the date it took effect) and when it was given (issue 62 item 1):
 * registration records the user agreement's and the privacy policy's, and when either changes the portal
 * asks again at the next login. Kept while the account is; a cancelled account's go with its data.
 */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** user-service, privacy … (lib/content/agreements). */
    agreement: varchar('agreement', { length: 40 }).notNull(),
    version: varchar('version', { length: 40 }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consents_user_idx').on(t.userId, t.agreement)],
);

/** One row per login: the refresh token's hash, so logout and password change can revoke it. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    accessTokenHash: varchar('access_token_hash', { length: 64 }).notNull(),
    refreshTokenHash: varchar('refresh_token_hash', { length: 64 }).notNull(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }).notNull(),
    fingerprint: varchar('fingerprint', { length: 128 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('auth_sessions_access_uq').on(t.accessTokenHash),
    uniqueIndex('auth_sessions_refresh_uq').on(t.refreshTokenHash),
    index('auth_sessions_user_idx').on(t.userId),
  ],
);

/** SMS codes: stored hashed, 10-minute life, single use, void after 5 wrong tries. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    phone: varchar('phone', { length: 11 }).notNull(),
    /** login, register, reset, password, scene:<identifier> ... */
    purpose: varchar('purpose', { length: 300 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  // By time too: the hourly budget counts the last hour's codes over every phone on each send, and the
  // table keeps every code ever sent.
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.createdAt), index('sms_codes_created_idx').on(t.createdAt)],
);

/** Development and test only: the texts an SMS sender would have delivered, for tests to read. */
export const smsOutbox = pgTable('sms_outbox', {
  id: serial('id').primaryKey(),
  phone: varchar('phone', { length: 11 }).notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Slider-captcha challenges: signed, short-lived, single use. */
export const captchaChallenges = pgTable('captcha_challenges', {
  id: varchar('id', { length: 64 }).primaryKey(),
  target: integer('target').notNull(),
  /** The scene the proof may be spent on (nc_login, nc_message ...). */
  scene: varchar('scene', { length: 20 }).notNull().default('nc_login'),
  /** sha256 of the proof's token, set when the drag passes. */
  tokenHash: varchar('token_hash', { length: 64 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  passedAt: timestamp('passed_at', { withTimezone: true }),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /**
   * A proof spent on an SMS send still vouches for the form that code completes: `<purpose>:<phone>`
   * until that form goes through (decision 0049). Null for every other proof.
   */
  spentFor: varchar('spent_for', { length: 32 }),
});

/** Fixed-window counters shared by every portal instance (per IP, per phone, per account). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 200 }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [uniqueIndex('rate_limits_key_window_uq').on(t.key, t.windowStart)],
);

/** Files people upload; private ones (identity documents) are served only to owner and reviewers. */
export const uploads = pgTable('uploads', {
  id: serial('id').primaryKey(),
  ownerUserId: integer('owner_user_id').references(() => users.id),
  fileName: varchar('file_name', { length: 80 }).notNull(),
  originalName: varchar('original_name', { length: 255 }),
  mime: varchar('mime', { length: 40 }).notNull(),
  size: integer('size').notNull(),
  isPrivate: boolean('is_private').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

