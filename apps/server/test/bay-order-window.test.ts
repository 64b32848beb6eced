import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { orders } from '../src/db/schema/orders';
import { ORDER_EXPORT_COLUMNS } from '../src/modules/orders/order-export.service';
import { placeOrder } from '../src/modules/orders/place-order.service';
import { createBayShop } from './bay-fixtures';
import { readyShopper } from './cart-fixtures';
import { buildTestApp, testDatabases } from './test-databases';
import { createStaff, type TestStaff } from './test-sellers';

// An order booked into a bay (issue 36 item 3, decision 0162) carries its whole window wherever
// its appointment is read: the shopper's order list and receipt, the shop's order list, detail,
// printable document and .xlsx export give the start and the end (start + job minutes), the shop
// also the bay. An order booked by slot answers exactly as before: its slot, no end, no bay.

describe.each(testDatabases())('the window of a bay order on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const ok = async (who: { auth: string }, path: string, payload: object) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/${path}`,
      payload,
      headers: { authorization: who.auth },
    });
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    return res.json();
  };

  /** A paid order of 4 tyres + wheel balancing (60 min): a 2-hour job when bays are on. */
  async function paidOrder(bays: boolean) {
    const week = [0, 1, 2, 3, 4, 5, 6].map(() => ({ bays: 2, open: '08:00', close: '18:00' }));
    const shop = await createBayShop(app, database.db, bays ? week : null);
    const shopper = await readyShopper(app, database.db, shop);
    const placed = await placeOrder(database.db, shopper.id);
    await database.db
      .update(orders)
      .set({ status: 1, paidAt: new Date() })
      .where(eq(orders.id, placed.orderId));
    const [order] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    const clerk: TestStaff = await createStaff(database.db, shop.storeId, { manageOrder: true });
    return { order, shopper, clerk };
  }

  /** Every answer that carries the order's appointment. */
  async function appointmentsOf({ order, shopper, clerk }: Awaited<ReturnType<typeof paidOrder>>) {
    const history = await ok(shopper, 'v2/user/order-history', { tab: 'waiting' });
    const card = history.items.find((i: { orderNo: string }) => i.orderNo === order.orderNo);
    const receipt = await ok(shopper, 'user/get-receipt', { orderNo: order.orderNo });
    const list = await ok(clerk, 'seller/get-order', { page: 1 });
    const row = list.orderList.find((r: { id: number }) => r.id === order.id);
    const detail = (await ok(clerk, 'seller/get-order-detail', { id: order.id })).order;
    const documentOrder = (await ok(clerk, 'seller/get-order-document', { id: order.id })).order;
    const exported = await app.inject({
      method: 'POST',
      url: '/api/seller/export-order',
      headers: { authorization: clerk.auth },
      payload: {},
    });
    expect(exported.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const column = ORDER_EXPORT_COLUMNS.findIndex((c) => c.key === 'appointmentTime') + 1;
    const pick = (o: Record<string, unknown>, keys: string[]) =>
      Object.fromEntries(keys.map((k) => [k, o[k]]));
    const shopper_ = ['appointmentDate', 'appointmentTime', 'appointmentTo'];
    const shop_ = [...shopper_, 'bay'];
    return {
      card: pick(card, shopper_),
      receipt: pick(receipt, shopper_),
      row: pick(row, shop_),
      detail: pick(detail, shop_),
      document: pick(documentOrder, shop_),
      exportCell: workbook.worksheets[0].getRow(2).getCell(column).value,
    };
  }

  it('a bay order answers its start, its end (start + job minutes) and, to the shop, its bay', async () => {
    const placed = await paidOrder(true);
    const { order } = placed;
    expect(order).toMatchObject({ bay: 1, jobMinutes: 120 });
    // The first start the cart offered, whatever it is; the end is two hours on.
    const start = order.appointmentTime as string;
    expect(start).toMatch(/^\d\d:\d\d$/);
    const [h, m] = start.split(':').map(Number);
    const end = `${String(h + 2).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
    const forShopper = {
      appointmentDate: order.appointmentDate,
      appointmentTime: start,
      appointmentTo: end,
    };
    const forShop = { ...forShopper, bay: 1 };
    expect(await appointmentsOf(placed)).toEqual({
      card: forShopper,
      receipt: forShopper,
      row: forShop,
      detail: forShop,
      document: forShop,
      exportCell: `${start} - ${end}`,
    });
  });

  it('a slot order answers its slot as before, with no end and no bay', async () => {
    const placed = await paidOrder(false);
    const forShopper = {
      appointmentDate: placed.order.appointmentDate,
      appointmentTime: 'slot1',
      appointmentTo: null,
    };
    const forShop = { ...forShopper, bay: null };
    expect(await appointmentsOf(placed)).toEqual({
      card: forShopper,
      receipt: forShopper,
      row: forShop,
      detail: forShop,
      document: forShop,
      exportCell: '08:00 - 11:00',
    });
  });
});
