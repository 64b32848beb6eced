import { parseProviderAmount } from './checksum';
import { PaymentProviderError, type ProviderReportRow } from './payment-provider';

// Reads the provider's daily transaction report (docs/payments-report.md): CSV, RFC 4180
// quoting, a header line naming the columns. Columns are found by name, so a provider that adds
// or reorders columns is still read; a missing needed column or an unreadable amount stops the
// whole report (a half-read report would show false mismatches).

const NEEDED = ['referenceNo', 'amount', 'status'] as const;

/** The CSV's records as arrays of fields (quoted fields may hold commas, quotes and newlines). */
export function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let isQuoted = false;
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i++) {
    const c = input[i];
    if (isQuoted) {
      if (c === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') isQuoted = false;
      else field += c;
    } else if (c === '"' && field === '') isQuoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  // Blank lines carry nothing.
  return records.filter((r) => r.length > 1 || r[0].trim() !== '');
}

/** The report's rows; throws PaymentProviderError when it cannot be read as a whole. */
export function parseDailyReport(text: string): ProviderReportRow[] {
  const [head, ...records] = csvRecords(text);
  if (!head) throw new PaymentProviderError('the daily report is empty (no header line)');
  const index = new Map(head.map((name, i) => [name.trim(), i]));
  for (const name of NEEDED) {
    if (!index.has(name)) throw new PaymentProviderError(`the daily report has no ${name} column`);
  }
  const cell = (record: string[], name: string) => (record[index.get(name) ?? -1] ?? '').trim();
  return records.map((record, line) => {
    const amountSatang = parseProviderAmount(cell(record, 'amount'));
    const referenceNo = cell(record, 'referenceNo');
    if (!referenceNo || !Number.isFinite(amountSatang)) {
      throw new PaymentProviderError(`the daily report's line ${line + 2} is unreadable`);
    }
    const row: ProviderReportRow = {
      referenceNo,
      gbpReferenceNo: cell(record, 'gbpReferenceNo'),
      paymentType: cell(record, 'paymentType'),
      amountSatang,
      status: cell(record, 'status').toLowerCase(),
    };
    const fee = parseProviderAmount(cell(record, 'fee'));
    const vat = parseProviderAmount(cell(record, 'vat') || '0');
    if (Number.isFinite(fee) && Number.isFinite(vat)) row.feeSatang = fee + vat;
    return row;
  });
}
