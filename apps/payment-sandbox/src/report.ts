import { createHash } from 'node:crypto';
import { FEE_VAT_PERCENT, PROVIDER_FEE_BP } from '@yangdee/contracts/income';
import type {
  SandboxReportAdjustment,
  SandboxReportStatus,
} from '@yangdee/contracts/payment-sandbox';
import type { PaymentType, Transaction } from './state';

// The provider's daily transaction report as the sandbox writes it (docs/payments-report.md;
// shared/payments.md knows nothing of the real one, so its shape is our best guess and the
// adapter reads columns by their header names). A day is a Bangkok calendar day; a transaction
// belongs to the day it was made at the provider, and is listed with its status at the time the
// report is asked for. Attempts never completed (G) are not transactions yet: not listed.

export const REPORT_COLUMNS = [
  'referenceNo',
  'gbpReferenceNo',
  'paymentType',
  'amount',
  'fee',
  'vat',
  'status',
  'resultCode',
  'createdDate',
  'createdTime',
  'paidDate',
  'paidTime',
  'refundAmount',
  'refundDate',
  'refundTime',
] as const;

export type ReportRow = Record<(typeof REPORT_COLUMNS)[number], string>;

const BANGKOK_MS = 7 * 3_600_000;

/** The Bangkok calendar day (YYYY-MM-DD) of an instant. */
export function bangkokDay(date: Date): string {
  return new Date(date.getTime() + BANGKOK_MS).toISOString().slice(0, 10);
}

/** The instant a Bangkok day ends (the next midnight). */
export function bangkokDayEnd(day: string): Date {
  return new Date(new Date(`${day}T00:00:00+07:00`).getTime() + 86_400_000);
}

/** DDMMYYYY and HHMMSS in Bangkok, as the provider writes dates in its callbacks. */
function dateTime(date: Date | undefined): { date: string; time: string } {
  if (!date) return { date: '', time: '' };
  const iso = new Date(date.getTime() + BANGKOK_MS).toISOString();
  return {
    date: `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`,
    time: `${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}`,
  };
}

const FEE_KIND = { Q: 'qr', M: 'banking', C: 'card', I: 'installment' } as const;

function toSatang(amount: string): number {
  const [baht, fraction = '0'] = amount.split('.');
  return Number(baht) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

function toBaht(satang: number): string {
  return `${Math.floor(satang / 100)}.${String(satang % 100).padStart(2, '0')}`;
}

const halfUp = (n: number, d: number) => Math.floor((2 * n + d) / (2 * d));

/** The merchant discount the sandbox charges (the rates decision 0102 assumes), and its VAT. */
function feeOf(paymentType: PaymentType, amount: string): { fee: string; vat: string } {
  const fee = halfUp(toSatang(amount) * PROVIDER_FEE_BP[FEE_KIND[paymentType]], 10_000);
  return { fee: toBaht(fee), vat: toBaht(halfUp(fee * FEE_VAT_PERCENT, 100)) };
}

function statusOf(txn: Transaction): SandboxReportStatus | null {
  if (txn.status === 'A' || txn.status === 'S') return txn.refundedAmount ? 'refunded' : 'paid';
  if (txn.status === 'V') return 'voided';
  if (txn.status === 'D') return 'failed';
  return null;
}

function rowOf(txn: Transaction, status: SandboxReportStatus): ReportRow {
  const created = dateTime(txn.createdAt);
  const paid = dateTime(status === 'paid' || status === 'refunded' ? txn.paidAt : undefined);
  const refunded = dateTime(status === 'refunded' ? txn.refundedAt : undefined);
  const { fee, vat } =
    status === 'paid' || status === 'refunded'
      ? feeOf(txn.paymentType, txn.amount)
      : { fee: '0.00', vat: '0.00' };
  return {
    referenceNo: txn.referenceNo,
    gbpReferenceNo: txn.gbpReferenceNo,
    paymentType: txn.paymentType,
    amount: txn.amount,
    fee,
    vat,
    status,
    resultCode: txn.resultCode ?? '',
    createdDate: created.date,
    createdTime: created.time,
    paidDate: paid.date,
    paidTime: paid.time,
    refundAmount: status === 'refunded' ? (txn.refundedAmount ?? '') : '',
    refundDate: refunded.date,
    refundTime: refunded.time,
  };
}

/** A made-up transaction of `day` for an `extra` adjustment: made at noon, paid a minute later. */
function extraRow(adjustment: Extract<SandboxReportAdjustment, { kind: 'extra' }>): ReportRow {
  const createdAt = new Date(`${adjustment.day}T12:00:00+07:00`);
  const status = adjustment.status ?? 'paid';
  const txn: Transaction = {
    referenceNo: adjustment.referenceNo,
    // The same provider reference every time the report is asked for.
    gbpReferenceNo: `gbp${createdAt.getTime()}${
      createHash('sha256').update(adjustment.referenceNo).digest().readUInt16BE(0) % 1000
    }`,
    paymentType: adjustment.paymentType ?? 'Q',
    status: status === 'voided' ? 'V' : status === 'failed' ? 'D' : 'S',
    amount: adjustment.amount,
    resultCode: status === 'failed' ? '05' : '00',
    merchantDefined: [],
    createdAt,
    paidAt: new Date(createdAt.getTime() + 60_000),
    ...(status === 'refunded'
      ? { refundedAmount: adjustment.amount, refundedAt: new Date(createdAt.getTime() + 3_600_000) }
      : {}),
  };
  return rowOf(txn, status);
}

/** The rows of `day`'s report: what the sandbox knows of that day, then the test's adjustments. */
export function reportRows(
  transactions: Iterable<Transaction>,
  day: string,
  adjustments: readonly SandboxReportAdjustment[],
): ReportRow[] {
  const dropped = new Set(adjustments.filter((a) => a.kind === 'drop').map((a) => a.referenceNo));
  const rows: ReportRow[] = [];
  for (const txn of transactions) {
    const status = statusOf(txn);
    if (!status || bangkokDay(txn.createdAt) !== day || dropped.has(txn.referenceNo)) continue;
    rows.push(rowOf(txn, status));
  }
  for (const adjustment of adjustments) {
    if (adjustment.kind === 'extra' && adjustment.day === day) rows.push(extraRow(adjustment));
  }
  for (const row of rows) {
    for (const adjustment of adjustments) {
      if (adjustment.referenceNo !== row.referenceNo) continue;
      if (adjustment.kind === 'amount') row.amount = adjustment.amount;
      if (adjustment.kind === 'status') row.status = adjustment.status;
    }
  }
  return rows.sort((a, b) =>
    `${a.createdTime}${a.referenceNo}`.localeCompare(`${b.createdTime}${b.referenceNo}`),
  );
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** RFC 4180: a header line, then one line per transaction, CRLF line ends, UTF-8. */
export function reportCsv(rows: readonly ReportRow[]): string {
  const lines = [REPORT_COLUMNS.join(',')];
  for (const row of rows) lines.push(REPORT_COLUMNS.map((c) => csvField(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
