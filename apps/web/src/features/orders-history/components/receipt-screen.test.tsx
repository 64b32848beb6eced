import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GtmPurchase } from '@yangdee/contracts/cart';
import type { Receipt } from '@yangdee/contracts/order-history';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleReceipt } from '../../../test/receipt-fixture';
import { mockApi } from '../../../test/render';
import { DeliveryTracking } from './delivery-tracking';
import { ReceiptScreen } from './receipt-screen';

// Issue [6/6] §6: a paid order's receipt reports the purchase to analytics through
// validate-gtm-purchase then track-gtm-purchase, and pushes the `purchase` event only when track
// says this call marked the order. Spec 3 "Delivery tracking": two items per line.

const ORDER_NO = 'YD2611250001';

const receipt = (over: Partial<Receipt> = {}): Receipt =>
  sampleReceipt({
    orderNo: ORDER_NO,
    statusCode: 1,
    statusText: 'รอร้านยืนยัน',
    orderType: 'DELIVERY',
    delivery: {
      receiverName: 'สมชาย ใจดี',
      receiverTel: '0812345678',
      address: '1 ถนนสุขุมวิท',
      trackingText: 'Kerry Express,KEX1,Flash,FL2,ไปรษณีย์ไทย',
    },
    ...over,
  });

const purchase: GtmPurchase = {
  transaction_id: ORDER_NO,
  value: 13960,
  tax: 913.27,
  shipping: 0,
  currency: 'THB',
  payment_type: 'card',
  items: [{ item_id: '7', item_name: 'Michelin Primacy 4', price: 3490, quantity: 4 }],
};

function renderReceipt(
  data: Receipt,
  isTracked = true,
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  const api = mockApi({
    '/api/user/get-receipt': () => ({ body: data }),
    '/api/order/validate-gtm-purchase': () => ({ body: { isValid: true, purchase } }),
    '/api/order/track-gtm-purchase': () => ({ body: { success: true, isTracked } }),
  });
  vi.stubGlobal('fetch', api.fetchMock);
  const router = createMemoryRouter(
    [
      {
        path: '/order/receipt/:id',
        element: <ReceiptScreen titleKey="my.receipt.title" kind="full" isAfterPayment />,
      },
    ],
    { initialEntries: [`/order/receipt/${ORDER_NO}`] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return api;
}

const purchaseEvents = () =>
  (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'purchase');

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(() => vi.unstubAllGlobals());

describe('the receipt reports the purchase', () => {
  it('validates, tracks, then pushes one purchase event with the order', async () => {
    const { calls } = renderReceipt(receipt());
    await waitFor(() => expect(purchaseEvents()).toHaveLength(1));
    expect(purchaseEvents()[0]).toEqual({ event: 'purchase', ecommerce: purchase });
    const order = calls.map((c) => c.path).filter((p) => p.includes('gtm'));
    expect(order).toEqual(['/api/order/validate-gtm-purchase', '/api/order/track-gtm-purchase']);
    expect(calls.find((c) => c.path.includes('validate'))?.body).toEqual({ orderNumber: ORDER_NO });
  });

  it('pushes nothing when the order was already reported (a reload)', async () => {
    const { calls } = renderReceipt(receipt(), false);
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/order/track-gtm-purchase')).toBe(true),
    );
    expect(purchaseEvents()).toHaveLength(0);
  });

  it('does not report a cancelled order', async () => {
    const { calls } = renderReceipt(receipt({ statusCode: 99, statusText: 'ยกเลิก' }));
    await screen.findByText(/ยกเลิก/);
    expect(calls.some((c) => c.path.includes('gtm'))).toBe(false);
    expect(purchaseEvents()).toHaveLength(0);
  });

  it('shows the delivery tracking text two items per line', async () => {
    renderReceipt(receipt());
    const text = await screen.findByTestId('tracking-text');
    const lines = [...text.querySelectorAll('span')].map((s) => s.textContent);
    expect(lines).toEqual(['Kerry Express, KEX1', 'Flash, FL2', 'ไปรษณีย์ไทย']);
  });
});

describe('the receipt after paying (issue 13)', () => {
  it('says the payment was received and asks the header’s cart dot again at once', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['cart', 'status', '1|secret'], { hasCart: true });
    renderReceipt(receipt(), true, client);
    const received = await screen.findByTestId('payment-received');
    expect(received).toHaveTextContent('ได้รับชำระเงินเรียบร้อยแล้ว');
    expect(received).toHaveTextContent(ORDER_NO);
    await waitFor(() =>
      expect(client.getQueryState(['cart', 'status', '1|secret'])?.isInvalidated).toBe(true),
    );
  });

  it('says nothing of the kind while the order is not paid', async () => {
    renderReceipt(receipt({ statusCode: 0, statusText: 'รอชำระเงิน' }));
    await screen.findByText(/รอชำระเงิน/);
    expect(screen.queryByTestId('payment-received')).toBeNull();
  });
});

describe('the order card tracking button', () => {
  it('asks pre-delivery for the order and shows the lines, or says none yet', async () => {
    let text = '';
    const api = mockApi({ '/api/order/pre-delivery': () => ({ body: { trackingText: text } }) });
    vi.stubGlobal('fetch', api.fetchMock);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <DeliveryTracking orderNo={ORDER_NO} />
      </QueryClientProvider>,
    );
    const button = screen.getByRole('button', { name: 'ติดตามพัสดุ' });
    await userEvent.click(button);
    expect(await screen.findByText('ร้านยังไม่ได้แจ้งเลขพัสดุ')).toBeInTheDocument();
    expect(api.calls[0].body).toEqual({ id: ORDER_NO });
    text = 'Kerry Express,KEX1';
    await userEvent.click(button);
    expect(await screen.findByText('Kerry Express, KEX1')).toBeInTheDocument();
  });
});
