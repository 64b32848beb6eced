import { Readable } from 'node:stream';
import { PAYOUT_HOLD_REASON_TEXT, PAYOUT_LINE_STATUS_TEXT } from '@yangdee/contracts/payouts';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { attachmentDisposition, bangkokDateCell, streamedSheet } from '../../../lib/xlsx';
import type { BankTransferLine } from '../bank-files/bank-file';
import { bankFileLayout } from '../bank-files/layouts';
import { findPayoutBatch, statementOf, transferRowsOf } from './payout-read';

// The downloads of a payout batch (decision 0140): the bank bulk-transfer file, streamed line by
// line through the batch's layout (docs/bank-files.md), and a shop's statement as .xlsx.

export type Download = { stream: Readable; contentType: string; disposition: string };

async function* bankLines(db: Db, batchId: number, reference: string) {
  for await (const row of transferRowsOf(db, batchId)) {
    const line: BankTransferLine = {
      destination: {
        kind: 'account',
        bankCode: row.bank_code,
        accountNumber: row.account_number,
      },
      accountName: row.account_name,
      amountSatang: Number(row.amount_satang),
      reference: `${reference}-${row.store_id}`,
      note: `YangDee payout ${reference}`,
    };
    yield line;
  }
}

/** The batch's bank file; refused while the batch is still being built. */
export async function bankFileOf(db: Db, batchId: number): Promise<Download> {
  const batch = await findPayoutBatch(db, batchId);
  if (batch.status === 'building') {
    throw new AppError('CONFLICT', 'รอบนี้ยังสร้างไม่เสร็จ จึงยังดาวน์โหลดไฟล์โอนเงินไม่ได้');
  }
  const layout = bankFileLayout(batch.layoutId);
  if (!layout) throw new AppError('NOT_FOUND', 'ไม่พบรูปแบบไฟล์ของธนาคารนี้');
  const file = { reference: batch.reference, valueDate: new Date(batch.readyAt ?? batch.cutoffAt) };
  const name = layout.fileName(file);
  return {
    stream: Readable.from(layout.write(file, bankLines(db, batchId, batch.reference))),
    contentType: layout.contentType,
    disposition: attachmentDisposition(name, name),
  };
}

const COLUMNS = [
  { header: 'รายการ', key: 'kind', width: 18 },
  { header: 'เลขที่คำสั่งซื้อ', key: 'orderNo', width: 18 },
  { header: 'วันที่', key: 'paidAt', width: 18, kind: 'date' as const },
  { header: 'ยอดชำระออนไลน์', key: 'gross', width: 18, kind: 'money' as const },
  { header: 'ค่าธรรมเนียมชำระเงิน', key: 'fee', width: 20, kind: 'money' as const },
  { header: 'ค่าคอมมิชชัน', key: 'commission', width: 16, kind: 'money' as const },
  { header: 'ยอดสุทธิ', key: 'net', width: 18, kind: 'money' as const },
];

/** A statement (one shop's line of a batch): its entries, refunds recovered and the total. */
export async function statementXlsx(
  db: Db,
  lineId: number,
  storeIds: number[] | undefined,
  log: (error: unknown) => void,
): Promise<Download> {
  const statement = await statementOf(db, lineId, storeIds);
  const { stream, sheet } = streamedSheet('ใบแจ้งยอด', COLUMNS);
  const { line } = statement;
  (async () => {
    for (const e of statement.entries) {
      sheet.addRow({
        kind: e.kind === 'income' ? 'รายได้' : 'หักเงินคืนลูกค้า',
        orderNo: e.orderNo,
        paidAt: bangkokDateCell(e.paidAt),
        gross: e.gross,
        fee: e.fee,
        commission: e.commission,
        net: e.net,
      });
      await sheet.drained();
    }
    sheet.addRow({
      kind: 'ยอดโอนสุทธิ',
      orderNo: `${line.batchReference} ${PAYOUT_LINE_STATUS_TEXT[line.status]}${
        line.holdReason ? ` (${PAYOUT_HOLD_REASON_TEXT[line.holdReason]})` : ''
      }${line.bankReference ? ` อ้างอิง ${line.bankReference}` : ''}`,
      gross: line.gross,
      fee: line.fee,
      commission: line.commission,
      net: line.netPaid,
    });
    await sheet.finish();
  })().catch((error: Error) => {
    log(error);
    sheet.abort(error);
  });
  const name = `statement-${line.batchReference}-${line.storeId}.xlsx`;
  return {
    stream,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    disposition: attachmentDisposition(name, `ใบแจ้งยอด-${line.batchReference}.xlsx`),
  };
}
