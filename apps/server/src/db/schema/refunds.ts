import {
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { orders, payments } from './orders';

/**
 * Money the provider confirmed for an order that could not be kept (docs/decisions/0064): the
 * order was no longer payable (superseded by a newer attempt, expired, declined) and its tyres or
 * its seat were gone by then. One row per payment (the unique index makes a repeated callback
 * harmless). A late payment's money is given back at once through the provider (decision 0134,
 * payments/one-payment-per-cart.ts) and marked `refunded`; a shop's cancellation stays `owed`
 * until the shop pays it back.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    paymentId: integer()
      .notNull()
      .references(() => payments.id),
    amountSatang: integer().notNull(),
    /** Our referenceNo and the provider's gbpReferenceNo of the payment to refund. */
    referenceNo: varchar({ length: 40 }).notNull(),
    gbpReferenceNo: varchar({ length: 60 }),
    /** A REFUND_REASONS code of @yangdee/contracts/refunds. */
    reason: varchar({ length: 40 }).notNull(),
    /** owed | refunded */
    status: varchar({ length: 20 }).notNull().default('owed'),
    /** When the provider gave the money back (automatic refunds, decision 0134). */
    refundedAt: timestamp({ withTimezone: true }),
    /** The provider's last answer to the refund call ('00' given back). */
    providerResultCode: varchar({ length: 10 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_refunds_payment_uq').on(t.paymentId),
    index('payment_refunds_order_idx').on(t.orderId),
    index('payment_refunds_status_idx').on(t.status, t.createdAt),
  ],
);
