import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/client';
import { orderItems, orders } from '../src/db/schema/orders';
import { users } from '../src/db/schema/users';
import { hashPassword } from '../src/lib/passwords';
import { issueUserToken } from '../src/modules/accounts/tokens.service';

// Fresh customers (and their orders) for integration tests, so tests that write never touch the
// seeded demo rows other test files read on the shared PostgreSQL database.

export type TestCustomer = { id: number; token: string; password: string; auth: string };

export async function createCustomer(db: Db, name = 'ทดสอบ ระบบ'): Promise<TestCustomer> {
  const suffix = randomBytes(4).toString('hex');
  const password = 'Passw0rdTest';
  const [row] = await db
    .insert(users)
    .values({
      username: `t_${suffix}`,
      tel: `09${String(Number.parseInt(suffix, 16) % 100_000_000).padStart(8, '0')}`,
      passwordHash: await hashPassword(password),
      name,
    })
    .returning({ id: users.id });
  const token = await issueUserToken(db, row.id);
  return { id: row.id, token, password, auth: `Bearer ${token}` };
}

let orderCounter = 0;

/** An order of the customer at store 1 with one line (seller product 1): total 8,000 baht. */
export async function createOrder(
  db: Db,
  userId: number,
  status: number,
  orderType: 1 | 2 = 1,
): Promise<string> {
  orderCounter += 1;
  const orderNo = `T${randomBytes(4).toString('hex').toUpperCase()}${orderCounter}`;
  const [row] = await db
    .insert(orders)
    .values({
      orderNo,
      userId,
      storeId: 1,
      orderType,
      status,
      paymentMethod: 'scanQR',
      customer: { firstName: 'ทดสอบ', lastName: 'ระบบ', tel: '0900000000' },
      snapshot: { services: [{ title: 'ถ่วงล้อ', priceSatang: 0 }], discounts: [] },
      subtotalSatang: 800_000,
      totalSatang: 800_000,
      paidNowSatang: 800_000,
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values({
    orderId: row.id,
    sellerProductId: 1,
    title: 'Michelin ทดสอบ 265/65R17',
    quantity: 4,
    unitPriceSatang: 200_000,
    lineTotalSatang: 800_000,
  });
  return orderNo;
}
