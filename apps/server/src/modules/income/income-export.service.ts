import { INCOME_STATUS_TEXT, type IncomeFilter, orderTypeText } from '@yangdee/contracts/income';
import { paymentMethodText } from '@yangdee/contracts/payment-methods';
import type { Db } from '../../db/client';
import { bangkokToday } from '../../lib/time';
import {
  attachmentDisposition,
  bahtCell,
  bangkokDateCell,
  streamedSheet,
  type XlsxColumn,
} from '../../lib/xlsx';
import { storeLabel } from '../orders/seller-orders.mapper';
import { type EntryRow, findEntryBatch, incomeWhere } from './income.repository';
import { checkIncomeFilter } from './income.service';

// export-income (spec 7 "Seller" → Exports; issue 17 item 2): the filtered ledger as a streamed
// .xlsx (decision 0087's writer), read in keyset batches newest first; a last row of totals so
// the file's sums are the screen's.

export const INCOME_EXPORT_BATCH = 1000;

export const INCOME_EXPORT_COLUMNS: XlsxColumn[] = [
  { header: 'เลขที่คำสั่งซื้อ', key: 'orderNo', width: 18 },
  { header: 'วันที่ชำระเงิน', key: 'paidAt', width: 18, kind: 'date' },
  { header: 'ประเภท', key: 'orderType', width: 16 },
  { header: 'วิธีชำระเงิน', key: 'paymentMethod', width: 24 },
  { header: 'ยอดชำระออนไลน์', key: 'gross', width: 18, kind: 'money' },
  { header: 'ค่าธรรมเนียมชำระเงิน', key: 'fee', width: 20, kind: 'money' },
  { header: 'ค่าคอมมิชชัน', key: 'commission', width: 16, kind: 'money' },
  { header: 'ยอดสุทธิที่ร้านได้รับ', key: 'net', width: 20, kind: 'money' },
  { header: 'เก็บที่ร้าน', key: 'remain', width: 16, kind: 'money' },
  { header: 'สถานะ', key: 'status', width: 16 },
  { header: 'วันที่โอนได้', key: 'releaseAt', width: 18, kind: 'date' },
  { header: 'วันที่โอน', key: 'transferredAt', width: 18, kind: 'date' },
  { header: 'สาขา', key: 'storeName', width: 28 },
];

function cells(r: EntryRow) {
  return {
    orderNo: r.orderNo,
    paidAt: bangkokDateCell(r.paidAt),
    orderType: orderTypeText(r.orderType),
    paymentMethod: paymentMethodText(r.paymentMethod),
    gross: bahtCell(r.gross),
    fee: bahtCell(r.fee),
    commission: bahtCell(r.commission),
    net: bahtCell(r.net),
    remain: bahtCell(r.remain),
    status: INCOME_STATUS_TEXT[r.status],
    releaseAt: bangkokDateCell(r.releaseAt),
    transferredAt: bangkokDateCell(r.transferredAt),
    storeName: storeLabel({ name: r.storeName, branchName: r.branchName }),
  };
}

export function exportIncome(
  db: Db,
  filter: IncomeFilter,
  storeIds: number[],
  log: { error: (obj: unknown, msg: string) => void },
  now = new Date(),
) {
  checkIncomeFilter(filter);
  const where = incomeWhere(filter, storeIds);
  const { stream, sheet } = streamedSheet('รายได้', INCOME_EXPORT_COLUMNS);
  const write = async () => {
    const sum = { gross: 0, fee: 0, commission: 0, net: 0, remain: 0 };
    let batch = await findEntryBatch(db, where, null, INCOME_EXPORT_BATCH);
    while (batch.length > 0) {
      for (const r of batch) {
        sheet.addRow(cells(r));
        sum.gross += r.gross;
        sum.fee += r.fee;
        sum.commission += r.commission;
        sum.net += r.net;
        sum.remain += r.remain;
      }
      await sheet.drained();
      const last = batch[batch.length - 1];
      batch =
        batch.length < INCOME_EXPORT_BATCH
          ? []
          : await findEntryBatch(
              db,
              where,
              { paidAt: last.paidAt, id: last.id },
              INCOME_EXPORT_BATCH,
            );
    }
    sheet.addRow({
      orderNo: 'รวม',
      gross: bahtCell(sum.gross),
      fee: bahtCell(sum.fee),
      commission: bahtCell(sum.commission),
      net: bahtCell(sum.net),
      remain: bahtCell(sum.remain),
    });
    await sheet.finish();
  };
  write().catch((error: Error) => {
    log.error({ err: error }, 'income export failed');
    sheet.abort(error);
  });
  const day = bangkokToday(now);
  const buddhistDay = `${Number(day.slice(0, 4)) + 543}${day.slice(4)}`;
  return {
    disposition: attachmentDisposition(
      `yangdee-income-${day}.xlsx`,
      `รายได้-ยางดี-${buddhistDay}.xlsx`,
    ),
    stream,
  };
}
