import { ORDER_STATUS } from '@yangdee/contracts/order-status';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

// The per-day summaries the dashboard and the reports read (decision 0102 §5, 0103), kept exact
// in the transaction that pays or cancels the order. Both the incremental writers and the
// rebuild use the SAME select over orders (one place says what a day's figures are), so a
// rebuild equals the running tables to the satang; the incremental ones add with
// INSERT … ON CONFLICT DO UPDATE, which is exact under concurrent payments.
//
// store_daily_sales: every order PAID that Bangkok day (orders, tyres, totals, discount, paid
// online, remainder at the shop: never collected once an order is cancelled, so a cancelled
// order adds none, issue 37), cancellations after payment counted apart (cancelled_orders,
// cancelled_satang = the cancelled orders' totals) on the day they were paid: net sales =
// sales_satang − cancelled_satang. store_daily_product_sales: tyres sold and kept (a cancelled
// order's tyres are taken out); promoted_qty = tyres of orders that carried a discount.

const CANCEL = sql.raw(String(ORDER_STATUS.CANCEL));
const DAY = sql`(o.paid_at at time zone 'Asia/Bangkok')::date`;

function salesSelect(where: SQL): SQL {
  return sql`
    select o.store_id, ${DAY} as day, o.order_type,
      count(*)::int as orders,
      coalesce(sum((select sum(i.quantity) from order_items i where i.order_id = o.id)), 0)::int as tyres,
      sum(o.total_satang)::bigint as sales,
      sum(o.discount_total_satang)::bigint as discount,
      sum(o.paid_now_satang)::bigint as paid_online,
      coalesce(sum(o.remain_satang) filter (where o.status <> ${CANCEL}), 0)::bigint as remain,
      count(*) filter (where o.status = ${CANCEL})::int as cancelled_orders,
      coalesce(sum(o.total_satang) filter (where o.status = ${CANCEL}), 0)::bigint as cancelled
    from orders o
    where o.paid_at is not null and ${where}
    group by o.store_id, ${DAY}, o.order_type`;
}

function productSelect(where: SQL): SQL {
  return sql`
    select o.store_id, ${DAY} as day, sp.product_id,
      sum(i.quantity)::int as qty,
      sum(i.line_total_satang)::bigint as sales,
      sum(case when o.discount_total_satang > 0 then i.quantity else 0 end)::int as promoted
    from orders o
      join order_items i on i.order_id = o.id
      join seller_products sp on sp.id = i.seller_product_id
    where o.paid_at is not null and ${where}
    group by o.store_id, ${DAY}, sp.product_id`;
}

/** Adds a just-paid order to both tables (its status is not CANCEL at this point). */
export async function addPaidOrderToSummaries(tx: DbOrTx, orderId: number): Promise<void> {
  await tx.execute(sql`
    insert into store_daily_sales (store_id, day, order_type, orders, tyres, sales_satang,
      discount_satang, paid_online_satang, remain_satang, cancelled_orders, cancelled_satang)
    ${salesSelect(sql`o.id = ${orderId}`)}
    on conflict (store_id, day, order_type) do update set
      orders = store_daily_sales.orders + excluded.orders,
      tyres = store_daily_sales.tyres + excluded.tyres,
      sales_satang = store_daily_sales.sales_satang + excluded.sales_satang,
      discount_satang = store_daily_sales.discount_satang + excluded.discount_satang,
      paid_online_satang = store_daily_sales.paid_online_satang + excluded.paid_online_satang,
      remain_satang = store_daily_sales.remain_satang + excluded.remain_satang,
      cancelled_orders = store_daily_sales.cancelled_orders + excluded.cancelled_orders,
      cancelled_satang = store_daily_sales.cancelled_satang + excluded.cancelled_satang`);
  await tx.execute(sql`
    insert into store_daily_product_sales (store_id, day, product_id, qty, sales_satang, promoted_qty)
    ${productSelect(sql`o.id = ${orderId}`)}
    on conflict (store_id, day, product_id) do update set
      qty = store_daily_product_sales.qty + excluded.qty,
      sales_satang = store_daily_product_sales.sales_satang + excluded.sales_satang,
      promoted_qty = store_daily_product_sales.promoted_qty + excluded.promoted_qty`);
}

/**
 * A paid order was cancelled: counted as cancelled on its paid day, its tyres taken out of the
 * product table (rows left at zero are deleted, as a rebuild would not have them).
 */
export async function addCancelToSummaries(tx: DbOrTx, orderId: number): Promise<void> {
  await tx.execute(sql`
    update store_daily_sales s set
      cancelled_orders = s.cancelled_orders + 1,
      cancelled_satang = s.cancelled_satang + o.total_satang,
      remain_satang = s.remain_satang - o.remain_satang
    from orders o
    where o.id = ${orderId} and o.paid_at is not null
      and s.store_id = o.store_id and s.day = ${DAY} and s.order_type = o.order_type`);
  await tx.execute(sql`
    with gone as (${productSelect(sql`o.id = ${orderId}`)})
    update store_daily_product_sales p set
      qty = p.qty - gone.qty,
      sales_satang = p.sales_satang - gone.sales,
      promoted_qty = p.promoted_qty - gone.promoted
    from gone
    where p.store_id = gone.store_id and p.day = gone.day and p.product_id = gone.product_id`);
  await tx.execute(sql`
    delete from store_daily_product_sales p
    using orders o
    where o.id = ${orderId} and p.store_id = o.store_id and p.day = ${DAY}
      and p.qty = 0 and p.sales_satang = 0 and p.promoted_qty = 0`);
}

/**
 * Recomputes both tables from orders, for one store or all (tests prove the running tables
 * exact with it; the seed and the bench generator call it after bulk inserts).
 */
export async function rebuildSummaries(db: DbOrTx, storeId?: number): Promise<void> {
  const only = storeId === undefined ? sql`true` : sql`o.store_id = ${storeId}`;
  const del = storeId === undefined ? sql`true` : sql`store_id = ${storeId}`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from store_daily_sales where ${del}`);
    await tx.execute(sql`delete from store_daily_product_sales where ${del}`);
    await tx.execute(sql`
      insert into store_daily_sales (store_id, day, order_type, orders, tyres, sales_satang,
        discount_satang, paid_online_satang, remain_satang, cancelled_orders, cancelled_satang)
      ${salesSelect(only)}`);
    await tx.execute(sql`
      insert into store_daily_product_sales (store_id, day, product_id, qty, sales_satang, promoted_qty)
      ${productSelect(sql`${only} and o.status <> ${CANCEL}`)}`);
  });
}
