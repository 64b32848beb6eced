import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { orders, payments } from '../src/db/schema/orders';
import { paymentRefunds } from '../src/db/schema/refunds';
import { buildTestApp, testDatabases } from './test-databases';
import { createStaff } from './test-sellers';

// Issue 37 item 12: the seeded paid orders have the payment rows a real checkout leaves, so every
// seeded money path behaves like a real one; the seeded cancelled order has its refund.

describe.each(testDatabases())('seeded paid orders on $name', ({ open }) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  it('each seeded order paid online has one paid payment of the amount it paid', async () => {
    const seeded = await database.db
      .select({
        id: orders.id,
        paidNow: orders.paidNowSatang,
        method: orders.paymentMethod,
        paidAt: orders.paidAt,
        status: orders.status,
      })
      .from(orders)
      .where(eq(orders.userId, 1));
    const paidOrders = seeded.filter((o) => o.paidAt !== null && o.id <= 5);
    expect(paidOrders).toHaveLength(5);
    for (const order of paidOrders) {
      const rows = await database.db.select().from(payments).where(eq(payments.orderId, order.id));
      expect(rows, `order ${order.id}`).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        status: 'paid',
        amountSatang: order.paidNow,
        method: order.method,
        paidAt: order.paidAt,
      });
      const refunds = await database.db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.orderId, order.id));
      expect(refunds).toHaveLength(order.status === 99 ? 1 : 0);
      if (order.status === 99)
        expect(refunds[0]).toMatchObject({ status: 'refunded', amountSatang: order.paidNow });
    }
  });
});

// Cancelling writes the demo rows that other files read on the shared PostgreSQL database, so the
// cancel itself runs on this file's private PGlite copy.
describe('cancelling a seeded paid order (PGlite copy)', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await testDatabases()[0].open();
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('records the refund owed for the money paid, as for a real order', async () => {
    const [order] = await database.db
      .select()
      .from(orders)
      .where(and(eq(orders.orderNo, 'YD2611200001')));
    const staff = await createStaff(database.db, order.storeId, { manageOrder: true });
    const res = await app.inject({
      method: 'POST',
      url: '/api/seller/cancel-order',
      headers: { authorization: staff.auth },
      payload: { id: order.id, reasonCode: 'OTHER', reasonText: 'ลูกค้าขอเลื่อนไม่มีกำหนด' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatch(/คืนเงิน/);
    const refunds = await database.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, order.id));
    expect(refunds).toEqual([
      expect.objectContaining({
        status: 'owed',
        reason: 'SELLER_CANCELLED',
        amountSatang: order.paidNowSatang,
      }),
    ]);
  });
});
