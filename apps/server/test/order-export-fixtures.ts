import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/client';
import { type CartCustomer, orderItems, orders, type ShippingData } from '../src/db/schema/orders';

// Orders written straight into a test's own store (export-order, order documents): the columns
// the seller screens read, with chosen dates, customers and lines.

export type TestOrderLine = { title: string; quantity: number; unitPriceSatang: number };

export type TestOrderSpec = {
  storeId: number;
  userId: number;
  sellerProductId: number;
  status: number;
  orderType?: 1 | 2;
  createdAt?: Date;
  paidAt?: Date | null;
  customer?: Partial<CartCustomer>;
  shipping?: Partial<ShippingData> | null;
  lines?: TestOrderLine[];
  deliveryFeeSatang?: number;
  serviceTotalSatang?: number;
  discountTotalSatang?: number;
  snapshot?: Record<string, unknown>;
  paymentMethod?: string;
  /** Deposit: the part paid online; the rest is due at the shop. */
  paidNowSatang?: number;
  appointmentDate?: string | null;
  appointmentTime?: string | null;
};

export type TestOrder = { id: number; orderNo: string; totalSatang: number };

export async function insertTestOrder(db: Db, spec: TestOrderSpec): Promise<TestOrder> {
  const lines = spec.lines ?? [
    { title: 'Michelin ทดสอบ 265/65R17', quantity: 4, unitPriceSatang: 200_000 },
  ];
  const subtotal = lines.reduce((sum, l) => sum + l.quantity * l.unitPriceSatang, 0);
  const total =
    subtotal +
    (spec.deliveryFeeSatang ?? 0) +
    (spec.serviceTotalSatang ?? 0) -
    (spec.discountTotalSatang ?? 0);
  const paidNow = spec.paidNowSatang ?? total;
  const orderType = spec.orderType ?? 1;
  const orderNo = `TX${randomBytes(5).toString('hex').toUpperCase()}`;
  const createdAt = spec.createdAt ?? new Date();
  const [row] = await db
    .insert(orders)
    .values({
      orderNo,
      userId: spec.userId,
      storeId: spec.storeId,
      orderType,
      status: spec.status,
      paymentMethod: spec.paymentMethod ?? 'scanQR',
      customer: {
        firstName: 'สมชาย',
        lastName: 'ใจดี',
        tel: '0812345678',
        licenseNumber: 'กข 1234',
        licenseProvince: 'กรุงเทพมหานคร',
        ...spec.customer,
      },
      shipping: orderType === 2 ? (spec.shipping ?? null) : null,
      snapshot: spec.snapshot ?? { services: [], discounts: [] },
      subtotalSatang: subtotal,
      deliveryFeeSatang: spec.deliveryFeeSatang ?? 0,
      serviceTotalSatang: spec.serviceTotalSatang ?? 0,
      discountTotalSatang: spec.discountTotalSatang ?? 0,
      totalSatang: total,
      paidNowSatang: paidNow,
      remainSatang: total - paidNow,
      appointmentDate: orderType === 1 ? (spec.appointmentDate ?? '2026-12-01') : null,
      appointmentTime: orderType === 1 ? (spec.appointmentTime ?? '09:00-10:00') : null,
      paidAt: spec.paidAt === undefined ? (spec.status === 0 ? null : createdAt) : spec.paidAt,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values(
    lines.map((l) => ({
      orderId: row.id,
      sellerProductId: spec.sellerProductId,
      title: l.title,
      quantity: l.quantity,
      unitPriceSatang: l.unitPriceSatang,
      lineTotalSatang: l.quantity * l.unitPriceSatang,
    })),
  );
  return { id: row.id, orderNo, totalSatang: total };
}
