import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/render';
import { QrPayment } from './qr-payment';

afterEach(() => vi.unstubAllGlobals());

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('QrPayment (spec 2.10, 4 "QR payment")', () => {
  it('shows the QR with its qrpayment-{date} download, polls the order and goes to the receipt once paid', async () => {
    let polls = 0;
    const api = mockApi({
      '/api/order/generate-qr-data': () => ({
        body: { qrcode: { image: PNG, date: '2026-11-25' }, orderNo: 'YD2611251001' },
      }),
      '/api/order/get-order-detail': () => {
        polls += 1;
        return { body: { statusCode: polls < 2 ? 0 : 1 } };
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    localStorage.setItem('userToken', '1|secret');
    const { router } = renderWithProviders(<QrPayment />, { path: '/cart' });

    const image = await screen.findByRole('img', { name: 'QR พร้อมเพย์สำหรับชำระเงิน' });
    expect(image).toHaveAttribute('src', PNG);
    expect(screen.getByRole('link', { name: 'ดาวน์โหลด QR' })).toHaveAttribute(
      'download',
      'qrpayment-2026-11-25.png',
    );
    expect(screen.queryByRole('button', { name: /ชำระเงิน/ })).toBeNull();
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/order/receipt/YD2611251001'),
      {
        timeout: 8000,
      },
    );
    expect(api.calls.filter((c) => c.path === '/api/order/generate-qr-data')).toHaveLength(1);
    expect(
      api.calls.filter((c) => c.path === '/api/order/get-order-detail').map((c) => c.body),
    ).toContainEqual({ id: 'YD2611251001' });
  });

  it('says in Thai when the QR cannot be made', async () => {
    const api = mockApi({
      '/api/order/generate-qr-data': () => ({
        status: 409,
        body: { success: false, code: 'OUT_OF_STOCK', message: 'สินค้าหมดแล้ว กรุณาเลือกร้านค้าอื่น' },
      }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    localStorage.setItem('userToken', '1|secret');
    renderWithProviders(<QrPayment />);
    expect(await screen.findByRole('alert')).toHaveTextContent('สินค้าหมดแล้ว กรุณาเลือกร้านค้าอื่น');
  });
});
