import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StockDetail } from '@yangdee/contracts/seller-stock';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });

import '../../../lib/seller-texts';
import { mockApi, renderWithProviders } from '../../../test/render';
import { StockForm } from './stock-form';

// Issue 37 item 12 in the offer dialog: a price is typed as a shop writes it ("3,450", the way
// the Excel import already reads it), and the production year is the Gregorian year of the DOT
// code, never a Buddhist-era year beside it.

const detail: StockDetail = {
  id: 7,
  productId: 70,
  brandId: 1,
  modelId: 2,
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
  yearOptions: [2026, 2025, 2024, 2023, 2022, 2021],
};

afterEach(() => vi.unstubAllGlobals());

describe('the offer form', () => {
  it('takes "3,450" as a price and sends 3450', async () => {
    const api = mockApi({
      '/api/seller/save-stock': () => ({ body: { message: 'บันทึกแล้ว', stock: detail } }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const onSaved = vi.fn();
    renderWithProviders(
      <StockForm
        detail={detail}
        yearOptions={detail.yearOptions}
        onCancel={() => {}}
        onSaved={onSaved}
      />,
    );
    const user = userEvent.setup();
    const price = screen.getByLabelText('ราคาติดตั้ง (บาท/เส้น)');
    await user.clear(price);
    await user.type(price, '3,450');
    await user.type(screen.getByLabelText('ราคาจัดส่ง (บาท/เส้น)'), '3,600.50');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const sent = api.calls.find((c) => c.path === '/api/seller/save-stock')?.body;
    expect(sent).toMatchObject({ id: 7, price: 3450, priceDelivery: 3600.5 });
  });

  it('refuses a price that is not a number with a Thai message, sending nothing', async () => {
    const api = mockApi({});
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(
      <StockForm
        detail={detail}
        yearOptions={detail.yearOptions}
        onCancel={() => {}}
        onSaved={() => {}}
      />,
    );
    const user = userEvent.setup();
    const price = screen.getByLabelText('ราคาติดตั้ง (บาท/เส้น)');
    await user.clear(price);
    await user.type(price, '3,45o');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('ราคาติดตั้งต้องเป็นตัวเลข')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('offers production years as the DOT code writes them (ค.ศ.)', () => {
    renderWithProviders(
      <StockForm
        detail={detail}
        yearOptions={detail.yearOptions}
        onCancel={() => {}}
        onSaved={() => {}}
      />,
    );
    const year = screen.getByLabelText('ปีที่ผลิต (ค.ศ.)') as HTMLSelectElement;
    expect([...year.options].map((o) => o.text)).toEqual([
      '2026',
      '2025',
      '2024',
      '2023',
      '2022',
      '2021',
    ]);
    expect(document.body.textContent).not.toContain('2569');
  });
});
