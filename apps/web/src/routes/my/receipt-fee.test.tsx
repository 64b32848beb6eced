import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleReceipt } from '../../test/receipt-fixture';
import { mockApi } from '../../test/render';
import { Component as ReceiptFeePage } from './receipt-fee';

const ORDER_NO = 'YD-250301-0042';

const receipt = sampleReceipt({ orderNo: ORDER_NO });

afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  const api = mockApi({ '/api/user/get-receipt': () => ({ body: receipt }) });
  vi.stubGlobal('fetch', api.fetchMock);
  const router = createMemoryRouter(
    [{ path: '/my/receipt-fee/:id', element: <ReceiptFeePage /> }],
    {
      initialEntries: [path],
    },
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return api;
}

describe('/my/receipt-fee/:id', () => {
  it('asks for the receipt of the order in the URL and shows its number and deposit in baht', async () => {
    const { calls } = renderAt(`/my/receipt-fee/${ORDER_NO}`);

    const article = await screen.findByRole('article', { name: 'ใบเสร็จรับเงินค่ามัดจำ' });
    const receiptCalls = calls.filter((c) => c.path === '/api/user/get-receipt');
    expect(receiptCalls).toHaveLength(1);
    expect(receiptCalls[0].init.method).toBe('POST');
    expect(receiptCalls[0].body).toEqual({ orderNo: ORDER_NO });

    expect(screen.getByRole('heading', { level: 1, name: 'ใบเสร็จค่าธรรมเนียม' })).toBeInTheDocument();
    expect(within(article).getByText(`คำสั่งซื้อ ${ORDER_NO}`)).toBeInTheDocument();
    expect(within(article).getByText('สถานะ: ชำระเงินแล้ว')).toBeInTheDocument();
    expect(within(article).getByText('ชำระโดย: พร้อมเพย์')).toBeInTheDocument();

    // The fee receipt shows what was paid online, with thousands separators and บาท.
    const feeLine = within(article).getByText('ค่ามัดจำที่ชำระออนไลน์').closest('div');
    expect(feeLine).toHaveTextContent('1,500 บาท');
    const remainLine = within(article).getByText('คงเหลือชำระที่ร้าน').closest('div');
    expect(remainLine).toHaveTextContent('12,460.50 บาท');
  });

  it('leaves out the item table and the order total on the fee receipt', async () => {
    renderAt(`/my/receipt-fee/${ORDER_NO}`);
    const article = await screen.findByRole('article', { name: 'ใบเสร็จรับเงินค่ามัดจำ' });
    expect(within(article).queryByRole('table')).not.toBeInTheDocument();
    expect(within(article).queryByText('Michelin Primacy 4 205/55R16')).not.toBeInTheDocument();
    expect(within(article).queryByText('ยอดรวมคำสั่งซื้อ')).not.toBeInTheDocument();
    expect(within(article).queryByText(/13,960/)).not.toBeInTheDocument();
  });
});
