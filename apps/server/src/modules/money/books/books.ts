import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';

// The books balance (issue 32 item 5, decision 0141): for any period and shop (or all), the
// money paid in equals refunds + payouts + commission + fees + money still held, to the satang.
// The period takes orders by the moment they were paid (Bangkok months) and follows where each
// order's money went; money taken that no order kept (a late or duplicate payment given back)
// counts in the month its refund was recorded.
//
// Every term is one SQL sum in BOOK_TERMS below, over `o` (the paid order), `e` (its income
// entry, if any) and `x` (payment refunds of money no order kept): the refunds and payouts owners
// change a term here, in this one place (payment_refunds; income_entries TRANSFERRED by a payout
// line, refunds recovered from a shop's later payout).

export const BOOK_TERM_KEYS = ['refunds', 'payouts', 'commission', 'fees', 'held'] as const;
export type BookTermKey = (typeof BOOK_TERM_KEYS)[number];
export type BookFigures = { paidIn: number } & Record<BookTermKey, number> & {
    /** paidIn − (refunds + payouts + commission + fees + held); 0 when the books balance. */
    difference: number;
  };

/** The shop's own cancellation refunds of order `o` (taken back from its payouts once paid out). */
const RECOVERED = sql`coalesce((select sum(r.amount_satang) from payment_refunds r
  where r.order_id = o.id and r.reason = 'SELLER_CANCELLED'), 0)`;

/** What each order's row adds to a term (`o`, `e`), and what a kept-by-no-order refund adds (`x`). */
export const BOOK_TERMS: Record<'paidIn' | BookTermKey, { order: SQL; extra: SQL }> = {
  paidIn: { order: sql`o.paid_now_satang`, extra: sql`x.amount_satang` },
  // The shopper's money given back or owed back: a paid order the shop cancelled (REFUNDED) and
  // money no order kept (late / duplicate payments).
  // A shop's cancellation after its money was paid out (decision 0140) is a refund too, and the
  // shop's payout of that order is what it was paid less what it gives back (recovered from a
  // later payout line, or still to be).
  refunds: {
    order: sql`case when e.transfer_status = 'REFUNDED' then e.gross_satang
                    when e.transfer_status = 'TRANSFERRED' then ${RECOVERED} else 0 end`,
    extra: sql`x.amount_satang`,
  },
  // Paid out to the shop: entries marked TRANSFERRED by a payout line (or decision 0104's old
  // transfer), less refunds taken back from the shop.
  payouts: {
    order: sql`case when e.transfer_status = 'TRANSFERRED' then e.net_satang - ${RECOVERED} else 0 end`,
    extra: sql`0`,
  },
  commission: {
    order: sql`case when e.transfer_status <> 'REFUNDED' then e.commission_satang else 0 end`,
    extra: sql`0`,
  },
  fees: {
    order: sql`case when e.transfer_status <> 'REFUNDED' then e.provider_fee_satang else 0 end`,
    extra: sql`0`,
  },
  // Still with us, owed to the shop (HELD, READY).
  held: {
    order: sql`case when e.transfer_status = 'HELD' then e.net_satang else 0 end`,
    extra: sql`0`,
  },
};

export type BooksQuery = {
  /** [from, to) instants; use bangkok month bounds for months. */
  from: Date;
  to: Date;
  storeId?: number;
};

export type BooksMonth = { month: string } & BookFigures;

/** A row that breaks the books: an order's money that does not reach the ledger as it should. */
export type BrokenRow = {
  kind: 'NO_ENTRY' | 'GROSS_DIFFERS' | 'TRANSFERRED_OUTSIDE_BATCH' | 'BATCH_TOTAL_DIFFERS';
  orderId: number | null;
  batchId: number | null;
  storeId: number;
  expected: number;
  found: number;
};

export type BooksResult = { months: BooksMonth[]; total: BookFigures; broken: BrokenRow[] };

const rowsOf = (result: unknown) =>
  ('rows' in (result as object) ? (result as { rows: unknown[] }).rows : result) as Array<
    Record<string, unknown>
  >;

const KEYS = ['paidIn', ...BOOK_TERM_KEYS] as const;

function figures(r: Record<string, unknown>): BookFigures {
  const f = Object.fromEntries(KEYS.map((k) => [k, Number(r[k] ?? 0)])) as Record<
    (typeof KEYS)[number],
    number
  >;
  const out = BOOK_TERM_KEYS.reduce((s, k) => s + f[k], 0);
  return { ...f, difference: f.paidIn - out };
}

export async function booksBalance(db: DbOrTx, q: BooksQuery): Promise<BooksResult> {
  const from = q.from.toISOString();
  const to = q.to.toISOString();
  const store = (col: SQL) => (q.storeId === undefined ? sql`true` : sql`${col} = ${q.storeId}`);
  const month = (col: SQL) => sql`to_char(${col} at time zone 'Asia/Bangkok', 'YYYY-MM')`;
  const sums = (part: 'order' | 'extra') =>
    sql.join(
      KEYS.map(
        (k) => sql`coalesce(sum(${BOOK_TERMS[k][part]}), 0)::bigint as ${sql.identifier(k)}`,
      ),
      sql`, `,
    );
  const totals = sql.join(
    KEYS.map((k) => sql`sum(${sql.identifier(k)})::bigint as ${sql.identifier(k)}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with per_order as (
      select ${month(sql`o.paid_at`)} as month, ${sums('order')}
        from orders o
        left join income_entries e on e.order_id = o.id
       where o.paid_at >= ${from}::timestamptz and o.paid_at < ${to}::timestamptz
         and ${store(sql`o.store_id`)}
       group by 1
    ), per_extra as (
      select ${month(sql`x.created_at`)} as month, ${sums('extra')}
        from payment_refunds x
        join orders o on o.id = x.order_id
       where x.reason <> 'SELLER_CANCELLED'
         and x.created_at >= ${from}::timestamptz and x.created_at < ${to}::timestamptz
         and ${store(sql`o.store_id`)}
       group by 1
    )
    select month, ${totals}
      from (select * from per_order union all select * from per_extra) t
     group by month order by month`);
  const months = rowsOf(result).map((r) => ({ month: String(r.month), ...figures(r) }));
  const total = figures(
    Object.fromEntries(KEYS.map((k) => [k, months.reduce((s, m) => s + m[k], 0)])),
  );
  return { months, total, broken: await brokenRows(db, q) };
}

/** The rows that make a difference, first 100 (what an operator looks at). */
async function brokenRows(db: DbOrTx, q: BooksQuery): Promise<BrokenRow[]> {
  const from = q.from.toISOString();
  const to = q.to.toISOString();
  const store = (col: SQL) => (q.storeId === undefined ? sql`true` : sql`${col} = ${q.storeId}`);
  const result = await db.execute(sql`
    (select case when e.id is null then 'NO_ENTRY' else 'GROSS_DIFFERS' end as kind,
            o.id as "orderId", null::int as "batchId", o.store_id as "storeId",
            o.paid_now_satang::bigint as expected, coalesce(e.gross_satang, 0)::bigint as found
       from orders o
       left join income_entries e on e.order_id = o.id
      where o.paid_at >= ${from}::timestamptz and o.paid_at < ${to}::timestamptz
        and ${store(sql`o.store_id`)}
        and (e.id is null or e.gross_satang <> o.paid_now_satang)
      order by o.id limit 100)
    union all
    (select 'TRANSFERRED_OUTSIDE_BATCH', e.order_id, null, e.store_id, e.net_satang, 0
       from income_entries e
      where e.transfer_status = 'TRANSFERRED' and e.transfer_batch_id is null
        -- Paid by a payout batch (decision 0140): its line was marked transferred.
        and not exists (select 1 from payout_entries pe
                          join payout_lines pl on pl.id = pe.line_id
                         where pe.entry_id = e.id and pl.status = 'transferred')
        and e.paid_at >= ${from}::timestamptz and e.paid_at < ${to}::timestamptz
        and ${store(sql`e.store_id`)}
      order by e.id limit 100)
    union all
    (select 'BATCH_TOTAL_DIFFERS', null, b.id, b.store_id, b.total_satang::bigint,
            coalesce(sum(e.net_satang), 0)::bigint
       from transfer_batches b
       left join income_entries e on e.transfer_batch_id = b.id
      where b.created_at >= ${from}::timestamptz and b.created_at < ${to}::timestamptz
        and ${store(sql`b.store_id`)}
      group by b.id
     having b.total_satang <> coalesce(sum(e.net_satang), 0)
      order by b.id limit 100)`);
  return rowsOf(result).map((r) => ({
    kind: r.kind as BrokenRow['kind'],
    orderId: r.orderId === null ? null : Number(r.orderId),
    batchId: r.batchId === null ? null : Number(r.batchId),
    storeId: Number(r.storeId),
    expected: Number(r.expected),
    found: Number(r.found),
  }));
}
