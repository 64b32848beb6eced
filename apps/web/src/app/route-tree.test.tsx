import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { ALL_ROUTES } from '@yangdee/contracts/routes';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/render';
import { ROUTE_MODULES } from './route-modules';
import { buildRoutes } from './route-tree';

function renderAt(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const where = (router: ReturnType<typeof renderAt>) =>
  router.state.location.pathname + router.state.location.search;

beforeEach(() => {
  localStorage.setItem('accept', 'true');
  const { fetchMock } = mockApi({
    '/api/product/tire-brand': () => ({ body: [] }),
    '/api/master/top-menu': () => ({ body: { diameter: [], type: [], promotion: [] } }),
    '/api/product/footer-tags': () => ({ body: [] }),
    '/api/home/get-brand': () => ({ body: [] }),
    '/api/order/get-cart-status': () => ({ body: { hasCart: false } }),
    '/api/seller/check-picture-profile': () => ({
      body: { success: true, isValidProfile: true },
    }),
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
});
afterEach(() => vi.unstubAllGlobals());

describe('route tree', () => {
  it('has a module or a redirect for every route of the contracts table', () => {
    for (const route of ALL_ROUTES) {
      const isRedirect = route === '/my' || route === '/seller';
      expect(isRedirect || route in ROUTE_MODULES, route).toBe(true);
    }
  });

  it('sends a visitor without userToken from /my/profile to /login, remembering the page', async () => {
    const router = renderAt('/my/profile');
    await waitFor(() =>
      expect(where(router)).toBe(`/login?redirect=${encodeURIComponent('/my/profile')}`),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'เข้าสู่ระบบ' })).toBeInTheDocument();
  });

  it('guards the receipt page too', async () => {
    const router = renderAt('/order/receipt/A1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends /my to /my/order when signed in, inside the customer menu', async () => {
    localStorage.setItem('userToken', '1|secret');
    const router = renderAt('/my');
    await waitFor(() => expect(where(router)).toBe('/my/order'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'คำสั่งซื้อของฉัน' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'เมนูบัญชีของฉัน' })).toBeInTheDocument();
  });

  it('sends protected seller pages to /seller/login without sellerTokenV2', async () => {
    const router = renderAt('/seller/income');
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller/login'));
    expect(await screen.findByRole('link', { name: 'เข้าสู่ระบบผู้ขาย' })).toBeInTheDocument();
  });

  it('sends /seller to /seller/dashboard with a seller token and shows "manage store"', async () => {
    localStorage.setItem('sellerTokenV2', '5|seller');
    localStorage.setItem('shopAcl', JSON.stringify({ manageDashboard: true, manageOrder: true }));
    const router = renderAt('/seller');
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'แดชบอร์ด' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'จัดการร้านค้า' })).toBeInTheDocument();
  });

  it('lands staff with only confirmDelivery on /seller/order/delivery; other pages say no permission', async () => {
    localStorage.setItem('sellerTokenV2', '6|seller');
    localStorage.setItem('shopAcl', JSON.stringify({ confirmDelivery: true }));
    const router = renderAt('/seller');
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller/order/delivery'));
    const staff = renderAt('/seller/staff');
    await waitFor(() => expect(staff.state.location.pathname).toBe('/seller/staff'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ไม่มีสิทธิ์เข้าถึงหน้านี้' }),
    ).toBeInTheDocument();
  });

  it('shows the Thai not-found page for /404 and unknown paths', async () => {
    renderAt('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ไม่พบหน้าที่คุณต้องการ' }),
    ).toBeInTheDocument();
  });

  it('shows the same page at /404', async () => {
    renderAt('/404');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ไม่พบหน้าที่คุณต้องการ' }),
    ).toBeInTheDocument();
  });

  it('sets the document title of a screen', async () => {
    renderAt('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'เกี่ยวกับเรา' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('เกี่ยวกับเรา | ยางดี'));
  });
});

// Issue 32: the operator console is behind its own token, apart from the shop's.
describe('route tree: the operator console', () => {
  it('sends /admin to /admin/login without an operator token, even with a shop signed in', async () => {
    localStorage.setItem('sellerTokenV2', '5|seller');
    const router = renderAt('/admin');
    await waitFor(() =>
      expect(where(router)).toBe(`/admin/login?redirect=${encodeURIComponent('/admin')}`),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'เข้าสู่ระบบผู้ดูแลระบบ' }),
    ).toBeInTheDocument();
  });

  it('opens the console home with an operator token, greeting the operator', async () => {
    const { fetchMock } = mockApi({
      '/api/admin/me': () => ({
        body: {
          success: true,
          operator: {
            operatorId: 3,
            username: 'support1',
            name: 'สุดา ดูแลร้านค้า',
            role: 'support',
            permissions: ['shops', 'refunds', 'audit'],
          },
        },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('operatorToken', 'op-3|secret');
    renderAt('/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'หน้าหลักผู้ดูแลระบบ' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('สวัสดี สุดา ดูแลร้านค้า')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'เมนูผู้ดูแลระบบ' })).toBeInTheDocument();
  });
});
