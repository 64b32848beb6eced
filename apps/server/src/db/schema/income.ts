import type { IncomeTransferStatus } from '@yangdee/contracts/income-transfer';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { orders } from './orders';
import { sellerUsers } from './sellers';
import { stores } from './stores';

// What a shop earns and what the marketplace owes it (decision 0102), and the per-day summaries
// the dashboard and reports read (ARCHITECTURE: summary tables kept exact in the same transaction
// as the write they summarise, per shop and Bangkok calendar day).

/** HELD → (release_at passes: READY, derived) → TRANSFERRED; REFUNDED when cancelled after payment. */

export const transferBatches = pgTable('transfer_batches', {
  id: serial().primaryKey(),
  storeId: integer()
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' }),
  totalSatang: bigint({ mode: 'number' }).notNull(),
  entryCount: integer().notNull(),
  bankReference: varchar({ length: 60 }).notNull().default(''),
  createdBy: integer().references(() => sellerUsers.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const incomeEntries = pgTable(
  'income_entries',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    storeId: integer()
      .notNull()
      .references(() => stores.id),
    orderType: smallint().notNull(),
    paymentMethod: varchar({ length: 30 }).notNull(),
    /** Paid through us (orders.paid_now_satang). */
    grossSatang: integer().notNull(),
    providerFeeSatang: integer().notNull(),
    commissionSatang: integer().notNull(),
    netSatang: integer().notNull(),
    /** Collected at the shop (informational; never transferred by us). */
    remainSatang: integer().notNull().default(0),
    transferStatus: varchar({ length: 12 }).$type<IncomeTransferStatus>().notNull().default('HELD'),
    /** When the money may be transferred; null until fitting / delivery (+7 days) is confirmed. */
    releaseAt: timestamp({ withTimezone: true }),
    transferBatchId: integer().references(() => transferBatches.id),
    transferredAt: timestamp({ withTimezone: true }),
    refundedAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('income_entries_order_uq').on(t.orderId),
    // Newest payment first, and every money total of the income screen from the index alone
    // (decision 0169; replaced (store_id, paid_at), a prefix of it).
    index('income_entries_store_paid_idx').on(
      t.storeId,
      t.paidAt,
      t.id,
      t.transferStatus,
      t.releaseAt,
      t.grossSatang,
      t.providerFeeSatang,
      t.commissionSatang,
      t.netSatang,
      t.remainSatang,
    ),
    // The remainders the shop collected (income.repository.ts sumRemain, decision 0169).
    index('income_entries_remain_idx')
      .on(t.storeId, t.orderId, t.transferStatus, t.remainSatang)
      .where(sql`${t.remainSatang} <> 0`),
    index('income_entries_store_status_idx').on(t.storeId, t.transferStatus, t.releaseAt),
    check(
      'income_entries_parts_ck',
      sql`${t.netSatang} = ${t.grossSatang} - ${t.providerFeeSatang} - ${t.commissionSatang}`,
    ),
  ],
);

/**
 * The settled money per shop and stored status (every status but HELD), kept by migration 0040's
 * statement triggers on income_entries in the writer's transaction (decision 0184).
 */
export const incomeStatusTotals = pgTable(
  'income_status_totals',
  {
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    transferStatus: varchar({ length: 12 }).$type<IncomeTransferStatus>().notNull(),
    entries: integer().notNull().default(0),
    grossSatang: bigint({ mode: 'number' }).notNull().default(0),
    providerFeeSatang: bigint({ mode: 'number' }).notNull().default(0),
    commissionSatang: bigint({ mode: 'number' }).notNull().default(0),
    netSatang: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.transferStatus] })],
);

/** One row per shop, Bangkok day (of payment) and order type: paid orders, cancelled after pay. */
export const storeDailySales = pgTable(
  'store_daily_sales',
  {
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    day: date().notNull(),
    orderType: smallint().notNull(),
    orders: integer().notNull().default(0),
    tyres: integer().notNull().default(0),
    /** Order totals (what the orders cost), satang. */
    salesSatang: bigint({ mode: 'number' }).notNull().default(0),
    discountSatang: bigint({ mode: 'number' }).notNull().default(0),
    paidOnlineSatang: bigint({ mode: 'number' }).notNull().default(0),
    remainSatang: bigint({ mode: 'number' }).notNull().default(0),
    /** Paid orders later cancelled (counted on the day they were paid). */
    cancelledOrders: integer().notNull().default(0),
    cancelledSatang: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day, t.orderType] })],
);

/** One row per shop, Bangkok day (of payment) and product: tyres sold (cancelled ones taken out). */
export const storeDailyProductSales = pgTable(
  'store_daily_product_sales',
  {
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    day: date().notNull(),
    productId: integer()
      .notNull()
      .references(() => products.id),
    qty: integer().notNull().default(0),
    salesSatang: bigint({ mode: 'number' }).notNull().default(0),
    /** Tyres sold with a promotion's discount on the line. */
    promotedQty: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.day, t.productId] }),
    index('store_daily_product_sales_product_idx').on(t.storeId, t.productId, t.day),
  ],
);

/** What staff did in the back office (system report): sign-ins live in seller_login_log. */
export const sellerActionLog = pgTable(
  'seller_action_log',
  {
    id: serial().primaryKey(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    sellerUserId: integer().references(() => sellerUsers.id, { onDelete: 'set null' }),
    /** e.g. 'stock.save', 'stock.import.apply', 'promotion.save', 'order.confirm'. */
    action: varchar({ length: 40 }).notNull(),
    /** What it touched, for people: 'สินค้า #12', 'คำสั่งซื้อ YD...'. */
    target: varchar({ length: 200 }).notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('seller_action_log_store_idx').on(t.storeId, t.createdAt)],
);
