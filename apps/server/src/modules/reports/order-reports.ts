import { ORDER_TYPE, orderStatusText } from '@yangdee/contracts/order-status';
import { sql } from 'drizzle-orm';
import { storeLabel } from '../orders/seller-orders.mapper';
import {
  numbersOf,
  type RawRow,
  type ReportContext,
  type ReportSource,
  readOne,
  readRows,
  storeList,
} from './report-source';

// Reports over paid orders: sale, promotion, customer. They are driven by income_entries (one
// row per paid order, indexed on (store_id, paid_at): decision 0102), so a range reads only the
// orders paid in it; the sale totals come from store_daily_sales, kept exact on write.

const ORDER_TYPE_TEXT: Record<number, string> = {
  [ORDER_TYPE.SERVICE]: 'ติดตั้งที่ร้าน',
  [ORDER_TYPE.DELIVERY]: 'จัดส่งถึงบ้าน',
};

const paidIn = (ctx: ReportContext) =>
  sql`e.store_id in ${storeList(ctx)} and e.paid_at >= ${ctx.fromAt}::timestamptz
      and e.paid_at < ${ctx.toAt}::timestamptz`;

const branchOf = (row: RawRow) =>
  storeLabel({ name: String(row.storeName ?? ''), branchName: String(row.branchName ?? '') });

/** Every order paid in the range (later cancellations included, with their status). */
export const saleReport: ReportSource = {
  async count(db, ctx) {
    const row = await readOne(
      db,
      sql`select count(*) as n from income_entries e where ${paidIn(ctx)}`,
    );
    return Number(row.n ?? 0);
  },
  async totals(db, ctx) {
    const row = await readOne(
      db,
      sql`select sum(orders) as orders, sum(tyres) as tyres, sum(sales_satang) as total,
                 sum(discount_satang) as discount, sum(paid_online_satang) as "paidNow",
                 sum(remain_satang) as remain
            from store_daily_sales
           where store_id in ${storeList(ctx)} and day between ${ctx.fromDate} and ${ctx.toDate}`,
    );
    return numbersOf(row, ['orders', 'tyres', 'total', 'discount', 'paidNow', 'remain']);
  },
  async rows(db, ctx, limit, offset) {
    const rows = await readRows(
      db,
      sql`select e.paid_at as "paidAt", o.order_no as "orderNo", o.order_type as "orderType",
                 o.status, o.total_satang as total, o.discount_total_satang as discount,
                 o.paid_now_satang as "paidNow", o.remain_satang as remain,
                 (select coalesce(sum(i.quantity), 0) from order_items i where i.order_id = o.id) as tyres,
                 s.name as "storeName", s.branch_name as "branchName"
            from income_entries e
            join orders o on o.id = e.order_id
            join stores s on s.id = e.store_id
           where ${paidIn(ctx)}
           order by e.paid_at desc, e.id desc
           limit ${limit} offset ${offset}`,
    );
    return rows.map((r) => ({
      ...r,
      orderType: ORDER_TYPE_TEXT[Number(r.orderType)] ?? '',
      status: orderStatusText(Number(r.status)),
      branch: branchOf(r),
    }));
  },
};

/**
 * Sales under each promotion: the discounts frozen on the orders paid in the range
 * (orders.snapshot.discounts, by title), with the orders, tyres and sales they came with.
 */
const promotionLines = (ctx: ReportContext) => sql`
  select d->>'title' as promotion, o.id as order_id, o.total_satang,
         abs(coalesce((d->>'priceSatang')::numeric, 0)) as discount,
         (select coalesce(sum(i.quantity), 0) from order_items i where i.order_id = o.id) as tyres
    from income_entries e
    join orders o on o.id = e.order_id
    cross join lateral jsonb_array_elements(
      case when jsonb_typeof(o.snapshot->'discounts') = 'array' then o.snapshot->'discounts'
           else '[]'::jsonb end) d
   where ${paidIn(ctx)} and coalesce(d->>'title', '') <> ''`;

const promotionGroups = (ctx: ReportContext) => sql`
  select promotion, count(distinct order_id) as orders, sum(tyres) as tyres,
         sum(discount) as discount, sum(total_satang) as sales
    from (${promotionLines(ctx)}) l
   group by promotion`;

export const promotionReport: ReportSource = {
  async count(db, ctx) {
    const row = await readOne(db, sql`select count(*) as n from (${promotionGroups(ctx)}) g`);
    return Number(row.n ?? 0);
  },
  async totals(db, ctx) {
    const row = await readOne(
      db,
      sql`select sum(orders) as orders, sum(tyres) as tyres, sum(discount) as discount,
                 sum(sales) as sales from (${promotionGroups(ctx)}) g`,
    );
    return numbersOf(row, ['orders', 'tyres', 'discount', 'sales']);
  },
  async rows(db, ctx, limit, offset) {
    const rows = await readRows(
      db,
      sql`select * from (${promotionGroups(ctx)}) g
           order by sales desc, promotion limit ${limit} offset ${offset}`,
    );
    return rows.map((r) => ({ ...r, discount: Number(r.discount), sales: Number(r.sales) }));
  },
};

/**
 * The shop's customers who paid in the range, with only what the shop needs to serve them
 * (PDPA, issue 17): the name, phone and car of their latest order, their order count and spend.
 */
const customerGroups = (ctx: ReportContext) => sql`
  select o.user_id, count(*) as orders, sum(o.total_satang) as total,
         max(e.paid_at) as "lastOrderAt",
         (array_agg(o.customer order by e.paid_at desc, e.id desc))[1] as customer
    from income_entries e
    join orders o on o.id = e.order_id
   where ${paidIn(ctx)}
   group by o.user_id`;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const joined = (...parts: unknown[]) => parts.map(text).filter(Boolean).join(' ');

export const customerReport: ReportSource = {
  async count(db, ctx) {
    const row = await readOne(
      db,
      sql`select count(distinct o.user_id) as n from income_entries e
            join orders o on o.id = e.order_id where ${paidIn(ctx)}`,
    );
    return Number(row.n ?? 0);
  },
  async totals(db, ctx) {
    const row = await readOne(
      db,
      sql`select count(*) as orders, sum(o.total_satang) as total from income_entries e
            join orders o on o.id = e.order_id where ${paidIn(ctx)}`,
    );
    return numbersOf(row, ['orders', 'total']);
  },
  async rows(db, ctx, limit, offset) {
    const rows = await readRows(
      db,
      sql`select * from (${customerGroups(ctx)}) g
           order by "lastOrderAt" desc, user_id desc limit ${limit} offset ${offset}`,
    );
    return rows.map((r) => {
      const c = (r.customer ?? {}) as Record<string, unknown>;
      return {
        customer: joined(c.firstName, c.lastName),
        tel: text(c.tel),
        car: joined(c.carBrand, c.carModel),
        plate: joined(c.licenseNumber, c.licenseProvince),
        orders: r.orders,
        total: r.total,
        lastOrderAt: r.lastOrderAt,
      };
    });
  },
};
