import { describe, expect, it } from 'vitest';
import { moneyRenderers } from './money-renderers';

const ctx = { webUrl: 'https://yangdee.example' };

type Flex = { altText: string; contents: { footer: { contents: { action: { uri: string } }[] } } };
const buttonOf = (line: unknown[]) => (line[0] as Flex).contents.footer.contents[0].action.uri;

describe('refund, payout and shop standing messages', () => {
  it('tell the shopper the refund amount and where to act, in the SMS and the LINE card', () => {
    const sent = moneyRenderers.refund_sent?.(
      { orderNo: 'YD2611280001', amountSatang: 800000, reference: 'SCB1' },
      ctx,
    );
    expect(sent?.text).toBe('ยางดี: คืนเงิน 8,000 บาท ของคำสั่งซื้อ YD2611280001 แล้ว อ้างอิง SCB1');
    expect((sent?.line?.[0] as Flex | undefined)?.altText).toBe(sent?.text);
    expect(buttonOf(sent?.line ?? [])).toBe('https://yangdee.example/my/order');
    const asked = moneyRenderers.refund_details_needed?.(
      { orderNo: 'YD2611280001', amountSatang: 12050 },
      ctx,
    );
    expect(asked?.text).toContain('คืนเงิน 120.50 บาท');
    const failed = moneyRenderers.refund_failed?.(
      { orderNo: 'YD2611280001', reason: 'ชื่อบัญชีไม่ตรง' },
      ctx,
    );
    expect(failed?.text).toContain('ไม่สำเร็จ (ชื่อบัญชีไม่ตรง)');
  });

  it('tell the owner of a payout with the bank reference, and send them to the income page', () => {
    const paid = moneyRenderers.payout_paid?.(
      { storeName: 'ร้านยางดีทดสอบ', amountSatang: 1234500, reference: 'KBANK-1' },
      ctx,
    );
    expect(paid?.text).toContain('ร้านยางดีทดสอบ จำนวน 12,345.00 บาท แล้ว (อ้างอิง KBANK-1)');
    expect(buttonOf(paid?.line ?? [])).toBe('https://yangdee.example/seller/income');
    const failed = moneyRenderers.payout_failed?.({ storeName: 'ร้าน ก', reason: 'บัญชีปิด' }, ctx);
    expect(failed?.text).toContain('ไม่สำเร็จ (บัญชีปิด)');
  });

  it('tell the owner of the shop standing with the operator’s reason', () => {
    const names = { storeName: 'ร้าน ก', reason: 'ขาดการติดต่อ' };
    expect(moneyRenderers.shop_approved?.(names, ctx).text).toContain('ร้าน ร้าน ก ได้รับการอนุมัติแล้ว');
    expect(moneyRenderers.shop_rejected?.(names, ctx).text).toContain('เนื่องจาก ขาดการติดต่อ');
    expect(moneyRenderers.shop_suspended?.(names, ctx).text).toContain('ถูกระงับการขายชั่วคราว');
    expect(moneyRenderers.shop_reactivated?.(names, ctx).text).toContain('กลับมาเปิดขายได้ตามปกติ');
  });
});
