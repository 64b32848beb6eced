import { describe, expect, it } from 'vitest';
import { SaveServiceBodySchema } from './seller-benefits';
import { SavePromotionBodySchema } from './seller-promotions';
import { SaveStockBodySchema } from './seller-stock';
import { parseTypedNumber, typedNumber } from './typed-number';

describe('a typed price is read as a Thai shop writes it', () => {
  it('reads thousands separators and spaces away', () => {
    expect(parseTypedNumber('3,450')).toBe(3450);
    expect(parseTypedNumber(' 1,250.50 ')).toBe(1250.5);
    expect(parseTypedNumber('12 000')).toBe(12000);
    expect(parseTypedNumber('450')).toBe(450);
  });

  it('leaves text that is not a number for the field to refuse in Thai', () => {
    expect(parseTypedNumber('สามพัน')).toBeNull();
    expect(parseTypedNumber('')).toBeNull();
    expect(parseTypedNumber('1.2.3')).toBeNull();
    expect(typedNumber('abc')).toBe('abc');
    expect(typedNumber(12)).toBe(12);
  });

  it('is the rule of every price field: offer prices, service price, promotion amount', () => {
    const offer = SaveStockBodySchema.parse({
      productId: 1,
      year: 2026,
      price: '3,450',
      priceDelivery: '3,600.50',
      qty: '4',
      status: 1,
    });
    expect([offer.price, offer.priceDelivery]).toEqual([3450, 3600.5]);
    const bad = SaveStockBodySchema.safeParse({
      productId: 1,
      year: 2026,
      price: '3,4a0',
      qty: 1,
      status: 1,
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('ราคาติดตั้งต้องเป็นตัวเลข');
    const service = SaveServiceBodySchema.safeParse({
      title: 'ถ่วงล้อ',
      description: '',
      price: '1,200',
      offering: 'always',
      orderType: 1,
    });
    expect(service.success ? service.data.price : service.error.issues).toBe(1200);
    const promotion = SavePromotionBodySchema.safeParse({
      title: 'ลดราคา',
      type: 'discountAmount',
      amount: '1,000',
      minQty: '1',
      startDate: '2026-12-01',
      endDate: '2026-12-31',
    });
    expect(promotion.success ? promotion.data.amount : promotion.error.issues).toBe(1000);
  });
});
