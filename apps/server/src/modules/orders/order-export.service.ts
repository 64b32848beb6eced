import { bookedWindow } from '@yangdee/contracts/bays';
import { orderStatusText } from '@yangdee/contracts/order-status';
import { paymentMethodText } from '@yangdee/contracts/payment-methods';
import type { SellerOrderFilter } from '@yangdee/contracts/seller-orders';
import { shopSlots, slotLabel } from '@yangdee/contracts/slots';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema/orders';
import { storeSettings, stores } from '../../db/schema/stores';
import { bangkokToday } from '../../lib/time';
import {
  attachmentDisposition,
  bahtCell,
  bangkokDateCell,
  dayCell,
  streamedSheet,
  type XlsxColumn,
} from '../../lib/xlsx';
import { branchTitle } from './seller-orders.mapper';
import { sellerOrderWhere } from './seller-orders.repository';
import { checkSellerOrderFilter } from './seller-orders.service';

// export-order (spec 7 "Seller" → Orders and Exports; issue 15 item 7): the shop's filtered
// order list as an .xlsx, one row per order line, streamed (decision 0087). Orders are read in
// keyset-paged batches (newest first), never as one array; a batch's lines come in one query.

/** Orders read per batch; their lines are read with them. */
export const EXPORT_BATCH_SIZE = 500;

const ORDER_TYPE_TEXT: Record<number, string> = { 1: 'ติดตั้งที่ร้าน', 2: 'จัดส่งถึงบ้าน' };

export const ORDER_EXPORT_COLUMNS: XlsxColumn[] = [
  { header: 'เลขที่คำสั่งซื้อ', key: 'orderNo', width: 18 },
  { header: 'วันที่สั่ง', key: 'createdAt', width: 18, kind: 'date' },
  { header: 'วันที่ชำระเงิน', key: 'paidAt', width: 18, kind: 'date' },
  { header: 'สถานะ', key: 'status', width: 20 },
  { header: 'ประเภท', key: 'orderType', width: 16 },
  { header: 'ลูกค้า', key: 'customerName', width: 26 },
  { header: 'เบอร์โทร', key: 'customerTel', width: 14 },
  { header: 'ทะเบียนรถ', key: 'licensePlate', width: 20 },
  { header: 'สินค้า', key: 'title', width: 48 },
  { header: 'จำนวน', key: 'quantity', width: 8, kind: 'count' },
  { header: 'ราคาต่อหน่วย', key: 'unitPrice', width: 16, kind: 'money' },
  { header: 'รวม', key: 'lineTotal', width: 16, kind: 'money' },
  { header: 'ยอดรวมคำสั่งซื้อ', key: 'orderTotal', width: 18, kind: 'money' },
  { header: 'ยอดชำระออนไลน์', key: 'paidNow', width: 18, kind: 'money' },
  { header: 'ยอดคงเหลือชำระที่ร้าน', key: 'remain', width: 20, kind: 'money' },
  { header: 'วิธีชำระเงิน', key: 'paymentMethod', width: 22 },
  { header: 'วันนัด', key: 'appointmentDate', width: 14, kind: 'day' },
  { header: 'เวลานัด', key: 'appointmentTime', width: 14 },
  { header: 'ที่อยู่จัดส่ง', key: 'shippingAddress', width: 48 },
  { header: 'ขนส่ง / เลขพัสดุ', key: 'tracking', width: 28 },
  { header: 'สาขา', key: 'storeName', width: 28 },
];

type Cursor = { at: string; id: number };

type ExportOrder = {
  id: number;
  cursorAt: string;
  orderNo: string;
  status: number;
  orderType: number;
  createdAt: Date;
  paidAt: Date | null;
  customer: Record<string, unknown>;
  shipping: Record<string, unknown> | null;
  paymentMethod: string;
  installmentPeriod: number | null;
  totalSatang: number;
  paidNowSatang: number;
  remainSatang: number;
  appointmentDate: string | null;
  appointmentTime: string | null;
  jobMinutes: number | null;
  storeId: number;
  carrier: string;
  trackingText: string;
  storeName: string;
  branchName: string;
};

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Slot value → 'from - to' per store (a shop's own slots, or the four of spec 9). */
async function readSlotLabels(db: Db, storeIds: number[]) {
  const rows =
    storeIds.length === 0
      ? []
      : await db
          .select({ storeId: storeSettings.storeId, customSlots: storeSettings.customSlots })
          .from(storeSettings)
          .where(inArray(storeSettings.storeId, storeIds));
  const custom = new Map(rows.map((r) => [r.storeId, r.customSlots]));
  return (order: Pick<ExportOrder, 'storeId' | 'appointmentTime' | 'jobMinutes'>) => {
    const value = order.appointmentTime;
    if (!value) return '';
    // A bay booking (decision 0162) reads as its start to its end.
    const slot = bookedWindow(value, order.jobMinutes, shopSlots(custom.get(order.storeId)));
    return slot ? slotLabel(slot) : value;
  };
}

function orderCells(
  order: ExportOrder,
  slotText: (order: Pick<ExportOrder, 'storeId' | 'appointmentTime' | 'jobMinutes'>) => string,
) {
  const c = order.customer;
  const s = order.shipping;
  return {
    orderNo: order.orderNo,
    createdAt: bangkokDateCell(order.createdAt),
    paidAt: bangkokDateCell(order.paidAt),
    status: orderStatusText(order.status),
    orderType: ORDER_TYPE_TEXT[order.orderType] ?? '',
    customerName: [str(c.firstName), str(c.lastName)].filter(Boolean).join(' '),
    customerTel: str(c.tel),
    licensePlate: [str(c.licenseNumber), str(c.licenseProvince)].filter(Boolean).join(' '),
    paymentMethod: paymentMethodText(order.paymentMethod, order.installmentPeriod),
    appointmentDate: order.orderType === 1 ? dayCell(order.appointmentDate) : null,
    appointmentTime: order.orderType === 1 ? slotText(order) : '',
    shippingAddress: s
      ? [s.address, s.subDistrict, s.district, s.province, s.postCode]
          .map(str)
          .filter(Boolean)
          .join(' ')
      : '',
    tracking: [order.carrier, order.trackingText].filter(Boolean).join(' / '),
    storeName: [order.storeName, branchTitle(order.branchName)].filter(Boolean).join(' '),
  };
}

/** One page of orders after the keyset (createdAt, id), newest first. */
async function readOrderBatch(
  db: Db,
  where: SQL,
  after: Cursor | null,
  limit: number,
): Promise<ExportOrder[]> {
  // The cursor keeps the timestamp as PostgreSQL's text (microseconds; a JS Date has only ms).
  const keyset = after
    ? sql`(${orders.createdAt}, ${orders.id}) < (${after.at}::timestamptz, ${after.id})`
    : undefined;
  const rows = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      status: orders.status,
      orderType: orders.orderType,
      createdAt: orders.createdAt,
      cursorAt: sql<string>`${orders.createdAt}::text`,
      paidAt: orders.paidAt,
      customer: orders.customer,
      shipping: orders.shipping,
      paymentMethod: orders.paymentMethod,
      installmentPeriod: orders.installmentPeriod,
      totalSatang: orders.totalSatang,
      paidNowSatang: orders.paidNowSatang,
      remainSatang: orders.remainSatang,
      appointmentDate: orders.appointmentDate,
      appointmentTime: orders.appointmentTime,
      jobMinutes: orders.jobMinutes,
      storeId: orders.storeId,
      carrier: orders.carrier,
      trackingText: orders.trackingText,
      storeName: stores.name,
      branchName: stores.branchName,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(keyset ? and(where, keyset) : where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows as ExportOrder[];
}

async function readLines(db: Db, orderIds: number[]) {
  const rows = await db
    .select({
      orderId: orderItems.orderId,
      title: orderItems.title,
      quantity: orderItems.quantity,
      unitPriceSatang: orderItems.unitPriceSatang,
      lineTotalSatang: orderItems.lineTotalSatang,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
  const byOrder = new Map<number, typeof rows>();
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push(row);
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

export type OrderExport = {
  filename: { ascii: string; thai: string };
  disposition: string;
  stream: NodeJS.ReadableStream;
};

/**
 * Starts the export: the filter is checked first (a bad one is answered before any byte), then
 * the workbook is written in the background into the returned stream. A database failure half
 * way aborts the stream, so the download fails instead of ending short.
 */
export function exportSellerOrders(
  db: Db,
  filter: SellerOrderFilter,
  storeIds: number[],
  log: { error: (obj: unknown, msg: string) => void },
  { now = new Date(), batchSize = EXPORT_BATCH_SIZE }: { now?: Date; batchSize?: number } = {},
): OrderExport {
  checkSellerOrderFilter(filter);
  const where = sellerOrderWhere(filter, storeIds);
  const { stream, sheet } = streamedSheet('คำสั่งซื้อ', ORDER_EXPORT_COLUMNS);

  const write = async () => {
    const slotText = await readSlotLabels(db, storeIds);
    // The next batch is asked for while this one is written (the database and the zip work
    // at the same time); the cursor is this batch's last order.
    const nextBatch = (batch: ExportOrder[]) => {
      const last = batch[batch.length - 1];
      if (!last || batch.length < batchSize) return Promise.resolve([]);
      const next = readOrderBatch(db, where, { at: last.cursorAt, id: last.id }, batchSize);
      next.catch(() => undefined); // awaited below; no unhandled rejection meanwhile
      return next;
    };
    let batch = await readOrderBatch(db, where, null, batchSize);
    while (batch.length > 0) {
      const following = nextBatch(batch);
      const lines = await readLines(
        db,
        batch.map((o) => o.id),
      );
      for (const order of batch) {
        const cells = orderCells(order, slotText);
        const orderLines = lines.get(order.id) ?? [];
        // Order amounts on the order's first line only, so a column's sum is the true total.
        const amounts = {
          orderTotal: bahtCell(order.totalSatang),
          paidNow: bahtCell(order.paidNowSatang),
          remain: bahtCell(order.remainSatang),
        };
        if (orderLines.length === 0) sheet.addRow({ ...cells, ...amounts });
        orderLines.forEach((line, index) => {
          sheet.addRow({
            ...cells,
            ...(index === 0 ? amounts : {}),
            title: line.title,
            quantity: line.quantity,
            unitPrice: bahtCell(line.unitPriceSatang),
            lineTotal: bahtCell(line.lineTotalSatang),
          });
        });
      }
      await sheet.drained();
      batch = await following;
    }
    await sheet.finish();
  };
  write().catch((error: Error) => {
    log.error({ err: error }, 'order export failed');
    sheet.abort(error);
  });

  const day = bangkokToday(now);
  const buddhistDay = `${Number(day.slice(0, 4)) + 543}${day.slice(4)}`;
  const filename = {
    ascii: `yangdee-orders-${day}.xlsx`,
    thai: `คำสั่งซื้อ-ยางดี-${buddhistDay}.xlsx`,
  };
  return {
    filename,
    disposition: attachmentDisposition(filename.ascii, filename.thai),
    stream,
  };
}
