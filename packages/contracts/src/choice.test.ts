import { describe, expect, it } from 'vitest';
import { choiceOrNone } from './choice';
import { IncomeFilterSchema } from './income';
import { GetShopServiceBodySchema, GetShopWarrantyBodySchema } from './seller-benefits';
import { GetShopPromotionBodySchema } from './seller-promotions';
import { ExportProductIntegrationBodySchema, StockFilterSchema } from './seller-stock';
import { SellerClaimListBodySchema } from './warranty';

describe('a choice, or none chosen', () => {
  const size = choiceOrNone(['small', 'large'], 'ขนาดไม่ถูกต้อง');

  it('takes each value and the empty choice', () => {
    expect(size.parse('small')).toBe('small');
    expect(size.parse('')).toBe('');
  });

  it('answers any other value with its own Thai message', () => {
    const result = size.safeParse('medium');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['ขนาดไม่ถูกต้อง']);
  });

  it('every filter built on it names its own field’s problem, not the generic one', () => {
    const cases = [
      [StockFilterSchema, { sortColumn: 'store_id' }, 'คอลัมน์ที่ใช้เรียงไม่ถูกต้อง'],
      [ExportProductIntegrationBodySchema, { category: 'x' }, 'ประเภทสินค้าที่เลือกไม่ถูกต้อง'],
      [GetShopPromotionBodySchema, { category: 'x' }, 'หมวดโปรโมชันไม่ถูกต้อง'],
      [GetShopPromotionBodySchema, { type: 'x' }, 'ประเภทส่วนลดไม่ถูกต้อง'],
      [GetShopWarrantyBodySchema, { type: 'x' }, 'ประเภทสิทธิประโยชน์ไม่ถูกต้อง'],
      [GetShopServiceBodySchema, { type: 'x' }, 'ประเภทคำสั่งซื้อไม่ถูกต้อง'],
      [SellerClaimListBodySchema, { state: 'x' }, 'สถานะเคลมไม่ถูกต้อง'],
      [IncomeFilterSchema, { moneyTransferStatus: 'x' }, 'สถานะการโอนเงินไม่ถูกต้อง'],
    ] as const;
    for (const [schema, body, message] of cases) {
      const result = schema.safeParse(body);
      expect(
        result.error?.issues.map((i) => i.message),
        message,
      ).toEqual([message]);
      expect(schema.safeParse({ ...body, [Object.keys(body)[0]]: '' }).success, message).toBe(true);
    }
  });
});
