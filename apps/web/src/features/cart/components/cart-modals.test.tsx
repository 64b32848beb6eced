import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/render';
import { AddSizeModal } from './add-size-modal';
import { CartAlertProvider } from './cart-alert';
import { PromotionModal } from './promotion-modal';

// Spec 2.9 (b) 'add another tyre size' and "Banners and notices": the cart's two info modals.

afterEach(() => vi.unstubAllGlobals());

describe('AddSizeModal', () => {
  it('lists the other sizes of the model with year and price, and adds the one chosen', async () => {
    const api = mockApi({
      '/api/product/get-product-size-by-criteria': () => ({
        body: {
          products: [
            { id: 71, model: 'Primacy 4', size: '225/45R17', year: 2025, price: 4590 },
            { id: 72, model: 'Primacy 4', size: '245/45R17', year: 2026, price: 5120 },
          ],
        },
      }),
      '/api/order/add-product-size': () => ({ body: { success: true, message: '' } }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    localStorage.setItem('userToken', '1|secret');
    const onClose = vi.fn();
    renderWithProviders(
      <CartAlertProvider>
        <AddSizeModal sellerProductId={70} isOpen onClose={onClose} />
      </CartAlertProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'เพิ่มยางขนาดอื่นลงตะกร้า' });
    const row = (await within(dialog).findByText('245/45R17')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('2026');
    expect(row).toHaveTextContent('5,120 บาท');
    fireEvent.click(within(row).getByRole('button', { name: 'เลือก' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls.find((c) => c.path === '/api/order/add-product-size')?.body).toEqual({
      id: 72,
    });
    expect(
      api.calls.find((c) => c.path === '/api/product/get-product-size-by-criteria')?.body,
    ).toEqual({ sellerProductId: 70 });
  });
});

describe('PromotionModal', () => {
  it("renders the promotion's HTML inert: no script, no event handler attributes", async () => {
    renderWithProviders(
      <PromotionModal
        isOpen
        onClose={() => {}}
        promotion={{
          topBanner: '/b.png',
          topBannerMobile: '',
          bottomBanner: '',
          bottomBannerMobile: '',
          imageTitle: 'ยางกระบะ ลด 1,000 บาท',
          detail:
            '<p>เงื่อนไข <b>ครบ 4 เส้น</b></p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2">',
        }}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'ยางกระบะ ลด 1,000 บาท' });
    expect(within(dialog).getByText('ครบ 4 เส้น')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });
});
