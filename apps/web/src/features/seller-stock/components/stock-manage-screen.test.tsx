import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StockRow } from '@yangdee/contracts/seller-stock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/seller-texts';
import { mockApi, renderWithProviders } from '../../../test/render';
import { StockManageScreen } from './stock-manage-screen';

// Issue 16 item 1 on the stock screen (decision 0091): a status the server refuses goes back to
// what it was and the Thai reason shows; the display switch sends the change and says it is done;
// a header click sorts through the address and the request.

const row = (over: Partial<StockRow> = {}): StockRow => ({
  id: 7,
  productId: 70,
  brand: 'Michelin',
  model: 'Primacy 4',
  size: '205/55R16',
  year: 2026,
  qty: 12,
  price: 3250,
  priceDelivery: null,
  status: 1,
  statusText: 'มีสินค้าพร้อมขาย',
  display: true,
  integrate: false,
  picture: '',
  ...over,
});

function renderScreen(handlers: Parameters<typeof mockApi>[0], path = '/seller/product/manage') {
  const api = mockApi(handlers);
  vi.stubGlobal('fetch', api.fetchMock);
  const rendered = renderWithProviders(<StockManageScreen />, { path });
  return { api, ...rendered };
}

const list = (rows: StockRow[]) => () => ({
  body: { stockList: rows, totalPage: 1, totalCount: rows.length },
});

afterEach(() => vi.unstubAllGlobals());

describe('the stock screen', () => {
  it('a status change the server refuses goes back and shows the Thai reason', async () => {
    const { api } = renderScreen({
      '/api/seller/get-stock': list([row()]),
      '/api/seller/update-stock-status': () => ({
        status: 404,
        body: { success: false, code: 'NOT_FOUND', message: 'ไม่พบสินค้านี้ในสต็อกของร้าน' },
      }),
    });
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', {
      name: 'สถานะของ Michelin Primacy 4 205/55R16 (2026)',
    });
    expect(screen.getByText('ไม่จัดส่ง')).toBeTruthy();
    await user.selectOptions(select, '4');
    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่พบสินค้านี้ในสต็อกของร้าน');
    await waitFor(() => expect((select as HTMLSelectElement).value).toBe('1'));
    expect(api.calls.find((c) => c.path === '/api/seller/update-stock-status')?.body).toEqual({
      id: 7,
      status: 4,
    });
  });

  it('the display switch sends the change and says the tyre is hidden', async () => {
    let display = true;
    const { api } = renderScreen({
      '/api/seller/get-stock': () => list([row({ display })])(),
      '/api/seller/update-stock-display': (body) => {
        display = (body as { display: boolean }).display;
        return { body: { stock: row({ display }) } };
      },
    });
    const user = userEvent.setup();
    const toggle = await screen.findByRole('switch', {
      name: 'แสดง Michelin Primacy 4 205/55R16 (2026) บนหน้าร้าน',
    });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(await screen.findByText('ซ่อนสินค้าจากหน้าร้านแล้ว')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/seller/update-stock-display')?.body).toEqual({
      id: 7,
      display: false,
    });
  });

  it('a header click sorts by that column through the address; a second click flips it', async () => {
    const { api, router } = renderScreen({ '/api/seller/get-stock': list([row()]) });
    const user = userEvent.setup();
    const table = await screen.findByRole('table');
    const header = within(table).getByRole('columnheader', { name: /ราคาจัดส่ง/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=priceDelivery&dir=asc'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=priceDelivery&dir=desc'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    const sent = api.calls.filter((c) => c.path === '/api/seller/get-stock').map((c) => c.body);
    expect(sent).toContainEqual({
      status: -1,
      sortColumn: 'priceDelivery',
      sortDirection: 'desc',
      keyword: '',
      page: 1,
    });
  });
});
