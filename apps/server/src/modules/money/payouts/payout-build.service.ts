import { nextPayoutBatchStatus, PAYOUT_ACCOUNT_HOLD_HOURS } from '@yangdee/contracts/payouts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { payoutBatches } from '../../../db/schema/payouts';
import { AppError } from '../../../lib/app-error';
import { isUniqueViolation } from '../../../lib/db-errors';
import { refundsToRecoverSql } from './refunds-to-recover';

// Building a payout batch (decision 0140) in steps recorded on the batch row, each step one
// transaction, so a crash half-way is continued by the next call without counting anything
// twice: open (the row, status building, step 'attach') → attach shops in id order, a chunk of
// shops a transaction, the cursor moved in the same transaction → 'totals' → ready. Only one
// batch builds at a time (a partial unique index); a chunk locks the batch row, so two builders
// at once take turns and the second finds the cursor already moved. An entry is claimed by a
// line through payout_entries' primary key, a refund through payout_recoveries'.

export type BuildInput = {
  trigger: 'schedule' | 'manual';
  /** Entries released at or before this moment are taken. */
  cutoffAt: Date;
  createdBy: string;
  now?: Date;
  /** Shops per transaction. */
  chunkSize?: number;
  /** Test seam: called after each committed step ('opened', 'chunk', 'totals'); may throw. */
  afterStep?: (step: 'opened' | 'chunk' | 'totals') => void | Promise<void>;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const HOUR_MS = 3_600_000;

function bangkokDay(at: Date): string {
  return new Date(at.getTime() + 7 * HOUR_MS).toISOString().slice(0, 10).replace(/-/g, '');
}

async function findBuilding(db: DbOrTx) {
  const [row] = await db.select().from(payoutBatches).where(eq(payoutBatches.status, 'building'));
  return row;
}

async function findScheduled(db: DbOrTx, cutoffAt: Date) {
  const [row] = await db
    .select()
    .from(payoutBatches)
    .where(and(eq(payoutBatches.trigger, 'schedule'), eq(payoutBatches.cutoffAt, cutoffAt)));
  return row;
}

/** The batch to work on: one left half-built first, else a new one (or the cut-off's own). */
async function openBatch(db: Db, input: BuildInput, now: Date): Promise<number> {
  const building = await findBuilding(db);
  if (building) return building.id;
  if (input.trigger === 'schedule') {
    const done = await findScheduled(db, input.cutoffAt);
    if (done) return done.id;
  }
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(payoutBatches)
        .values({
          reference: `PB-${now.getTime()}-${Math.random().toString(36).slice(2, 8)}`,
          trigger: input.trigger,
          cutoffAt: input.cutoffAt,
          createdBy: input.createdBy.slice(0, 80),
          createdAt: now,
        })
        .returning({ id: payoutBatches.id });
      await tx
        .update(payoutBatches)
        .set({ reference: `PB${bangkokDay(input.cutoffAt)}-${String(row.id).padStart(4, '0')}` })
        .where(eq(payoutBatches.id, row.id));
      // Lines that failed in an earlier batch are carried: their entries come back in this one.
      await tx.execute(sql`update payout_lines set status = 'carried', updated_at = ${now}
        where status = 'failed'`);
      return row.id;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another server opened one at the same moment: work on that one.
    const other =
      (await findBuilding(db)) ??
      (input.trigger === 'schedule' ? await findScheduled(db, input.cutoffAt) : undefined);
    if (!other) throw new AppError('CONFLICT', 'มีการสร้างรอบจ่ายเงินพร้อมกัน กรุณาลองใหม่อีกครั้ง');
    return other.id;
  }
}

/** One chunk of shops (lo, hi] of the batch, inside the transaction that moves the cursor. */
async function attachShops(
  tx: DbOrTx,
  batch: { id: number; cutoffAt: Date; createdAt: Date },
  lo: number,
  hi: number,
): Promise<void> {
  const holdSince = new Date(batch.createdAt.getTime() - PAYOUT_ACCOUNT_HOLD_HOURS * HOUR_MS);
  const candidateEntry = sql`e.transfer_status = 'HELD' and e.release_at <= ${batch.cutoffAt}
    and not exists (select 1 from payout_entries pe where pe.entry_id = e.id)`;
  const refunds = refundsToRecoverSql(lo, hi);
  // 1. A line for every shop with released entries or refunds to recover, with the account it
  //    is paid to (the head office's) and, when it cannot be paid, why.
  await tx.execute(sql`
    with shops as (
      select distinct e.store_id from income_entries e
      where e.store_id > ${lo} and e.store_id <= ${hi} and ${candidateEntry}
      union
      select rr.store_id from (${refunds}) rr
    )
    insert into payout_lines (batch_id, store_id, status, hold_reason, bank_code, account_number,
      account_name)
    select ${batch.id}, s.id, 'carried',
      case when a.store_id is null then 'NO_ACCOUNT'
           when a.changed_at > ${holdSince} then 'ACCOUNT_CHANGED' end,
      a.bank_code, a.account_number, a.account_name
    from shops x
    join stores s on s.id = x.store_id
    left join store_payout_accounts a on a.store_id = coalesce(s.parent_store_id, s.id)
    on conflict (batch_id, store_id) do nothing`);
  // 2. Claims: the entries and the refunds of those lines.
  await tx.execute(sql`
    insert into payout_entries (entry_id, line_id, batch_id)
    select e.id, l.id, l.batch_id
    from income_entries e
    join payout_lines l on l.batch_id = ${batch.id} and l.store_id = e.store_id
    where e.store_id > ${lo} and e.store_id <= ${hi} and ${candidateEntry}
    on conflict (entry_id) do nothing`);
  await tx.execute(sql`
    insert into payout_recoveries (refund_id, line_id, amount_satang)
    select rr.refund_id, l.id, rr.amount_satang
    from (${refunds}) rr
    join payout_lines l on l.batch_id = ${batch.id} and l.store_id = rr.store_id
    on conflict (refund_id) do nothing`);
  // 3. Each line's figures from what it claimed (never from a second read of the ledger).
  await tx.execute(sql`
    update payout_lines l set
      entry_count = coalesce(en.n, 0),
      gross_satang = coalesce(en.gross, 0),
      fee_satang = coalesce(en.fee, 0),
      commission_satang = coalesce(en.commission, 0),
      net_entries_satang = coalesce(en.net, 0),
      refund_count = coalesce(rf.n, 0),
      refunds_satang = coalesce(rf.amount, 0),
      amount_satang = coalesce(en.net, 0) - coalesce(rf.amount, 0),
      period_from = en.first_paid
    from payout_lines l2
    left join (
      select pe.line_id, count(*) n, sum(e.gross_satang) gross, sum(e.provider_fee_satang) fee,
        sum(e.commission_satang) commission, sum(e.net_satang) net, min(e.paid_at) first_paid
      from payout_entries pe join income_entries e on e.id = pe.entry_id
      where pe.batch_id = ${batch.id} and e.store_id > ${lo} and e.store_id <= ${hi}
      group by pe.line_id
    ) en on en.line_id = l2.id
    left join (
      select pr.line_id, count(*) n, sum(pr.amount_satang) amount
      from payout_recoveries pr join payout_lines pl on pl.id = pr.line_id
      where pl.batch_id = ${batch.id} and pl.store_id > ${lo} and pl.store_id <= ${hi}
      group by pr.line_id
    ) rf on rf.line_id = l2.id
    where l.id = l2.id and l2.batch_id = ${batch.id} and l2.store_id > ${lo}
      and l2.store_id <= ${hi}`);
  // 4. Payable lines become pending; a balance of zero or less is carried (recovered later).
  await tx.execute(sql`
    update payout_lines set
      status = case when amount_satang > 0 then 'pending' else 'carried' end,
      hold_reason = case when amount_satang > 0 then null else 'NOT_POSITIVE' end
    where batch_id = ${batch.id} and store_id > ${lo} and store_id <= ${hi}
      and hold_reason is null and status = 'carried'`);
  // 5. A carried line keeps its figures for the statement but lets go of its claims: the next
  //    batch takes the same entries and refunds again.
  await tx.execute(sql`
    delete from payout_entries pe using payout_lines l
    where l.id = pe.line_id and l.batch_id = ${batch.id} and l.status = 'carried'
      and l.store_id > ${lo} and l.store_id <= ${hi}`);
  await tx.execute(sql`
    delete from payout_recoveries pr using payout_lines l
    where l.id = pr.line_id and l.batch_id = ${batch.id} and l.status = 'carried'
      and l.store_id > ${lo} and l.store_id <= ${hi}`);
}

/** Attaches the next chunk; false when every shop is attached (the step moves to 'totals'). */
async function attachNextChunk(db: Db, batchId: number, chunkSize: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [batch] = await tx
      .select()
      .from(payoutBatches)
      .where(eq(payoutBatches.id, batchId))
      .for('update');
    if (batch?.buildStep !== 'attach') return false;
    const [edge] = rowsOf<{ hi: number | null }>(
      await tx.execute(sql`select max(id) as hi from (select id from stores
        where id > ${batch.buildCursor} order by id limit ${chunkSize}) s`),
    );
    const hi = edge?.hi === null || edge?.hi === undefined ? null : Number(edge.hi);
    if (hi === null) {
      await tx
        .update(payoutBatches)
        .set({ buildStep: 'totals' })
        .where(eq(payoutBatches.id, batchId));
      return false;
    }
    await attachShops(tx, batch, batch.buildCursor, hi);
    await tx.update(payoutBatches).set({ buildCursor: hi }).where(eq(payoutBatches.id, batchId));
    return true;
  });
}

async function finishTotals(db: Db, batchId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [batch] = await tx
      .select()
      .from(payoutBatches)
      .where(eq(payoutBatches.id, batchId))
      .for('update');
    if (batch?.buildStep !== 'totals') return;
    const next = nextPayoutBatchStatus(batch.status, 'BUILT');
    if (!next) return;
    const [sum] = rowsOf<{ n: number; total: number }>(
      await tx.execute(sql`select count(*)::int as n, coalesce(sum(amount_satang), 0)::bigint as total
        from payout_lines where batch_id = ${batchId} and status = 'pending'`),
    );
    await tx
      .update(payoutBatches)
      .set({
        status: next,
        buildStep: 'done',
        lineCount: Number(sum?.n ?? 0),
        totalSatang: Number(sum?.total ?? 0),
        readyAt: now,
      })
      .where(and(eq(payoutBatches.id, batchId), eq(payoutBatches.status, batch.status)));
  });
}

/**
 * Builds (or continues) a payout batch and answers its id. Safe to call again after a crash at
 * any point, and from two servers at once.
 */
export async function buildPayoutBatch(db: Db, input: BuildInput): Promise<number> {
  const now = input.now ?? new Date();
  const chunkSize = input.chunkSize ?? 2000;
  const batchId = await openBatch(db, input, now);
  await input.afterStep?.('opened');
  while (await attachNextChunk(db, batchId, chunkSize)) {
    await input.afterStep?.('chunk');
  }
  await input.afterStep?.('totals');
  await finishTotals(db, batchId, now);
  return batchId;
}
