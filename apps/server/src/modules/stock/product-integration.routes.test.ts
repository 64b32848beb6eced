import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOffer, createProduct, createStore } from '../../../test/offer-fixtures';
import { createOwnedStore, type StoreOwner } from '../../../test/store-setup-fixtures';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import { createStaff } from '../../../test/test-sellers';
import type { DatabaseHandle } from '../../db/client';
import { products, tyreModels } from '../../db/schema/catalog';
import { BAHT_FORMAT, TEXT_FORMAT } from '../../lib/xlsx';
import {
  exportProductIntegration,
  PRODUCT_INTEGRATION_COLUMNS,
} from './product-integration.service';

// export-product-integration {category} (issue 16 item 3, decision 0092): the catalogue rows a
// shop's own system needs, with the shop's offers beside its tyres, read back with exceljs.

const THAI = /[ก-๙]/;
const col = (key: string) => PRODUCT_INTEGRATION_COLUMNS.findIndex((c) => c.key === key) + 1;

async function openRows(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) rows.push(row);
  });
  return { sheet, rows };
}

describe.each(testDatabases())('export-product-integration on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let owner: StoreOwner;
  /** Offered twice (two years), offered by another shop only, and not offered at all. */
  let tyres: { offered: number; foreign: number; bare: number };
  let offerIds: { year2026: number; year2024: number };

  const exportFile = (payload: object, auth = owner.auth) =>
    app.inject({
      method: 'POST',
      url: '/api/seller/export-product-integration',
      headers: { authorization: auth },
      payload,
    });

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    const db = database.db;
    owner = await createOwnedStore(db);
    const other = await createStore(db, { name: 'ร้านอื่น', latitude: 14, longitude: 100 });
    tyres = {
      offered: await createProduct(db),
      foreign: await createProduct(db),
      bare: await createProduct(db),
    };
    // A model name a spreadsheet would take for a formula if it were typed in.
    const [{ modelId }] = await db
      .select({ modelId: products.tyreModelId })
      .from(products)
      .where(eq(products.id, tyres.offered));
    await db
      .update(tyreModels)
      .set({ name: '=HYPERLINK("http://evil.example","x")' })
      .where(eq(tyreModels.id, modelId));
    offerIds = {
      year2026: await createOffer(db, {
        storeId: owner.storeId,
        productId: tyres.offered,
        priceSatang: 325_050,
        priceDeliverySatang: 335_000,
        qty: 12,
      }),
      year2024: await createOffer(db, {
        storeId: owner.storeId,
        productId: tyres.offered,
        priceSatang: 280_000,
        priceDeliverySatang: null,
        productionYear: 2024,
        qty: 0,
        status: 4,
        isDisplay: false,
      }),
    };
    await createOffer(db, { storeId: other.id, productId: tyres.foreign, priceSatang: 111_100 });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers a real .xlsx with Thai headers and one row per offer of the shop’s own tyres', async () => {
    const res = await exportFile({ category: 'stock' });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toMatch(
      /^attachment; filename="yangdee-products-stock-\d{4}-\d{2}-\d{2}\.xlsx"; filename\*=UTF-8''/,
    );
    const { sheet, rows } = await openRows(res.rawPayload);
    expect(sheet.name).toBe('สินค้าสำหรับเชื่อมระบบ');
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(PRODUCT_INTEGRATION_COLUMNS.map((c) => c.header));
    expect(headers.filter((h) => THAI.test(String(h))).length).toBeGreaterThan(15);

    // Only this shop's tyre, once per offer (two years); another shop's offer never shows.
    expect(rows.map((r) => r.getCell(col('productId')).value)).toEqual([
      String(tyres.offered),
      String(tyres.offered),
    ]);
    const [older, newer] = [...rows].sort(
      (a, b) => Number(a.getCell(col('year')).value) - Number(b.getCell(col('year')).value),
    );
    expect(newer.getCell(col('offerId')).value).toBe(String(offerIds.year2026));
    expect(newer.getCell(col('price')).value).toBe(3250.5);
    expect(newer.getCell(col('price')).numFmt).toBe(BAHT_FORMAT);
    expect(newer.getCell(col('priceDelivery')).value).toBe(3350);
    expect(newer.getCell(col('qty')).value).toBe(12);
    expect(newer.getCell(col('status')).value).toBe('มีสินค้าพร้อมขาย');
    expect(newer.getCell(col('display')).value).toBe('ใช่');
    expect(older.getCell(col('offerId')).value).toBe(String(offerIds.year2024));
    expect(older.getCell(col('priceDelivery')).value).toBeNull();
    expect(older.getCell(col('status')).value).toBe('ยกเลิกการขาย');
    expect(older.getCell(col('display')).value).toBe('ไม่ใช่');
    // The catalogue's side of the row: size parts, indexes, kind.
    expect(newer.getCell(col('size')).value).toBe('395/95R26');
    expect(newer.getCell(col('width')).value).toBe(395);
    expect(newer.getCell(col('ratio')).value).toBe(95);
    expect(newer.getCell(col('diameter')).value).toBe(26);
    expect(newer.getCell(col('loadIndex')).value).toBe(112);
    expect(newer.getCell(col('speedRating')).value).toBe('S');
    expect(newer.getCell(col('sizeKind')).value).toBe('รถกระบะ');
    expect(String(newer.getCell(col('brandCode')).value)).toMatch(/^test-/);
    expect(String(newer.getCell(col('sku')).value)).toMatch(/^TEST-/);
  });

  it('writes a model name that starts with = as a text cell, never a formula', async () => {
    const { rows } = await openRows((await exportFile({ category: 'stock' })).rawPayload);
    const cell = rows[0].getCell(col('model'));
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe('=HYPERLINK("http://evil.example","x")');
    expect(cell.formula).toBeUndefined();
    expect(cell.numFmt).toBe(TEXT_FORMAT);
  });

  it('a size category lists every active tyre of that kind, offered or not; others are left out', async () => {
    const { rows } = await openRows((await exportFile({ category: 'pickup' })).rawPayload);
    const ids = rows.map((r) => r.getCell(col('productId')).value);
    expect(ids).toContain(String(tyres.bare));
    expect(ids).toContain(String(tyres.foreign));
    expect(ids.filter((id) => id === String(tyres.offered))).toHaveLength(2);
    const bare = rows.find((r) => r.getCell(col('productId')).value === String(tyres.bare));
    expect(bare?.getCell(col('offerId')).value).toBeNull();
    expect(bare?.getCell(col('price')).value).toBeNull();
    // Another shop's price is never in this shop's file.
    const foreign = rows.find((r) => r.getCell(col('productId')).value === String(tyres.foreign));
    expect(foreign?.getCell(col('price')).value).toBeNull();
    expect(new Set(rows.map((r) => r.getCell(col('sizeKind')).value))).toEqual(
      new Set(['รถกระบะ']),
    );

    const passenger = await openRows((await exportFile({ category: 'passenger' })).rawPayload);
    const passengerIds = passenger.rows.map((r) => r.getCell(col('productId')).value);
    expect(passengerIds).not.toContain(String(tyres.bare));
  });

  it('an empty category means every category; the rows are in our id order', async () => {
    const empty = await openRows((await exportFile({ category: '' })).rawPayload);
    const all = await openRows((await exportFile({})).rawPayload);
    const ids = (rows: ExcelJS.Row[]) => rows.map((r) => Number(r.getCell(col('productId')).value));
    expect(ids(empty.rows)).toEqual(ids(all.rows));
    expect(ids(all.rows)).toContain(tyres.bare);
    const sorted = [...ids(all.rows)].sort((a, b) => a - b);
    expect(ids(all.rows)).toEqual(sorted);
  });

  it('reads the catalogue in batches without losing or repeating a row', async () => {
    const read = async (category: 'stock' | 'pickup', batchSize: number) => {
      const file = exportProductIntegration(
        database.db,
        owner.storeId,
        category,
        { error: () => undefined },
        { batchSize },
      );
      const chunks: Buffer[] = [];
      for await (const chunk of file.stream) chunks.push(chunk as Buffer);
      const { rows } = await openRows(Buffer.concat(chunks));
      return rows.map(
        (r) => `${r.getCell(col('productId')).value}/${r.getCell(col('offerId')).value}`,
      );
    };
    for (const category of ['stock', 'pickup'] as const) {
      const whole = await read(category, 1_000);
      expect(whole.length).toBeGreaterThanOrEqual(2);
      expect(await read(category, 1)).toEqual(whole);
    }
  });

  it('refuses an unknown category in Thai, and staff without the Excel permission', async () => {
    const bad = await exportFile({ category: 'truck' });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
    expect(bad.json().message).toMatch(THAI);

    const productOnly = await createStaff(database.db, owner.storeId, { manageProduct: true });
    const refused = await exportFile({ category: 'stock' }, productOnly.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(THAI);
    const excel = await createStaff(database.db, owner.storeId, { manageExcelproduct: true });
    expect((await exportFile({ category: 'stock' }, excel.auth)).statusCode).toBe(200);
  });
});
