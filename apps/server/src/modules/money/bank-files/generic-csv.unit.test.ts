import { describe, expect, it } from 'vitest';
import type { BankTransferLine } from './bank-file';
import { csvField, genericCsvLayout } from './generic-csv';

async function text(lines: BankTransferLine[]): Promise<string> {
  let out = '';
  const batch = { reference: 'PB2026112801', valueDate: new Date('2026-11-27T18:30:00Z') };
  for await (const piece of genericCsvLayout.write(batch, lines)) out += piece;
  return out;
}

describe('the generic CSV bank file', () => {
  it('writes a header, one row a transfer (account or PromptPay) and a count-and-total row', async () => {
    const csv = await text([
      {
        destination: { kind: 'account', bankCode: '004', accountNumber: '1234567890' },
        accountName: 'ร้านยางดี, สาขา 1',
        amountSatang: 1234567,
        reference: 'PO1-1',
        note: 'ยอดโอน',
      },
      {
        destination: { kind: 'promptpay', promptPayId: '0812345678' },
        accountName: 'สมชาย',
        amountSatang: 5,
        reference: 'RF9',
        note: 'คืนเงิน',
      },
    ]);
    const rows = csv.split('\r\n');
    expect(rows[0]?.startsWith('\uFEFFbatch_reference,value_date,')).toBe(true);
    // 01:30 in Bangkok on the 28th, though still the 27th in UTC.
    expect(rows[1]).toBe(
      'PB2026112801,2026-11-28,PO1-1,account,004,1234567890,,"ร้านยางดี, สาขา 1",12345.67,ยอดโอน',
    );
    expect(rows[2]).toBe('PB2026112801,2026-11-28,RF9,promptpay,,,0812345678,สมชาย,0.05,คืนเงิน');
    expect(rows[3]).toBe('TOTAL,2026-11-28,2,,,,,,12345.72,');
  });

  it('refuses a line of no money and defuses what a spreadsheet would run as a formula', async () => {
    await expect(
      text([
        {
          destination: { kind: 'promptpay', promptPayId: '0812345678' },
          accountName: 'x',
          amountSatang: 0,
          reference: 'R',
          note: '',
        },
      ]),
    ).rejects.toThrow(/positive/);
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });
});
