import { screen, within } from '@testing-library/react';
import {
  MESSAGE_CHANNELS,
  MESSAGE_KINDS,
  type MessageHistoryItem,
  OUTBOX_STATES,
} from '@yangdee/contracts/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/seller-texts';
import enSeller from '../../../locales/en-seller.json';
import thSeller from '../../../locales/th-seller.json';
import { mockApi, renderWithProviders } from '../../../test/render';
import { OrderMessages } from './order-messages';

// Issue 35 item 4 on the shop's order page: each message to the customer with its kind, text,
// channel and delivery state in Thai, and the Thai time; an order without any says so.

const PATH = '/api/seller/get-order-messages';

const message = (over: Partial<MessageHistoryItem>): MessageHistoryItem => ({
  id: 1,
  kind: 'order_confirmed',
  state: 'sent',
  channel: 'line',
  text: 'ร้านยืนยันคำสั่งซื้อ YD1 แล้ว',
  orderId: 42,
  orderNo: 'YD1',
  createdAt: '2026-11-26T03:00:00.000Z',
  sentAt: '2026-11-26T03:05:00.000Z',
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

function show(messages: MessageHistoryItem[]) {
  const api = mockApi({ [PATH]: () => ({ body: { messages } }) });
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithProviders(<OrderMessages orderId={42} className="" />);
  return api;
}

describe('OrderMessages', () => {
  it('shows each message’s kind, state, channel, text and Thai time', async () => {
    const api = show([
      message({}),
      message({
        id: 2,
        kind: 'order_fitted',
        state: 'failed',
        channel: null,
        text: null,
        sentAt: null,
        createdAt: '2026-11-27T10:30:00.000Z',
      }),
      message({ id: 3, kind: 'order_shipped', state: 'sent', channel: 'sms', text: 'จัดส่งแล้ว' }),
      message({
        id: 4,
        kind: 'order_cancelled',
        state: 'skipped',
        channel: null,
        text: null,
        sentAt: null,
      }),
      message({
        id: 5,
        kind: 'reminder_fitting',
        state: 'pending',
        channel: null,
        text: null,
        sentAt: null,
      }),
    ]);
    const rows = await screen.findAllByTestId('order-message');
    expect(rows).toHaveLength(5);
    const [first, second, third, fourth, fifth] = rows.map((r) => within(r));
    expect(first.getByText('ยืนยันคำสั่งซื้อ')).toBeInTheDocument();
    expect(first.getByText('ส่งแล้ว')).toBeInTheDocument();
    expect(first.getByText('ทาง LINE')).toBeInTheDocument();
    expect(first.getByText('ร้านยืนยันคำสั่งซื้อ YD1 แล้ว')).toBeInTheDocument();
    // 03:05 UTC is 10:05 in Bangkok, year 2569 in the Buddhist era.
    expect(first.getByText('ส่งเมื่อ 26/11/2569 10:05')).toBeInTheDocument();
    expect(second.getByText('ติดตั้งเสร็จแล้ว')).toBeInTheDocument();
    expect(second.getByText('ส่งไม่สำเร็จ')).toBeInTheDocument();
    expect(second.getByText('ยังไม่มีข้อความที่ส่ง')).toBeInTheDocument();
    expect(second.getByText('สร้างเมื่อ 27/11/2569 17:30')).toBeInTheDocument();
    expect(third.getByText('ทาง SMS')).toBeInTheDocument();
    expect(fourth.getByText('ไม่ได้ส่ง')).toBeInTheDocument();
    expect(fifth.getByText('รอส่ง')).toBeInTheDocument();
    expect(fifth.getByText('เตือนนัดติดตั้งพรุ่งนี้')).toBeInTheDocument();
    expect(api.calls[0].body).toEqual({ id: 42 });
  });

  it('says when the order has sent its customer nothing yet', async () => {
    show([]);
    expect(await screen.findByText('ยังไม่มีข้อความถึงลูกค้าสำหรับคำสั่งซื้อนี้')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ข้อความถึงลูกค้า' })).toBeInTheDocument();
  });
});

describe('the message labels', () => {
  it('name every kind, state and channel in Thai and English', () => {
    for (const texts of [thSeller, enSeller]) {
      const labels = texts.messageLabels as Record<string, Record<string, string>>;
      expect(Object.keys(labels.kind).sort()).toEqual([...MESSAGE_KINDS].sort());
      expect(Object.keys(labels.state).sort()).toEqual([...OUTBOX_STATES].sort());
      expect(Object.keys(labels.channel).sort()).toEqual([...MESSAGE_CHANNELS].sort());
    }
  });
});
