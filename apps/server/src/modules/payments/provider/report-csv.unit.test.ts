import { describe, expect, it } from 'vitest';
import { PaymentProviderError } from './payment-provider';
import { csvRecords, parseDailyReport } from './report-csv';

// The provider's daily report as CSV (docs/payments-report.md): read by column name, amounts to
// satang, a report that cannot be read as a whole refused.

const HEAD =
  'referenceNo,gbpReferenceNo,paymentType,amount,fee,vat,status,resultCode,createdDate,createdTime';

describe('the daily report reader', () => {
  it('reads each line by its column names, amounts in satang and the fee with its VAT', () => {
    const csv = `${HEAD}\r\nYD1,gbp1,Q,1234.50,9.88,0.69,paid,00,10062025,120000\r\nYD2,gbp2,C,500.00,0.00,0.00,VOIDED,00,10062025,130000\r\n`;
    expect(parseDailyReport(csv)).toEqual([
      {
        referenceNo: 'YD1',
        gbpReferenceNo: 'gbp1',
        paymentType: 'Q',
        amountSatang: 123_450,
        status: 'paid',
        feeSatang: 1_057,
      },
      {
        referenceNo: 'YD2',
        gbpReferenceNo: 'gbp2',
        paymentType: 'C',
        amountSatang: 50_000,
        status: 'voided',
        feeSatang: 0,
      },
    ]);
  });

  it('reads columns in another order, with a byte-order mark, LF line ends and a blank line', () => {
    const csv = '\uFEFFstatus,amount,referenceNo,extra\nrefunded,"1,000.00",YD3,x\n\n';
    // A thousands separator is not the provider's amount format: refused, not misread.
    expect(() => parseDailyReport(csv)).toThrow(PaymentProviderError);
    expect(parseDailyReport('status,amount,referenceNo\nrefunded,1000,YD3\n')).toEqual([
      {
        referenceNo: 'YD3',
        gbpReferenceNo: '',
        paymentType: '',
        amountSatang: 100_000,
        status: 'refunded',
      },
    ]);
  });

  it('keeps quoted commas, quotes and line breaks inside a field', () => {
    expect(csvRecords('a,b\r\n"x, ""y""","line\r\nbreak"\r\n')).toEqual([
      ['a', 'b'],
      ['x, "y"', 'line\r\nbreak'],
    ]);
  });

  it('refuses a report without a needed column, or with a line it cannot read', () => {
    expect(() => parseDailyReport('')).toThrow(/no header/);
    expect(() => parseDailyReport('referenceNo,status\nYD1,paid\n')).toThrow(/no amount column/);
    expect(() => parseDailyReport('referenceNo,amount,status\n,10.00,paid\n')).toThrow(/line 2/);
  });
});
