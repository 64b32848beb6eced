import { describe, expect, it } from 'vitest';
import { isReturnedAutomatically, REFUND_REASONS, shopRefundReason } from './refunds';

describe('refund wording and automatic return (decision 0134)', () => {
  it('names the customer on the shop’s screen instead of addressing the shop as "คุณ"', () => {
    const text = shopRefundReason('ALREADY_PURCHASED', 'สมชาย ใจดี');
    expect(text).toBe('ลูกค้า (สมชาย ใจดี) ชำระเงินคำสั่งซื้อใหม่ที่มาแทนคำสั่งซื้อนี้ไปแล้ว');
    expect(shopRefundReason('ALREADY_PURCHASED', ' ')).toMatch(/^ลูกค้า ชำระเงิน/);
    for (const reason of Object.keys(REFUND_REASONS)) {
      expect(shopRefundReason(reason, 'สมชาย ใจดี')).not.toMatch(/^คุณ/);
    }
  });

  it('gives back by itself every late payment, but leaves a shop’s cancellation to the shop', () => {
    expect(isReturnedAutomatically('ALREADY_PURCHASED')).toBe(true);
    expect(isReturnedAutomatically('DUPLICATE_PAYMENT')).toBe(true);
    expect(isReturnedAutomatically('OUT_OF_STOCK')).toBe(true);
    expect(isReturnedAutomatically('SELLER_CANCELLED')).toBe(false);
    expect(isReturnedAutomatically('toString')).toBe(false);
  });
});
