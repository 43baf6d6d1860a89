import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './accounts';

/**
 * Orders. status: created → awaiting_payment → (awaiting_review →) paid, or cancelled while unpaid.
 * transactionId makes creation idempotent: a retried confirmation finds the order it already made.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderCode: varchar('order_code', { length: 32 }).notNull(),
    transactionId: varchar('transaction_id', { length: 64 }).notNull(),
    userId: integer('user_id').notNull().references(() => users.id),
    buyerCompanyId: integer('buyer_company_id').notNull().references(() => companies.id),
    buyerCompanyName: varchar('buyer_company_name', { length: 200 }).notNull(),
    productId: integer('product_id').notNull(),
    type: integer('type').notNull().default(0),
    totalAmount: numeric('total_amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    salePrice: numeric('sale_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    standardPrice: numeric('standard_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    remark: varchar('remark', { length: 300 }),
    status: varchar('status', { length: 20 }).notNull(),
    /** How it was paid: free, offline, wechat or online. */
    payChannel: varchar('pay_channel', { length: 20 }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_transaction_uq').on(t.transactionId),
    uniqueIndex('orders_code_uq').on(t.orderCode),
    index('orders_company_idx').on(t.buyerCompanyId),
  ],
);

/** Every change of an order's state, written in the same transaction as the change. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    fromStatus: varchar('from_status', { length: 20 }),
    toStatus: varchar('to_status', { length: 20 }).notNull(),
    /** Who moved it: the buyer's user id, 'payment:<channel>' or 'review'. */
    actor: varchar('actor', { length: 40 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
);

export const orderDetails = pgTable('order_details', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id),
  appId: varchar('app_id', { length: 64 }),
  packageProductId: integer('package_product_id').notNull(),
  packageName: varchar('package_name', { length: 100 }).notNull(),
  priceId: integer('price_id').notNull(),
  price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  purchaseDuration: varchar('purchase_duration', { length: 20 }).notNull(),
  productId: integer('product_id').notNull(),
  productName: varchar('product_name', { length: 100 }).notNull(),
});

/** Offline bank-transfer information, once per order (001 §3 offline payment info). */
export const payInfos = pgTable(
  'pay_infos',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    depositBank: varchar('deposit_bank', { length: 100 }).notNull(),
    bankAccountName: varchar('bank_account_name', { length: 100 }).notNull(),
    bankNo: varchar('bank_no', { length: 40 }).notNull(),
    payAmount: numeric('pay_amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    payTime: varchar('pay_time', { length: 10 }).notNull(),
    payPicture: text('pay_picture').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('pay_infos_order_uq').on(t.orderId)],
);

/**
 * Online payments (WeChat native QR, online redirect) through the sandbox or a real provider.
 * status: pending → paid | failed, or closed when the order is paid another way or cancelled.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    channel: varchar('channel', { length: 20 }).notNull(),
    /** The trade number the provider knows: the order code plus an attempt suffix. */
    outTradeNo: varchar('out_trade_no', { length: 64 }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    provider: varchar('provider', { length: 20 }).notNull().default('sandbox'),
    /** Names the sandbox page of this payment; random, so the page address is the capability. */
    token: varchar('token', { length: 64 }),
    /** What the buyer is sent to: the QR content (WeChat) or the cashier page (online). */
    payUrl: text('pay_url'),
    /** Where the online cashier returns the browser. */
    redirectUrl: text('redirect_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_trade_uq').on(t.outTradeNo),
    uniqueIndex('payments_token_uq').on(t.token),
    index('payments_order_idx').on(t.orderId),
  ],
);

/** Consultations (000 uccn/add), price inquiries and ecosystem applications (001), as submitted. */
export const consultations = pgTable('consultations', {
  id: serial('id').primaryKey(),
  kind: varchar('kind', { length: 20 }).notNull(),
  userId: integer('user_id'),
  payload: jsonb('payload').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Trial applications: one open trial per company and package. */
export const trials = pgTable(
  'trials',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    userId: integer('user_id').notNull(),
    productId: integer('product_id').notNull(),
    packageId: integer('package_id').notNull(),
    priceId: integer('price_id'),
    appId: varchar('app_id', { length: 64 }),
    status: varchar('status', { length: 20 }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The end of the trial period: after it the company may apply again. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [
    index('trials_company_package_idx').on(t.companyId, t.packageId),
    // Two applications racing for the same company and package: the database lets one through.
    uniqueIndex('trials_open_uq').on(t.companyId, t.packageId).where(sql`${t.status} = 'open'`),
  ],
);
