import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/render';
import { SiteHeader } from './site-header';

const brands = Array.from({ length: 8 }, (_, i) => ({ param: `b${i}`, title: `ยี่ห้อ${i}` }));

function setup(cartStatus: { status?: number; body: unknown } = { body: { hasCart: true } }) {
  const api = mockApi({
    '/api/product/tire-brand': () => ({ body: brands }),
    '/api/master/top-menu': () => ({
      body: {
        diameter: [{ param: 'diameter=15', text: 'ขอบ 15' }],
        type: [{ param: 'type=suv', text: 'ยาง SUV' }],
        promotion: [{ param: 'promotion=p1', text: 'ลด 10%' }],
      },
    }),
    '/api/order/get-cart-status': () => cartStatus,
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

afterEach(() => vi.unstubAllGlobals());

describe('SiteHeader (spec 2.5)', () => {
  it('fills the brand menu from the server, links to /brand/{param}, and closes on Escape', async () => {
    setup();
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader search={null} isMobileSearchShown />);
    const button = screen.getByRole('button', { name: 'ราคายางตามยี่ห้อ' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const link = await screen.findByRole('link', { name: 'ยี่ห้อ0' });
    expect(link).toHaveAttribute('href', '/brand/b0');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('names the home link by its visible brand, then where it goes', () => {
    setup();
    renderWithProviders(<SiteHeader search={null} isMobileSearchShown />);
    // Voice users say what they see ("ยางดี"): the name must start with the visible text.
    const home = screen.getByRole('link', { name: 'ยางดี หน้าแรก' });
    expect(home).toHaveAttribute('href', '/');
    expect(home).not.toHaveAttribute('aria-label');
  });

  it('on mobile shows 6 brands and a "see more brands" button', async () => {
    setup();
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader search={null} isMobileSearchShown />);
    await user.click(screen.getByRole('button', { name: 'ราคายางตามยี่ห้อ' }));
    const seventh = await screen.findByRole('link', { name: 'ยี่ห้อ6' });
    expect(seventh.closest('li')).toHaveClass('hidden');
    expect(screen.getByRole('link', { name: 'ยี่ห้อ5' }).closest('li')).not.toHaveClass('hidden');
    await user.click(screen.getByRole('button', { name: 'ดูยี่ห้อเพิ่มเติม' }));
    expect(seventh.closest('li')).not.toHaveClass('hidden');
  });

  it('links top-menu items to /tire?, /tire-by-type? and the latest promotions', async () => {
    setup();
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader search={null} isMobileSearchShown />);
    await user.click(screen.getByRole('button', { name: 'ขนาดขอบล้อ' }));
    expect(await screen.findByRole('link', { name: 'ขอบ 15' })).toHaveAttribute(
      'href',
      '/tire?diameter=15',
    );
    expect(screen.getByRole('link', { name: 'โปรแกรมคำนวณขนาดยาง' })).toHaveAttribute(
      'href',
      '/tire-calculator',
    );
    await user.click(screen.getByRole('button', { name: 'ประเภทยาง' }));
    expect(screen.getByRole('link', { name: 'ยาง SUV' })).toHaveAttribute(
      'href',
      '/tire-by-type?type=suv',
    );
    await user.click(screen.getByRole('button', { name: 'โปรโมชันยาง' }));
    expect(screen.getByRole('link', { name: 'ลด 10%' })).toHaveAttribute(
      'href',
      '/tire?promotion=p1',
    );
    expect(screen.getByRole('link', { name: 'โปรโมชันล่าสุด' })).toHaveAttribute('href', '/promotion');
    await user.click(screen.getByRole('button', { name: 'ค้นหาร้านยาง' }));
    expect(screen.getByRole('link', { name: 'ร้านปะยางใกล้ฉัน' })).toHaveAttribute(
      'href',
      '/store-tire-repair',
    );
  });

  it('shows "log in" and never asks for the cart status without a token', async () => {
    const { calls } = setup();
    renderWithProviders(<SiteHeader search={null} isMobileSearchShown />);
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบ' })).toHaveAttribute('href', '/login');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/product/tire-brand')).toBe(true));
    expect(calls.some((c) => c.path === '/api/order/get-cart-status')).toBe(false);
  });

  it('sends "log in" back to the page the shopper was on, but not from the sign-in pages', () => {
    setup();
    const here = renderWithProviders(<SiteHeader search={null} isMobileSearchShown />, {
      path: '/tire/12.michelin-primacy-4?sort=distance',
    });
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบ' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/tire/12.michelin-primacy-4?sort=distance')}`,
    );
    here.unmount();
    renderWithProviders(<SiteHeader search={null} isMobileSearchShown />, {
      path: '/forget-password',
    });
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบ' })).toHaveAttribute('href', '/login');
  });

  it('shows the display name and a cart dot for a signed-in customer with a cart', async () => {
    setup();
    localStorage.setItem('userToken', '1|s');
    localStorage.setItem('userDisplay', 'สมชาย');
    renderWithProviders(<SiteHeader search={null} isMobileSearchShown />);
    expect(screen.getByRole('link', { name: 'สมชาย' })).toHaveAttribute('href', '/my/profile');
    expect(await screen.findByTestId('cart-dot')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ตะกร้าสินค้า มีรายการสั่งซื้อ' })).toHaveAttribute(
      'href',
      '/cart',
    );
  });

  it('clears the customer session on a 401 from the cart status', async () => {
    setup({ status: 401, body: { success: false, message: '', code: 'UNAUTHORIZED' } });
    localStorage.setItem('userToken', '1|expired');
    localStorage.setItem('userDisplay', 'สมชาย');
    renderWithProviders(<SiteHeader search={null} isMobileSearchShown />);
    expect(await screen.findByRole('link', { name: 'เข้าสู่ระบบ' })).toBeInTheDocument();
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(localStorage.getItem('userDisplay')).toBeNull();
  });

  it('where the phone search bar is hidden, a search button opens it and closes it again', async () => {
    setup();
    const user = userEvent.setup();
    renderWithProviders(
      <SiteHeader search={<input aria-label="คำค้น" />} isMobileSearchShown={false} />,
    );
    const row = screen.getByLabelText('คำค้น').parentElement as HTMLElement;
    expect(row).toHaveClass('hidden');
    const open = screen.getByRole('button', { name: 'เปิดช่องค้นหา' });
    expect(open).toHaveAttribute('aria-controls', row.id);
    await user.click(open);
    expect(row).not.toHaveClass('hidden');
    await waitFor(() => expect(screen.getByLabelText('คำค้น')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'ปิดช่องค้นหา' }));
    expect(row).toHaveClass('hidden');
  });

  it('shows the search bar without a search button where spec 2.5 keeps it on phones', () => {
    setup();
    renderWithProviders(<SiteHeader search={<input aria-label="คำค้น" />} isMobileSearchShown />);
    expect(screen.getByLabelText('คำค้น').parentElement).not.toHaveClass('hidden');
    expect(screen.queryByRole('button', { name: 'เปิดช่องค้นหา' })).toBeNull();
  });

  it('switches the language', async () => {
    setup();
    renderWithProviders(<SiteHeader search={null} isMobileSearchShown />);
    const group = screen.getAllByRole('group', { name: 'ภาษา' })[0];
    fireEvent.click(within(group).getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Tyre prices by brand' })).toBeInTheDocument();
    expect(localStorage.getItem('lang')).toBe('en');
    fireEvent.click(
      within(screen.getAllByRole('group', { name: 'Language' })[0]).getByRole('button', {
        name: 'ไทย',
      }),
    );
    expect(await screen.findByRole('button', { name: 'ราคายางตามยี่ห้อ' })).toBeInTheDocument();
  });
});
