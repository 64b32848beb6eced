import { render, screen } from '@testing-library/react';
import type { OrderCard as OrderCardData } from '@yangdee/contracts/order-history';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OrderCard } from './order-card';

// Issue 15: an order the shop cancelled shows the shop's reason on the shopper's /my/order card.

const cancelled: OrderCardData = {
  orderNo: 'YD2611260001',
  createdAt: '2026-11-26T03:00:00.000Z',
  statusCode: 99,
  statusText: 'ยกเลิก',
  store: { name: 'ร้านยางดี', branchName: '', link: '/store/test', picture: '/x.svg' },
  items: [
    {
      title: 'Michelin Primacy 4 205/55R16 (2026)',
      quantity: 4,
      unitPrice: 4000,
      lineTotal: 16000,
    },
  ],
  total: 16000,
  paidNow: 16000,
  remain: 0,
  orderType: 'SERVICE',
  appointmentDate: null,
  appointmentTime: null,
  appointmentTo: null,
  canReview: false,
  refund: null,
  cancelReason: 'สินค้าหมด (ยางล็อตนี้มีตำหนิ)',
};

const renderCard = (order: OrderCardData) =>
  render(
    <MemoryRouter>
      <OrderCard order={order} onReview={() => {}} />
    </MemoryRouter>,
  );

describe('OrderCard', () => {
  it('shows why the shop cancelled the order', () => {
    renderCard(cancelled);
    expect(screen.getByText('ร้านค้ายกเลิกคำสั่งซื้อนี้ เหตุผล: สินค้าหมด (ยางล็อตนี้มีตำหนิ)')).toBeInTheDocument();
  });

  it('says nothing of a reason when there is none', () => {
    renderCard({ ...cancelled, cancelReason: undefined });
    expect(screen.queryByText(/เหตุผล:/)).toBeNull();
  });

  it('shows a booking into a bay as its whole window', () => {
    renderCard({
      ...cancelled,
      appointmentDate: '2026-12-01',
      appointmentTime: '09:30',
      appointmentTo: '11:30',
    });
    expect(screen.getByText(/นัดติดตั้ง .* เวลา 09:30 - 11:30/)).toBeInTheDocument();
  });

  it('shows a slot booking by its slot as before', () => {
    renderCard({ ...cancelled, appointmentDate: '2026-12-01', appointmentTime: 'slot2' });
    expect(screen.getByText(/นัดติดตั้ง .* เวลา 11:00 - 14:00/)).toBeInTheDocument();
  });
});
