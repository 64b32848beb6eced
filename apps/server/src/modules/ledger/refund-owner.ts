import {
  nextRefundStatus,
  type RefundEvent,
  type RefundStep,
  refundRoute,
  refundStepsAllowing,
} from '@yangdee/contracts/refund-flow';
import type { RefundReason } from '@yangdee/contracts/refunds';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { paymentRefunds } from '../../db/schema/refunds';
import { tellShoppersOfRefunds } from './refund-messages';

// The one writer of payment_refunds (issue 32 item 1, docs/decisions/0139; issue 34 item 2): a
// refund owed is opened here, whoever cancels (the shop, or a payment that came too late), and
// every move of its status is one conditional UPDATE: the row changes only when its current step
// allows the event in the transition table (contracts/refund-flow.ts), so a repeated or late call
// changes nothing.

export type RefundRow = typeof paymentRefunds.$inferSelect;
type PaidPayment = {
  id: number;
  orderId: number;
  amountSatang: number;
  referenceNo: string;
  gbpReferenceNo: string | null;
  method: string;
};
type Patch = Partial<Omit<typeof paymentRefunds.$inferInsert, 'id' | 'status'>>;

/** The step `event` leads to (the same from every step that allows it). */
function targetOf(event: RefundEvent): RefundStep {
  const from = refundStepsAllowing(event)[0];
  const to = from ? nextRefundStatus(from, event) : null;
  if (!to) throw new Error(`refund event ${event} leads nowhere`);
  return to;
}

/**
 * Applies `event` to the refunds `ids` still at a step that allows it (and matching `also`);
 * returns the rows that moved.
 */
export async function applyRefundEvent(
  db: DbOrTx,
  input: { ids: readonly number[]; event: RefundEvent; patch?: Patch; also?: SQL; now: Date },
): Promise<RefundRow[]> {
  if (input.ids.length === 0) return [];
  const conditions = [
    inArray(paymentRefunds.id, [...input.ids]),
    inArray(paymentRefunds.status, refundStepsAllowing(input.event)),
  ];
  if (input.also) conditions.push(input.also);
  // The shopper's message about the move is an outbox row of the same transaction (issue 35).
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(paymentRefunds)
      .set({ ...input.patch, status: targetOf(input.event), updatedAt: input.now })
      .where(and(...conditions))
      .returning();
    await tellShoppersOfRefunds(tx, input.event, moved, input.now);
    return moved;
  });
}

export async function applyRefundEventTo(
  db: DbOrTx,
  input: { id: number; event: RefundEvent; patch?: Patch; also?: SQL; now: Date },
): Promise<RefundRow | null> {
  const [row] = await applyRefundEvent(db, { ...input, ids: [input.id] });
  return row ?? null;
}

export async function findRefund(db: DbOrTx, id: number): Promise<RefundRow | null> {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id));
  return row ?? null;
}

/**
 * Opens a refund owed for each payment (one per payment: a repeat opens nothing), routed by how
 * it was paid; answers the amounts opened (satang). money/refunds moves it on from there.
 */
export async function oweRefunds(
  tx: DbOrTx,
  paid: readonly PaidPayment[],
  reason: RefundReason,
): Promise<number[]> {
  if (paid.length === 0) return [];
  const opened = await tx
    .insert(paymentRefunds)
    .values(
      paid.map((p) => ({
        orderId: p.orderId,
        paymentId: p.id,
        amountSatang: p.amountSatang,
        referenceNo: p.referenceNo,
        gbpReferenceNo: p.gbpReferenceNo,
        reason,
        route: refundRoute(p.method, reason),
      })),
    )
    .onConflictDoNothing({ target: paymentRefunds.paymentId })
    .returning({ amountSatang: paymentRefunds.amountSatang });
  return opened.map((r) => r.amountSatang);
}
