import { STOCK_STATUS_LABEL_TH, type StockStatusCode } from '@yangdee/contracts/stock-status';
import { type SQL, sql } from 'drizzle-orm';
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

// Reports over the shop's offers: product-remain (stock now, by offer), product-promotion
// (offers carrying a promotion and what their tyre sold in the range) and product-movement
// (stock that did not sell in the range). Sales come from store_daily_product_sales (per shop,
// Bangkok day and product, kept exact on write), never from a scan of the orders.

const productColumns = sql`
  b.name_en as brand, m.name as model, z.label as size,
  s.name as "storeName", s.branch_name as "branchName"`;
const productJoins = sql`
  join products p on p.id = sp.product_id
  join tyre_models m on m.id = p.tyre_model_id
  join brands b on b.id = m.brand_id
  join tyre_sizes z on z.id = p.tyre_size_id
  join stores s on s.id = sp.store_id`;

const labelled = (r: RawRow) => ({
  ...r,
  product: [r.brand, r.model].filter(Boolean).join(' '),
  branch: storeLabel({ name: String(r.storeName ?? ''), branchName: String(r.branchName ?? '') }),
});

const soldIn = (ctx: ReportContext, storeCol: SQL, productCol: SQL) => sql`
  select coalesce(sum(d.qty), 0) as qty, coalesce(sum(d.promoted_qty), 0) as promoted,
         coalesce(sum(d.sales_satang), 0) as sales
    from store_daily_product_sales d
   where d.store_id = ${storeCol} and d.product_id = ${productCol}
     and d.day between ${ctx.fromDate} and ${ctx.toDate}`;

/** Every offer of the scope (statuses filtered when asked), stock now; sold = its tyre's sales. */
const remainWhere = (ctx: ReportContext) =>
  ctx.productStatus === null
    ? sql`sp.store_id in ${storeList(ctx)}`
    : sql`sp.store_id in ${storeList(ctx)} and sp.status = ${ctx.productStatus}`;

export const productRemainReport: ReportSource = {
  async count(db, ctx) {
    const row = await readOne(
      db,
      sql`select count(*) as n from seller_products sp where ${remainWhere(ctx)}`,
    );
    return Number(row.n ?? 0);
  },
  async totals(db, ctx) {
    // Sold tyres counted once per tyre of the scope (two offers of one tyre share its sales).
    const row = await readOne(
      db,
      sql`select
            (select coalesce(sum(sp.qty), 0) from seller_products sp where ${remainWhere(ctx)}) as qty,
            (select coalesce(sum(sp.qty::bigint * sp.price_satang), 0) from seller_products sp
              where ${remainWhere(ctx)}) as value,
            (select coalesce(sum(d.qty), 0) from store_daily_product_sales d
              where d.store_id in ${storeList(ctx)} and d.day between ${ctx.fromDate} and ${ctx.toDate}
                and exists (select 1 from seller_products sp where ${remainWhere(ctx)}
                             and sp.store_id = d.store_id and sp.product_id = d.product_id)) as "soldQty"`,
    );
    return numbersOf(row, ['qty', 'value', 'soldQty']);
  },
  async rows(db, ctx, limit, offset) {
    // The tyre's sales go on its newest offer only, so the column sums to the total above.
    const rows = await readRows(
      db,
      sql`select sp.id, sp.production_year as year, sp.status, sp.qty, sp.price_satang as price,
                 sp.qty::bigint * sp.price_satang as value,
                 case when sp.id = (select max(o2.id) from seller_products o2
                                     where o2.store_id = sp.store_id and o2.product_id = sp.product_id
                                       ${ctx.productStatus === null ? sql`` : sql`and o2.status = ${ctx.productStatus}`})
                      then sold.qty else 0 end as "soldQty",
                 ${productColumns}
            from seller_products sp ${productJoins}
            cross join lateral (${soldIn(ctx, sql`sp.store_id`, sql`sp.product_id`)}) sold
           where ${remainWhere(ctx)}
           order by b.name_en, m.name, z.label, sp.production_year desc, sp.id
           limit ${limit} offset ${offset}`,
    );
    return rows.map((r) => ({
      ...labelled(r),
      year: String(r.year ?? ''),
      status: STOCK_STATUS_LABEL_TH[Number(r.status) as StockStatusCode] ?? '',
    }));
  },
};

/** One row per tyre of a store (its offers' years together): the grain the sales are kept at. */
const tyreGroups = (ctx: ReportContext, having: SQL) => sql`
  select sp.store_id, sp.product_id,
         string_agg(sp.production_year::text, ', ' order by sp.production_year desc) as year,
         sum(sp.qty) as qty, sum(sp.qty::bigint * sp.price_satang) as value
    from seller_products sp
   where sp.store_id in ${storeList(ctx)}
   group by sp.store_id, sp.product_id
  having ${having}`;

const hasPromotion = sql`bool_or(exists (select 1 from seller_product_promotions spp
  join promotions pr on pr.id = spp.promotion_id where spp.seller_product_id = sp.id))`;

const promotedTyres = (ctx: ReportContext) => sql`
  select g.*, sold.qty as "soldQty", sold.promoted as "promotedQty", sold.sales,
         (select string_agg(distinct pr.title, ', ') from seller_products o2
            join seller_product_promotions spp on spp.seller_product_id = o2.id
            join promotions pr on pr.id = spp.promotion_id
           where o2.store_id = g.store_id and o2.product_id = g.product_id) as promotions
    from (${tyreGroups(ctx, hasPromotion)}) g
    cross join lateral (${soldIn(ctx, sql`g.store_id`, sql`g.product_id`)}) sold`;

const withProduct = (inner: SQL, order: SQL, limit: number, offset: number) => sql`
  select t.*, ${productColumns}
    from (${inner}) t
    join seller_products sp on sp.id = (select min(id) from seller_products x
                                         where x.store_id = t.store_id and x.product_id = t.product_id)
    ${productJoins}
   order by ${order} limit ${limit} offset ${offset}`;

export const productPromotionReport: ReportSource = {
  async count(db, ctx) {
    const row = await readOne(
      db,
      sql`select count(*) as n from (${tyreGroups(ctx, hasPromotion)}) g`,
    );
    return Number(row.n ?? 0);
  },
  async totals(db, ctx) {
    const row = await readOne(
      db,
      sql`select sum(qty) as qty, sum("soldQty") as "soldQty", sum("promotedQty") as "promotedQty",
                 sum(sales) as sales from (${promotedTyres(ctx)}) t`,
    );
    return numbersOf(row, ['qty', 'soldQty', 'promotedQty', 'sales']);
  },
  async rows(db, ctx, limit, offset) {
    const rows = await readRows(
      db,
      withProduct(
        promotedTyres(ctx),
        sql`t.sales desc, b.name_en, m.name, z.label, t.product_id, t.store_id`,
        limit,
        offset,
      ),
    );
    return rows.map(labelled);
  },
};

/** Tyres in stock that sold nothing in the range, with the day they last sold (if ever). */
const idleTyres = (ctx: ReportContext) => sql`
  select g.*, (select max(d.day) from store_daily_product_sales d
                where d.store_id = g.store_id and d.product_id = g.product_id and d.qty > 0
                  and d.day <= ${ctx.toDate})::text as "lastSoldDay"
    from (${tyreGroups(ctx, sql`sum(sp.qty) > 0`)}) g
   where not exists (select 1 from store_daily_product_sales d
                      where d.store_id = g.store_id and d.product_id = g.product_id and d.qty > 0
                        and d.day between ${ctx.fromDate} and ${ctx.toDate})`;

export const productMovementReport: ReportSource = {
  async count(db, ctx) {
    const row = await readOne(db, sql`select count(*) as n from (${idleTyres(ctx)}) t`);
    return Number(row.n ?? 0);
  },
  async totals(db, ctx) {
    const row = await readOne(
      db,
      sql`select sum(qty) as qty, sum(value) as value from (${idleTyres(ctx)}) t`,
    );
    return numbersOf(row, ['qty', 'value']);
  },
  async rows(db, ctx, limit, offset) {
    const rows = await readRows(
      db,
      withProduct(
        idleTyres(ctx),
        sql`t.value desc, t."lastSoldDay" nulls first, t.product_id, t.store_id`,
        limit,
        offset,
      ),
    );
    return rows.map(labelled);
  },
};
