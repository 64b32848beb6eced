import { REFUND_STEPS, type RefundStep } from '@yangdee/contracts/refund-flow';
import { and, asc, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { orders } from '../../../db/schema/orders';
import { refundBatches, refundBatchLines } from '../../../db/schema/refund-batches';
import { paymentRefunds } from '../../../db/schema/refunds';
import { AppError } from '../../../lib/app-error';
import { bangkokToday } from '../../../lib/time';
import { applyRefundEvent, applyRefundEventTo } from '../../ledger/refund-owner';
import type { BankTransferLine } from '../bank-files/bank-file';
import { bankFileLayout } from '../bank-files/layouts';

// Refund batches (decision 0139): the refunds whose shopper gave a destination ('ready') go into
// one batch and one bank file; each line is then marked refunded (the bank's reference, the day)
// or failed (a Thai reason: the refund goes back to awaiting details and the shopper is asked
// again). A refund is in at most one open batch line (a partial unique index) and moves
// ready → in_batch in the batch's own transaction, so two batches built at once share nothing.

export type Operator = { name: string };
/** Written in the change's own transaction (the operator console's audit log). */
export type Audit = (tx: DbOrTx, detail: Record<string, unknown>) => Promise<void>;

export const REFUND_BATCH_MESSAGES = {
  nothingReady: 'ยังไม่มีเงินคืนที่ลูกค้าระบุบัญชีแล้ว',
  noBatch: 'ไม่พบชุดโอนเงินคืนนี้',
  noLine: 'ไม่พบรายการนี้ในชุดโอนเงินคืน',
  alreadyMarked: 'รายการนี้บันทึกผลการโอนไปแล้ว',
  reference: 'กรุณากรอกเลขอ้างอิงการโอนจากธนาคาร',
  reason: 'กรุณาระบุเหตุผลที่โอนไม่สำเร็จ',
} as const;

/** Builds one batch of every refund ready to send (up to `limit`); refuses when none is ready. */
export async function buildRefundBatch(
  db: Db,
  operator: Operator,
  now = new Date(),
  options: { limit?: number; audit?: Audit } = {},
) {
  const limit = options.limit ?? 5000;
  return db.transaction(async (tx) => {
    // SKIP LOCKED: a batch being built at the same time keeps its refunds; this one takes others.
    const ready = await tx
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.status, 'ready'))
      .orderBy(asc(paymentRefunds.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (ready.length === 0) throw new AppError('CONFLICT', REFUND_BATCH_MESSAGES.nothingReady);
    const moved = await applyRefundEvent(tx, {
      ids: ready.map((r) => r.id),
      event: 'BATCHED',
      now,
    });
    if (moved.length === 0) throw new AppError('CONFLICT', REFUND_BATCH_MESSAGES.nothingReady);
    const day = bangkokToday(now);
    const [batch] = await tx
      .insert(refundBatches)
      .values({
        reference: `RB-tmp-${now.getTime()}-${moved[0].id}`.slice(0, 30),
        valueDate: day,
        lineCount: moved.length,
        totalSatang: moved.reduce((sum, r) => sum + r.amountSatang, 0),
        createdBy: operator.name.slice(0, 100),
        createdAt: now,
      })
      .returning();
    const reference = `RB${day.replaceAll('-', '')}${String(batch.id).padStart(4, '0')}`;
    await tx.update(refundBatches).set({ reference }).where(eq(refundBatches.id, batch.id));
    await tx.insert(refundBatchLines).values(
      moved.map((r) => {
        if (!r.destination) throw new Error(`refund ${r.id} is ready without a destination`);
        return {
          batchId: batch.id,
          refundId: r.id,
          amountSatang: r.amountSatang,
          destination: r.destination,
        };
      }),
    );
    await options.audit?.(tx, {
      batchId: batch.id,
      reference,
      refundIds: moved.map((r) => r.id),
      totalSatang: batch.totalSatang,
    });
    return { id: batch.id, reference, lineCount: moved.length, totalSatang: batch.totalSatang };
  });
}

/** The refunds at one step (the operator's queue), newest first. */
export async function listRefunds(db: DbOrTx, step: RefundStep | undefined, limit = 200) {
  const rows = await db
    .select({ refund: paymentRefunds, orderNo: orders.orderNo, storeId: orders.storeId })
    .from(paymentRefunds)
    .innerJoin(orders, eq(orders.id, paymentRefunds.orderId))
    .where(step ? eq(paymentRefunds.status, step) : undefined)
    .orderBy(desc(paymentRefunds.id))
    .limit(limit);
  const counts = await db
    .select({ status: paymentRefunds.status, count: sql<number>`count(*)::int` })
    .from(paymentRefunds)
    .groupBy(paymentRefunds.status);
  return {
    counts: Object.fromEntries(
      REFUND_STEPS.map((s) => [s, counts.find((c) => c.status === s)?.count ?? 0]),
    ) as Record<RefundStep, number>,
    refunds: rows.map(({ refund: r, orderNo }) => ({
      id: r.id,
      orderNo,
      amount: r.amountSatang / 100,
      step: r.status as RefundStep,
      route: r.route,
      reason: r.reason,
      destination: r.destination ?? null,
      failureReason: r.failureReason,
      bankReference: r.bankReference,
      refundedAt: r.refundedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

export async function listRefundBatches(db: DbOrTx, limit = 50) {
  const rows = await db
    .select({
      batch: refundBatches,
      open: sql<number>`count(*) filter (where ${refundBatchLines.outcome} = 'pending')::int`,
    })
    .from(refundBatches)
    .leftJoin(refundBatchLines, eq(refundBatchLines.batchId, refundBatches.id))
    .groupBy(refundBatches.id)
    .orderBy(desc(refundBatches.id))
    .limit(limit);
  return rows.map(({ batch, open }) => ({
    id: batch.id,
    reference: batch.reference,
    valueDate: batch.valueDate,
    lineCount: batch.lineCount,
    total: Number(batch.totalSatang) / 100,
    openLines: open,
    createdBy: batch.createdBy,
    createdAt: batch.createdAt.toISOString(),
  }));
}

export async function getRefundBatch(db: DbOrTx, batchId: number) {
  const [batch] = await db.select().from(refundBatches).where(eq(refundBatches.id, batchId));
  if (!batch) throw new AppError('NOT_FOUND', REFUND_BATCH_MESSAGES.noBatch);
  const lines = await db
    .select({ line: refundBatchLines, orderNo: orders.orderNo })
    .from(refundBatchLines)
    .innerJoin(paymentRefunds, eq(paymentRefunds.id, refundBatchLines.refundId))
    .innerJoin(orders, eq(orders.id, paymentRefunds.orderId))
    .where(eq(refundBatchLines.batchId, batchId))
    .orderBy(asc(refundBatchLines.id));
  return {
    id: batch.id,
    reference: batch.reference,
    valueDate: batch.valueDate,
    lineCount: batch.lineCount,
    total: Number(batch.totalSatang) / 100,
    createdBy: batch.createdBy,
    createdAt: batch.createdAt.toISOString(),
    lines: lines.map(({ line, orderNo }) => ({
      refundId: line.refundId,
      orderNo,
      amount: line.amountSatang / 100,
      destination: line.destination,
      outcome: line.outcome as 'pending' | 'refunded' | 'failed',
      bankReference: line.bankReference,
      failureReason: line.failureReason,
      markedAt: line.markedAt?.toISOString() ?? null,
    })),
  };
}

/** The batch's bank file, streamed: lines read by keyset pages, written as they come. */
export async function refundBatchFile(db: Db, batchId: number, layoutId = 'generic-csv') {
  const layout = bankFileLayout(layoutId);
  const [batch] = await db.select().from(refundBatches).where(eq(refundBatches.id, batchId));
  if (!batch || !layout) throw new AppError('NOT_FOUND', REFUND_BATCH_MESSAGES.noBatch);
  async function* lines(): AsyncIterable<BankTransferLine> {
    let after = 0;
    for (;;) {
      const page = await db
        .select({ line: refundBatchLines, orderNo: orders.orderNo })
        .from(refundBatchLines)
        .innerJoin(paymentRefunds, eq(paymentRefunds.id, refundBatchLines.refundId))
        .innerJoin(orders, eq(orders.id, paymentRefunds.orderId))
        .where(and(eq(refundBatchLines.batchId, batchId), gt(refundBatchLines.id, after)))
        .orderBy(asc(refundBatchLines.id))
        .limit(500);
      if (page.length === 0) return;
      for (const { line, orderNo } of page) {
        const d = line.destination;
        yield {
          destination:
            d.kind === 'promptpay'
              ? { kind: 'promptpay', promptPayId: d.promptPayId }
              : { kind: 'account', bankCode: d.bankCode, accountNumber: d.accountNumber },
          accountName: d.accountName,
          amountSatang: line.amountSatang,
          reference: `RF${line.refundId}`,
          note: `คืนเงิน ${orderNo}`,
        };
      }
      after = page[page.length - 1].line.id;
    }
  }
  const fileBatch = {
    reference: batch.reference,
    valueDate: new Date(`${batch.valueDate}T00:00:00+07:00`),
  };
  return {
    fileName: layout.fileName(fileBatch),
    contentType: layout.contentType,
    body: layout.write(fileBatch, lines()),
  };
}

export type MarkLine =
  | { outcome: 'refunded'; bankReference: string; refundedOn: string }
  | { outcome: 'failed'; reason: string };

/**
 * Records a line's result. Marked twice with the same result: answered again, nothing changes;
 * with a different one: refused.
 */
export async function markRefundLine(
  db: Db,
  operator: Operator,
  input: { batchId: number; refundId: number } & MarkLine,
  now = new Date(),
  audit?: Audit,
) {
  const done = await db.transaction(async (tx) => {
    const [line] = await tx
      .select()
      .from(refundBatchLines)
      .where(
        and(
          eq(refundBatchLines.batchId, input.batchId),
          eq(refundBatchLines.refundId, input.refundId),
        ),
      )
      .for('update');
    if (!line) throw new AppError('NOT_FOUND', REFUND_BATCH_MESSAGES.noLine);
    if (line.outcome !== 'pending') {
      const same =
        line.outcome === input.outcome &&
        (input.outcome === 'failed' || line.bankReference === input.bankReference.trim());
      if (same) return { changed: false as const, outcome: line.outcome };
      throw new AppError('CONFLICT', REFUND_BATCH_MESSAGES.alreadyMarked);
    }
    const marked = { markedAt: now, markedBy: operator.name.slice(0, 100) };
    if (input.outcome === 'refunded') {
      const bankReference = input.bankReference.trim().slice(0, 60);
      const refundedAt = new Date(`${input.refundedOn}T12:00:00+07:00`);
      await tx
        .update(refundBatchLines)
        .set({ outcome: 'refunded', bankReference, ...marked })
        .where(eq(refundBatchLines.id, line.id));
      const moved = await applyRefundEventTo(tx, {
        id: input.refundId,
        event: 'BANK_PAID',
        patch: { bankReference, refundedAt, failureReason: null },
        now,
      });
      if (!moved) throw new AppError('CONFLICT', REFUND_BATCH_MESSAGES.alreadyMarked);
      await audit?.(tx, { batchId: input.batchId, refundId: input.refundId, bankReference });
      return { changed: true as const, outcome: 'refunded' as const };
    }
    const reason = input.reason.trim().slice(0, 200);
    await tx
      .update(refundBatchLines)
      .set({ outcome: 'failed', failureReason: reason, ...marked })
      .where(eq(refundBatchLines.id, line.id));
    const moved = await applyRefundEventTo(tx, {
      id: input.refundId,
      event: 'BANK_FAILED',
      patch: { failureReason: reason, destination: null, detailsRequestedAt: now },
      now,
    });
    if (!moved) throw new AppError('CONFLICT', REFUND_BATCH_MESSAGES.alreadyMarked);
    await audit?.(tx, { batchId: input.batchId, refundId: input.refundId, reason });
    return { changed: true as const, outcome: 'failed' as const };
  });
  return { success: true as const, outcome: done.outcome, changed: done.changed };
}

/**
 * Refunds the marketplace paid back for a shop's orders in [from, to) — for the payouts, which
 * recover them from the shop. Only refunds of orders the shop cancelled after payment: a late
 * payment's money never was the shop's income.
 */
export async function refundsPaidForShop(
  db: DbOrTx,
  storeId: number,
  period: { from: Date; to: Date },
): Promise<
  { refundId: number; orderId: number; orderNo: string; amountSatang: number; refundedAt: Date }[]
> {
  const rows = await db
    .select({
      refundId: paymentRefunds.id,
      orderId: paymentRefunds.orderId,
      orderNo: orders.orderNo,
      amountSatang: paymentRefunds.amountSatang,
      refundedAt: paymentRefunds.refundedAt,
    })
    .from(paymentRefunds)
    .innerJoin(orders, eq(orders.id, paymentRefunds.orderId))
    .where(
      and(
        eq(orders.storeId, storeId),
        eq(paymentRefunds.status, 'refunded'),
        eq(paymentRefunds.reason, 'SELLER_CANCELLED'),
        gte(paymentRefunds.refundedAt, period.from),
        lt(paymentRefunds.refundedAt, period.to),
      ),
    )
    .orderBy(asc(paymentRefunds.refundedAt), asc(paymentRefunds.id));
  return rows.map((r) => ({ ...r, refundedAt: r.refundedAt as Date }));
}
