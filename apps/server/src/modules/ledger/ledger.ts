import { DELIVERY_HOLD_DAYS, incomeParts } from '@yangdee/contracts/income';
import { transferStatusesAllowing, transferTargetOf } from '@yangdee/contracts/income-transfer';
import { ORDER_STATUS, ORDER_TYPE } from '@yangdee/contracts/order-status';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { commissionRates } from '../../db/schema/commission';
import { incomeEntries } from '../../db/schema/income';
import { orders } from '../../db/schema/orders';
import { commissionRateAt } from './commission-rates';
import { addCancelToSummaries, addPaidOrderToSummaries } from './daily-summaries';

// The ledger of decision 0102: one income_entries row per paid order, written by the order
// lifecycle (the only writer of money states) in the transaction that settles the payment; its
// release when the fitting or the delivery is confirmed; its refund when the shop cancels a paid
// order. Each writer also keeps the daily summaries (daily-summaries.ts) in the same transaction.

type OrderRow = typeof orders.$inferSelect;

const DAY_MS = 86_400_000;

/** When a finished order's money may be transferred: fitting at once, delivery after the hold. */
export function releaseTimeOf(order: Pick<OrderRow, 'orderType' | 'completedAt'>): Date | null {
  if (!order.completedAt) return null;
  if (order.orderType === ORDER_TYPE.DELIVERY) {
    return new Date(order.completedAt.getTime() + DELIVERY_HOLD_DAYS * DAY_MS);
  }
  return order.completedAt;
}

/** The entry a paid order gets, with the commission rate in force when it was paid. */
export function entryValuesOf(
  order: OrderRow,
  commissionRateBp: number,
  providerFee?: number | null,
): typeof incomeEntries.$inferInsert {
  const parts = incomeParts(
    order.paidNowSatang,
    order.paymentMethod,
    commissionRateBp,
    providerFee,
  );
  const isRefunded = order.status === ORDER_STATUS.CANCEL;
  return {
    orderId: order.id,
    storeId: order.storeId,
    orderType: order.orderType,
    paymentMethod: order.paymentMethod,
    grossSatang: parts.gross,
    providerFeeSatang: parts.fee,
    commissionSatang: parts.commission,
    netSatang: parts.net,
    remainSatang: order.remainSatang,
    transferStatus: isRefunded ? 'REFUNDED' : 'HELD',
    releaseAt: isRefunded ? null : releaseTimeOf(order),
    refundedAt: isRefunded ? (order.cancelledAt ?? order.paidAt) : null,
    paidAt: order.paidAt ?? new Date(),
  };
}

/**
 * A payment settled the order (PAYMENT_CONFIRMED or LATE_PAYMENT_CONFIRMED): writes its entry and
 * adds it to the daily summaries. Once per order: a second call changes nothing.
 * `providerFee` = the callback's fee + VAT in satang when the provider sent them.
 */
export async function recordPaidOrder(
  tx: DbOrTx,
  orderId: number,
  providerFee?: number | null,
): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order?.paidAt) return;
  // The rate in force when the order was paid (decision 0141).
  const rate = await commissionRateAt(tx, order.storeId, order.paidAt);
  const inserted = await tx
    .insert(incomeEntries)
    .values(entryValuesOf(order, rate, providerFee))
    .onConflictDoNothing({ target: incomeEntries.orderId })
    .returning({ id: incomeEntries.id });
  if (inserted.length === 0) return;
  await addPaidOrderToSummaries(tx, orderId);
}

/** The fitting or the delivery was confirmed: the money's release time is set. */
export async function releaseOrderMoney(tx: DbOrTx, order: OrderRow): Promise<void> {
  const releaseAt = releaseTimeOf(order);
  if (!releaseAt) return;
  await tx
    .update(incomeEntries)
    .set({ releaseAt })
    .where(and(eq(incomeEntries.orderId, order.id), eq(incomeEntries.transferStatus, 'HELD')));
}

/** The shop cancelled a paid order: the entry becomes REFUNDED and the summaries count it. */
export async function refundOrderMoney(tx: DbOrTx, order: OrderRow, now: Date): Promise<void> {
  const changed = await tx
    .update(incomeEntries)
    .set({ transferStatus: transferTargetOf('refund'), refundedAt: now, releaseAt: null })
    .where(
      and(
        eq(incomeEntries.orderId, order.id),
        inArray(incomeEntries.transferStatus, transferStatusesAllowing('refund')),
      ),
    )
    .returning({ id: incomeEntries.id });
  if (changed.length === 0) return;
  await addCancelToSummaries(tx, order.id);
}

/**
 * A payout line was transferred: its entries still HELD become TRANSFERRED (the transition table
 * of contracts/income-transfer.ts), in the caller's transaction.
 */
export async function transferLineEntries(tx: DbOrTx, lineId: number, at: Date): Promise<void> {
  await tx.execute(sql`
    update income_entries e set transfer_status = ${transferTargetOf('transfer')}, transferred_at = ${at}
    from payout_entries pe
    where pe.line_id = ${lineId} and e.id = pe.entry_id
      and e.transfer_status in (${sql.join(
        transferStatusesAllowing('transfer').map((s) => sql`${s}`),
        sql`, `,
      )})`);
}

/**
 * Entries for paid orders that have none (bulk-inserted orders: the seed, the bench generator),
 * in the state their order is in; call rebuildSummaries afterwards. Batches of `batch` orders.
 */
export async function backfillIncomeEntries(
  db: DbOrTx,
  storeId?: number,
  batch = 2000,
): Promise<number> {
  let written = 0;
  // The rate in force when each order was paid (decision 0141); a shop without a history has one
  // rate for every moment, read once.
  const flat = new Map<number, number>();
  const historied = new Set(
    (await db.selectDistinct({ id: commissionRates.storeId }).from(commissionRates)).map(
      (r) => r.id,
    ),
  );
  const rateOf = async (id: number, at: Date) => {
    if (historied.has(id)) return commissionRateAt(db, id, at);
    let rate = flat.get(id);
    if (rate === undefined) {
      rate = await commissionRateAt(db, id, at);
      flat.set(id, rate);
    }
    return rate;
  };
  for (;;) {
    const rows = await db
      .select()
      .from(orders)
      .where(
        sql`${orders.paidAt} is not null
          and ${storeId === undefined ? sql`true` : sql`${orders.storeId} = ${storeId}`}
          and not exists (select 1 from income_entries e where e.order_id = ${orders.id})`,
      )
      .orderBy(orders.id)
      .limit(batch);
    if (rows.length === 0) return written;
    const values = [];
    for (const order of rows) {
      values.push(entryValuesOf(order, await rateOf(order.storeId, order.paidAt ?? new Date())));
    }
    await db.insert(incomeEntries).values(values).onConflictDoNothing();
    written += values.length;
  }
}

/** The lifecycle's hook: what an order's move means for its money (order-lifecycle.ts). */
export async function recordOrderMoney(
  tx: DbOrTx,
  event: string,
  before: OrderRow,
  order: OrderRow,
  now: Date,
): Promise<void> {
  if (event === 'PAYMENT_CONFIRMED' || event === 'LATE_PAYMENT_CONFIRMED') {
    await recordPaidOrder(tx, order.id);
  } else if (event === 'SELLER_CONFIRM_SERVICE' || event === 'SELLER_CONFIRM_DELIVERY') {
    await releaseOrderMoney(tx, order);
  } else if (event === 'SELLER_CANCEL_ORDER' && before.paidAt) {
    await refundOrderMoney(tx, order, now);
  }
}
