import { ORDER_STATUS, ORDER_TYPE, orderStatusText } from '@yangdee/contracts/order-status';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeLabel } from '../orders/seller-orders.mapper';
import {
  memoFor,
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

// The remainder is paid at the shop on the day of the fitting or delivery: an order cancelled after
// its online payment never brings it, so it counts as no money received (issue 37).
const CANCEL = sql.raw(String(ORDER_STATUS.CANCEL));
const remainKept = sql`(case when o.status = ${CANCEL} then 0 else o.remain_satang end)`;
const remainLost = sql`(case when o.status = ${CANCEL} then o.remain_satang else 0 end)`;

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
                 o.paid_now_satang as "paidNow", ${remainKept} as remain,
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
 * Sales under each promotion: the discounts frozen on the orders paid in the range that carried a
 * discount (orders.snapshot.discounts, by title: the snapshot keeps no promotion id), with the
 * orders, tyres and sales they came with. A shop has few promotions: the groups are read once per
 * request and paged here.
 */
const promotionGroups = (ctx: ReportContext) => sql`
  select l.promotion, count(distinct l.order_id) as orders, sum(l.discount) as discount,
         sum(l.total_satang) as sales, sum(l.tyres) as tyres
    from (
      select d->>'title' as promotion, o.id as order_id, o.total_satang, t.tyres,
             abs(coalesce((d->>'priceSatang')::numeric, 0)) as discount
        from income_entries e
        join orders o on o.id = e.order_id
        cross join lateral (select coalesce(sum(i.quantity), 0) as tyres from order_items i
                             where i.order_id = o.id) t
        cross join lateral jsonb_array_elements(
          case when jsonb_typeof(o.snapshot->'discounts') = 'array' then o.snapshot->'discounts'
               else '[]'::jsonb end) d
       where ${paidIn(ctx)} and o.discount_total_satang > 0 and coalesce(d->>'title', '') <> ''
    ) l
   group by l.promotion
   order by sales desc, l.promotion`;

const PROMOTION_SUMS = ['orders', 'tyres', 'discount', 'sales'];
const allPromotions = (db: Db, ctx: ReportContext) =>
  memoFor(ctx, 'promotions', async () =>
    (await readRows(db, promotionGroups(ctx))).map((r) => ({
      ...r,
      ...numbersOf(r, PROMOTION_SUMS),
    })),
  );

export const promotionReport: ReportSource = {
  async count(db, ctx) {
    return (await allPromotions(db, ctx)).length;
  },
  async totals(db, ctx) {
    const rows = await allPromotions(db, ctx);
    return Object.fromEntries(
      PROMOTION_SUMS.map((k) => [k, rows.reduce((sum, r) => sum + Number(r[k]), 0)]),
    );
  },
  async rows(db, ctx, limit, offset) {
    return (await allPromotions(db, ctx)).slice(offset, offset + limit);
  },
};

/**
 * The shop's customers who paid in the range, with only what the shop needs to serve them
 * (PDPA, issue 17): the name, phone and car of their latest order, their order count and spend.
 */
const customerGroups = (ctx: ReportContext) => sql`
  select o.user_id, count(*) as orders, sum(o.total_satang - ${remainLost}) as total,
         max(e.paid_at) as "lastOrderAt",
         (array_agg(e.order_id order by e.paid_at desc, e.id desc))[1] as last_order_id
    from income_entries e
    join orders o on o.id = e.order_id
   where ${paidIn(ctx)}
   group by o.user_id`;

/** Customers, orders and spend of the range in one scan, shared by count and totals. */
const customerSums = (db: Db, ctx: ReportContext) =>
  memoFor(ctx, 'customerSums', () =>
    readOne(
      db,
      sql`select count(distinct o.user_id) as customers, count(*) as orders,
                 sum(o.total_satang - ${remainLost}) as total
            from income_entries e join orders o on o.id = e.order_id where ${paidIn(ctx)}`,
    ),
  );

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const joined = (...parts: unknown[]) => parts.map(text).filter(Boolean).join(' ');

export const customerReport: ReportSource = {
  async count(db, ctx) {
    return Number((await customerSums(db, ctx)).customers ?? 0);
  },
  async totals(db, ctx) {
    return numbersOf(await customerSums(db, ctx), ['orders', 'total']);
  },
  async rows(db, ctx, limit, offset) {
    const rows = await readRows(
      db,
      // The latest order's customer data is read for this slice only.
      sql`select g.*, lo.customer
            from (select * from (${customerGroups(ctx)}) c
                   order by "lastOrderAt" desc, user_id desc limit ${limit} offset ${offset}) g
            join orders lo on lo.id = g.last_order_id
           order by g."lastOrderAt" desc, g.user_id desc`,
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
