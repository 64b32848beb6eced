import { bayEndOf } from '@yangdee/contracts/bays';
import { type Receipt, vatIncludedSatang } from '@yangdee/contracts/order-history';
import { orderStatusText, orderTypeName } from '@yangdee/contracts/order-status';
import { paymentMethodText } from '@yangdee/contracts/payment-methods';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findRefundNotice } from '../ledger/refund-notice';
import { shopperTrackingText } from './delivery-tracking.service';
import { toBaht, toItem } from './order-history.mapper';
import * as repo from './order-history.repository';
import { branchTitle } from './seller-orders.mapper';

// /my/receipt/:id and /my/receipt-fee/:id: the caller's own order as a printable receipt.
// Prices include 7% VAT, so VAT = total × 7/107 (rounded to satang). With a tax invoice requested
// and the order paid, the receipt is also the shop's full tax invoice (its serial: tax-invoice.ts).

type Line = { title: string; price: number };

/** Reads the services/discounts frozen in orders.snapshot, tolerating older shapes. */
export function readSnapshotLines(snapshot: unknown, key: 'services' | 'discounts'): Line[] {
  const list = (snapshot as Record<string, unknown> | null)?.[key];
  if (!Array.isArray(list)) return [];
  const lines: Line[] = [];
  for (const raw of list) {
    if (!raw || typeof raw !== 'object') continue;
    const x = raw as Record<string, unknown>;
    if (x.include === false) continue;
    const title = typeof x.title === 'string' ? x.title : '';
    const satang =
      typeof x.priceSatang === 'number'
        ? x.priceSatang
        : typeof x.price === 'number'
          ? Math.round(x.price * 100)
          : 0;
    if (title) lines.push({ title, price: toBaht(satang) });
  }
  return lines;
}

export const joinAddress = (parts: Array<string | undefined>) =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');

export async function getReceipt(db: Db, userId: number, orderNo: string): Promise<Receipt> {
  const found = await repo.findOwnOrder(db, userId, orderNo);
  // Another customer's order number answers exactly like an unknown one.
  if (!found) throw new AppError('NOT_FOUND', 'ไม่พบใบเสร็จนี้');
  const { order, store } = found;
  const items = await repo.findItems(db, [order.id]);
  const c = order.customer;
  const s = order.shipping;
  const vat = vatIncludedSatang(order.totalSatang);
  const isDelivery = orderTypeName(order.orderType) === 'DELIVERY';
  const refund = await findRefundNotice(db, order.id);
  return {
    orderNo: order.orderNo,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    statusCode: order.status,
    statusText: orderStatusText(order.status),
    orderType: orderTypeName(order.orderType),
    paymentMethod: order.paymentMethod,
    paymentMethodText: paymentMethodText(order.paymentMethod, order.installmentPeriod),
    refund,
    installment: order.installmentPeriod
      ? {
          period: order.installmentPeriod,
          perMonth: toBaht(Math.ceil(order.paidNowSatang / order.installmentPeriod)),
        }
      : null,
    taxInvoice:
      c.requireTax && order.taxInvoiceNo
        ? {
            number: order.taxInvoiceNo,
            sellerBranch: store.parentStoreId
              ? branchTitle(store.branchName || store.name)
              : 'สำนักงานใหญ่',
            electronic: Boolean(c.requireElecTax),
            email: c.taxEmail ?? '',
          }
        : null,
    store: {
      name: store.name,
      branchName: store.branchName,
      legalName: store.legalName || store.name,
      taxId: store.taxId,
      address: joinAddress([
        store.address,
        store.subDistrict,
        store.district,
        store.province,
        store.postCode,
      ]),
      tel: store.tel,
    },
    buyer: {
      name: joinAddress([c.firstName, c.lastName]),
      tel: c.tel ?? '',
      email: c.email ?? '',
      address: c.requireTax
        ? joinAddress([c.taxAddress, c.taxSubDistrict, c.taxDistrict, c.taxProvince, c.taxPostCode])
        : joinAddress([c.address, c.subDistrict, c.district, c.province, c.postCode]),
      taxId: c.requireTax ? (c.taxId ?? '') : '',
      taxName: c.requireTax ? (c.taxName ?? '') : '',
    },
    items: items.map(toItem),
    services: readSnapshotLines(order.snapshot, 'services'),
    discounts: readSnapshotLines(order.snapshot, 'discounts'),
    subtotal: toBaht(order.subtotalSatang),
    serviceTotal: toBaht(order.serviceTotalSatang),
    discountTotal: toBaht(order.discountTotalSatang),
    deliveryFee: toBaht(order.deliveryFeeSatang),
    total: toBaht(order.totalSatang),
    vat: toBaht(vat),
    totalBeforeVat: toBaht(order.totalSatang - vat),
    // Money actually received: an attempt cancelled before payment shows 0 (decision 0134).
    paidNow: order.paidAt ? toBaht(order.paidNowSatang) : 0,
    remain: toBaht(order.remainSatang),
    isDeposit: order.remainSatang > 0,
    appointmentDate: order.appointmentDate,
    appointmentTime: order.appointmentTime,
    appointmentTo: bayEndOf(order.appointmentTime, order.jobMinutes),
    car:
      !isDelivery && c.licenseNumber
        ? {
            licenseNumber: c.licenseNumber,
            licenseProvince: c.licenseProvince ?? '',
            carBrand: c.carBrand ?? '',
            carModel: c.carModel ?? '',
          }
        : null,
    delivery:
      isDelivery && s
        ? {
            receiverName: joinAddress([s.receiverFirstname, s.receiverLastname]),
            receiverTel: s.receiverTel ?? '',
            address: joinAddress([s.address, s.subDistrict, s.district, s.province, s.postCode]),
            trackingText: shopperTrackingText(order),
          }
        : null,
  };
}
