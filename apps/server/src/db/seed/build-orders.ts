// Past orders of the demo customer (customer1, user id 1) so the /my/order tabs, reviews and
// receipts have something real to show: waiting (SERVICE and DELIVERY), completed (SERVICE with a
// review, DELIVERY without one), cancelled. Deterministic: prices come from the seeded offers and
// every other choice from the seed PRNG. Each order was paid online: it has its payment row as a
// real checkout leaves it (so a shop's cancel records the refund owed, issue 37), and the
// cancelled one the refund the shop made.

import { createHash, randomBytes } from 'node:crypto';
import type { reviews } from '../schema/content';
import type { sellerProducts } from '../schema/offers';
import type { orderItems, orders, payments } from '../schema/orders';
import type { paymentRefunds } from '../schema/refunds';
import type { stores } from '../schema/stores';
import type { ProductInfo } from './build-catalog';
import type { Rng } from './prng';

export type OrderRows = {
  orders: (typeof orders.$inferInsert)[];
  orderItems: (typeof orderItems.$inferInsert)[];
  reviews: (typeof reviews.$inferInsert)[];
  payments: (typeof payments.$inferInsert)[];
  refunds: (typeof paymentRefunds.$inferInsert)[];
};

/** What an order froze at checkout besides its items (read by receipts). */
export type OrderSnapshot = {
  services: Array<{ title: string; priceSatang: number }>;
  discounts: Array<{ title: string; priceSatang: number }>;
  benefits: Array<{ type: string; title: string; remark: string }>;
};

type Plan = {
  orderNo: string;
  storeId: number;
  orderType: 1 | 2;
  status: number;
  createdAt: string;
  appointmentDate?: string;
  appointmentTime?: string;
  paymentMethod: string;
  isDeposit?: boolean;
  /** The buyer asked for a full tax invoice (the shop's serial was given when paid). */
  taxInvoiceNo?: string;
  review?: { rating: number; text: string };
};

const PLANS: Plan[] = [
  {
    orderNo: 'YD2611200001',
    storeId: 1,
    orderType: 1,
    status: 1,
    createdAt: '2026-11-20T10:15:00+07:00',
    appointmentDate: '2026-11-26',
    appointmentTime: 'slot2',
    paymentMethod: 'prepaidQR',
    isDeposit: true,
  },
  {
    orderNo: 'YD2611150002',
    storeId: 2,
    orderType: 2,
    status: 3,
    createdAt: '2026-11-15T19:40:00+07:00',
    paymentMethod: 'card',
    taxInvoiceNo: 'IV2569000001',
  },
  {
    orderNo: 'YD2610050003',
    storeId: 1,
    orderType: 1,
    status: 4,
    createdAt: '2026-10-05T09:05:00+07:00',
    appointmentDate: '2026-10-08',
    appointmentTime: 'slot1',
    paymentMethod: 'scanQR',
    review: { rating: 5, text: 'ร้านบริการดี เปลี่ยนยางเร็ว ตรงเวลานัด ช่างอธิบายละเอียด' },
  },
  {
    orderNo: 'YD2609120004',
    storeId: 2,
    orderType: 2,
    status: 5,
    createdAt: '2026-09-12T14:30:00+07:00',
    paymentMethod: 'internetBanking',
  },
  {
    orderNo: 'YD2608020005',
    storeId: 3,
    orderType: 1,
    status: 99,
    createdAt: '2026-08-02T11:20:00+07:00',
    appointmentDate: '2026-08-06',
    appointmentTime: 'slot3',
    paymentMethod: 'card',
  },
];

const CUSTOMER = {
  firstName: 'สมชาย',
  lastName: 'ใจดี',
  email: 'customer1@example.com',
  tel: '0800000001',
  address: '99/9 ซอยลาดพร้าว 71',
  subDistrict: 'สะพานสอง',
  district: 'วังทองหลาง',
  province: 'กรุงเทพมหานคร',
  postCode: '10310',
  carBrand: 'Toyota',
  carModel: 'Hilux Revo',
  licenseNumber: '1กข1234',
  licenseProvince: 'กรุงเทพมหานคร',
  requireTax: false,
  requireElecTax: false,
  taxId: '',
  taxName: '',
  taxAddress: '',
  taxSubDistrict: '',
  taxDistrict: '',
  taxProvince: '',
  taxPostCode: '',
  taxEmail: '',
};

/** A small company buying on its own tax id (for the tax-invoice receipt). */
const COMPANY_TAX = {
  requireTax: true,
  taxId: '0105561234567',
  taxName: 'บริษัท ใจดีขนส่ง จำกัด (สำนักงานใหญ่)',
  taxAddress: '99/9 ซอยลาดพร้าว 71',
  taxSubDistrict: 'สะพานสอง',
  taxDistrict: 'วังทองหลาง',
  taxProvince: 'กรุงเทพมหานคร',
  taxPostCode: '10310',
  taxEmail: 'account@jaidee.example',
};

export function buildOrders(
  rng: Rng,
  offerRows: (typeof sellerProducts.$inferInsert)[],
  productInfo: ProductInfo[],
  storeRows: (typeof stores.$inferInsert)[],
  firstReviewId: number,
): OrderRows {
  const infoById = new Map(productInfo.map((p) => [p.id, p]));
  const orderRows: OrderRows['orders'] = [];
  const itemRows: OrderRows['orderItems'] = [];
  const reviewRows: OrderRows['reviews'] = [];
  const paymentRows: OrderRows['payments'] = [];
  const refundRows: OrderRows['refunds'] = [];
  let itemId = 0;

  PLANS.forEach((plan, index) => {
    const id = index + 1;
    const isDelivery = plan.orderType === 2;
    const offers = offerRows.filter(
      (o) => o.storeId === plan.storeId && (!isDelivery || o.priceDeliverySatang != null),
    );
    const pool = offers.length > 0 ? offers : offerRows.filter((o) => o.storeId === plan.storeId);
    const offer = rng.pick(pool);
    const info = infoById.get(offer.productId);
    const quantity = rng.pick([2, 4, 4]);
    const unit = isDelivery ? (offer.priceDeliverySatang ?? offer.priceSatang) : offer.priceSatang;
    const lineTotal = unit * quantity;
    itemId += 1;
    itemRows.push({
      id: itemId,
      orderId: id,
      sellerProductId: offer.id as number,
      title: info
        ? `${info.brand.nameEn} ${info.model.name} ${info.size.label} ปี ${info.productionYear}`
        : `ยางรถยนต์ ${offer.productId}`,
      quantity,
      unitPriceSatang: unit,
      lineTotalSatang: lineTotal,
    });

    const snapshot: OrderSnapshot = { services: [], discounts: [], benefits: [] };
    if (isDelivery) {
      snapshot.benefits.push({ type: 'warranty', title: 'รับประกันคุณภาพ 1 ปี', remark: '' });
    } else {
      snapshot.services.push({ title: 'ถ่วงล้อและเติมลมไนโตรเจน', priceSatang: 0 });
      if (rng.chance(0.5)) snapshot.services.push({ title: 'ตั้งศูนย์ล้อ', priceSatang: 50000 });
    }
    if (quantity === 4) {
      snapshot.discounts.push({ title: 'ส่วนลดเมื่อซื้อครบ 4 เส้น', priceSatang: 40000 });
    }
    const serviceTotal = snapshot.services.reduce((s, x) => s + x.priceSatang, 0);
    const discountTotal = snapshot.discounts.reduce((s, x) => s + x.priceSatang, 0);
    const deliveryFee = isDelivery ? quantity * rng.pick([10000, 15000]) : 0;
    const total = lineTotal + serviceTotal - discountTotal + deliveryFee;
    const paidNow = plan.isDeposit ? Math.round(total * 0.2) : total;
    const created = new Date(plan.createdAt);
    const paidAt = new Date(created.getTime() + 3 * 60 * 1000);
    orderRows.push({
      id,
      orderNo: plan.orderNo,
      userId: 1,
      storeId: plan.storeId,
      orderType: plan.orderType,
      status: plan.status,
      paymentMethod: plan.paymentMethod,
      appointmentDate: plan.appointmentDate ?? null,
      appointmentTime: plan.appointmentTime ?? null,
      customer: plan.taxInvoiceNo ? { ...CUSTOMER, ...COMPANY_TAX } : CUSTOMER,
      taxInvoiceNo: plan.taxInvoiceNo ?? null,
      shipping: isDelivery
        ? {
            receiverFirstname: CUSTOMER.firstName,
            receiverLastname: CUSTOMER.lastName,
            receiverTel: CUSTOMER.tel,
            receiverEmail: CUSTOMER.email,
            address: CUSTOMER.address,
            subDistrict: CUSTOMER.subDistrict,
            district: CUSTOMER.district,
            province: CUSTOMER.province,
            postCode: CUSTOMER.postCode,
            deliveryRemark: '',
          }
        : null,
      snapshot,
      subtotalSatang: lineTotal,
      deliveryFeeSatang: deliveryFee,
      serviceTotalSatang: serviceTotal,
      discountTotalSatang: discountTotal,
      totalSatang: total,
      paidNowSatang: paidNow,
      remainSatang: total - paidNow,
      trackingText: plan.status === 5 ? 'Kerry Express,KEX2609130001' : '',
      paidAt,
      // The fitting (4) or the delivery (5) was confirmed two days after the order: its money
      // is released from then (decision 0102).
      completedAt:
        plan.status === 4 || plan.status === 5
          ? new Date(created.getTime() + 2 * 86_400_000)
          : null,
      cancelledAt: plan.status === 99 ? new Date(created.getTime() + 86_400_000) : null,
      createdAt: created,
      updatedAt: created,
    });

    // The attempt that paid: our reference, the provider's, and an unknown callback token.
    const referenceNo = `YDS${plan.orderNo.slice(2)}`;
    const gbpReferenceNo = `gbp${plan.orderNo.slice(2)}`;
    paymentRows.push({
      id,
      orderId: id,
      referenceNo,
      callbackTokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
      method: plan.paymentMethod,
      amountSatang: paidNow,
      status: 'paid',
      gbpReferenceNo,
      providerResultCode: '00',
      paidAt,
      createdAt: created,
      updatedAt: paidAt,
    });
    if (plan.status === 99) {
      const cancelledAt = new Date(created.getTime() + 86_400_000);
      refundRows.push({
        orderId: id,
        paymentId: id,
        amountSatang: paidNow,
        referenceNo,
        gbpReferenceNo,
        reason: 'SELLER_CANCELLED',
        status: 'refunded',
        refundedAt: new Date(cancelledAt.getTime() + 86_400_000),
        createdAt: cancelledAt,
        updatedAt: cancelledAt,
      });
    }

    if (plan.review) {
      const store = storeRows.find((s) => s.id === plan.storeId);
      reviewRows.push({
        id: firstReviewId + reviewRows.length,
        storeId: plan.storeId,
        userId: 1,
        orderId: id,
        productId: offer.productId,
        reviewerName: 'สมชาย ใ.',
        rating: plan.review.rating,
        text: plan.review.text,
        createdAt: new Date(created.getTime() + 4 * 86_400_000),
      });
      if (store) {
        const count = (store.ratingCount ?? 0) + 1;
        const sum = Number(store.ratingAverage ?? 0) * (count - 1) + plan.review.rating;
        store.ratingCount = count;
        store.ratingAverage = (sum / count).toFixed(2);
      }
    }
  });

  return {
    orders: orderRows,
    orderItems: itemRows,
    reviews: reviewRows,
    payments: paymentRows,
    refunds: refundRows,
  };
}
