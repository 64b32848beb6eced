import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/client';
import { type CartCustomer, orderItems, orders, type ShippingData } from '../src/db/schema/orders';
import { createCustomer } from './test-customers';

// Paid orders of a test's own store for the shop's order screens (issue 15): any status, type,
// date and customer, written straight to the tables so a test controls every field.

export type SellerOrderSpec = {
  storeId: number;
  sellerProductId: number;
  userId?: number;
  status?: number;
  orderType?: 1 | 2;
  createdAt?: Date;
  paidAt?: Date | null;
  customer?: Partial<CartCustomer>;
  shipping?: Partial<ShippingData> | null;
  paymentMethod?: string;
  quantity?: number;
  unitPriceSatang?: number;
  depositSatang?: number;
  appointmentDate?: string;
  appointmentTime?: string;
  snapshot?: unknown;
};

export type SellerTestOrder = { id: number; orderNo: string; userId: number };

/**
 * The booked day of a SERVICE order that does not name one: far ahead, so an order made today is
 * never past its slot whatever day the tests run (confirming a passed slot is refused, issue 37).
 */
export const FIXTURE_APPOINTMENT_DATE = '2099-06-01';

let counter = 0;

export async function createSellerOrder(db: Db, spec: SellerOrderSpec): Promise<SellerTestOrder> {
  counter += 1;
  const userId = spec.userId ?? (await createCustomer(db)).id;
  const orderNo = `S${randomBytes(4).toString('hex').toUpperCase()}${counter}`;
  const orderType = spec.orderType ?? 1;
  const quantity = spec.quantity ?? 4;
  const unit = spec.unitPriceSatang ?? 250_000;
  const total = unit * quantity;
  const deposit = spec.depositSatang ?? 0;
  const createdAt = spec.createdAt ?? new Date();
  const [row] = await db
    .insert(orders)
    .values({
      orderNo,
      userId,
      storeId: spec.storeId,
      orderType,
      status: spec.status ?? 1,
      paymentMethod: spec.paymentMethod ?? (deposit > 0 ? 'prepaidQR' : 'scanQR'),
      appointmentDate: orderType === 1 ? (spec.appointmentDate ?? FIXTURE_APPOINTMENT_DATE) : null,
      appointmentTime: orderType === 1 ? (spec.appointmentTime ?? 'slot2') : null,
      customer: {
        firstName: 'สมชาย',
        lastName: 'ใจดี',
        tel: '0812345678',
        email: 'somchai@example.com',
        licenseNumber: '1กข 1234',
        licenseProvince: 'กรุงเทพมหานคร',
        carBrand: 'Toyota',
        carModel: 'Hilux Revo',
        ...spec.customer,
      },
      shipping:
        orderType === 2
          ? spec.shipping === undefined
            ? {
                receiverFirstname: 'สมชาย',
                receiverLastname: 'ใจดี',
                receiverTel: '0812345678',
                address: '99/1 ถนนสุขุมวิท',
                subDistrict: 'คลองเตย',
                district: 'คลองเตย',
                province: 'กรุงเทพมหานคร',
                postCode: '10110',
                deliveryRemark: 'ฝากป้อมยาม',
              }
            : spec.shipping
          : null,
      snapshot: spec.snapshot ?? {
        services: [{ title: 'ถ่วงล้อ', priceSatang: 0 }],
        discounts: [],
        benefits: [],
      },
      subtotalSatang: total,
      totalSatang: total,
      paidNowSatang: deposit > 0 ? deposit : total,
      remainSatang: deposit > 0 ? total - deposit : 0,
      paidAt: spec.paidAt === undefined ? createdAt : spec.paidAt,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values({
    orderId: row.id,
    sellerProductId: spec.sellerProductId,
    title: 'ยางทดสอบ Trail Test 395/95R26',
    quantity,
    unitPriceSatang: unit,
    lineTotalSatang: total,
  });
  return { id: row.id, orderNo, userId };
}
