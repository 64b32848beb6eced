import type {
  MarkPayoutFailedBody,
  MarkPayoutResult,
  MarkPayoutTransferredBody,
  PayoutBatchStatus,
} from '@yangdee/contracts/payouts';
import { nextPayoutBatchStatus, nextPayoutLineStatus } from '@yangdee/contracts/payouts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { payoutBatches, payoutLines } from '../../../db/schema/payouts';
import { AppError } from '../../../lib/app-error';
import { transferLineEntries } from '../../ledger/ledger';
import { tellOwner } from './payout-owner';

// Marking payout lines transferred or failed (decision 0140). The line is locked, the transition
// table asked, the line written with `WHERE status = 'pending'`; its entries become TRANSFERRED
// (this module is the only writer of income_entries' transfer status since issue 32). When no
// line of the batch is pending any more the batch is transferred. The owner gets an SMS after
// the commit.

export type PayoutDeps = { db: Db };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Bangkok noon of the transfer day: the day stays the same in every time zone's display. */
function transferMoment(day: string): Date {
  const at = new Date(`${day}T12:00:00+07:00`);
  if (Number.isNaN(at.getTime())) throw new AppError('VALIDATION_FAILED', 'วันที่โอนไม่ถูกต้อง');
  return at;
}

async function settleBatchIfDone(tx: DbOrTx, batchId: number, now: Date) {
  const [batch] = await tx
    .select({ status: payoutBatches.status })
    .from(payoutBatches)
    .where(eq(payoutBatches.id, batchId));
  if (!batch) return 'ready' as PayoutBatchStatus;
  const [left] = rowsOf<{ n: number }>(
    await tx.execute(sql`select count(*)::int as n from payout_lines
      where batch_id = ${batchId} and status = 'pending'`),
  );
  if (Number(left?.n ?? 0) > 0) return batch.status;
  const next = nextPayoutBatchStatus(batch.status, 'ALL_LINES_SETTLED');
  if (!next) return batch.status;
  await tx
    .update(payoutBatches)
    .set({ status: next, transferredAt: now })
    .where(and(eq(payoutBatches.id, batchId), eq(payoutBatches.status, batch.status)));
  return next;
}

async function transferLine(
  tx: DbOrTx,
  lineId: number,
  body: { bankReference: string; at: Date },
  now: Date,
) {
  const [line] = await tx
    .select()
    .from(payoutLines)
    .where(eq(payoutLines.id, lineId))
    .for('update');
  if (!line) throw new AppError('NOT_FOUND', 'ไม่พบรายการโอนของร้านนี้');
  const next = nextPayoutLineStatus(line.status, 'MARK_TRANSFERRED');
  if (!next) {
    throw new AppError(
      'CONFLICT',
      line.status === 'transferred'
        ? 'รายการนี้บันทึกว่าโอนแล้ว'
        : 'รายการนี้ไม่ได้อยู่ในสถานะรอโอน จึงบันทึกว่าโอนไม่ได้',
    );
  }
  await tx
    .update(payoutLines)
    .set({
      status: next,
      bankReference: body.bankReference,
      transferredAt: body.at,
      updatedAt: now,
    })
    .where(and(eq(payoutLines.id, lineId), eq(payoutLines.status, line.status)));
  await transferLineEntries(tx, lineId, body.at);
  return line;
}

/** The owner hears of a line paid (issue 35: an outbox row of the marking transaction). */
function tellOwnerPaid(
  tx: DbOrTx,
  line: { id: number; storeId: number; amountSatang: number },
  reference: string,
) {
  return tellOwner(tx, line.storeId, {
    eventKey: `payout:line:${line.id}:paid`,
    kind: 'payout_paid',
    data: { amountSatang: line.amountSatang, reference },
  });
}

export async function markLineTransferred(
  deps: PayoutDeps,
  batchId: number,
  lineId: number,
  body: MarkPayoutTransferredBody,
  now = new Date(),
  audit?: (tx: DbOrTx) => Promise<void>,
): Promise<MarkPayoutResult> {
  const at = transferMoment(body.transferDate);
  const result = await deps.db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ id: payoutLines.id })
      .from(payoutLines)
      .where(and(eq(payoutLines.id, lineId), eq(payoutLines.batchId, batchId)));
    if (!owned) throw new AppError('NOT_FOUND', 'ไม่พบรายการโอนของร้านนี้');
    const line = await transferLine(tx, lineId, { bankReference: body.bankReference, at }, now);
    await tellOwnerPaid(tx, line, body.bankReference);
    const batchStatus = await settleBatchIfDone(tx, batchId, now);
    await audit?.(tx);
    return { line, batchStatus };
  });
  return { success: true, transferredLines: 1, batchStatus: result.batchStatus };
}

/** Every pending line of the batch, with one bank reference (the bulk transfer's). */
export async function markBatchTransferred(
  deps: PayoutDeps,
  batchId: number,
  body: MarkPayoutTransferredBody,
  now = new Date(),
  audit?: (tx: DbOrTx) => Promise<void>,
): Promise<MarkPayoutResult> {
  const at = transferMoment(body.transferDate);
  const result = await deps.db.transaction(async (tx) => {
    const [batch] = await tx
      .select()
      .from(payoutBatches)
      .where(eq(payoutBatches.id, batchId))
      .for('update');
    if (!batch) throw new AppError('NOT_FOUND', 'ไม่พบรอบจ่ายเงินนี้');
    if (batch.status !== 'ready') {
      throw new AppError(
        'CONFLICT',
        batch.status === 'building' ? 'รอบนี้ยังสร้างไม่เสร็จ กรุณารอสักครู่' : 'รอบนี้บันทึกการโอนครบแล้ว',
      );
    }
    const pending = await tx
      .select({ id: payoutLines.id })
      .from(payoutLines)
      .where(and(eq(payoutLines.batchId, batchId), eq(payoutLines.status, 'pending')))
      .orderBy(payoutLines.id);
    const lines = [];
    for (const { id } of pending) {
      const line = await transferLine(tx, id, { bankReference: body.bankReference, at }, now);
      await tellOwnerPaid(tx, line, body.bankReference);
      lines.push(line);
    }
    const batchStatus = await settleBatchIfDone(tx, batchId, now);
    await audit?.(tx);
    return { lines, batchStatus };
  });
  return { success: true, transferredLines: result.lines.length, batchStatus: result.batchStatus };
}

/** The bank returned a line: its claims are let go, so the next batch pays the same entries. */
export async function markLineFailed(
  deps: PayoutDeps,
  batchId: number,
  lineId: number,
  body: MarkPayoutFailedBody,
  now = new Date(),
  audit?: (tx: DbOrTx) => Promise<void>,
): Promise<MarkPayoutResult> {
  const result = await deps.db.transaction(async (tx) => {
    const [line] = await tx
      .select()
      .from(payoutLines)
      .where(and(eq(payoutLines.id, lineId), eq(payoutLines.batchId, batchId)))
      .for('update');
    if (!line) throw new AppError('NOT_FOUND', 'ไม่พบรายการโอนของร้านนี้');
    const next = nextPayoutLineStatus(line.status, 'MARK_FAILED');
    if (!next) throw new AppError('CONFLICT', 'รายการนี้ไม่ได้อยู่ในสถานะรอโอน');
    await tx
      .update(payoutLines)
      .set({ status: next, failedReason: body.reason, updatedAt: now })
      .where(and(eq(payoutLines.id, lineId), eq(payoutLines.status, line.status)));
    await tx.execute(sql`delete from payout_entries where line_id = ${lineId}`);
    await tx.execute(sql`delete from payout_recoveries where line_id = ${lineId}`);
    await tellOwner(tx, line.storeId, {
      eventKey: `payout:line:${lineId}:failed`,
      kind: 'payout_failed',
      data: { reason: body.reason },
    });
    const batchStatus = await settleBatchIfDone(tx, batchId, now);
    await audit?.(tx);
    return { line, batchStatus };
  });
  return { success: true, transferredLines: 0, batchStatus: result.batchStatus };
}
