import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { sellerProducts } from '../src/db/schema/offers';
import { orderItems, orders, slotReservations, stockReservations } from '../src/db/schema/orders';
import { AppError } from '../src/lib/app-error';
import { placeOrder } from '../src/modules/orders/place-order.service';
import { type CartShop, createCartShop, readyShopper } from './cart-fixtures';
import { createCustomer } from './offer-fixtures';
import { buildTestApp, testDatabases } from './test-databases';

// Issue [5/6] §3 and "Correctness under load": a placed order freezes the cart and reserves its
// tyres and its install seat in one transaction; 50 shoppers racing for the last 4 tyres or the
// last seat of a slot buy exactly what there is, the others get a Thai 409, nothing half-written;
// an unpaid reservation stops counting when it expires.

type Who = { id: number; auth: string };

describe.each(testDatabases())('placing orders on $name', ({ open }) => {
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

  const post = async (who: Who, path: string, payload: object) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/${path}`,
      payload,
      headers: { authorization: who.auth },
    });
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    return res.json();
  };

  const ordersOf = (storeId: number) =>
    database.db.select().from(orders).where(eq(orders.storeId, storeId));

  it('freezes the cart into an order awaiting payment and reserves its tyres and seat', async () => {
    const shop = await createCartShop(database.db, { qty: 10 });
    const who = await readyShopper(app, database.db, shop, 'prepaidQR');
    const placed = await placeOrder(database.db, who.id);
    expect(placed.orderNo).toMatch(/^YD\d{10,}$/);

    const [order] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({ userId: who.id, storeId: shop.storeId, status: 0 });
    expect(order.paymentMethod).toBe('prepaidQR');
    // A 30 % deposit now, the rest at the shop (the cart shop's settings).
    expect(order.paidNowSatang).toBe(placed.payNowSatang);
    expect(order.paidNowSatang + order.remainSatang).toBe(order.totalSatang);
    expect(order.remainSatang).toBeGreaterThan(0);
    const items = await database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    expect(items).toMatchObject([
      { sellerProductId: shop.offerId, quantity: 4, unitPriceSatang: 400_000 },
    ]);
    const held = await database.db
      .select()
      .from(stockReservations)
      .where(eq(stockReservations.orderId, order.id));
    expect(held).toMatchObject([{ sellerProductId: shop.offerId, quantity: 4 }]);
    const seats = await database.db
      .select()
      .from(slotReservations)
      .where(eq(slotReservations.orderId, order.id));
    expect(seats).toMatchObject([{ seat: 1, slot: order.appointmentTime }]);

    // Another shopper's cart counts the held tyres: 6 on hand − 4 held leaves 2.
    const other = await createCustomer(database.db);
    await post(other, 'order/add-cart', {
      sellerProductId: shop.offerId,
      quantity: 4,
      orderType: 'SERVICE',
    });
    await database.db
      .update(sellerProducts)
      .set({ qty: 6 })
      .where(eq(sellerProducts.id, shop.offerId));
    const left = await app.inject({
      method: 'GET',
      url: '/api/order/get-cart-data',
      headers: { authorization: other.auth },
    });
    expect(left.json().cartData.products[0].quantity).toBe(2);
  });

  it('refuses a cart that is not ready, with the Thai message, and writes nothing', async () => {
    const shop = await createCartShop(database.db, { qty: 10 });
    const who = await createCustomer(database.db);
    await post(who, 'order/add-cart', {
      sellerProductId: shop.offerId,
      quantity: 4,
      orderType: 'SERVICE',
    });
    const error = await placeOrder(database.db, who.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('CHECKOUT_INCOMPLETE');
    expect((error as AppError).message).toBe('กรุณาเลือกวันและเวลาเข้ารับบริการ');
    expect(await ordersOf(shop.storeId)).toHaveLength(0);
  });

  it("a new attempt replaces the shopper's own unpaid order instead of being blocked by it", async () => {
    const shop = await createCartShop(database.db, { qty: 4, slotCapacity: 1 });
    const who = await readyShopper(app, database.db, shop);
    const first = await placeOrder(database.db, who.id);
    const second = await placeOrder(database.db, who.id);
    const rows = await ordersOf(shop.storeId);
    expect(rows.find((o) => o.id === first.orderId)?.status).toBe(99);
    expect(rows.find((o) => o.id === second.orderId)?.status).toBe(0);
    const held = await database.db
      .select()
      .from(stockReservations)
      .where(eq(stockReservations.sellerProductId, shop.offerId));
    expect(held.map((h) => h.orderId)).toEqual([second.orderId]);
  });

  it("the shopper's own unpaid order does not empty their cart or take their slot from them", async () => {
    const shop = await createCartShop(database.db, { qty: 4, slotCapacity: 1 });
    const who = await readyShopper(app, database.db, shop);
    const before = await app.inject({
      method: 'GET',
      url: '/api/order/get-cart-data',
      headers: { authorization: who.auth },
    });
    await placeOrder(database.db, who.id);
    const after = await app.inject({
      method: 'GET',
      url: '/api/order/get-cart-data',
      headers: { authorization: who.auth },
    });
    expect(after.json().isValid).toBe(true);
    expect(after.json().cartData).toMatchObject({
      appointmentDate: before.json().cartData.appointmentDate,
      appointmentTime: before.json().cartData.appointmentTime,
    });
    expect(after.json().cartData.products[0].quantity).toBe(4);
    // Anyone else finds the tyres held.
    const other = await createCustomer(database.db);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/order/add-cart',
      payload: { sellerProductId: shop.offerId, quantity: 1, orderType: 'SERVICE' },
      headers: { authorization: other.auth },
    });
    expect(refused.statusCode).toBe(409);
  });

  it('lets an expired, unpaid reservation go: its tyres and seat count again', async () => {
    const shop = await createCartShop(database.db, { qty: 4, slotCapacity: 1 });
    const first = await readyShopper(app, database.db, shop);
    const second = await readyShopper(app, database.db, shop);
    const placed = await placeOrder(database.db, first.id);
    const refused = await placeOrder(database.db, second.id).catch((e: unknown) => e);
    expect((refused as AppError).code).toBe('OUT_OF_STOCK');

    const past = new Date(Date.now() - 60_000);
    await database.db
      .update(stockReservations)
      .set({ expiresAt: past })
      .where(eq(stockReservations.orderId, placed.orderId));
    await database.db
      .update(slotReservations)
      .set({ expiresAt: past })
      .where(eq(slotReservations.orderId, placed.orderId));
    const again = await placeOrder(database.db, second.id);
    const seats = await database.db
      .select()
      .from(slotReservations)
      .where(eq(slotReservations.orderId, again.orderId));
    expect(seats).toMatchObject([{ seat: 1 }]);
  });

  async function race(shop: CartShop, shoppers: number) {
    const people = await Promise.all(
      Array.from({ length: shoppers }, () => readyShopper(app, database.db, shop)),
    );
    const results = await Promise.allSettled(people.map((p) => placeOrder(database.db, p.id)));
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    return { won, lost };
  }

  it('50 shoppers racing for the last 4 tyres: one order, 49 clear 409s, nothing half-written', async () => {
    const shop = await createCartShop(database.db, { qty: 4, slotCapacity: 60 });
    const { won, lost } = await race(shop, 50);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    for (const e of lost) {
      expect(e).toBeInstanceOf(AppError);
      expect((e as AppError).status).toBe(409);
      expect((e as AppError).message).toMatch(/[ก-๙]/);
    }
    const placed = await ordersOf(shop.storeId);
    expect(placed).toHaveLength(1);
    const held = await database.db
      .select({ n: sql<number>`coalesce(sum(${stockReservations.quantity}), 0)::int` })
      .from(stockReservations)
      .where(eq(stockReservations.sellerProductId, shop.offerId));
    expect(Number(held[0]?.n)).toBe(4);
  });

  it('50 shoppers racing for the last seat of a slot: one booking, 49 clear 409s', async () => {
    const shop = await createCartShop(database.db, { qty: 300, slotCapacity: 1 });
    const { won, lost } = await race(shop, 50);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    for (const e of lost) expect((e as AppError).code).toBe('SLOT_FULL');
    const placed = await ordersOf(shop.storeId);
    expect(placed).toHaveLength(1);
    const seats = await database.db
      .select()
      .from(slotReservations)
      .where(
        inArray(
          slotReservations.orderId,
          placed.map((o) => o.id),
        ),
      );
    expect(seats).toHaveLength(1);
    const held = await database.db
      .select()
      .from(stockReservations)
      .where(eq(stockReservations.sellerProductId, shop.offerId));
    expect(held).toHaveLength(1);
  });
});
