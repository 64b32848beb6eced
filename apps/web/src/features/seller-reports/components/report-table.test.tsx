import '../../../lib/seller-texts';
import { render, screen, within } from '@testing-library/react';
import { REPORT_COLUMNS, type ReportResponse } from '@yangdee/contracts/reports';
import { describe, expect, it } from 'vitest';
import { ReportCards, ReportTable, ReportTotals } from './report-table';

// A report on screen (decision 0108): Thai headers from contracts, baht with commas, moments in
// the Buddhist era and Bangkok time, an empty cell as a dash, and the totals of the whole range
// in the table's last row, on the phone cards' summary, and the totals box.

const data: ReportResponse = {
  report: 'sale',
  fromDate: '2026-11-01',
  toDate: '2026-11-30',
  rows: [
    {
      paidAt: '2026-11-20T03:18:00.000Z',
      orderNo: 'YD2611200001',
      orderType: 'ติดตั้งที่ร้าน',
      status: 'รอยืนยันคำสั่งซื้อ',
      tyres: 2,
      total: 6580,
      discount: 0,
      paidNow: 1316.5,
      remain: 5263.5,
      branch: '',
    },
  ],
  totals: {
    rows: 41,
    orders: 41,
    tyres: 120,
    total: 1234567.5,
    discount: 0,
    paidNow: 1000,
    remain: 234567.5,
  },
  page: 1,
  totalPage: 3,
  totalCount: 41,
  stores: [],
};
const props = { report: 'sale' as const, columns: REPORT_COLUMNS.sale, data };

describe('a report on screen', () => {
  it('the table writes money with commas, dates in the Buddhist era, and the whole range’s totals last', () => {
    render(<ReportTable {...props} />);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'ยอดรวมคำสั่งซื้อ' })).toBeVisible();
    const [, row, totals] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('20/11/2569 10:18');
    expect(row).toHaveTextContent('1,316.50');
    expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent('–');
    expect(totals).toHaveTextContent('รวมทั้งหมด');
    expect(totals).toHaveTextContent('1,234,567.50');
    expect(screen.getByRole('region', { name: /ตารางรายงาน/ })).toHaveAttribute('tabindex', '0');
  });

  it('phone cards carry the same values under their labels, and the totals box counts rows and orders', () => {
    render(
      <>
        <ReportTotals {...props} />
        <ReportCards {...props} />
      </>,
    );
    expect(screen.getByTestId('report-total-rows')).toHaveTextContent('41');
    expect(screen.getByTestId('report-total-total')).toHaveTextContent('1,234,567.50 บาท');
    const card = screen.getByTestId('report-row');
    expect(card).toHaveTextContent('20/11/2569 10:18');
    expect(within(card).getByText('ชำระที่ร้าน').nextSibling).toHaveTextContent('5,263.50');
  });
});
