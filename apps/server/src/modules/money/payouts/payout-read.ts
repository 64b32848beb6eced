import { formatAccountNumber, transferBankOf } from '@yangdee/contracts/bank-accounts';
import type {
  PayoutBatch,
  PayoutBatchDetail,
  PayoutLine,
  PayoutStatement,
  PayoutStatementEntry,
} from '@yangdee/contracts/payouts';
import { satangToBaht } from '@yangdee/contracts/pricing';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';

// Reads of payout batches and statements (decision 0140): the operator's list and detail, and
// a shop's statements on /seller/income. Account numbers always leave masked.

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const iso = (v: unknown) =>
  v === null || v === undefined ? null : new Date(v as string).toISOString();

type LineRow = {
  id: number;
  batch_id: number;
  reference: string;
  cutoff_at: string;
  store_id: number;
  store_name: string;
  status: PayoutLine['status'];
  hold_reason: PayoutLine['holdReason'];
  entry_count: number;
  gross_satang: string;
  fee_satang: string;
  commission_satang: string;
  refund_count: number;
  refunds_satang: string;
  amount_satang: string;
  period_from: string | null;
  bank_code: string | null;
  account_number: string | null;
  account_name: string | null;
  bank_reference: string | null;
  transferred_at: string | null;
  failed_reason: string | null;
};

const LINE_SELECT = sql`select l.id, l.batch_id, b.reference, b.cutoff_at, l.store_id,
  case when s.branch_name <> '' then s.name || ' ' || s.branch_name else s.name end as store_name,
  l.status, l.hold_reason, l.entry_count, l.gross_satang, l.fee_satang, l.commission_satang,
  l.refund_count, l.refunds_satang, l.amount_satang, l.period_from, l.bank_code,
  l.account_number, l.account_name, l.bank_reference, l.transferred_at, l.failed_reason
  from payout_lines l join payout_batches b on b.id = l.batch_id join stores s on s.id = l.store_id`;

export function toLine(r: LineRow): PayoutLine {
  return {
    id: r.id,
    batchId: r.batch_id,
    batchReference: r.reference,
    storeId: r.store_id,
    storeName: r.store_name,
    status: r.status,
    holdReason: r.hold_reason ?? null,
    periodFrom: iso(r.period_from),
    periodTo: iso(r.cutoff_at) ?? '',
    entryCount: Number(r.entry_count),
    gross: satangToBaht(Number(r.gross_satang)),
    fee: satangToBaht(Number(r.fee_satang)),
    commission: satangToBaht(Number(r.commission_satang)),
    refundCount: Number(r.refund_count),
    refundsRecovered: satangToBaht(Number(r.refunds_satang)),
    netPaid: satangToBaht(Number(r.amount_satang)),
    bankName: r.bank_code ? (transferBankOf(r.bank_code)?.name ?? r.bank_code) : null,
    accountNumberMasked: r.account_number ? formatAccountNumber(r.account_number, true) : null,
    accountName: r.account_name,
    bankReference: r.bank_reference,
    transferredAt: iso(r.transferred_at),
    failedReason: r.failed_reason,
  };
}

type BatchRow = {
  id: number;
  reference: string;
  status: PayoutBatch['status'];
  build_step: string;
  cutoff_at: string;
  trigger: PayoutBatch['trigger'];
  layout_id: string;
  created_at: string;
  ready_at: string | null;
  transferred_at: string | null;
  line_count: number;
  pending: number;
  transferred: number;
  carried: number;
  failed: number;
  total: string;
};

const BATCH_SELECT = sql`select b.id, b.reference, b.status, b.build_step, b.cutoff_at, b.trigger,
  b.layout_id, b.created_at, b.ready_at, b.transferred_at,
  (select count(*)::int from payout_lines l where l.batch_id = b.id) as line_count,
  (select count(*)::int from payout_lines l where l.batch_id = b.id and l.status = 'pending') as pending,
  (select count(*)::int from payout_lines l where l.batch_id = b.id and l.status = 'transferred') as transferred,
  (select count(*)::int from payout_lines l where l.batch_id = b.id and l.status = 'carried') as carried,
  (select count(*)::int from payout_lines l where l.batch_id = b.id and l.status = 'failed') as failed,
  (select coalesce(sum(amount_satang), 0)::bigint from payout_lines l where l.batch_id = b.id
    and l.status in ('pending', 'transferred')) as total
  from payout_batches b`;

function toBatch(r: BatchRow): PayoutBatch {
  return {
    id: r.id,
    reference: r.reference,
    status: r.status,
    buildStep: r.build_step,
    cutoffAt: iso(r.cutoff_at) ?? '',
    trigger: r.trigger,
    layoutId: r.layout_id,
    lineCount: Number(r.line_count),
    pendingCount: Number(r.pending),
    transferredCount: Number(r.transferred),
    carriedCount: Number(r.carried),
    failedCount: Number(r.failed),
    total: satangToBaht(Number(r.total)),
    createdAt: iso(r.created_at) ?? '',
    readyAt: iso(r.ready_at),
    transferredAt: iso(r.transferred_at),
  };
}

export async function listPayoutBatches(db: DbOrTx): Promise<{ batches: PayoutBatch[] }> {
  const rows = rowsOf<BatchRow>(
    await db.execute(sql`${BATCH_SELECT} order by b.id desc limit 100`),
  );
  return { batches: rows.map(toBatch) };
}

export async function findPayoutBatch(db: DbOrTx, batchId: number): Promise<PayoutBatch> {
  const [row] = rowsOf<BatchRow>(await db.execute(sql`${BATCH_SELECT} where b.id = ${batchId}`));
  if (!row) throw new AppError('NOT_FOUND', 'ไม่พบรอบจ่ายเงินนี้');
  return toBatch(row);
}

/** The batch and its lines (pending first, then the rest), at most `limit` lines. */
export async function payoutBatchDetail(
  db: DbOrTx,
  batchId: number,
  limit = 500,
): Promise<PayoutBatchDetail> {
  const batch = await findPayoutBatch(db, batchId);
  const lines = rowsOf<LineRow>(
    await db.execute(sql`${LINE_SELECT} where l.batch_id = ${batchId}
      order by case l.status when 'pending' then 0 when 'failed' then 1 else 2 end, l.id
      limit ${limit}`),
  );
  return { batch, lines: lines.map(toLine) };
}

/** A shop's statements, newest first. */
export async function listStatements(
  db: DbOrTx,
  storeIds: number[],
): Promise<{ lines: PayoutLine[] }> {
  if (storeIds.length === 0) return { lines: [] };
  const rows = rowsOf<LineRow>(
    await db.execute(
      sql`${LINE_SELECT} where l.store_id in (${sql.join(
        storeIds.map((id) => sql`${id}`),
        sql`, `,
      )}) and b.status <> 'building' order by l.batch_id desc, l.store_id limit 200`,
    ),
  );
  return { lines: rows.map(toLine) };
}

/** One line with its entries and recovered refunds; `storeIds` scopes a shop's own read. */
export async function statementOf(
  db: DbOrTx,
  lineId: number,
  storeIds?: number[],
): Promise<PayoutStatement> {
  const [row] = rowsOf<LineRow>(
    await db.execute(sql`${LINE_SELECT} where l.id = ${lineId} and b.status <> 'building'`),
  );
  if (row && storeIds && !storeIds.includes(row.store_id)) {
    throw new AppError('NOT_FOUND', 'ไม่พบใบแจ้งยอดนี้');
  }
  if (!row) throw new AppError('NOT_FOUND', 'ไม่พบใบแจ้งยอดนี้');
  const entries = rowsOf<{
    kind: 'income' | 'refund';
    order_no: string;
    paid_at: string | null;
    gross: number;
    fee: number;
    commission: number;
    net: number;
  }>(
    await db.execute(sql`
      select 'income' as kind, o.order_no, e.paid_at, e.gross_satang as gross,
        e.provider_fee_satang as fee, e.commission_satang as commission, e.net_satang as net
      from payout_entries pe join income_entries e on e.id = pe.entry_id
      join orders o on o.id = e.order_id
      where pe.line_id = ${lineId}
      union all
      select 'refund', o.order_no, r.created_at, 0, 0, 0, -pr.amount_satang
      from payout_recoveries pr join payment_refunds r on r.id = pr.refund_id
      join orders o on o.id = r.order_id
      where pr.line_id = ${lineId}
      order by 1, 3, 2`),
  );
  return {
    line: toLine(row),
    entries: entries.map(
      (e): PayoutStatementEntry => ({
        kind: e.kind,
        orderNo: e.order_no,
        paidAt: iso(e.paid_at),
        gross: satangToBaht(Number(e.gross)),
        fee: satangToBaht(Number(e.fee)),
        commission: satangToBaht(Number(e.commission)),
        net: satangToBaht(Number(e.net)),
      }),
    ),
  };
}

/** The batch's transfers, a page at a time (keyset on the line id): the bank file's lines. */
export async function* transferRowsOf(
  db: DbOrTx,
  batchId: number,
  page = 1000,
): AsyncGenerator<{
  id: number;
  store_id: number;
  bank_code: string;
  account_number: string;
  account_name: string;
  amount_satang: string;
}> {
  let after = 0;
  for (;;) {
    const rows = rowsOf<{
      id: number;
      store_id: number;
      bank_code: string;
      account_number: string;
      account_name: string;
      amount_satang: string;
    }>(
      await db.execute(sql`select id, store_id, bank_code, account_number, account_name,
        amount_satang from payout_lines
        where batch_id = ${batchId} and status in ('pending', 'transferred') and id > ${after}
        order by id limit ${page}`),
    );
    if (rows.length === 0) return;
    yield* rows;
    after = rows[rows.length - 1].id;
  }
}
