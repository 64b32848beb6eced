import type { StockFilter } from '@yangdee/contracts/seller-stock';
import { STOCK_STATUS, STOCK_STATUS_LABEL_TH } from '@yangdee/contracts/stock-status';
import { and, asc, count, desc, eq, gt, ilike, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands, products, tyreModels, tyreSizes } from '../../db/schema/catalog';
import { sellerProducts } from '../../db/schema/offers';
import { cartItems, orderItems, stockReservations } from '../../db/schema/orders';
import { MODEL_PICTURE_PATH } from '../../lib/image-urls';

// Reads and writes of seller_products for the shop's stock screens. Every query names the store:
// a shop never reads or writes another shop's offer. Sorting maps a whitelisted column name to a
// column; no SQL is ever built from the request's text.

const columns = {
  id: sellerProducts.id,
  productId: sellerProducts.productId,
  brandId: brands.id,
  brand: brands.nameEn,
  modelId: tyreModels.id,
  model: tyreModels.name,
  size: tyreSizes.label,
  year: sellerProducts.productionYear,
  qty: sellerProducts.qty,
  priceSatang: sellerProducts.priceSatang,
  priceDeliverySatang: sellerProducts.priceDeliverySatang,
  status: sellerProducts.status,
  display: sellerProducts.isDisplay,
  integrate: sellerProducts.isIntegrated,
};
export type StockDbRow = {
  id: number;
  productId: number;
  brandId: number;
  brand: string;
  modelId: number;
  model: string;
  size: string;
  year: number;
  qty: number;
  priceSatang: number;
  priceDeliverySatang: number | null;
  status: number;
  display: boolean;
  integrate: boolean;
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(storeId: number, f: StockFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(sellerProducts.storeId, storeId)];
  if (f.status !== STOCK_STATUS.ALL && f.status !== STOCK_STATUS.LATEST) {
    parts.push(eq(sellerProducts.status, f.status));
  }
  const keyword = f.keyword.trim();
  if (keyword) {
    const like = `%${escapeLike(keyword)}%`;
    const digits = keyword.replace(/\D/g, '');
    // Each catalogue table is matched on its own rows (26 brands, ~200 models, ~100 sizes, ~2,000
    // products) and the offers joined by id, rather than every offer's five texts matched
    // case-insensitively: a 5,000-offer shop's keyword search 31 → 24 ms p50 (decision 0186).
    const sizeMatch =
      digits.length >= 3
        ? sql`label ilike ${like} or compact ilike ${`%${digits}%`}`
        : sql`label ilike ${like}`;
    const alternatives: SQL[] = [
      sql`${brands.id} in (select id from brands where name_en ilike ${like} or name_th ilike ${like})`,
      sql`${tyreModels.id} in (select id from tyre_models where name ilike ${like})`,
      sql`${tyreSizes.id} in (select id from tyre_sizes where ${sizeMatch})`,
      sql`${products.id} in (select id from products where sku ilike ${like})`,
    ];
    if (/^\d{1,9}$/.test(keyword)) alternatives.push(eq(sellerProducts.id, Number(keyword)));
    parts.push(sql`(${sql.join(alternatives, sql` or `)})`);
  }
  return and(...parts);
}

function orderOf(f: StockFilter): SQL[] {
  if (f.status === STOCK_STATUS.LATEST) {
    return [desc(sellerProducts.createdAt), desc(sellerProducts.id)];
  }
  const dir = f.sortDirection === 'desc' ? desc : asc;
  const column = f.sortColumn || 'id';
  const keys: Record<typeof column, SQL[]> = {
    id: [dir(sellerProducts.id)],
    brand: [dir(brands.nameEn), dir(tyreModels.name)],
    size: [dir(tyreSizes.width), dir(tyreSizes.ratio), dir(tyreSizes.diameter)],
    year: [dir(sellerProducts.productionYear)],
    qty: [dir(sellerProducts.qty)],
    price: [dir(sellerProducts.priceSatang)],
    priceDelivery: [
      f.sortDirection === 'desc'
        ? sql`${sellerProducts.priceDeliverySatang} desc nulls last`
        : sql`${sellerProducts.priceDeliverySatang} asc nulls last`,
    ],
    integrate: [dir(sellerProducts.isIntegrated)],
  };
  return [...keys[column], dir(sellerProducts.id)];
}

const joined = (db: DbOrTx) =>
  db
    .select(columns)
    .from(sellerProducts)
    .innerJoin(products, eq(products.id, sellerProducts.productId))
    .innerJoin(tyreModels, eq(tyreModels.id, products.tyreModelId))
    .innerJoin(brands, eq(brands.id, tyreModels.brandId))
    .innerJoin(tyreSizes, eq(tyreSizes.id, products.tyreSizeId));

export async function findStockPage(
  db: DbOrTx,
  storeId: number,
  f: StockFilter,
  limit: number,
  offset: number,
): Promise<StockDbRow[]> {
  return joined(db)
    .where(whereOf(storeId, f))
    .orderBy(...orderOf(f))
    .limit(limit)
    .offset(offset);
}

/** The stock statuses' Thai labels by status, as the row texts' SQL reads them. */
const STATUS_LABELS_JSON = JSON.stringify(STOCK_STATUS_LABEL_TH);

/** An offer's get-stock-all row as UTF-8 JSON, with the row version it was written at. */
export type StockRowText = { id: number; version: string; json: Buffer };

/** Offers with the list's fields, the row version and their place in `order`. */
const listed = (db: DbOrTx, where: SQL | undefined, order: SQL[]) =>
  db
    .select({
      id: sql`${sellerProducts.id}`.as('id'),
      version: sql`${sellerProducts}.xmin::text`.as('version'),
      productId: sql`${sellerProducts.productId}`.as('product_id'),
      brand: sql`${brands.nameEn}`.as('brand'),
      modelId: sql`${tyreModels.id}`.as('model_id'),
      model: sql`${tyreModels.name}`.as('model'),
      size: sql`${tyreSizes.label}`.as('size'),
      year: sql`${sellerProducts.productionYear}`.as('year'),
      qty: sql`${sellerProducts.qty}`.as('qty'),
      price: sql`${sellerProducts.priceSatang}`.as('price_satang'),
      priceDelivery: sql`${sellerProducts.priceDeliverySatang}`.as('price_delivery_satang'),
      status: sql`${sellerProducts.status}`.as('status'),
      display: sql`${sellerProducts.isDisplay}`.as('display'),
      integrate: sql`${sellerProducts.isIntegrated}`.as('integrate'),
      ord: sql`row_number() over (order by ${sql.join(order, sql`, `)})`.as('ord'),
    })
    .from(sellerProducts)
    .innerJoin(products, eq(products.id, sellerProducts.productId))
    .innerJoin(tyreModels, eq(tyreModels.id, products.tyreModelId))
    .innerJoin(brands, eq(brands.id, tyreModels.brandId))
    .innerJoin(tyreSizes, eq(tyreSizes.id, products.tyreSizeId))
    .where(where);

/** The first max + 1 matching offers in the list's order: one more tells the list was cut. */
function listHead(db: DbOrTx, storeId: number, f: StockFilter, max: number) {
  const order = orderOf(f);
  return listed(db, whereOf(storeId, f), order)
    .orderBy(...order)
    .limit(max + 1);
}

// Each row's object written as text by the database (decision 0186): texts through to_json
// (quotes, backslashes and control characters escaped, so a row's text never holds a line
// break), booleans as true/false, baht as float8 (satang / 100, printed as the shortest text
// that reads back the same, as JavaScript prints it); the status's Thai label and the picture's
// address from the same constants as toStockRow. Each line is "id:version:{...}".
// stock.routes.test.ts holds the list equal to get-stock's rows, field by field.
const rowLines = (order: SQL) => sql`string_agg(concat(
    p.id, ':', p.version, ':',
    '{"id":', p.id, ',"productId":', p.product_id,
    ',"brand":', to_json(p.brand), ',"model":', to_json(p.model), ',"size":', to_json(p.size),
    ',"year":', p.year, ',"qty":', p.qty, ',"price":', p.price_satang::float8 / 100,
    ',"priceDelivery":', coalesce((p.price_delivery_satang::float8 / 100)::text, 'null'),
    ',"status":', p.status,
    ',"statusText":', to_json(coalesce(${STATUS_LABELS_JSON}::jsonb ->> p.status::text, '')),
    ',"display":', p.display::text, ',"integrate":', p.integrate::text,
    ',"picture":', to_json(${MODEL_PICTURE_PATH}::text || p.model_id || '.svg'), '}'
  ), E'\n' ${order})`;

/**
 * The lines "id:version:{json}" as rows, each row's JSON encoded on its own (half the time of
 * encoding the whole text and copying each row out of it; JSON escapes newlines, so a raw one
 * only ever ends a line). A version (xmin, at most 10 digits) is shorter than V8's 13-character
 * sliced strings: a held row never keeps the whole text alive.
 */
function rowTextsOf(lines: string | null | undefined): StockRowText[] {
  if (!lines) return [];
  const rows: StockRowText[] = [];
  for (let start = 0; start < lines.length; ) {
    const found = lines.indexOf('\n', start);
    const end = found < 0 ? lines.length : found;
    const a = lines.indexOf(':', start);
    const b = lines.indexOf(':', a + 1);
    rows.push({
      id: Number(lines.slice(start, a)),
      version: lines.slice(a + 1, b),
      json: Buffer.from(lines.slice(b + 1, end), 'utf8'),
    });
    start = end + 1;
  }
  return rows;
}

/**
 * get-stock-all's rows written by the database: the first `max` matching offers in the list's
 * order, each with its version and exactly toStockRow's fields as JSON text, and how many
 * matched (up to max + 1, so the caller knows the list was cut). A 5,000-offer shop's list is
 * ~1.45 MB: read as 70,000 values and mapped, checked and stringified here it cost the server
 * ~57 ms of CPU; written as text by the database (~12 ms more there) ~15 ms here.
 */
export async function findStockAllRows(
  db: DbOrTx,
  storeId: number,
  f: StockFilter,
  max: number,
): Promise<{ matched: number; rows: StockRowText[] }> {
  const page = listHead(db, storeId, f, max);
  const result = await db.execute<{ matched: number; lines: string | null }>(sql`
    select count(*)::int as matched,
      ${rowLines(sql`order by p.ord`)} filter (where p.ord <= ${max}) as lines
    from (${page}) p`);
  const row = result.rows[0];
  return { matched: Number(row?.matched ?? 0), rows: rowTextsOf(row?.lines) };
}

/**
 * The same list as ids and row versions only, a third of the database's time of the texts
 * (decision 0188): the caller reuses the texts it holds for the versions it has seen.
 */
export async function findStockAllKeys(
  db: DbOrTx,
  storeId: number,
  f: StockFilter,
  max: number,
): Promise<{ matched: number; keys: { id: number; version: string }[] }> {
  // PostgreSQL leaves out the subquery's columns the outer query does not read.
  const page = listHead(db, storeId, f, max);
  const result = await db.execute<{ matched: number; keys: string | null }>(sql`
    select count(*)::int as matched,
      string_agg(p.id || ':' || p.version, ',' order by p.ord) filter (where p.ord <= ${max}) as keys
    from (${page}) p`);
  const row = result.rows[0];
  const keys = (row?.keys ? row.keys.split(',') : []).map((key) => {
    const at = key.indexOf(':');
    return { id: Number(key.slice(0, at)), version: key.slice(at + 1) };
  });
  return { matched: Number(row?.matched ?? 0), keys };
}

/** The row texts of the store's offers `ids` (those still there), in no particular order. */
export async function findStockRowTexts(
  db: DbOrTx,
  storeId: number,
  ids: number[],
): Promise<StockRowText[]> {
  if (ids.length === 0) return [];
  const page = listed(
    db,
    and(
      eq(sellerProducts.storeId, storeId),
      sql`${sellerProducts.id} = any(string_to_array(${ids.join(',')}, ',')::int[])`,
    ),
    [asc(sellerProducts.id)],
  );
  const result = await db.execute<{ lines: string | null }>(
    sql`select ${rowLines(sql``)} as lines from (${page}) p`,
  );
  return rowTextsOf(result.rows[0]?.lines);
}

/**
 * What get-stock-all's answer is made from, as one text that changes whenever any of it does
 * (decision 0187): the count and the sum of the row versions (xmin) of the store's offers and of
 * the catalogue tables whose names, sizes and codes the list shows or a keyword matches. Every
 * insert, update or delete writes rows under a new transaction id (newer than the rows it
 * replaces), whichever code or tool wrote it; ~1.5 ms for a 5,000-offer shop. The catalogue's
 * part on its own says whether the row texts a server holds (decision 0188) still hold.
 */
export async function findStockVersion(
  db: DbOrTx,
  storeId: number,
): Promise<{ offers: string; catalogue: string }> {
  const rowsOf = (table: SQL, where: SQL = sql`true`) =>
    sql`(select count(*) || '/' || coalesce(sum(xmin::text::bigint), 0) from ${table} where ${where})`;
  const result = await db.execute<{ offers: string; catalogue: string }>(sql`
    select ${rowsOf(sql`seller_products`, sql`store_id = ${storeId}`)} as offers,
      concat_ws(':', ${rowsOf(sql`brands`)}, ${rowsOf(sql`tyre_models`)},
        ${rowsOf(sql`tyre_sizes`)}, ${rowsOf(sql`products`)}) as catalogue`);
  const row = result.rows[0];
  return { offers: String(row?.offers ?? ''), catalogue: String(row?.catalogue ?? '') };
}

export async function countStock(db: DbOrTx, storeId: number, f: StockFilter): Promise<number> {
  // Without a keyword the joins cannot drop a row (every offer has its product, model, brand and
  // size by not-null foreign keys): the store's index alone counts.
  if (!f.keyword.trim()) {
    const [own] = await db.select({ n: count() }).from(sellerProducts).where(whereOf(storeId, f));
    return Number(own?.n ?? 0);
  }
  const [row] = await db
    .select({ n: count() })
    .from(sellerProducts)
    .innerJoin(products, eq(products.id, sellerProducts.productId))
    .innerJoin(tyreModels, eq(tyreModels.id, products.tyreModelId))
    .innerJoin(brands, eq(brands.id, tyreModels.brandId))
    .innerJoin(tyreSizes, eq(tyreSizes.id, products.tyreSizeId))
    .where(whereOf(storeId, f));
  return Number(row?.n ?? 0);
}

export async function findStockRow(
  db: DbOrTx,
  storeId: number,
  id: number,
): Promise<StockDbRow | null> {
  const [row] = await joined(db)
    .where(and(eq(sellerProducts.storeId, storeId), eq(sellerProducts.id, id)))
    .limit(1);
  return row ?? null;
}

/** A catalogue product a shop may offer (active, of an active model and brand). */
export async function findSellableProduct(db: DbOrTx, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(tyreModels, eq(tyreModels.id, products.tyreModelId))
    .innerJoin(brands, eq(brands.id, tyreModels.brandId))
    .where(
      and(
        eq(products.id, productId),
        eq(products.isActive, true),
        eq(tyreModels.isActive, true),
        eq(brands.isActive, true),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function findOfferOfYear(
  db: DbOrTx,
  storeId: number,
  productId: number,
  year: number,
): Promise<number | null> {
  const [row] = await db
    .select({ id: sellerProducts.id })
    .from(sellerProducts)
    .where(
      and(
        eq(sellerProducts.storeId, storeId),
        eq(sellerProducts.productId, productId),
        eq(sellerProducts.productionYear, year),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

export type OfferWrite = {
  productId: number;
  productionYear: number;
  priceSatang: number;
  priceDeliverySatang: number | null;
  qty: number;
  status: number;
  isDisplay: boolean;
};

/** A new offer at its opening quantity (the caller records it: stock-ledger recordOpening). */
export async function insertOffer(db: DbOrTx, storeId: number, w: OfferWrite): Promise<number> {
  const [row] = await db
    .insert(sellerProducts)
    .values({
      storeId,
      ...w,
      isServiceAvailable: true,
      isDeliveryAvailable: w.priceDeliverySatang !== null,
    })
    .returning({ id: sellerProducts.id });
  return row.id;
}

export async function updateOffer(
  db: DbOrTx,
  storeId: number,
  id: number,
  w: Partial<Omit<OfferWrite, 'qty'>>,
): Promise<boolean> {
  // Never the quantity: that is stock-ledger's alone (decision 0156).
  const rows = await db
    .update(sellerProducts)
    .set({
      ...w,
      ...(w.priceDeliverySatang !== undefined
        ? { isDeliveryAvailable: w.priceDeliverySatang !== null }
        : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(sellerProducts.storeId, storeId), eq(sellerProducts.id, id)))
    .returning({ id: sellerProducts.id });
  return rows.length > 0;
}

/** Tyres of the offer held by live reservations of unpaid orders. */
export async function liveHeldQty(db: DbOrTx, offerId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${stockReservations.quantity}), 0)::int` })
    .from(stockReservations)
    .where(
      and(
        eq(stockReservations.sellerProductId, offerId),
        gt(stockReservations.expiresAt, sql`now()`),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function hasOrderLines(db: DbOrTx, offerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.sellerProductId, offerId))
    .limit(1);
  return Boolean(row);
}

export async function deleteCartLines(db: DbOrTx, offerId: number): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.sellerProductId, offerId));
}

export async function deleteOffer(db: DbOrTx, storeId: number, offerId: number): Promise<void> {
  await db
    .delete(sellerProducts)
    .where(and(eq(sellerProducts.storeId, storeId), eq(sellerProducts.id, offerId)));
}

export async function lockOffer(db: DbOrTx, storeId: number, offerId: number): Promise<boolean> {
  const rows = await db
    .select({ id: sellerProducts.id })
    .from(sellerProducts)
    .where(and(eq(sellerProducts.storeId, storeId), eq(sellerProducts.id, offerId)))
    .for('update');
  return rows.length > 0;
}

// The form's typeahead over the catalogue.

export async function findBrandOptions(db: DbOrTx) {
  return db
    .select({ id: brands.id, name: brands.nameEn })
    .from(brands)
    .where(eq(brands.isActive, true))
    .orderBy(asc(brands.sortOrder), asc(brands.nameEn))
    .limit(500);
}

export async function findModelOptions(db: DbOrTx, brandId: number) {
  return db
    .select({ id: tyreModels.id, name: tyreModels.name })
    .from(tyreModels)
    .where(and(eq(tyreModels.brandId, brandId), eq(tyreModels.isActive, true)))
    .orderBy(asc(tyreModels.name))
    .limit(500);
}

export async function findProductOptions(
  db: DbOrTx,
  f: { brandId?: number; modelId?: number; keyword: string },
  limit: number,
) {
  const parts: (SQL | undefined)[] = [
    eq(products.isActive, true),
    eq(tyreModels.isActive, true),
    eq(brands.isActive, true),
  ];
  if (f.brandId) parts.push(eq(brands.id, f.brandId));
  if (f.modelId) parts.push(eq(tyreModels.id, f.modelId));
  const keyword = f.keyword.trim();
  if (keyword) {
    const digits = keyword.replace(/\D/g, '');
    const like = `%${escapeLike(keyword)}%`;
    const alternatives: SQL[] = [ilike(tyreSizes.label, like), ilike(tyreModels.name, like)];
    if (digits.length >= 2) alternatives.push(ilike(tyreSizes.compact, `${digits}%`));
    parts.push(sql`(${sql.join(alternatives, sql` or `)})`);
  }
  return db
    .select({
      id: products.id,
      brandId: brands.id,
      brand: brands.nameEn,
      modelId: tyreModels.id,
      model: tyreModels.name,
      size: tyreSizes.label,
      loadIndex: products.loadIndex,
      speedRating: products.speedRating,
    })
    .from(products)
    .innerJoin(tyreModels, eq(tyreModels.id, products.tyreModelId))
    .innerJoin(brands, eq(brands.id, tyreModels.brandId))
    .innerJoin(tyreSizes, eq(tyreSizes.id, products.tyreSizeId))
    .where(and(...parts))
    .orderBy(
      asc(brands.nameEn),
      asc(tyreModels.name),
      asc(tyreSizes.width),
      asc(tyreSizes.ratio),
      asc(tyreSizes.diameter),
      asc(products.id),
    )
    .limit(limit);
}

/**
 * Ids of the store's offers matching a stock filter (the same filter as the stock list): the
 * "attach to every offer matching this filter" action of promotions, warranties and services.
 */
export async function findMatchingOfferIds(
  db: DbOrTx,
  storeId: number,
  f: StockFilter,
): Promise<number[]> {
  const rows = await db
    .select({ id: sellerProducts.id })
    .from(sellerProducts)
    .innerJoin(products, eq(products.id, sellerProducts.productId))
    .innerJoin(tyreModels, eq(tyreModels.id, products.tyreModelId))
    .innerJoin(brands, eq(brands.id, tyreModels.brandId))
    .innerJoin(tyreSizes, eq(tyreSizes.id, products.tyreSizeId))
    .where(whereOf(storeId, f));
  return rows.map((r) => r.id);
}
