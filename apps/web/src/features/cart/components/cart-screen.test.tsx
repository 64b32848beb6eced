import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/render';
import { savePendingCartRequest } from '../lib/pending-cart-request';
import { serviceCart } from '../test/cart-fixture';
import { CartScreen } from './cart-screen';

beforeEach(() => localStorage.setItem('userToken', '1|secret'));
afterEach(() => vi.unstubAllGlobals());

const noSlots = { '/api/order/get-service-slot': () => ({ body: { scheduleList: [] } }) };

describe('CartScreen', () => {
  it("says 'no ordered items yet' when there is no cart", async () => {
    const { fetchMock } = mockApi({
      '/api/order/get-cart-data': () => ({
        body: {
          cartData: null,
          promotionData: null,
          isValid: true,
          message: '',
          redirectLink: '',
          droppedItems: [],
        },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<CartScreen />, { path: '/cart' });
    expect(await screen.findByText('ยังไม่มีรายการสั่งซื้อ')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('สั่งซื้อสินค้าและบริการ');
  });

  it('clears the token and goes to login on a 401', async () => {
    const { fetchMock } = mockApi({
      '/api/order/get-cart-data': () => ({
        status: 401,
        body: { success: false, code: 'UNAUTHORIZED', message: '' },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderWithProviders(<CartScreen />, { path: '/cart' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('userToken')).toBeNull();
  });

  it('warns when the cart is no longer valid and then follows redirectLink', async () => {
    const { fetchMock } = mockApi({
      // A free slot: the only alert is the invalid cart's (the alert loads when first shown).
      '/api/order/get-service-slot': () => ({
        body: { scheduleList: [{ value: 'slot1', from: '08:00', to: '11:00' }], message: '' },
      }),
      '/api/order/get-cart-data': () => ({
        body: {
          cartData: serviceCart(),
          promotionData: null,
          isValid: false,
          message: 'ราคาสินค้ามีการเปลี่ยนแปลง',
          redirectLink: '/tire/12.michelin-primacy-4',
          droppedItems: [],
        },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderWithProviders(<CartScreen />, { path: '/cart' });
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('กรุณาตรวจสอบรายการสินค้าอีกครั้ง')).toBeInTheDocument();
    expect(within(alert).getByText('ราคาสินค้ามีการเปลี่ยนแปลง')).toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'ตกลง' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tire/12.michelin-primacy-4'));
  });

  it('adds a request stored before login, removes it, then shows the cart in Reading B order', async () => {
    savePendingCartRequest({ sellerProductId: 77, quantity: 4, orderType: 'SERVICE' });
    const { fetchMock, calls } = mockApi({
      ...noSlots,
      '/api/order/add-cart': () => ({ body: { success: true } }),
      '/api/order/get-cart-data': () => ({
        body: {
          cartData: serviceCart(),
          promotionData: null,
          isValid: true,
          message: '',
          redirectLink: '',
          droppedItems: [],
        },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<CartScreen />, { path: '/cart' });
    expect(await screen.findByTestId('cart-product')).toBeInTheDocument();
    const paths = calls.map((c) => c.path);
    expect(paths.indexOf('/api/order/add-cart')).toBeLessThan(
      paths.indexOf('/api/order/get-cart-data'),
    );
    expect(localStorage.getItem('cartRequest')).toBeNull();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['ข้อมูลสินค้า', 'ร้านค้า', 'ข้อมูลลูกค้า', 'วิธีการชำระเงิน', 'ใบกำกับภาษี']);
    expect(screen.getAllByTestId('purchase-step')).toHaveLength(5);
    expect(document.title).toContain('รายการสั่งซื้อ มิชลิน');
  });

  it('names a tyre it had to take out and links to its page for other shops', async () => {
    const { fetchMock } = mockApi({
      '/api/order/get-cart-data': () => ({
        body: {
          cartData: null,
          promotionData: null,
          isValid: false,
          message: 'สินค้าบางรายการหมดแล้ว และถูกนำออกจากตะกร้า',
          redirectLink: '/tire/12.michelin-primacy-4',
          droppedItems: [
            { name: 'Michelin Primacy 4 205/55R16 (2026)', link: '/tire/12.michelin-primacy-4' },
          ],
        },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<CartScreen />, { path: '/cart' });
    const alert = await screen.findByRole('alertdialog');
    fireEvent.click(within(alert).getByRole('button', { name: 'ตกลง' }));
    const notice = await screen.findByTestId('cart-dropped');
    expect(notice).toHaveTextContent('Michelin Primacy 4 205/55R16 (2026)');
    expect(within(notice).getByRole('link', { name: 'ดูร้านอื่นที่ขายยางรุ่นนี้' })).toHaveAttribute(
      'href',
      '/tire/12.michelin-primacy-4',
    );
  });

  it('a request stored before login that is refused is named, with the page it came from', async () => {
    savePendingCartRequest(
      { sellerProductId: 77, quantity: 4, orderType: 'SERVICE' },
      { name: 'Michelin Primacy 4 205/55R16', backLink: '/tire/12.michelin-primacy-4' },
    );
    const { fetchMock } = mockApi({
      '/api/order/add-cart': () => ({
        status: 409,
        body: { success: false, code: 'OUT_OF_STOCK', message: 'สินค้าหมดแล้ว กรุณาเลือกร้านค้าอื่น' },
      }),
      '/api/order/get-cart-data': () => ({
        body: {
          cartData: null,
          promotionData: null,
          isValid: true,
          message: '',
          redirectLink: '',
          droppedItems: [],
        },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<CartScreen />, { path: '/cart' });
    const alert = await screen.findByRole('alertdialog');
    fireEvent.click(within(alert).getByRole('button', { name: 'ตกลง' }));
    const notice = await screen.findByTestId('cart-dropped');
    expect(notice).toHaveTextContent('Michelin Primacy 4 205/55R16');
    expect(notice).toHaveTextContent('สินค้าหมดแล้ว กรุณาเลือกร้านค้าอื่น');
    expect(within(notice).getByRole('link', { name: 'ดูร้านอื่นที่ขายยางรุ่นนี้' })).toHaveAttribute(
      'href',
      '/tire/12.michelin-primacy-4',
    );
    expect(localStorage.getItem('cartRequest')).toBeNull();
  });
});
