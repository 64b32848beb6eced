import { flexMessage } from './flex';
import { refundDetailsNeededSms, refundFailedSms, refundSentSms } from './refund-texts';
import type { RenderContext, RendererMap } from './renderer';
import {
  payoutFailedSms,
  payoutPaidSms,
  shopApprovedSms,
  shopReactivatedSms,
  shopRejectedSms,
  shopSuspendedSms,
} from './shop-texts';

// Refunds to the shopper; payouts and the shop's standing to its owner (issue 35). The texts
// are the SMS ones (refund-texts.ts, shop-texts.ts); LINE gets the same words in a card with a
// button to the page where the person acts: the shopper's orders, the shop's income, the shop.

const str = (data: Record<string, unknown>, key: string) => String(data[key] ?? '');
const num = (data: Record<string, unknown>, key: string) => Number(data[key] ?? 0);

const bahtOf = (satang: number) =>
  `${(satang / 100).toLocaleString('th-TH', { minimumFractionDigits: satang % 100 ? 2 : 0 })} บาท`;

function card(text: string, title: string, rows: [string, string][], label: string, url: string) {
  return { text, line: [flexMessage(text, { title, rows, button: { label, url } })] };
}

const myOrders = (ctx: RenderContext) => `${ctx.webUrl}/my/order`;
const income = (ctx: RenderContext) => `${ctx.webUrl}/seller/income`;
const shopHome = (ctx: RenderContext) => `${ctx.webUrl}/seller`;

export const moneyRenderers: RendererMap = {
  refund_details_needed: (d, ctx) =>
    card(
      refundDetailsNeededSms(str(d, 'orderNo'), num(d, 'amountSatang')),
      'กรุณาระบุบัญชีรับเงินคืน',
      [
        ['คำสั่งซื้อ', str(d, 'orderNo')],
        ['ยอดคืน', bahtOf(num(d, 'amountSatang'))],
      ],
      'ระบุบัญชีรับเงินคืน',
      myOrders(ctx),
    ),
  refund_sent: (d, ctx) =>
    card(
      refundSentSms(str(d, 'orderNo'), num(d, 'amountSatang'), str(d, 'reference')),
      'คืนเงินเรียบร้อยแล้ว',
      [
        ['คำสั่งซื้อ', str(d, 'orderNo')],
        ['ยอดคืน', bahtOf(num(d, 'amountSatang'))],
        ['อ้างอิง', str(d, 'reference')],
      ],
      'ดูคำสั่งซื้อ',
      myOrders(ctx),
    ),
  refund_failed: (d, ctx) =>
    card(
      refundFailedSms(str(d, 'orderNo'), str(d, 'reason')),
      'คืนเงินไม่สำเร็จ',
      [
        ['คำสั่งซื้อ', str(d, 'orderNo')],
        ['สาเหตุ', str(d, 'reason')],
      ],
      'ระบุบัญชีรับเงินคืนอีกครั้ง',
      myOrders(ctx),
    ),
  payout_paid: (d, ctx) =>
    card(
      payoutPaidSms(str(d, 'storeName'), num(d, 'amountSatang'), str(d, 'reference')),
      'โอนเงินรายได้แล้ว',
      [
        ['ร้าน', str(d, 'storeName')],
        ['จำนวน', bahtOf(num(d, 'amountSatang'))],
        ['อ้างอิง', str(d, 'reference')],
      ],
      'ดูใบแจ้งยอด',
      income(ctx),
    ),
  payout_failed: (d, ctx) =>
    card(
      payoutFailedSms(str(d, 'storeName'), str(d, 'reason')),
      'โอนเงินรายได้ไม่สำเร็จ',
      [
        ['ร้าน', str(d, 'storeName')],
        ['สาเหตุ', str(d, 'reason')],
      ],
      'ตรวจสอบบัญชีรับเงิน',
      income(ctx),
    ),
  shop_approved: (d, ctx) =>
    card(
      shopApprovedSms(str(d, 'storeName')),
      'ร้านได้รับการอนุมัติแล้ว',
      [['ร้าน', str(d, 'storeName')]],
      'ไปที่ร้านของฉัน',
      shopHome(ctx),
    ),
  shop_rejected: (d, ctx) =>
    card(
      shopRejectedSms(str(d, 'storeName'), str(d, 'reason')),
      'ร้านยังไม่ได้รับการอนุมัติ',
      [
        ['ร้าน', str(d, 'storeName')],
        ['เหตุผล', str(d, 'reason')],
      ],
      'ไปที่ร้านของฉัน',
      shopHome(ctx),
    ),
  shop_suspended: (d, ctx) =>
    card(
      shopSuspendedSms(str(d, 'storeName'), str(d, 'reason')),
      'ร้านถูกระงับการขายชั่วคราว',
      [
        ['ร้าน', str(d, 'storeName')],
        ['เหตุผล', str(d, 'reason')],
      ],
      'ไปที่ร้านของฉัน',
      shopHome(ctx),
    ),
  shop_reactivated: (d, ctx) =>
    card(
      shopReactivatedSms(str(d, 'storeName')),
      'ร้านกลับมาเปิดขายแล้ว',
      [['ร้าน', str(d, 'storeName')]],
      'ไปที่ร้านของฉัน',
      shopHome(ctx),
    ),
};
