import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

// The set-based statements of an apply and its undo (decision 0094). A changed row's `after`
// holds only the fields the file changes, so a field the file leaves alone (say qty, moved by a
// sale meanwhile) is never written back. One statement covers a slice of rows (by row number),
// so the statement triggers refresh the offer summaries once per slice, not once per offer.

const rowsOf = <T>(result: unknown): T[] =>
  ('rows' in (result as object) ? (result as { rows: T[] }).rows : result) as T[];

async function count(db: DbOrTx, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(query));
  return Number(row?.n ?? 0);
}

/** Row numbers of the job's new and changed rows, in order (to cut the work into slices). */
export async function workRowNumbers(db: DbOrTx, jobId: number): Promise<number[]> {
  const rows = rowsOf<{ row_no: number }>(
    await db.execute(sql`select row_no from stock_import_rows
      where job_id = ${jobId} and kind in (1, 2) order by row_no`),
  );
  return rows.map((r) => Number(r.row_no));
}

/** Locks the offers the job changes (the lock save-stock and placeOrder wait on). */
export async function lockChangedOffers(db: DbOrTx, storeId: number, jobId: number) {
  await db.execute(sql`select sp.id from seller_products sp
    where sp.store_id = ${storeId} and sp.id in (
      select seller_product_id from stock_import_rows where job_id = ${jobId} and kind = 2)
    order by sp.id for update`);
}

/**
 * Rows the preview no longer describes: a changed offer gone or with a field the file changes
 * no longer at its previewed value; a new or moved (product, year) taken meanwhile.
 */
export async function countStaleRows(db: DbOrTx, storeId: number, jobId: number) {
  const changed = await count(
    db,
    sql`select count(*)::int as n from stock_import_rows r
      left join seller_products sp on sp.id = r.seller_product_id and sp.store_id = ${storeId}
      where r.job_id = ${jobId} and r.kind = 2 and (sp.id is null
        or (r.after ? 'year' and sp.production_year <> (r.before->>'year')::int)
        or (r.after ? 'price' and sp.price_satang <> (r.before->>'price')::int)
        or (r.after ? 'priceDelivery'
            and sp.price_delivery_satang is distinct from (r.before->>'priceDelivery')::int)
        or (r.after ? 'qty' and sp.qty <> (r.before->>'qty')::int)
        or (r.after ? 'status' and sp.status <> (r.before->>'status')::int)
        or (r.after ? 'display' and sp.is_display <> (r.before->>'display')::boolean))`,
  );
  const taken = await count(
    db,
    sql`select count(*)::int as n from stock_import_rows r
      join seller_products sp on sp.store_id = ${storeId} and sp.product_id = r.product_id
        and sp.production_year = (r.after->>'year')::int
        and sp.id is distinct from r.seller_product_id
      where r.job_id = ${jobId} and (r.kind = 1 or (r.kind = 2 and r.after ? 'year'))`,
  );
  return changed + taken;
}

/** The slice's changed fields but the quantity (stock-ledger applyImportQty writes that). */
export async function applyChangedSlice(
  db: DbOrTx,
  storeId: number,
  jobId: number,
  fromRow: number,
  toRow: number,
) {
  await db.execute(sql`update seller_products sp set
      production_year = coalesce((r.after->>'year')::smallint, sp.production_year),
      price_satang = coalesce((r.after->>'price')::int, sp.price_satang),
      price_delivery_satang = case when r.after ? 'priceDelivery'
        then (r.after->>'priceDelivery')::int else sp.price_delivery_satang end,
      is_delivery_available = case when r.after ? 'priceDelivery'
        then r.after->>'priceDelivery' is not null else sp.is_delivery_available end,
      status = coalesce((r.after->>'status')::smallint, sp.status),
      is_display = coalesce((r.after->>'display')::boolean, sp.is_display),
      updated_at = now()
    from stock_import_rows r
    where r.job_id = ${jobId} and r.kind = 2 and r.row_no between ${fromRow} and ${toRow}
      and (r.after - 'qty') <> '{}'::jsonb
      and sp.id = r.seller_product_id and sp.store_id = ${storeId}`);
}

/**
 * Inserts the slice's new offers at their opening quantities and records their ids on the rows
 * (for undo); stock-ledger recordImportOpenings records those quantities.
 */
export async function insertNewSlice(
  db: DbOrTx,
  storeId: number,
  jobId: number,
  fromRow: number,
  toRow: number,
) {
  await db.execute(sql`with ins as (
      insert into seller_products (store_id, product_id, production_year, price_satang,
        price_delivery_satang, qty, status, is_display, is_service_available, is_delivery_available)
      select ${storeId}, r.product_id, (r.after->>'year')::smallint, (r.after->>'price')::int,
        (r.after->>'priceDelivery')::int, (r.after->>'qty')::int, (r.after->>'status')::smallint,
        (r.after->>'display')::boolean, true, r.after->>'priceDelivery' is not null
      from stock_import_rows r
      where r.job_id = ${jobId} and r.kind = 1 and r.row_no between ${fromRow} and ${toRow}
      order by r.row_no
      returning id, product_id, production_year)
    update stock_import_rows r set seller_product_id = ins.id from ins
    where r.job_id = ${jobId} and r.kind = 1 and r.product_id = ins.product_id
      and (r.after->>'year')::int = ins.production_year`);
}

/** Changed offers with a field moved since the apply (undo keeps that field as it is now). */
export async function countMovedSinceApply(db: DbOrTx, storeId: number, jobId: number) {
  return count(
    db,
    sql`select count(*)::int as n from stock_import_rows r
      join seller_products sp on sp.id = r.seller_product_id and sp.store_id = ${storeId}
      where r.job_id = ${jobId} and r.kind = 2 and (
        (r.after ? 'year' and sp.production_year <> (r.after->>'year')::int)
        or (r.after ? 'price' and sp.price_satang <> (r.after->>'price')::int)
        or (r.after ? 'priceDelivery'
            and sp.price_delivery_satang is distinct from (r.after->>'priceDelivery')::int)
        or (r.after ? 'qty' and sp.qty <> (r.after->>'qty')::int)
        or (r.after ? 'status' and sp.status <> (r.after->>'status')::int)
        or (r.after ? 'display' and sp.is_display <> (r.after->>'display')::boolean))`,
  );
}

/**
 * Writes back the previewed values of each field that still holds what the apply wrote; the
 * quantity is stock-ledger undoImportQty's.
 */
export async function restoreChanged(db: DbOrTx, storeId: number, jobId: number) {
  const back = (column: string, field: string, type: string) =>
    sql.raw(`${column} = case when r.after ? '${field}'
        and sp.${column} is not distinct from (r.after->>'${field}')::${type}
      then (r.before->>'${field}')::${type} else sp.${column} end`);
  await db.execute(sql`update seller_products sp set
      ${back('production_year', 'year', 'smallint')},
      ${back('price_satang', 'price', 'int')},
      ${back('price_delivery_satang', 'priceDelivery', 'int')},
      ${back('status', 'status', 'smallint')},
      ${back('is_display', 'display', 'boolean')},
      updated_at = now()
    from stock_import_rows r
    where r.job_id = ${jobId} and r.kind = 2 and sp.id = r.seller_product_id
      and sp.store_id = ${storeId}`);
  await db.execute(sql`update seller_products sp
    set is_delivery_available = sp.price_delivery_satang is not null
    from stock_import_rows r
    where r.job_id = ${jobId} and r.kind = 2 and sp.id = r.seller_product_id
      and sp.store_id = ${storeId}
      and sp.is_delivery_available <> (sp.price_delivery_satang is not null)`);
}

/**
 * Offers the job created (decision 0089's rule): one a live hold or any order names is retired
 * (NOTSALE and hidden); the rest leave every cart and are deleted. Answers how many were retired.
 */
export async function removeCreated(db: DbOrTx, storeId: number, jobId: number) {
  const created = sql`select seller_product_id from stock_import_rows
    where job_id = ${jobId} and kind = 1 and seller_product_id is not null`;
  const used = sql`(exists (select 1 from stock_reservations sr
      where sr.seller_product_id = sp.id and sr.expires_at > now())
    or exists (select 1 from order_items oi where oi.seller_product_id = sp.id))`;
  const retired = rowsOf<{ id: number }>(
    await db.execute(sql`update seller_products sp set status = 4, is_display = false,
        updated_at = now()
      where sp.store_id = ${storeId} and sp.id in (${created}) and ${used} returning sp.id`),
  ).length;
  await db.execute(sql`delete from cart_items where seller_product_id in (
      select sp.id from seller_products sp
      where sp.store_id = ${storeId} and sp.id in (${created}) and not ${used})`);
  await db.execute(sql`delete from seller_products sp
    where sp.store_id = ${storeId} and sp.id in (${created}) and not ${used}`);
  return retired;
}
