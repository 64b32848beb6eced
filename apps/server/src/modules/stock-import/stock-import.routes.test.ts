import { STOCK_HELP_SHEET_NAME, STOCK_SHEET_NAME } from '@yangdee/contracts/stock-import';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCartShop } from '../../../test/cart-fixtures';
import { createCustomer, createOffer, createProduct } from '../../../test/offer-fixtures';
import { insertShopOrder } from '../../../test/order-action-fixtures';
import { createOwnedStore } from '../../../test/store-setup-fixtures';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import type { DatabaseHandle } from '../../db/client';
import { products, tyreModels } from '../../db/schema/catalog';
import { sellerProducts } from '../../db/schema/offers';
import { stockReservations } from '../../db/schema/orders';
import { stockImportRows } from '../../db/schema/stock-imports';
import { runningReads } from './stock-import.service';
import { editWorkbook, importCalls, sheetZip, zipOf } from './stock-import-fixtures';

// Issue 16 item 2 (spec 7 "Seller" → Stock: download-stock-excel, upload-stock-excel,
// proceed-mass-stock-update; decisions 0093–0095): the shop's stock as a real .xlsx, edited in a
// spreadsheet program (exceljs here), previewed row by row, applied all or nothing, undone once.

const THAI = /[ก-๙]/;
// Columns of the sheet (contracts STOCK_IMPORT_COLUMNS): A id, B product, F year, G price,
// H delivery price, I qty, J status, K display.
const COL = { id: 1, productId: 2, year: 6, price: 7, priceDelivery: 8, qty: 9, status: 10 };

describe.each(testDatabases())('stock spreadsheet round trip on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let calls: ReturnType<typeof importCalls>;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    calls = importCalls(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** A shop whose first offer is on the tyre page (createCartShop), and two more offers. */
  async function shopWithOffers() {
    const db = database.db;
    const cart = await createCartShop(db);
    const owner = await createOwnedStore(db, { storeId: cart.storeId });
    const extra = [
      await createOffer(db, {
        storeId: cart.storeId,
        productId: await createProduct(db),
        priceSatang: 250_000,
      }),
      await createOffer(db, {
        storeId: cart.storeId,
        productId: await createProduct(db),
        priceSatang: 300_050,
      }),
    ];
    return { cart, owner, offers: [cart.offerId, cart.otherSizeOfferId, ...extra] };
  }

  const offerOnPage = async (productId: number, offerId: number) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/product/get-product-detail',
      payload: { param: String(productId) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().offers as { sellerProductId: number; price: number }[]).find(
      (o) => o.sellerProductId === offerId,
    );
  };
  const offerRow = async (id: number) =>
    (await database.db.select().from(sellerProducts).where(eq(sellerProducts.id, id)))[0];

  it('downloads a real .xlsx: Thai headers, lookup ids, status dropdown, a help sheet; text stays text', async () => {
    const { owner, cart, offers } = await shopWithOffers();
    await database.db
      .update(tyreModels)
      .set({ name: '=HYPERLINK("http://x","y")' })
      .where(
        eq(
          tyreModels.id,
          sql`(select ${products.tyreModelId} from ${products} where ${products.id} = ${cart.productId})`,
        ),
      );
    const file = await calls.download(owner.auth);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      STOCK_SHEET_NAME,
      STOCK_HELP_SHEET_NAME,
    ]);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('รหัสสต็อก');
    expect(sheet.getRow(1).getCell(COL.price).value).toBe('ราคาติดตั้ง (บาท/เส้น)');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const ids = [];
    for (let n = 2; n <= sheet.rowCount; n++) ids.push(sheet.getRow(n).getCell(1).value);
    expect(ids).toEqual(offers);
    const first = sheet.getRow(2);
    expect(first.getCell(COL.productId).value).toBe(cart.productId);
    expect(first.getCell(COL.price).value).toBe(4000);
    expect(first.getCell(COL.priceDelivery).value).toBe(4100);
    expect(first.getCell(COL.year).value).toBe(2026);
    expect(first.getCell(COL.status).value).toBe('มีสินค้าพร้อมขาย');
    expect(first.getCell(11).value).toBe('แสดง');
    // A catalogue name that looks like a formula is a string cell, never a formula.
    expect(first.getCell(4).type).toBe(ExcelJS.ValueType.String);
    expect(first.getCell(4).value).toBe('=HYPERLINK("http://x","y")');
    const validation = first.getCell(COL.status).dataValidation;
    expect(validation?.type).toBe('list');
    expect(validation?.formulae?.[0]).toContain('ยกเลิกการขาย');
    expect(workbook.worksheets[1].getRow(2).getCell(1).value).toBe('รหัสสต็อก');
  });

  it('round trip: 3 prices and 1 status changed → preview says exactly those 4 → apply → the tyre page shows them → undo → as before', async () => {
    const { owner, cart, offers } = await shopWithOffers();
    const file = await editWorkbook(await calls.download(owner.auth), (_sheet, rowOf) => {
      rowOf(offers[0]).getCell(COL.price).value = 3650;
      rowOf(offers[2]).getCell(COL.price).value = '2,600.50';
      rowOf(offers[3]).getCell(COL.price).value = 2999;
      rowOf(offers[1]).getCell(COL.status).value = 'ยกเลิกการขาย';
    });
    const preview = await calls.preview(file, owner.auth);
    expect(preview.job).toMatchObject({
      status: 'ready',
      totalRows: 4,
      countChanged: 4,
      countNew: 0,
      countUnchanged: 0,
      countError: 0,
      canApply: true,
      fileName: 'สต็อก.xlsx',
    });
    const changes = Object.fromEntries(
      preview.rows.map((r: { sellerProductId: number; changes: unknown[] }) => [
        r.sellerProductId,
        r.changes,
      ]),
    );
    expect(changes[offers[0]]).toEqual([
      { field: 'price', label: 'ราคาติดตั้ง', from: '4,000 บาท', to: '3,650 บาท' },
    ]);
    expect(changes[offers[2]]).toEqual([
      { field: 'price', label: 'ราคาติดตั้ง', from: '2,500 บาท', to: '2,600.5 บาท' },
    ]);
    expect(changes[offers[1]]).toEqual([
      { field: 'status', label: 'สถานะ', from: 'มีสินค้าพร้อมขาย', to: 'ยกเลิกการขาย' },
    ]);
    expect(await offerOnPage(cart.productId, offers[0])).toMatchObject({ price: 4000 });

    const applied = await calls.post(
      'proceed-mass-stock-update',
      { jobId: preview.job.id },
      owner.auth,
    );
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().job).toMatchObject({ status: 'applied', canUndo: true });
    expect(applied.json().message).toMatch(THAI);
    expect(await offerOnPage(cart.productId, offers[0])).toMatchObject({ price: 3650 });
    expect(await offerRow(offers[1])).toMatchObject({ status: 4 });
    expect(await offerRow(offers[2])).toMatchObject({ priceSatang: 260_050, qty: 10 });
    const again = await calls.post(
      'proceed-mass-stock-update',
      { jobId: preview.job.id },
      owner.auth,
    );
    expect(again.statusCode).toBe(409);

    const undone = await calls.post(
      'proceed-mass-stock-update',
      { jobId: preview.job.id, undo: true },
      owner.auth,
    );
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().job.status).toBe('undone');
    expect(await offerOnPage(cart.productId, offers[0])).toMatchObject({ price: 4000 });
    expect(await offerRow(offers[1])).toMatchObject({ status: 1 });
    expect(await offerRow(offers[2])).toMatchObject({ priceSatang: 250_000 });
    const twice = await calls.post(
      'proceed-mass-stock-update',
      { jobId: preview.job.id, undo: true },
      owner.auth,
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/ย้อนกลับได้เพียงครั้งเดียว/);
  });

  it('errors name the cell and the reason in Thai; a file with errors cannot be applied', async () => {
    const { owner, offers } = await shopWithOffers();
    const unknownProduct = 2_000_000_000;
    const file = await editWorkbook(await calls.download(owner.auth), (sheet, rowOf) => {
      rowOf(offers[0]).getCell(COL.price).value = 'แพง';
      rowOf(offers[1]).getCell(COL.qty).value = 10_000;
      rowOf(offers[2]).getCell(COL.status).value = 'ขายดี';
      rowOf(offers[3]).getCell(COL.priceDelivery).value = 12.345;
      sheet.addRow([offers[0], null, '', '', '', 2569, 100, null, 1, 'มีสินค้าพร้อมขาย', 'แสดง']);
      sheet.addRow([null, unknownProduct, '', '', '', 2569, 100, null, 1, 'มีสินค้าพร้อมขาย', 'แสดง']);
      sheet.addRow([null, null, '', '', '', 2010, '', null, 1, 'มีสินค้าพร้อมขาย', 'แสดง']);
    });
    const preview = await calls.preview(file, owner.auth, 3);
    expect(preview.job).toMatchObject({ status: 'ready', countError: 7, canApply: false });
    const errors = preview.rows.map((r: { errors: { cell: string; message: string }[] }) =>
      r.errors.map((e) => `${e.cell}: ${e.message}`),
    );
    expect(errors).toEqual([
      ['G2: ราคาติดตั้งต้องเป็นตัวเลข'],
      ['I3: จำนวนต้องไม่เกิน 9,999'],
      ['J4: สถานะไม่ถูกต้อง กรุณาเลือกจากรายการ'],
      ['H5: ราคาจัดส่งมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง'],
      ['A6: รหัสสต็อกนี้ซ้ำกับแถว 2'],
      ['B7: ไม่พบรหัสยางนี้ในแคตตาล็อก หรือยางนี้เลิกจำหน่ายแล้ว'],
      ['B8: กรุณากรอกรหัสยางสำหรับสินค้าใหม่', 'G8: กรุณากรอกราคาติดตั้ง'],
    ]);
    const refused = await calls.post(
      'proceed-mass-stock-update',
      { jobId: preview.job.id },
      owner.auth,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/ผิดพลาด 7 แถว/);
  });

  it('a new row by product id becomes an offer; undo deletes it again', async () => {
    const { owner } = await shopWithOffers();
    const productId = await createProduct(database.db);
    const file = await editWorkbook(await calls.download(owner.auth), (sheet) => {
      sheet.addRow([null, productId, '', '', '', 2568, '1,999', 2100, 8, 'สั่งจากโรงงาน', 'ซ่อน']);
    });
    const preview = await calls.preview(file, owner.auth);
    expect(preview.job).toMatchObject({ countNew: 1, countUnchanged: 4, countChanged: 0 });
    expect(preview.rows[0].changes.map((c: { to: string }) => c.to)).toEqual([
      '2025',
      '1,999 บาท',
      '2,100 บาท',
      '8',
      'สั่งจากโรงงาน',
      'ซ่อน',
    ]);
    const applied = await calls.post(
      'proceed-mass-stock-update',
      { jobId: preview.job.id },
      owner.auth,
    );
    expect(applied.statusCode, applied.body).toBe(200);
    const [created] = await database.db
      .select()
      .from(sellerProducts)
      .where(eq(sellerProducts.productId, productId));
    expect(created).toMatchObject({
      storeId: owner.storeId,
      productionYear: 2025,
      priceSatang: 199_900,
      priceDeliverySatang: 210_000,
      isDeliveryAvailable: true,
      qty: 8,
      status: 3,
      isDisplay: false,
    });
    await calls.post(
      'proceed-mass-stock-update',
      { jobId: preview.job.id, undo: true },
      owner.auth,
    );
    expect(await offerRow(created.id)).toBeUndefined();
  });

  it('apply is all or nothing: a failure half-way leaves every offer as it was', async () => {
    const { owner, offers } = await shopWithOffers();
    const productId = await createProduct(database.db);
    const file = await editWorkbook(await calls.download(owner.auth), (sheet, rowOf) => {
      rowOf(offers[0]).getCell(COL.price).value = 1234;
      sheet.addRow([null, productId, '', '', '', 2569, 1000, null, 4, 'มีสินค้าพร้อมขาย', 'แสดง']);
    });
    const preview = await calls.preview(file, owner.auth);
    expect(preview.job).toMatchObject({ countChanged: 1, countNew: 1 });
    // The new row is written after the changed one; a value the database refuses fails it.
    await database.db
      .update(stockImportRows)
      .set({ after: sql`jsonb_set(${stockImportRows.after}, '{qty}', '"many"')` })
      .where(sql`${stockImportRows.jobId} = ${preview.job.id} and ${stockImportRows.kind} = 1`);
    const res = await calls.post(
      'proceed-mass-stock-update',
      { jobId: preview.job.id },
      owner.auth,
    );
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toBe('นำเข้าไม่สำเร็จ สต็อกยังไม่เปลี่ยนแปลง กรุณาลองใหม่อีกครั้ง');
    expect(await offerRow(offers[0])).toMatchObject({ priceSatang: 400_000 });
    const state = await calls.post('get-stock-import', { jobId: preview.job.id }, owner.auth);
    expect(state.json().job).toMatchObject({ status: 'ready' });
  });

  it('an offer changed after the preview: the apply is refused and nothing changes', async () => {
    const { owner, offers } = await shopWithOffers();
    const file = await editWorkbook(await calls.download(owner.auth), (_sheet, rowOf) => {
      rowOf(offers[0]).getCell(COL.price).value = 1111;
      rowOf(offers[2]).getCell(COL.qty).value = 3;
    });
    const preview = await calls.preview(file, owner.auth);
    expect(preview.job).toMatchObject({ status: 'ready', countChanged: 2 });
    await database.db
      .update(sellerProducts)
      .set({ priceSatang: 420_000 })
      .where(eq(sellerProducts.id, offers[0]));
    const res = await calls.post(
      'proceed-mass-stock-update',
      { jobId: preview.job.id },
      owner.auth,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/ถูกแก้ไขหลังจากตรวจไฟล์/);
    expect(await offerRow(offers[2])).toMatchObject({ qty: 10 });
  });

  it('a file lowering qty below what an unpaid order holds: the hold stands and no one else can buy', async () => {
    const { owner, cart, offers } = await shopWithOffers();
    const orderId = await insertShopOrder(database.db, {
      storeId: cart.storeId,
      offerId: cart.offerId,
      status: 0,
    });
    await database.db.insert(stockReservations).values({
      orderId,
      sellerProductId: cart.offerId,
      quantity: 2,
      expiresAt: new Date(Date.now() + 15 * 60_000),
    });
    const file = await editWorkbook(await calls.download(owner.auth), (_s, rowOf) => {
      rowOf(offers[0]).getCell(COL.qty).value = 1;
    });
    const preview = await calls.preview(file, owner.auth);
    const applied = await calls.post(
      'proceed-mass-stock-update',
      { jobId: preview.job.id },
      owner.auth,
    );
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await offerRow(offers[0])).toMatchObject({ qty: 1 });
    const [hold] = await database.db
      .select()
      .from(stockReservations)
      .where(eq(stockReservations.orderId, orderId));
    expect(hold.quantity).toBe(2);
    const customer = await createCustomer(database.db);
    const added = await app.inject({
      method: 'POST',
      url: '/api/order/add-cart',
      payload: { sellerProductId: cart.offerId, quantity: 1, orderType: 'SERVICE' },
      headers: { authorization: customer.auth },
    });
    expect(added.statusCode).toBeGreaterThanOrEqual(400);
    expect(added.statusCode).toBeLessThan(500);
    expect(added.json().message).toMatch(THAI);
  });

  it('refuses before reading: not an xlsx, a zip bomb, more than 50,000 rows, over 10 MB', async () => {
    const { owner } = await shopWithOffers();
    const expectRefused = async (file: Buffer, status: number, pattern: RegExp) => {
      const res = await calls.upload(file, owner.auth);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(pattern);
    };
    await expectRefused(Buffer.from('รหัสสต็อก,ราคา\n1,100\n'), 400, /ไม่ใช่ไฟล์ Excel/);
    await expectRefused(
      zipOf([{ name: 'word/document.xml', data: Buffer.from('<w/>') }]),
      400,
      /ไม่ใช่ไฟล์ Excel/,
    );
    const bomb = zipOf([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(60 * 1024 * 1024, 0x20) },
    ]);
    await expectRefused(bomb, 400, /ใหญ่ผิดปกติ/);
    // An entry that inflates to more than it declares is a bomb too.
    const liar = zipOf([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/sharedStrings.xml', data: Buffer.alloc(200_000, 0x41), declared: 1_000 },
    ]);
    await expectRefused(liar, 400, /ใหญ่ผิดปกติ/);
    await expectRefused(sheetZip(50_002), 400, /เกิน 50,000 แถว/);
    await expectRefused(Buffer.alloc(10 * 1024 * 1024 + 1), 413, /เกิน 10 MB/);
    const empty = await calls.post('upload-stock-excel', {}, owner.auth);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(THAI);
  });

  it('a sheet of exactly 50,000 rows passes the row check', async () => {
    const { owner } = await shopWithOffers();
    const res = await calls.upload(sheetZip(50_001), owner.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().job.totalRows).toBe(50_000);
    await Promise.all([...runningReads]);
    // This hand-made zip is no workbook exceljs can find the stock sheet in: the job says so.
    const state = await calls.post('get-stock-import', { jobId: res.json().job.id }, owner.auth);
    expect(state.json().job.status).toBe('failed');
    expect(state.json().job.errorMessage).toMatch(THAI);
  });

  it('another shop’s job is not found (404 Thai) and nothing of it is shown or applied', async () => {
    const { owner, offers } = await shopWithOffers();
    const other = await createOwnedStore(database.db);
    const file = await editWorkbook(await calls.download(owner.auth), (_s, rowOf) => {
      rowOf(offers[0]).getCell(COL.price).value = 999;
    });
    const preview = await calls.preview(file, owner.auth);
    for (const [url, body] of [
      ['get-stock-import', { jobId: preview.job.id }],
      ['proceed-mass-stock-update', { jobId: preview.job.id }],
      ['proceed-mass-stock-update', { jobId: preview.job.id, undo: true }],
    ] as const) {
      const res = await calls.post(url, body, other.auth);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toMatch(THAI);
    }
    expect(await offerRow(offers[0])).toMatchObject({ priceSatang: 400_000 });
    const mine = await calls.post('get-stock-import', {}, owner.auth);
    expect(mine.json().recentJobs[0].id).toBe(preview.job.id);
    const theirs = await calls.post('get-stock-import', {}, other.auth);
    expect(theirs.json().recentJobs).toEqual([]);
  });
});
