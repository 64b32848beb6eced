import type { BankFileBatch, BankFileLayout, BankTransferLine } from './bank-file';

// The documented CSV layout (docs/bank-files.md): UTF-8 with a byte-order mark so Excel shows
// Thai, CRLF line ends, a header row, one row a transfer, and a closing row with the count and
// the total so the bank (and the operator) can check the file is whole.

const HEADER = [
  'batch_reference',
  'value_date',
  'line_reference',
  'destination_type',
  'bank_code',
  'account_number',
  'promptpay_id',
  'account_name',
  'amount',
  'note',
];

/** A CSV field: quoted when it holds a comma, quote or line break; a formula lead is defused. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function bahtText(satang: number): string {
  const sign = satang < 0 ? '-' : '';
  const abs = Math.abs(satang);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function bangkokDate(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(date);
}

function row(fields: string[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

export const genericCsvLayout: BankFileLayout = {
  id: 'generic-csv',
  name: 'ไฟล์ CSV มาตรฐานของยางดี',
  contentType: 'text/csv; charset=utf-8',
  fileName: (batch) => `${batch.reference}.csv`,
  async *write(
    batch: BankFileBatch,
    lines: AsyncIterable<BankTransferLine> | Iterable<BankTransferLine>,
  ) {
    yield `\uFEFF${row(HEADER)}`;
    const day = bangkokDate(batch.valueDate);
    let count = 0;
    let total = 0;
    for await (const line of lines) {
      if (!Number.isInteger(line.amountSatang) || line.amountSatang <= 0) {
        throw new Error(
          `bank file line ${line.reference}: amount must be a positive number of satang`,
        );
      }
      const d = line.destination;
      count += 1;
      total += line.amountSatang;
      yield row([
        batch.reference,
        day,
        line.reference,
        d.kind,
        d.kind === 'account' ? d.bankCode : '',
        d.kind === 'account' ? d.accountNumber : '',
        d.kind === 'promptpay' ? d.promptPayId : '',
        line.accountName,
        bahtText(line.amountSatang),
        line.note.slice(0, 50),
      ]);
    }
    yield row(['TOTAL', day, String(count), '', '', '', '', '', bahtText(total), '']);
  },
};
