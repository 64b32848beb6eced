import '../../../lib/admin-texts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mismatch } from '@yangdee/contracts/provider-report';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/render';
import { MismatchCard } from './mismatch-card';

// A mismatch of the reconciliation (decision 0145): its kind explained in Thai, both amounts in
// baht, and closed with a note the server insists on.

afterEach(() => vi.unstubAllGlobals());

const amountDiffers: Mismatch = {
  id: 7,
  kind: 'AMOUNT',
  referenceNo: 'YD123',
  gbpReferenceNo: 'gbp99',
  orderNo: 'TI0001',
  ourAmount: 12_500,
  theirAmount: 12_499.5,
  ourStatus: 'paid',
  theirStatus: 'refunded',
  resolvedAt: null,
  resolvedBy: null,
  resolvedNote: null,
};

describe('a mismatch card', () => {
  it('says what the kind means, with both amounts in baht and both statuses in Thai', () => {
    renderWithProviders(<MismatchCard mismatch={amountDiffers} onResolved={() => {}} />);
    expect(screen.getByRole('heading', { name: 'ยอดเงินไม่ตรงกัน' })).toBeTruthy();
    expect(screen.getByText(/แต่ยอดเงินต่างกัน/)).toBeTruthy();
    expect(screen.getByText('12,500.00 บาท')).toBeTruthy();
    expect(screen.getByText('12,499.50 บาท')).toBeTruthy();
    expect(screen.getByText('ชำระเงินแล้ว')).toBeTruthy();
    expect(screen.getByText('คืนเงินแล้ว')).toBeTruthy();
    expect(screen.getByText('TI0001')).toBeTruthy();
  });

  it('shows the server’s Thai word when the note is missing, and hands on the closed day', async () => {
    const closed = { ...amountDiffers, resolvedAt: '2033-03-20T03:00:00.000Z' };
    let isNoted = false;
    const { fetchMock, calls } = mockApi({
      '/api/admin/reconciliation/mismatches/7/resolve': (body) =>
        (body as { note: string }).note.trim()
          ? { body: { success: true, day: {}, mismatches: [closed] } }
          : {
              status: 422,
              body: {
                success: false,
                code: 'VALIDATION_FAILED',
                message: 'ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง',
                fieldErrors: { note: ['กรุณาเขียนหมายเหตุว่าตรวจสอบแล้วพบอะไร'] },
              },
            },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <MismatchCard
        mismatch={amountDiffers}
        onResolved={(day) => {
          isNoted = day.mismatches[0].resolvedAt !== null;
        }}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'ปิดรายการนี้' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('กรุณาเขียนหมายเหตุว่าตรวจสอบแล้วพบอะไร'),
    );
    await user.type(screen.getByLabelText(/หมายเหตุ/), 'ผู้ให้บริการแก้ยอดแล้ว');
    await user.click(screen.getByRole('button', { name: 'ปิดรายการนี้' }));
    await waitFor(() => expect(isNoted).toBe(true));
    expect(calls.at(-1)?.body).toEqual({ note: 'ผู้ให้บริการแก้ยอดแล้ว' });
  });

  it('shows who closed it, when, and why, without a form', () => {
    renderWithProviders(
      <MismatchCard
        mismatch={{
          ...amountDiffers,
          resolvedAt: '2033-03-20T03:00:00.000Z',
          resolvedBy: 'มาลี การเงิน',
          resolvedNote: 'ยอดถูกต้องตามใบแจ้งยอด',
        }}
        onResolved={() => {}}
      />,
    );
    expect(screen.getByText('ปิดแล้ว โดย มาลี การเงิน เมื่อ 20/3/2576 10:00')).toBeTruthy();
    expect(screen.getByText('หมายเหตุ: ยอดถูกต้องตามใบแจ้งยอด')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'ปิดรายการนี้' })).toBeNull();
  });
});
