import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { refundNotice } from '@yangdee/contracts/refunds';
import { describe, expect, it } from 'vitest';
import { RefundNotice } from './refund-notice';

// Issue 13 item 6 (decision 0064): money received for an order that could not be kept is shown
// to the customer as received and to be refunded in full.

const owed = refundNotice({
  status: 'owed',
  amountSatang: 1_472_000,
  reason: 'OUT_OF_STOCK',
  createdAt: new Date('2026-11-25T08:00:00Z'),
});

describe('RefundNotice', () => {
  it('says the payment was received and the full amount will be refunded, with the reason', () => {
    render(<RefundNotice refund={owed} />);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('ได้รับชำระเงินแล้ว แต่ไม่สามารถยืนยันคำสั่งซื้อนี้ได้');
    expect(notice).toHaveTextContent('เราได้รับเงิน 14,720 บาท ของคุณแล้ว');
    expect(notice).toHaveTextContent('เราจะคืนเงินเต็มจำนวนให้คุณ');
    expect(notice).toHaveTextContent('สินค้าหมดก่อนที่การชำระเงินจะเสร็จสมบูรณ์');
  });

  it('says the money was returned once the refund is made', () => {
    render(<RefundNotice refund={{ ...owed, status: 'refunded' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('คืนเงิน 14,720 บาท สำหรับคำสั่งซื้อนี้เรียบร้อยแล้ว');
  });

  it('says the shop cancelled and the money comes back within 7 working days', () => {
    const byShop = refundNotice({
      status: 'owed',
      amountSatang: 1_316_000,
      reason: 'SELLER_CANCELLED',
      createdAt: new Date('2026-11-25T08:00:00Z'),
    });
    render(<RefundNotice refund={byShop} />);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('ร้านค้ายกเลิกคำสั่งซื้อนี้');
    expect(notice).toHaveTextContent('เราจะคืนเงิน 13,160 บาท ที่คุณชำระไว้เต็มจำนวนภายใน 7 วันทำการ');
    expect(notice).not.toHaveTextContent('ถูกยกเลิกไปก่อน');
  });

  it('shows nothing for an order without a refund', () => {
    const { container } = render(<RefundNotice refund={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  describe('the way back (decision 0139)', () => {
    const byTransfer = refundNotice({
      status: 'owed',
      amountSatang: 800_000,
      reason: 'SELLER_CANCELLED',
      createdAt: new Date('2026-11-25T08:00:00Z'),
      route: 'transfer',
    });
    const withQueries = (ui: React.ReactNode) =>
      render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

    it('asks for a refund account and checks a national ID before sending it', async () => {
      withQueries(<RefundNotice refund={byTransfer} orderNo="YD1" />);
      expect(screen.getByTestId('refund-step')).toHaveTextContent('ระบุบัญชีรับเงินคืน');
      fireEvent.click(screen.getByRole('button', { name: 'ระบุบัญชีรับเงินคืน' }));
      fireEvent.change(screen.getByLabelText('เบอร์มือถือหรือเลขประจำตัวประชาชนที่ผูกพร้อมเพย์'), {
        target: { value: '1103702345671' },
      });
      fireEvent.change(screen.getByLabelText('ชื่อบัญชี'), { target: { value: 'สมชาย ใจดี' } });
      fireEvent.click(screen.getByRole('button', { name: 'บันทึกบัญชีรับเงินคืน' }));
      // The form checks with react-hook-form, whose submit settles a tick later.
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'เลขประจำตัวประชาชนไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง',
      );
    });

    it('shows the refund made with the bank reference and no form', () => {
      const done = refundNotice({
        ...byTransfer,
        amountSatang: 800_000,
        reason: 'SELLER_CANCELLED',
        createdAt: new Date('2026-11-25T08:00:00Z'),
        status: 'refunded',
        bankReference: 'KB20261128001',
        refundedAt: new Date('2026-11-28T05:00:00Z'),
      });
      withQueries(<RefundNotice refund={done} orderNo="YD1" />);
      expect(screen.getByTestId('refund-step')).toHaveTextContent('คืนเงินแล้ว');
      expect(screen.getByRole('status')).toHaveTextContent('เลขอ้างอิงการโอน KB20261128001');
      expect(screen.queryByRole('button')).toBeNull();
    });
  });
});
