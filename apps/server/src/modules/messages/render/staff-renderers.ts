import { ORDER_TYPE } from '@yangdee/contracts/order-status';
import type { MorningBookingsMessageData, NewOrderMessageData } from '../../outbox/message-data';
import { flexMessage } from './flex';
import type { RenderContext, RendererMap } from './renderer';
import { BRAND, baht, fit, slotText, thaiShortDate, tyreLine } from './thai-text';

// What the shop's staff get on LINE (issue 35): a new paid order waiting for the shop's confirm,
// with a button to the order, and each morning the day's bookings with a button to the day board.
// The shopper's first name only: no phone, no surname (PDPA).

export const sellerOrderUrl = (ctx: RenderContext, orderId: number) =>
  `${ctx.webUrl}/seller/order/detail/${orderId}`;

export const serviceBoardUrl = (ctx: RenderContext) => `${ctx.webUrl}/seller/order/service`;

const whenOf = (d: Pick<NewOrderMessageData, 'appointmentDate' | 'slotLabel'>) =>
  d.appointmentDate
    ? `${thaiShortDate(d.appointmentDate)}${d.slotLabel ? ` ${slotText(d.slotLabel)}` : ''}`
    : '';

export function newOrderText(d: NewOrderMessageData): string {
  const what = d.orderType === ORDER_TYPE.DELIVERY ? 'จัดส่งถึงบ้าน' : `นัดติดตั้ง ${whenOf(d)}`.trim();
  return fit(
    `${BRAND}: คำสั่งซื้อใหม่ ${d.orderNo} ${what} ยอด ${baht(d.totalSatang)} บาท รอร้านยืนยัน `,
    d.shopName,
    '',
  );
}

export function morningBookingsText(d: MorningBookingsMessageData): string {
  const first = d.bookings[0];
  const tail = first?.slotLabel ? ` คิวแรก ${slotText(first.slotLabel)}` : '';
  return fit(
    `${BRAND}: วันนี้ ${thaiShortDate(d.date)} มีนัดติดตั้ง ${d.bookings.length} คิว `,
    d.shopName,
    tail,
  );
}

export const staffRenderers: RendererMap = {
  new_order: (data, ctx) => {
    const d = data as unknown as NewOrderMessageData;
    const isDelivery = d.orderType === ORDER_TYPE.DELIVERY;
    const rows: [string, string][] = [
      ['คำสั่งซื้อ', d.orderNo],
      ['สาขา', d.shopName],
      ['ประเภท', isDelivery ? 'จัดส่งถึงบ้าน' : 'ติดตั้งที่ร้าน'],
    ];
    if (!isDelivery && d.appointmentDate) {
      rows.push(['วันนัด', thaiShortDate(d.appointmentDate)]);
      if (d.slotLabel) rows.push(['เวลา', slotText(d.slotLabel)]);
    }
    if (d.customerFirstName) rows.push(['ลูกค้า', `คุณ${d.customerFirstName}`]);
    rows.push(['ยอดรวม', `${baht(d.totalSatang)} บาท`]);
    const text = newOrderText(d);
    return {
      text,
      line: [
        flexMessage(text, {
          title: 'คำสั่งซื้อใหม่ รอร้านยืนยัน',
          rows,
          lines: d.tyres.map(tyreLine),
          button: { label: 'เปิดคำสั่งซื้อ', url: sellerOrderUrl(ctx, d.orderId) },
        }),
      ],
    };
  },
  morning_bookings: (data, ctx) => {
    const d = data as unknown as MorningBookingsMessageData;
    const text = morningBookingsText(d);
    return {
      text,
      line: [
        flexMessage(text, {
          title: `นัดติดตั้งวันนี้ ${d.bookings.length} คิว`,
          rows: [
            ['ร้าน', d.shopName],
            ['วันที่', thaiShortDate(d.date)],
          ],
          lines: d.bookings.map((b) =>
            [b.slotLabel ? slotText(b.slotLabel) : 'ไม่ระบุเวลา', b.orderNo, b.tyres].join(' · '),
          ),
          button: { label: 'ดูตารางงานวันนี้', url: serviceBoardUrl(ctx) },
        }),
      ],
    };
  },
};
