import '../../../lib/seller-texts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { IncomeRow, IncomeSummaryResponse } from '@yangdee/contracts/income';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { IncomeTable } from './income-list';
import { IncomeSummaryCards } from './income-summary-cards';

// The income screen's totals and rows (issue 17 item 2): baht with commas and two decimals; a
// refund is shown as money given back, never as the shop's net; a card picks its status.

const totals = (net: number, gross: number) => ({
  count: 2,
  gross,
  fee: 10.7,
  commission: 50,
  net,
});

const SUMMARY: IncomeSummaryResponse = {
  totals: {
    HELD: totals(1234567.8, 1234628.5),
    READY: totals(0, 0),
    TRANSFERRED: totals(940.3, 1001),
    REFUNDED: totals(939.3, 1000),
  },
  remainAtShop: 5264,
  stores: [{ id: 1, name: 'ร้าน' }],
  canMarkTransferred: false,
};

const ROW: IncomeRow = {
  id: 1,
  orderId: 9,
  orderNo: 'YD2608020005',
  storeId: 1,
  storeName: 'ร้าน',
  orderType: 1,
  paymentMethod: 'card',
  paidAt: '2026-08-02T04:20:00.000Z',
  gross: 36060,
  fee: 1080.36,
  commission: 1803,
  net: 33176.64,
  remain: 0,
  status: 'REFUNDED',
  releaseAt: null,
  transferredAt: null,
  refundedAt: '2026-08-03T04:20:00.000Z',
};

describe('income totals and rows', () => {
  it('shows each status’s net in baht with commas; the refund card shows what went back', () => {
    const onPick = vi.fn();
    render(<IncomeSummaryCards summary={SUMMARY} current={undefined} onPick={onPick} />);
    const held = screen.getByTestId('income-card-HELD');
    expect(within(held).getByTestId('income-card-net')).toHaveTextContent('1,234,567.80 บาท');
    const refunded = screen.getByTestId('income-card-REFUNDED');
    expect(refunded).toHaveTextContent('ยอดเงินที่คืนลูกค้า');
    expect(within(refunded).getByTestId('income-card-net')).toHaveTextContent('1,000.00 บาท');
    expect(refunded).not.toHaveTextContent('ค่าคอมมิชชัน');
    fireEvent.click(screen.getByTestId('income-card-READY'));
    expect(onPick).toHaveBeenCalledWith('READY');
  });

  it('strikes a refunded row’s net through and says why, with the refund date in the Buddhist era', () => {
    render(
      <MemoryRouter>
        <IncomeTable rows={[ROW]} showStore={false} />
      </MemoryRouter>,
    );
    const row = screen.getByTestId('income-row');
    expect(row.querySelector('s')).toHaveTextContent('33,176.64');
    expect(row).toHaveTextContent('(คืนลูกค้าแล้ว ไม่ใช่รายได้ของร้าน)');
    expect(row).toHaveTextContent('คืนเงินเมื่อ 3/8/2569');
    expect(screen.getByRole('link', { name: 'YD2608020005' })).toHaveAttribute(
      'href',
      '/seller/order/detail/9',
    );
  });
});
