import type { Sandbox } from '@yangdee/payment-sandbox/app';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CartShop, createCartShop } from '../../../test/cart-fixtures';
import { paidOrder } from '../../../test/order-action-fixtures';
import { startPaymentApp, startSandbox } from '../../../test/payment-fixtures';
import { createOwnedStore, type StoreOwner } from '../../../test/store-setup-fixtures';
import { testDatabases } from '../../../test/test-databases';
import { createStaff, type TestStaff } from '../../../test/test-sellers';
import type { DatabaseHandle } from '../../db/client';
import { sellerProducts } from '../../db/schema/offers';
import { stockMovements } from '../../db/schema/stock-movements';
import { editWorkbook, importCalls } from '../stock-import/stock-import-fixtures';

// Issue 34 item 2 (decision 0156): every change of an offer's quantity leaves exactly one row of
// the stock movement ledger with its reason, signed change and quantity after — a sale paid for
// real through the sandbox, the shop's cancel of it, a stock import, the shop's edit, the undo
// of the import — and the shop reads them with get-stock-movements: its own offers only, with
// the stock permission.

const COL_QTY = 9;
const THAI = /[ก-๙]/;

let sandbox: Sandbox;
let sandboxUrl: string;

beforeAll(async () => {
  ({ sandbox, sandboxUrl } = await startSandbox());
});
afterAll(async () => {
  await sandbox.app.close();
});

describe.each(testDatabases())('the stock movement ledger on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let shop: CartShop;
  let owner: StoreOwner;
  let staff: TestStaff;

  beforeAll(async () => {
    database = await open();
    ({ app } = await startPaymentApp(database, sandboxUrl));
    shop = await createCartShop(database.db, { qty: 20, slotCapacity: 50 });
    owner = await createOwnedStore(database.db, { storeId: shop.storeId });
    staff = await createStaff(database.db, shop.storeId, { manageOrder: true });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const post = (auth: string, url: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/api/seller/${url}`,
      headers: { authorization: auth },
      payload,
    });
  const qtyOf = async (offerId: number) =>
    (
      await database.db
        .select({ qty: sellerProducts.qty })
        .from(sellerProducts)
        .where(eq(sellerProducts.id, offerId))
    )[0].qty;
  const movementsOf = (offerId: number) =>
    database.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.sellerProductId, offerId))
      .orderBy(asc(stockMovements.id));
  /** Runs `step` and answers the movements it added to the offer. */
  const added = async (offerId: number, step: () => Promise<unknown>) => {
    const before = (await movementsOf(offerId)).length;
    await step();
    return (await movementsOf(offerId)).slice(before);
  };

  it('a sale and its cancel: one "sale" row −4, then one "cancel" row +4, each with the order number', async () => {
    const start = await qtyOf(shop.offerId);
    let orderNo = '';
    let orderId = 0;
    const sale = await added(shop.offerId, async () => {
      ({ orderNo, orderId } = await paidOrder(app, database.db, sandboxUrl, shop));
    });
    expect(sale).toHaveLength(1);
    expect(sale[0]).toMatchObject({
      storeId: shop.storeId,
      change: -4,
      qtyAfter: start - 4,
      reason: 'sale',
      reference: orderNo,
      actorKind: 'customer',
    });
    expect(await qtyOf(shop.offerId)).toBe(start - 4);

    const cancel = await added(shop.offerId, async () => {
      const res = await post(staff.auth, 'cancel-order', {
        id: orderId,
        reasonCode: 'OUT_OF_STOCK',
        reasonText: 'ยางล็อตนี้มีตำหนิ',
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(cancel).toHaveLength(1);
    expect(cancel[0]).toMatchObject({
      change: 4,
      qtyAfter: start,
      reason: 'cancel',
      reference: orderNo,
      actorKind: 'seller',
      actorId: staff.id,
    });
  });

  it('the shop’s edit: one "edit" row with the staff member; saving the same quantity adds none', async () => {
    const offerId = shop.otherSizeOfferId;
    const detail = (await post(owner.auth, 'get-stock-detail', { id: offerId })).json();
    const body = {
      id: offerId,
      productId: detail.productId,
      year: detail.year,
      price: detail.price,
      priceDelivery: detail.priceDelivery,
      qty: detail.qty + 7,
      status: detail.status,
      display: detail.display,
    };
    const edit = await added(offerId, async () => {
      const res = await post(owner.auth, 'save-stock', body);
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(edit).toHaveLength(1);
    expect(edit[0]).toMatchObject({
      change: 7,
      qtyAfter: detail.qty + 7,
      reason: 'edit',
      reference: null,
      actorKind: 'seller',
      actorId: owner.ownerId,
    });
    const same = await added(offerId, async () => {
      const res = await post(owner.auth, 'save-stock', { ...body, price: detail.price + 1 });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(same).toHaveLength(0);
  });

  it('an import and its undo: one "import" row, one "undo" row, both naming the job', async () => {
    const calls = importCalls(app);
    const offerId = shop.offerId;
    const start = await qtyOf(offerId);
    const file = await editWorkbook(await calls.download(owner.auth), (_sheet, rowOf) => {
      rowOf(offerId).getCell(COL_QTY).value = start + 30;
    });
    const preview = await calls.preview(file, owner.auth);
    expect(preview.job).toMatchObject({ countChanged: 1, countError: 0 });
    const jobId = preview.job.id as number;
    const imported = await added(offerId, async () => {
      const res = await calls.post('proceed-mass-stock-update', { jobId }, owner.auth);
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(imported).toHaveLength(1);
    expect(imported[0]).toMatchObject({
      change: 30,
      qtyAfter: start + 30,
      reason: 'import',
      reference: `#${jobId}`,
      actorKind: 'seller',
    });
    const undone = await added(offerId, async () => {
      const res = await calls.post('proceed-mass-stock-update', { jobId, undo: true }, owner.auth);
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(undone).toHaveLength(1);
    expect(undone[0]).toMatchObject({
      change: -30,
      qtyAfter: start,
      reason: 'undo',
      reference: `#${jobId}`,
    });
    expect(await qtyOf(offerId)).toBe(start);
  });

  it('get-stock-movements: the offer’s history newest first, with the staff member’s name', async () => {
    const res = await post(owner.auth, 'get-stock-movements', { id: shop.offerId });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: shop.offerId, qty: await qtyOf(shop.offerId) });
    expect(body.movements.map((m: { reason: string }) => m.reason)).toEqual([
      'undo',
      'import',
      'cancel',
      'sale',
    ]);
    expect(body.totalCount).toBe(4);
    expect(body.movements[2]).toMatchObject({ actorKind: 'seller', actorName: 'พนักงาน ทดสอบ' });
    expect(body.movements[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('get-stock-movements is the store’s own: another shop’s offer is a Thai 404; no stock permission is 403', async () => {
    const other = await createCartShop(database.db);
    const res = await post(owner.auth, 'get-stock-movements', { id: other.offerId });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(THAI);
    expect(res.body).not.toContain(String(other.storeId));
    const noStock = await post(staff.auth, 'get-stock-movements', { id: shop.offerId });
    expect(noStock.statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/seller/get-stock-movements',
      payload: { id: shop.offerId },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
