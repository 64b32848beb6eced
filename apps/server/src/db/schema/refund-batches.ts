import type { RefundDestination } from '@yangdee/contracts/refund-flow';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { paymentRefunds } from './refunds';

// Refund batches (issue 32 item 1, docs/decisions/0139): refunds whose shopper gave a PromptPay ID
// or an account are sent together in one bank bulk-transfer file; the operator marks each line
// refunded (bank reference) or failed (reason). Written only by modules/money/refunds.

export const refundBatches = pgTable(
  'refund_batches',
  {
    id: serial().primaryKey(),
    /** "RB" + Bangkok date + sequence, in the file name and the file's header. */
    reference: varchar({ length: 30 }).notNull(),
    layout: varchar({ length: 30 }).notNull().default('generic-csv'),
    valueDate: date({ mode: 'string' }).notNull(),
    lineCount: integer().notNull(),
    totalSatang: bigint({ mode: 'number' }).notNull(),
    createdBy: varchar({ length: 100 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refund_batches_reference_uq').on(t.reference)],
);

export const refundBatchLines = pgTable(
  'refund_batch_lines',
  {
    id: serial().primaryKey(),
    batchId: integer()
      .notNull()
      .references(() => refundBatches.id),
    refundId: integer()
      .notNull()
      .references(() => paymentRefunds.id),
    amountSatang: integer().notNull(),
    /** The destination as it was when the batch was built (the file is made from it). */
    destination: jsonb().$type<RefundDestination>().notNull(),
    /** pending | refunded | failed */
    outcome: varchar({ length: 12 }).notNull().default('pending'),
    bankReference: varchar({ length: 60 }),
    failureReason: varchar({ length: 200 }),
    markedAt: timestamp({ withTimezone: true }),
    markedBy: varchar({ length: 100 }),
  },
  (t) => [
    uniqueIndex('refund_batch_lines_batch_refund_uq').on(t.batchId, t.refundId),
    uniqueIndex('refund_batch_lines_open_uq').on(t.refundId).where(sql`${t.outcome} = 'pending'`),
    uniqueIndex('refund_batch_lines_paid_uq').on(t.refundId).where(sql`${t.outcome} = 'refunded'`),
    index('refund_batch_lines_batch_idx').on(t.batchId, t.id),
  ],
);
