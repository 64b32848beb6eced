import { productionYearRangeMessage } from '@yangdee/contracts/production-year';
import {
  bahtToSatang,
  type DeleteStockResponse,
  type GetStockProductsBody,
  GetStockProductsBodySchema,
  type SaveStockBody,
  STOCK_ALL_MAX,
  STOCK_MOVEMENT_PAGE_SIZE,
  STOCK_PAGE_SIZE,
  type StockDetail,
  type StockFilter,
  type StockListResponse,
  type StockMovementsResponse,
  type StockProductsResponse,
  type StockSavedResponse,
  stockYearOptions,
  type UpdateStockDisplayBody,
  type UpdateStockStatusBody,
} from '@yangdee/contracts/seller-stock';
import { STOCK_STATUS } from '@yangdee/contracts/stock-status';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { ReadyBytes, ReadyBytesCache } from '../../lib/ready-bytes-cache';
import { bangkokToday } from '../../lib/time';
import { logSellerAction, type SellerActor } from '../seller-accounts/action-log';
import { toStockRow } from './stock.mapper';
import type { StockRowText } from './stock.repository';
import * as repo from './stock.repository';
import * as ledger from './stock-ledger';
import * as movementsRepo from './stock-movements.repository';
import type { StockRowTexts } from './stock-row-texts';

// The shop's own offers (spec 7 "Seller" → Stock; decisions 0089, 0090). Writes go to
// seller_products; the statement triggers of migrations 0005/0009 refresh the offer summaries and
// log the tyre in catalog_changes, so listings and tyre pages see a change within their freshness.
// Availability stays `qty − live holds` (decision 0057): lowering qty never cancels a hold.

const NOT_FOUND = 'ไม่พบสินค้านี้ในสต็อกของร้าน';
const DUPLICATE = 'ร้านมียางรุ่นและขนาดนี้ของปีที่ผลิตนี้อยู่แล้ว กรุณาแก้ไขรายการเดิมแทน';

export async function getStock(
  db: DbOrTx,
  storeId: number,
  body: StockFilter & { page: number },
): Promise<StockListResponse> {
  const totalCount = await repo.countStock(db, storeId, body);
  const totalPage = Math.ceil(totalCount / STOCK_PAGE_SIZE);
  const rows = await repo.findStockPage(
    db,
    storeId,
    body,
    STOCK_PAGE_SIZE,
    (body.page - 1) * STOCK_PAGE_SIZE,
  );
  return { stockList: rows.map(toStockRow), totalPage, totalCount };
}

/** What get-stock-all keeps between calls, one of each per app: whole answers and offers' texts. */
export type StockAllKept = { answers: ReadyBytesCache; rows: StockRowTexts };

/**
 * Every matching offer at once (pickers, the stock export's screen), at most STOCK_ALL_MAX: the
 * answer's JSON as UTF-8 bytes, its list written by the database (decision 0186), kept in
 * `kept.answers` until the shop's offers or the catalogue change (decision 0187), and made again
 * from the offers' texts in `kept.rows` with only the changed offers written again (0188).
 */
export async function getStockAll(
  db: DbOrTx,
  kept: StockAllKept,
  storeId: number,
  filter: StockFilter,
): Promise<ReadyBytes> {
  // The parsed filter holds the schema's fields only, always in the schema's order.
  const key = JSON.stringify([storeId, filter]);
  const version = await repo.findStockVersion(db, storeId);
  return kept.answers.answer(key, `${version.offers}:${version.catalogue}`, async () => {
    const { matched, texts } = await stockAllTexts(
      db,
      kept.rows,
      storeId,
      filter,
      version.catalogue,
    );
    const truncated = matched > STOCK_ALL_MAX;
    const totalCount = truncated ? await repo.countStock(db, storeId, filter) : matched;
    return listBytes(texts, `],"totalCount":${totalCount},"truncated":${truncated}}`);
  });
}

const LIST_HEAD = Buffer.from('{"stockList":[');
const COMMA = Buffer.from(',');

/** The answer's bytes: the offers' JSON in order, comma-separated, then `tail`. Copies only. */
function listBytes(texts: Buffer[], tail: string): Buffer {
  const parts: Buffer[] = [LIST_HEAD];
  for (const text of texts) {
    if (parts.length > 1) parts.push(COMMA);
    parts.push(text);
  }
  parts.push(Buffer.from(tail));
  return Buffer.concat(parts);
}

/** The list's offers as JSON texts, in order: the held texts where the offer's version holds. */
async function stockAllTexts(
  db: DbOrTx,
  rowTexts: StockRowTexts,
  storeId: number,
  filter: StockFilter,
  catalogue: string,
): Promise<{ matched: number; texts: Buffer[] }> {
  const held = rowTexts.rowsOf(storeId, catalogue);
  if (!held) {
    const { matched, rows } = await repo.findStockAllRows(db, storeId, filter, STOCK_ALL_MAX);
    rowTexts.remember(storeId, catalogue, rows);
    return { matched, texts: rows.map((row) => row.json) };
  }
  const { matched, keys } = await repo.findStockAllKeys(db, storeId, filter, STOCK_ALL_MAX);
  const moved = keys.filter((k) => held.get(k.id)?.version !== k.version).map((k) => k.id);
  const fresh = new Map<number, StockRowText>();
  for (const row of await repo.findStockRowTexts(db, storeId, moved)) fresh.set(row.id, row);
  rowTexts.remember(storeId, catalogue, [...fresh.values()]);
  const wholeShop =
    filter.keyword.trim() === '' &&
    (filter.status === STOCK_STATUS.ALL || filter.status === STOCK_STATUS.LATEST);
  if (wholeShop && matched <= STOCK_ALL_MAX)
    rowTexts.keepOnly(storeId, new Set(keys.map((k) => k.id)));
  const texts: Buffer[] = [];
  for (const { id } of keys) {
    // An offer deleted between the two reads has no text: the version read before both has
    // already moved, so this answer is made again on the next call.
    const text = (fresh.get(id) ?? held.get(id))?.json;
    if (text !== undefined) texts.push(text);
  }
  return { matched, texts };
}

async function ownRow(db: DbOrTx, storeId: number, id: number) {
  const row = await repo.findStockRow(db, storeId, id);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

export async function getStockDetail(
  db: DbOrTx,
  storeId: number,
  id: number,
): Promise<StockDetail> {
  const row = await ownRow(db, storeId, id);
  const years = stockYearOptions(bangkokToday());
  const yearOptions = years.includes(row.year) ? years : [...years, row.year];
  return { ...toStockRow(row), brandId: row.brandId, modelId: row.modelId, yearOptions };
}

/** get-stock-movements: the offer's quantity history, newest first (decision 0156). */
export async function getStockMovements(
  db: DbOrTx,
  storeId: number,
  body: { id: number; page: number },
): Promise<StockMovementsResponse> {
  const row = await ownRow(db, storeId, body.id);
  const totalCount = await movementsRepo.countMovements(db, storeId, row.id);
  const rows = await movementsRepo.findMovements(
    db,
    storeId,
    row.id,
    STOCK_MOVEMENT_PAGE_SIZE,
    (body.page - 1) * STOCK_MOVEMENT_PAGE_SIZE,
  );
  return {
    id: row.id,
    qty: row.qty,
    movements: rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    totalPage: Math.ceil(totalCount / STOCK_MOVEMENT_PAGE_SIZE),
    totalCount,
  };
}

function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    if ((e as { code?: string }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export async function saveStock(
  db: Db,
  storeId: number,
  body: SaveStockBody,
  actor?: SellerActor,
): Promise<StockSavedResponse> {
  const today = bangkokToday();
  const years = stockYearOptions(today);
  const existing = body.id ? await ownRow(db, storeId, body.id) : null;
  // An older offer keeps its own year when edited; a new or moved year must be one of the six.
  if (!years.includes(body.year) && !(existing && existing.year === body.year)) {
    throw new AppError('VALIDATION_FAILED', undefined, {
      year: [productionYearRangeMessage(years)],
    });
  }
  if (!(await repo.findSellableProduct(db, body.productId))) {
    throw new AppError('VALIDATION_FAILED', undefined, {
      productId: ['ไม่พบยางที่เลือกในแคตตาล็อก กรุณาเลือกใหม่'],
    });
  }
  const sameYear = await repo.findOfferOfYear(db, storeId, body.productId, body.year);
  if (sameYear !== null && sameYear !== body.id) {
    throw new AppError('CONFLICT', DUPLICATE, { year: [DUPLICATE] });
  }
  const write: repo.OfferWrite = {
    productId: body.productId,
    productionYear: body.year,
    priceSatang: bahtToSatang(body.price) as number,
    priceDeliverySatang: body.priceDelivery === null ? null : bahtToSatang(body.priceDelivery),
    qty: body.qty,
    status: body.status,
    isDisplay: body.display,
  };
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      // The quantity is the ledger's (decision 0156): a new offer's opening, an edit's change.
      const mover = ledger.staffMover(actor);
      const saved = existing ? existing.id : await repo.insertOffer(tx, storeId, write);
      if (existing) {
        const { qty, ...rest } = write;
        await repo.updateOffer(tx, storeId, existing.id, rest);
        await ledger.setOfferQty(tx, { storeId, offerId: existing.id, qty, actor: mover });
      } else {
        await ledger.recordOpening(tx, { storeId, offerId: saved, qty: write.qty, actor: mover });
      }
      await logSellerAction(tx, actor, 'stock.save', `สินค้า #${saved}`);
      return saved;
    });
  } catch (error) {
    // Two saves racing for the same (store, product, year): the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', DUPLICATE, { year: [DUPLICATE] });
    throw error;
  }
  return { stock: toStockRow(await ownRow(db, storeId, id)) };
}

export async function updateStockStatus(
  db: DbOrTx,
  storeId: number,
  body: UpdateStockStatusBody,
  actor?: SellerActor,
): Promise<StockSavedResponse> {
  await db.transaction(async (tx) => {
    if (!(await repo.updateOffer(tx, storeId, body.id, { status: body.status }))) {
      throw new AppError('NOT_FOUND', NOT_FOUND);
    }
    await logSellerAction(tx, actor, 'stock.status', `สินค้า #${body.id}`);
  });
  return { stock: toStockRow(await ownRow(db, storeId, body.id)) };
}

export async function updateStockDisplay(
  db: DbOrTx,
  storeId: number,
  body: UpdateStockDisplayBody,
  actor?: SellerActor,
): Promise<StockSavedResponse> {
  await db.transaction(async (tx) => {
    if (!(await repo.updateOffer(tx, storeId, body.id, { isDisplay: body.display }))) {
      throw new AppError('NOT_FOUND', NOT_FOUND);
    }
    await logSellerAction(tx, actor, 'stock.display', `สินค้า #${body.id}`);
  });
  return { stock: toStockRow(await ownRow(db, storeId, body.id)) };
}

/**
 * Decision 0089: an offer an unpaid order holds is not deleted (409, Thai: set it NOTSALE); one
 * that past orders name is retired (NOTSALE and hidden, kept for their history); otherwise it
 * leaves every cart and is deleted.
 */
export async function deleteStock(
  db: Db,
  storeId: number,
  id: number,
  actor?: SellerActor,
): Promise<DeleteStockResponse> {
  return db.transaction(async (tx) => {
    if (!(await repo.lockOffer(tx, storeId, id))) throw new AppError('NOT_FOUND', NOT_FOUND);
    // A hold that expired no longer counts (decision 0057): such an order only names the offer.
    if ((await repo.liveHeldQty(tx, id)) > 0) {
      throw new AppError(
        'CONFLICT',
        'มีคำสั่งซื้อที่รอชำระเงินของสินค้านี้อยู่ จึงยังลบไม่ได้ หากไม่ต้องการขายต่อ กรุณาเปลี่ยนสถานะเป็น “ยกเลิกการขาย”',
      );
    }
    await repo.deleteCartLines(tx, id);
    await logSellerAction(tx, actor, 'stock.delete', `สินค้า #${id}`);
    if (await repo.hasOrderLines(tx, id)) {
      await repo.updateOffer(tx, storeId, id, { status: STOCK_STATUS.NOTSALE, isDisplay: false });
      return {
        result: 'retired' as const,
        message: 'สินค้านี้มีประวัติคำสั่งซื้อ จึงเก็บไว้เป็น “ยกเลิกการขาย” และซ่อนจากหน้าร้านแทนการลบ',
      };
    }
    await repo.deleteOffer(tx, storeId, id);
    return { result: 'deleted' as const, message: 'ลบสินค้าออกจากสต็อกแล้ว' };
  });
}

export async function getStockProducts(
  db: DbOrTx,
  input: GetStockProductsBody,
): Promise<StockProductsResponse> {
  const body = GetStockProductsBodySchema.parse(input);
  const [brands, models, options] = await Promise.all([
    repo.findBrandOptions(db),
    body.brandId ? repo.findModelOptions(db, body.brandId) : Promise.resolve([]),
    body.brandId || body.modelId || body.keyword
      ? repo.findProductOptions(db, body, 50)
      : Promise.resolve([]),
  ]);
  return {
    brands,
    models,
    products: options,
    yearOptions: stockYearOptions(bangkokToday()),
  };
}

/**
 * Ids of the store's offers matching a stock filter (the same filter as the stock list): the
 * "attach to every offer matching this filter" action of promotions, warranties and services.
 */
export function matchingOfferIds(db: DbOrTx, storeId: number, filter: StockFilter) {
  return repo.findMatchingOfferIds(db, storeId, filter);
}
