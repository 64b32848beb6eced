import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { paymentRefunds } from '../../../db/schema/refunds';
import { applyRefundEvent, applyRefundEventTo, type RefundRow } from '../../ledger/refund-owner';
import type { PaymentProvider } from '../../payments/provider/payment-provider';

// Refunds through the provider (decision 0139): a card payment's money (and a late payment's,
// decision 0134) goes back with the provider's refund call. Each refund is first CLAIMED in its
// own committed step (status 'refunding', a fresh attempt key), then the provider is called, then
// the answer is recorded only if the claim is still ours. Two passes at once: one of them claims,
// the other finds nothing to claim, so the provider is called once. A claim left behind (a crash
// between the call and the record, or a "pending" answer) is taken over after `retryAfterMs`; the
// provider answers "already refunded" to a second call, so nothing is given back twice.

export type ProviderRefundOutcome = 'refunded' | 'pending' | 'failed' | 'unreachable' | 'skipped';

export type RefundPassOptions = {
  now?: Date;
  retryAfterMs?: number;
  /** Only the refunds of these orders (one order retried by hand; tests on a shared database). */
  orderIds?: readonly number[];
};

function ofOrders(options: RefundPassOptions) {
  return options.orderIds ? inArray(paymentRefunds.orderId, [...options.orderIds]) : undefined;
}

/** A claim (or a pending answer) older than this is asked about again. */
export const RETRY_AFTER_MS = 5 * 60_000;

/** What the shopper reads when the card's refund was refused. */
export function providerFailureReason(resultCode: string): string {
  return `ผู้ให้บริการชำระเงินคืนเงินเข้าบัตรไม่สำเร็จ (รหัส ${resultCode || '-'})`;
}

function claimable(now: Date, retryAfterMs: number) {
  return and(
    eq(paymentRefunds.route, 'provider'),
    or(
      eq(paymentRefunds.status, 'owed'),
      and(
        eq(paymentRefunds.status, 'refunding'),
        or(
          isNull(paymentRefunds.claimedAt),
          lt(paymentRefunds.claimedAt, new Date(now.getTime() - retryAfterMs)),
        ),
      ),
    ),
  );
}

/** Claims, calls and records one refund; see the file's head. */
export async function refundThroughProvider(
  db: Db,
  provider: PaymentProvider,
  refundId: number,
  options: RefundPassOptions = {},
): Promise<ProviderRefundOutcome> {
  const now = options.now ?? new Date();
  const attemptKey = randomUUID();
  // 1. The claim, committed on its own (no transaction held open across the provider call).
  const claimed = await applyRefundEventTo(db, {
    id: refundId,
    event: 'CLAIM',
    patch: { attemptKey, claimedAt: now },
    also: claimable(now, options.retryAfterMs ?? RETRY_AFTER_MS),
    now,
  });
  if (!claimed) return 'skipped';
  // 2. The call.
  const answer = await provider
    .refundPayment(claimed.referenceNo, claimed.amountSatang)
    .catch(() => null);
  const ours = eq(paymentRefunds.attemptKey, attemptKey);
  // 3. The record, only while the claim is still ours.
  if (!answer) {
    await applyRefundEventTo(db, {
      id: refundId,
      event: 'PROVIDER_UNREACHABLE',
      patch: { attemptKey: null, claimedAt: null },
      also: ours,
      now,
    });
    return 'unreachable';
  }
  const resultCode = answer.resultCode.slice(0, 10);
  if (answer.isRefunded) {
    await applyRefundEventTo(db, {
      id: refundId,
      event: 'PROVIDER_REFUNDED',
      patch: { providerResultCode: resultCode, refundedAt: now, failureReason: null },
      also: ours,
      now,
    });
    // The shopper is told by the refund owner's outbox row (ledger/refund-messages.ts).
    return 'refunded';
  }
  if (answer.isPending) {
    // Still 'refunding': the next pass after retryAfterMs takes the claim over and asks again.
    await db
      .update(paymentRefunds)
      .set({ providerResultCode: resultCode, updatedAt: now })
      .where(and(eq(paymentRefunds.id, refundId), ours));
    return 'pending';
  }
  // Refused: the money goes back by transfer; the shopper is asked where to.
  await applyRefundEventTo(db, {
    id: refundId,
    event: 'PROVIDER_FAILED',
    patch: {
      providerResultCode: resultCode,
      route: 'transfer',
      failureReason: providerFailureReason(resultCode),
      detailsRequestedAt: now,
      attemptKey: null,
    },
    also: ours,
    now,
  });
  return 'failed';
}

/** Refunds of these payments that go through the provider (the settlement's "at once" return). */
export async function refundPaymentsThroughProvider(
  db: Db,
  provider: PaymentProvider,
  paymentIds: readonly number[],
  options: RefundPassOptions = {},
): Promise<number> {
  if (paymentIds.length === 0) return 0;
  const rows = await db
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(
      and(
        inArray(paymentRefunds.paymentId, [...paymentIds]),
        eq(paymentRefunds.route, 'provider'),
        eq(paymentRefunds.status, 'owed'),
      ),
    );
  let refunded = 0;
  for (const row of rows) {
    const outcome = await refundThroughProvider(db, provider, row.id, options);
    if (outcome === 'refunded') refunded += 1;
  }
  return refunded;
}

export type RefundPassResult = { refunded: number; pending: number; failed: number; asked: number };

/**
 * The retryable pass (run with the payments' reconciliation): refunds through the provider still
 * owed (or whose claim ran out) are claimed and refunded; refunds by transfer still owed ask the
 * shopper for the destination (once, by SMS).
 */
export async function runRefundPass(
  db: Db,
  provider: PaymentProvider,
  options: RefundPassOptions = {},
): Promise<RefundPassResult> {
  const now = options.now ?? new Date();
  const result: RefundPassResult = { refunded: 0, pending: 0, failed: 0, asked: 0 };
  const due = await db
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(and(claimable(now, options.retryAfterMs ?? RETRY_AFTER_MS), ofOrders(options)))
    .orderBy(asc(paymentRefunds.id))
    .limit(100);
  for (const { id } of due) {
    const outcome = await refundThroughProvider(db, provider, id, { ...options, now });
    if (outcome === 'refunded') result.refunded += 1;
    if (outcome === 'pending') result.pending += 1;
    if (outcome === 'failed') result.failed += 1;
  }
  const asked = await requestTransferDetails(db, now, options);
  result.asked = asked.length;
  return result;
}

/** owed (by transfer) → awaiting_details, once per refund (the UPDATE is the claim). */
async function requestTransferDetails(
  db: Db,
  now: Date,
  options: RefundPassOptions,
): Promise<RefundRow[]> {
  const owed = await db
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(
      and(
        eq(paymentRefunds.route, 'transfer'),
        eq(paymentRefunds.status, 'owed'),
        ofOrders(options),
      ),
    )
    .orderBy(asc(paymentRefunds.id))
    .limit(500);
  return applyRefundEvent(db, {
    ids: owed.map((r) => r.id),
    event: 'REQUEST_DETAILS',
    patch: { detailsRequestedAt: now },
    also: sql`${paymentRefunds.route} = 'transfer'`,
    now,
  });
}
