import { type SQL, sql } from 'drizzle-orm';

// Refunds recovered from a shop (decision 0140): a refund (payment_refunds) of an order whose
// income entry was already paid out to the shop — by a transferred payout line, or by the old
// per-shop transfer of decision 0104 — and not yet recovered by a line. The shop got the money
// for that order; the shopper gets it back; the shop's next payout carries the refund's amount.
//
// Only a shop's own cancellation is recovered: money given back for a payment the order could not
// keep (a duplicate, a late payment) never was the shop's income (refunds-to-recover test).
//
// This reads payment_refunds directly, in this one function, until the refunds owner (issue 32
// item 1) exposes its own read; only the columns order_id, id and amount_satang are used.

/** Rows (refund_id, store_id, amount_satang) for stores in (lo, hi]. */
export function refundsToRecoverSql(lo: number, hi: number): SQL {
  return sql`
    select r.id as refund_id, e.store_id, r.amount_satang
    from payment_refunds r
    join income_entries e on e.order_id = r.order_id
    where e.store_id > ${lo} and e.store_id <= ${hi}
      and r.reason = 'SELLER_CANCELLED'
      and (
        e.transfer_status = 'TRANSFERRED'
        or exists (
          select 1 from payout_entries pe join payout_lines pl on pl.id = pe.line_id
          where pe.entry_id = e.id and pl.status = 'transferred'
        )
      )
      and not exists (select 1 from payout_recoveries pr where pr.refund_id = r.id)`;
}
