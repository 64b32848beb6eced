import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { mockApi, renderWithProviders } from '../../test/render';
import { Component as CarPage } from './car';

const realLocation = window.location;

afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
});

/** jsdom cannot reload; swap in a location whose reload we can watch. */
function watchReload() {
  const reload = vi.fn();
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...realLocation, reload },
  });
  return reload;
}

describe('/my/car saved cars', () => {
  it('shows the Thai connection alert when the cars fail to load, and reloads the page on OK', async () => {
    const reload = watchReload();
    const api = mockApi({
      '/api/user/get-car': () => ({
        status: 500,
        body: { success: false, code: 'INTERNAL', message: 'เกิดข้อผิดพลาด' },
      }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const user = userEvent.setup();
    // The app's own client, which retries a 5xx twice unless the query says otherwise.
    const router = createMemoryRouter([{ path: '/my/car', element: <CarPage /> }], {
      initialEntries: ['/my/car'],
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    const alert = await screen.findByRole('alertdialog', {
      name: 'เกิดข้อผิดพลาดในการเชื่อมต่อระบบ',
    });
    expect(within(alert).getByText('ดูเหมือนจะมีปัญหาการเชื่อมต่อ กรุณาโหลดหน้าเว็บใหม่')).toBeInTheDocument();
    // Asked once, not retried first, and no list is shown.
    expect(api.calls.filter((c) => c.path === '/api/user/get-car')).toHaveLength(1);
    expect(screen.queryByTestId('car-item')).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();

    await user.click(within(alert).getByRole('button', { name: 'ตกลง' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('also reloads when the alert is dismissed with Escape', async () => {
    const reload = watchReload();
    vi.stubGlobal('fetch', mockApi({}).fetchMock); // every call 404s
    const user = userEvent.setup();
    renderWithProviders(<CarPage />, { path: '/my/car' });
    await screen.findByRole('alertdialog', { name: 'เกิดข้อผิดพลาดในการเชื่อมต่อระบบ' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('lists the saved cars, with no alert, when they load', async () => {
    vi.stubGlobal(
      'fetch',
      mockApi({
        '/api/user/get-car': () => ({
          body: [
            {
              id: 7,
              licenseNumber: 'กข 1234',
              licenseProvince: 'กรุงเทพมหานคร',
              carBrand: 'Toyota',
              carModel: 'Yaris',
            },
          ],
        }),
      }).fetchMock,
    );
    renderWithProviders(<CarPage />, { path: '/my/car' });
    const item = await screen.findByTestId('car-item');
    expect(item).toHaveTextContent('กข 1234 กรุงเทพมหานคร');
    expect(item).toHaveTextContent('Toyota Yaris');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
