import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SellerOrderDetail } from '@yangdee/contracts/seller-orders';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/seller-texts';
import { mockApi, renderWithProviders } from '../../../test/render';
import { OrderDetailScreen } from './order-detail-screen';

// Issue 15 item 3 on the detail screen: each action asks first and answers in Thai; when another
// staff member got there first (409) the Thai message shows and the detail is read again.

const order = (over: Partial<SellerOrderDetail> = {}): SellerOrderDetail => ({
  id: 42,
  orderNo: 'YD2611260042',
  status: 1,
  statusText: 'รอยืนยันคำสั่งซื้อ',
  orderType: 1,
  createdAt: '2026-11-26T03:00:00.000Z',
  paidAt: '2026-11-26T03:03:00.000Z',
  customerName: 'สมชาย ใจดี',
  customerTel: '0812345678',
  licensePlate: '1กข1234 กรุงเทพมหานคร',
  appointmentDate: '2026-11-28',
  appointmentTime: 'slot1',
  appointmentTo: null,
  bay: null,
  itemCount: 4,
  total: 10_000,
  paidNow: 10_000,
  remain: 0,
  storeId: 1,
  storeName: 'ร้านทดสอบ',
  items: [
    {
      id: 1,
      sellerProductId: 9,
      title: 'Michelin Primacy 4 205/55R16',
      size: '205/55R16',
      year: 2026,
      quantity: 4,
      unitPrice: 2500,
      lineTotal: 10_000,
      dotCodes: [],
    },
  ],
  services: [],
  discounts: [],
  subtotal: 10_000,
  deliveryFee: 0,
  serviceTotal: 0,
  discountTotal: 0,
  paymentMethod: 'scanQR',
  paymentMethodText: 'สแกน QR ชำระเต็มจำนวน',
  installmentPeriod: null,
  remainCollected: false,
  remainCollectedBy: null,
  remainCollectedAt: null,
  appointmentPassed: false,
  customer: {
    firstName: 'สมชาย',
    lastName: 'ใจดี',
    tel: '0812345678',
    email: '',
    licenseNumber: '1กข1234',
    licenseProvince: 'กรุงเทพมหานคร',
    carBrand: 'Toyota',
    carModel: 'Yaris',
  },
  shipping: null,
  taxInvoice: null,
  carrier: '',
  trackingText: '',
  cancelReason: '',
  refund: null,
  history: [
    {
      at: '2026-11-26T03:00:00.000Z',
      actorKind: 'customer',
      actorName: 'ลูกค้า',
      fromStatus: null,
      toStatus: 0,
      note: 'สั่งซื้อ',
    },
  ],
  actions: {
    confirm: true,
    cancel: true,
    confirmService: false,
    confirmDelivery: false,
    collectRemain: false,
  },
  ...over,
});

function renderDetail(handlers: Parameters<typeof mockApi>[0]) {
  const api = mockApi({
    // The messages section (issue 35) reads its own list.
    '/api/seller/get-order-messages': () => ({ body: { messages: [] } }),
    ...handlers,
  });
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithProviders(
    <Routes>
      <Route path="/seller/order/detail/:id" element={<OrderDetailScreen />} />
    </Routes>,
    { path: '/seller/order/detail/42' },
  );
  return api;
}

afterEach(() => vi.unstubAllGlobals());

describe('the appointment on the order detail', () => {
  it('a booking into a bay shows its window and its bay', async () => {
    renderDetail({
      '/api/seller/get-order-detail': () => ({
        body: { order: order({ appointmentTime: '09:30', appointmentTo: '11:30', bay: 2 }) },
      }),
    });
    expect(await screen.findByTestId('order-appointment-time')).toHaveTextContent('09:30 - 11:30');
    expect(screen.getByTestId('order-bay')).toHaveTextContent('ช่อง 2');
  });

  it('a slot booking shows its slot and no bay', async () => {
    renderDetail({ '/api/seller/get-order-detail': () => ({ body: { order: order() } }) });
    expect(await screen.findByTestId('order-appointment-time')).toHaveTextContent('08:00 - 11:00');
    expect(screen.queryByTestId('order-bay')).toBeNull();
  });
});

describe('actions on the order detail', () => {
  it('a confirm someone else already made shows the Thai message and reads the order again', async () => {
    let reads = 0;
    const api = renderDetail({
      '/api/seller/get-order-detail': () => {
        reads += 1;
        return {
          body: {
            order:
              reads === 1
                ? order()
                : order({
                    status: 2,
                    statusText: 'รอเข้ารับบริการ',
                    actions: {
                      confirm: false,
                      cancel: true,
                      confirmService: true,
                      confirmDelivery: false,
                      collectRemain: false,
                    },
                  }),
          },
        };
      },
      '/api/seller/confirm-order': () => ({
        status: 409,
        body: { success: false, code: 'CONFLICT', message: 'คำสั่งซื้อนี้ได้รับการยืนยันไปแล้ว' },
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'ยืนยันคำสั่งซื้อ' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('YD2611260042');
    await user.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('คำสั่งซื้อนี้ได้รับการยืนยันไปแล้ว');
    await waitFor(() => expect(screen.getAllByText('รอเข้ารับบริการ').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'ยืนยันคำสั่งซื้อ' })).toBeNull();
    expect(api.calls.filter((c) => c.path === '/api/seller/confirm-order')[0].body).toEqual({
      id: 42,
      acknowledgePassedAppointment: false,
    });
  });

  it('a passed appointment is flagged; confirming waits for the acknowledgement and says the SMS asks for a new time', async () => {
    const api = renderDetail({
      '/api/seller/get-order-detail': () => ({
        body: { order: order({ appointmentPassed: true }) },
      }),
      '/api/seller/confirm-order': () => ({
        body: { success: true, message: 'ยืนยันคำสั่งซื้อเรียบร้อยแล้ว', status: 2 },
      }),
    });
    const user = userEvent.setup();
    const confirm = await screen.findByRole('button', { name: 'ยืนยันคำสั่งซื้อ' });
    expect(screen.getByText('วันนัดติดตั้งผ่านไปแล้ว กรุณาติดต่อลูกค้าเพื่อนัดวันใหม่')).toBeTruthy();
    expect(confirm).toBeDisabled();
    await user.click(
      screen.getByRole('checkbox', { name: 'รับทราบว่าวันนัดผ่านไปแล้ว และจะติดต่อลูกค้าเพื่อนัดวันใหม่' }),
    );
    await user.click(confirm);
    expect((await screen.findByRole('alertdialog')).textContent).toContain('ไม่ระบุวันนัดเดิม');
    await user.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    expect(await screen.findByText('ยืนยันคำสั่งซื้อเรียบร้อยแล้ว')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/seller/confirm-order')?.body).toEqual({
      id: 42,
      acknowledgePassedAppointment: true,
    });
  });

  it('the remainder still to collect is recorded afterwards, after a confirmation', async () => {
    const api = renderDetail({
      '/api/seller/get-order-detail': () => ({
        body: {
          order: order({
            status: 4,
            remain: 5264,
            actions: {
              confirm: false,
              cancel: false,
              confirmService: false,
              confirmDelivery: false,
              collectRemain: true,
            },
          }),
        },
      }),
      '/api/seller/collect-remain': () => ({
        body: { success: true, message: 'บันทึกการเก็บเงินส่วนที่เหลือ ฿5,264 เรียบร้อยแล้ว', status: 4 },
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'บันทึกการเก็บเงินส่วนที่เหลือ' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('฿5,264');
    await user.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    expect(await screen.findByText('บันทึกการเก็บเงินส่วนที่เหลือ ฿5,264 เรียบร้อยแล้ว')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/seller/collect-remain')?.body).toEqual({
      id: 42,
    });
  });

  it('cancelling asks for a reason, says what happens to the money, and sends the choice', async () => {
    const api = renderDetail({
      '/api/seller/get-order-detail': () => ({ body: { order: order() } }),
      '/api/seller/cancel-order': () => ({
        body: { success: true, message: 'ยกเลิกคำสั่งซื้อเรียบร้อยแล้ว', status: 99 },
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'ยกเลิกคำสั่งซื้อ' }));
    const dialog = await screen.findByRole('dialog', { name: 'ยกเลิกคำสั่งซื้อ YD2611260042' });
    expect(dialog.textContent).toContain('ลูกค้าชำระเงินแล้ว 10,000 บาท');
    await user.click(screen.getByRole('button', { name: 'ยืนยันการยกเลิก' }));
    expect(await screen.findByText('กรุณาเลือกเหตุผลที่ยกเลิก')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'ลูกค้าขอยกเลิก' }));
    await user.type(screen.getByLabelText('รายละเอียดเพิ่มเติม (ไม่บังคับ)'), 'เปลี่ยนใจ');
    await user.click(screen.getByRole('button', { name: 'ยืนยันการยกเลิก' }));
    expect(await screen.findByText('ยกเลิกคำสั่งซื้อเรียบร้อยแล้ว')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/seller/cancel-order')?.body).toEqual({
      id: 42,
      reasonCode: 'CUSTOMER_REQUEST',
      reasonText: 'เปลี่ยนใจ',
    });
  });
});
