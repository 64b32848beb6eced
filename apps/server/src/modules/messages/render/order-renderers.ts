import { ORDER_TYPE } from '@yangdee/contracts/order-status';
import type { OrderMessageData } from '../../outbox/message-data';
import { type FlexCard, flexMessage } from './flex';
import type { RenderContext, RenderedMessage, RendererMap } from './renderer';
import { BRAND, baht, fit, slotText, thaiShortDate, tyreLine } from './thai-text';

// What the shopper gets when the shop acts on an order (issue 15 item 3, decision 0081; issue 35):
// the SMS — short Thai with the order number, what happened and, for a cancel, what happens to
// the money — and the LINE card with the shop, the date, the tyres and a button to the order.
// The SMS text is also the card's altText and what the shopper's history shows.

type Data = OrderMessageData;

const isDelivery = (d: Data) => d.orderType === ORDER_TYPE.DELIVERY;

/** The shopper's own order page (their receipt, by the order number; only its owner sees it). */
export const shopperOrderUrl = (ctx: RenderContext, orderNo: string) =>
  `${ctx.webUrl}/my/receipt/${encodeURIComponent(orderNo)}`;

export function orderConfirmedText(d: Data): string {
  const head = `${BRAND}: ร้านค้ายืนยันคำสั่งซื้อ ${d.orderNo} แล้ว`;
  if (isDelivery(d)) return `${head} กำลังเตรียมจัดส่งสินค้า`;
  if (d.isAppointmentPassed) return `${head} วันนัดเดิมผ่านไปแล้ว ร้านจะติดต่อกลับเพื่อนัดวันติดตั้งใหม่`;
  if (d.appointmentDate) {
    const time = d.slotLabel ? ` เวลา ${slotText(d.slotLabel)}` : '';
    return `${head} นัดติดตั้ง ${thaiShortDate(d.appointmentDate)}${time}`;
  }
  return head;
}

export function orderCancelledText(d: Data): string {
  const head = `${BRAND}: ร้านค้ายกเลิกคำสั่งซื้อ ${d.orderNo} เหตุผล: `;
  const refund = d.refundSatang ?? 0;
  const tail = refund > 0 ? ` คืนเงิน ${baht(refund)} บาทเต็มจำนวน จะแจ้งขั้นตอนทาง SMS` : '';
  return fit(head, d.cancelReason ?? '', tail);
}

/** The fitting is done; a deposit order's remainder is settled at the shop. */
export function orderFittedText(d: Data): string {
  return `${BRAND}: ติดตั้งยางตามคำสั่งซื้อ ${d.orderNo} เรียบร้อยแล้ว ขอบคุณที่ใช้บริการ ให้คะแนนร้านได้ที่เมนูคำสั่งซื้อของฉัน`;
}

export function orderShippedText(d: Data): string {
  return fit(
    `${BRAND}: คำสั่งซื้อ ${d.orderNo} จัดส่งแล้ว `,
    `${d.carrier ?? ''} เลขพัสดุ ${d.trackingText ?? ''}`,
    '',
  );
}

/** The rows every order card starts with: the order, the shop and, for a fitting, when. */
function orderRows(d: Data): [string, string][] {
  const rows: [string, string][] = [
    ['คำสั่งซื้อ', d.orderNo],
    ['ร้าน', d.shopName],
  ];
  if (isDelivery(d)) return rows;
  if (d.isAppointmentPassed) {
    rows.push(['วันนัด', 'วันนัดเดิมผ่านไปแล้ว ร้านจะติดต่อกลับเพื่อนัดวันใหม่']);
  } else if (d.appointmentDate) {
    rows.push(['วันนัด', thaiShortDate(d.appointmentDate)]);
    if (d.slotLabel) rows.push(['เวลา', slotText(d.slotLabel)]);
  }
  return rows;
}

function render(
  d: Data,
  ctx: RenderContext,
  text: string,
  card: Omit<FlexCard, 'button' | 'lines'>,
): RenderedMessage {
  return {
    text,
    line: [
      flexMessage(text, {
        ...card,
        lines: d.tyres.map(tyreLine),
        button: { label: 'ดูคำสั่งซื้อ', url: shopperOrderUrl(ctx, d.orderNo) },
      }),
    ],
  };
}

const asData = (data: Record<string, unknown>) => data as unknown as Data;

export const orderRenderers: RendererMap = {
  order_confirmed: (data, ctx) => {
    const d = asData(data);
    return render(d, ctx, orderConfirmedText(d), {
      title: isDelivery(d) ? 'ร้านยืนยันคำสั่งซื้อแล้ว กำลังเตรียมจัดส่ง' : 'ร้านยืนยันคำสั่งซื้อแล้ว',
      rows: orderRows(d),
    });
  },
  order_cancelled: (data, ctx) => {
    const d = asData(data);
    const refund = d.refundSatang ?? 0;
    const rows = orderRows(d).slice(0, 2);
    rows.push(['เหตุผล', d.cancelReason ?? '']);
    if (refund > 0) rows.push(['คืนเงิน', `${baht(refund)} บาท (เต็มจำนวน)`]);
    return render(d, ctx, orderCancelledText(d), { title: 'ร้านค้ายกเลิกคำสั่งซื้อ', rows });
  },
  order_fitted: (data, ctx) => {
    const d = asData(data);
    return render(d, ctx, orderFittedText(d), {
      title: 'ติดตั้งยางเรียบร้อยแล้ว ขอบคุณที่ใช้บริการ',
      rows: orderRows(d).slice(0, 2),
    });
  },
  order_shipped: (data, ctx) => {
    const d = asData(data);
    const rows = orderRows(d).slice(0, 2);
    rows.push(['ขนส่ง', d.carrier ?? ''], ['เลขพัสดุ', d.trackingText ?? '']);
    return render(d, ctx, orderShippedText(d), { title: 'จัดส่งสินค้าแล้ว', rows });
  },
};
