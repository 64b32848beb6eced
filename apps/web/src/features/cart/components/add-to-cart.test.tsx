import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/render';
import { readPendingCartRequest } from '../lib/pending-cart-request';
import { AddToCart } from './add-to-cart';

const item = {
  id: '12',
  name: 'มิชลิน Primacy 4',
  brand: 'Michelin',
  variant: '205/55R16',
  price: 3000,
};

afterEach(() => {
  vi.unstubAllGlobals();
  window.dataLayer = [];
});

describe('AddToCart', () => {
  it('offers 1 to 4 tyres (4 by default) and only the order types the shop offers', () => {
    renderWithProviders(
      <AddToCart sellerProductId={77} isServiceAvailable isDeliveryAvailable={false} item={item} />,
    );
    const quantity = screen.getByLabelText('จำนวน') as HTMLSelectElement;
    expect(quantity.value).toBe('4');
    expect([...quantity.options].map((o) => o.value)).toEqual(['1', '2', '3', '4']);
    expect(screen.getByText('ติดตั้งที่ร้าน')).toBeInTheDocument();
    expect(screen.queryByText('จัดส่งถึงบ้าน')).not.toBeInTheDocument();
  });

  it('signed out: keeps the request locally and goes to login, back to the cart after', async () => {
    const { router } = renderWithProviders(
      <AddToCart sellerProductId={77} isServiceAvailable isDeliveryAvailable item={item} />,
    );
    fireEvent.click(screen.getByLabelText('จัดส่งถึงบ้าน'));
    fireEvent.click(screen.getByRole('button', { name: 'หยิบใส่ตะกร้า' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fcart');
    expect(readPendingCartRequest()).toEqual({
      body: { sellerProductId: 77, quantity: 4, orderType: 'DELIVERY' },
      item: { name: item.name, backLink: '/' },
    });
  });

  it('signed in: adds, sends add_to_cart with quantity 4 and lands on /cart', async () => {
    localStorage.setItem('userToken', '1|secret');
    const { fetchMock, calls } = mockApi({
      '/api/order/add-cart': () => ({ body: { success: true } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderWithProviders(
      <AddToCart sellerProductId={77} isServiceAvailable isDeliveryAvailable={false} item={item} />,
    );
    fireEvent.change(screen.getByLabelText('จำนวน'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'หยิบใส่ตะกร้า' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(calls[0].body).toEqual({ sellerProductId: 77, quantity: 2, orderType: 'SERVICE' });
    const event = window.dataLayer?.find(
      (e) => (e as { event: string }).event === 'add_to_cart',
    ) as {
      ecommerce: { items: { quantity: number }[] };
    };
    expect(event.ecommerce.items[0].quantity).toBe(4);
  });

  it("asks before replacing another shop's cart, then resends with replace", async () => {
    localStorage.setItem('userToken', '1|secret');
    const { fetchMock, calls } = mockApi({
      '/api/order/add-cart': (body) =>
        (body as { replace?: boolean }).replace
          ? { body: { success: true } }
          : {
              status: 409,
              body: {
                success: false,
                code: 'CART_REPLACE_REQUIRED',
                message: 'ตะกร้ามีสินค้าของร้านอื่น',
              },
            },
    });
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderWithProviders(
      <AddToCart sellerProductId={77} isServiceAvailable isDeliveryAvailable={false} item={item} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'หยิบใส่ตะกร้า' }));
    expect(await screen.findByText('ตะกร้ามีสินค้าของร้านอื่น')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(calls[1].body).toMatchObject({ replace: true });
  });
});
