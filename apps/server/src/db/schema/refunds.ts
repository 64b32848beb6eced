import type { RefundDestination } from '@yangdee/contracts/refund-flow';
import {
  index,
  integer,
  jsonb,
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
    /** A REFUND_STEPS step of @yangdee/contracts/refund-flow; written only by money/refunds. */
    status: varchar({ length: 20 }).notNull().default('owed'),
    /** provider (the card's refund call) | transfer (to the account the shopper gives). */
    route: varchar({ length: 10 }).notNull().default('transfer'),
    /** The claim of a provider pass (decision 0139): taken in its own committed step. */
    attemptKey: varchar({ length: 40 }),
    claimedAt: timestamp({ withTimezone: true }),
    /** Where the shopper wants the money (RefundDestination of contracts/refund-flow). */
    destination: jsonb().$type<RefundDestination>(),
    detailsGivenAt: timestamp({ withTimezone: true }),
    /** When the shopper was asked (by SMS) for the destination. */
    detailsRequestedAt: timestamp({ withTimezone: true }),
    /** Why the last transfer or provider refund failed. */
    failureReason: varchar({ length: 200 }),
    /** The bank's reference of the transfer that paid it. */
    bankReference: varchar({ length: 60 }),
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
