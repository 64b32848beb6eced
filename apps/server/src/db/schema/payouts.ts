import type {
  PayoutBatchStatus,
  PayoutHoldReason,
  PayoutLineStatus,
} from '@yangdee/contracts/payouts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { incomeEntries } from './income';
import { paymentRefunds } from './refunds';
import { stores } from './stores';

// Payouts to shops (issue 32 item 2, decision 0140; migration 0029). Written only by
// modules/money/payouts, which asks the transition tables of @yangdee/contracts/payouts.

/** A shop's payout account, kept on the head office (its branches are paid to it too). */
export const storePayoutAccounts = pgTable('store_payout_accounts', {
  storeId: integer().primaryKey(),
  bankCode: varchar({ length: 3 }).notNull(),
  accountNumber: varchar({ length: 20 }).notNull(),
  accountName: varchar({ length: 100 }).notNull(),
  /** Payouts wait 24 h after this (PAYOUT_ACCOUNT_HOLD_HOURS). */
  changedAt: timestamp({ withTimezone: true }).notNull(),
  changedBy: integer(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const payoutBatches = pgTable(
  'payout_batches',
  {
    id: serial().primaryKey(),
    reference: varchar({ length: 30 }).notNull(),
    status: varchar({ length: 12 }).$type<PayoutBatchStatus>().notNull().default('building'),
    /** The build's progress: 'attach' (shops after build_cursor) → 'totals' → 'done'. */
    buildStep: varchar({ length: 12 }).notNull().default('attach'),
    /** The last store id attached (shops are attached in id order, a chunk a transaction). */
    buildCursor: integer().notNull().default(0),
    cutoffAt: timestamp({ withTimezone: true }).notNull(),
    trigger: varchar({ length: 10 }).$type<'schedule' | 'manual'>().notNull(),
    layoutId: varchar({ length: 40 }).notNull().default('generic-csv'),
    lineCount: integer().notNull().default(0),
    totalSatang: bigint({ mode: 'number' }).notNull().default(0),
    createdBy: varchar({ length: 80 }).notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp({ withTimezone: true }),
    transferredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payout_batches_reference_uq').on(t.reference),
    uniqueIndex('payout_batches_schedule_cutoff_uq')
      .on(t.cutoffAt)
      .where(sql`${t.trigger} = 'schedule'`),
    uniqueIndex('payout_batches_one_building_uq').on(t.status).where(sql`${t.status} = 'building'`),
    check('payout_batches_status_ck', sql`${t.status} in ('building', 'ready', 'transferred')`),
  ],
);

export const payoutLines = pgTable(
  'payout_lines',
  {
    id: serial().primaryKey(),
    batchId: integer()
      .notNull()
      .references(() => payoutBatches.id),
    storeId: integer()
      .notNull()
      .references(() => stores.id),
    status: varchar({ length: 12 }).$type<PayoutLineStatus>().notNull().default('pending'),
    holdReason: varchar({ length: 20 }).$type<PayoutHoldReason>(),
    entryCount: integer().notNull().default(0),
    grossSatang: bigint({ mode: 'number' }).notNull().default(0),
    feeSatang: bigint({ mode: 'number' }).notNull().default(0),
    commissionSatang: bigint({ mode: 'number' }).notNull().default(0),
    netEntriesSatang: bigint({ mode: 'number' }).notNull().default(0),
    refundCount: integer().notNull().default(0),
    refundsSatang: bigint({ mode: 'number' }).notNull().default(0),
    amountSatang: bigint({ mode: 'number' }).notNull().default(0),
    periodFrom: timestamp({ withTimezone: true }),
    bankCode: varchar({ length: 3 }),
    accountNumber: varchar({ length: 20 }),
    accountName: varchar({ length: 100 }),
    bankReference: varchar({ length: 60 }),
    transferredAt: timestamp({ withTimezone: true }),
    failedReason: varchar({ length: 200 }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payout_lines_batch_store_uq').on(t.batchId, t.storeId),
    index('payout_lines_store_idx').on(t.storeId, t.batchId),
    check(
      'payout_lines_status_ck',
      sql`${t.status} in ('pending', 'transferred', 'failed', 'carried')`,
    ),
    check(
      'payout_lines_amount_ck',
      sql`${t.amountSatang} = ${t.netEntriesSatang} - ${t.refundsSatang}`,
    ),
    check(
      'payout_lines_paid_positive_ck',
      sql`${t.status} not in ('pending', 'transferred') OR ${t.amountSatang} > 0`,
    ),
  ],
);

/**
 * An income entry claimed by a line. The primary key is the rule "an entry belongs to one line
 * at a time"; a claim is released only when its line fails (the next batch takes the entry), so
 * an entry belongs to one paid batch ever.
 */
export const payoutEntries = pgTable(
  'payout_entries',
  {
    entryId: integer()
      .primaryKey()
      .references(() => incomeEntries.id),
    lineId: integer()
      .notNull()
      .references(() => payoutLines.id),
    batchId: integer()
      .notNull()
      .references(() => payoutBatches.id),
  },
  (t) => [index('payout_entries_line_idx').on(t.lineId)],
);

/** A refund recovered from the shop by a line (once: the primary key). */
export const payoutRecoveries = pgTable(
  'payout_recoveries',
  {
    refundId: integer()
      .primaryKey()
      .references(() => paymentRefunds.id),
    lineId: integer()
      .notNull()
      .references(() => payoutLines.id),
    amountSatang: integer().notNull(),
  },
  (t) => [index('payout_recoveries_line_idx').on(t.lineId)],
);
