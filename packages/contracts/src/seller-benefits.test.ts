import { describe, expect, it } from 'vitest';
import {
  SaveServiceBodySchema,
  SaveWarrantyBodySchema,
  SERVICE_OFFERINGS,
  serviceFlagsOf,
  serviceOfferingOf,
  warrantyTitleOf,
} from './seller-benefits';

describe('seller benefits rules', () => {
  it('each offering maps to the cart flags and back', () => {
    for (const offering of SERVICE_OFFERINGS) {
      expect(serviceOfferingOf(serviceFlagsOf(offering))).toBe(offering);
    }
    expect(serviceFlagsOf('optional')).toEqual({ isIncluded: false, isTogglable: true });
  });

  it('suggests a warranty title from months and kilometres', () => {
    expect(warrantyTitleOf(12, 20000)).toBe('รับประกัน 12 เดือน หรือ 20,000 กม.');
    expect(warrantyTitleOf(6, null)).toBe('รับประกัน 6 เดือน');
    expect(warrantyTitleOf(null, 50000)).toBe('รับประกัน 50,000 กม.');
    expect(warrantyTitleOf(null, null)).toBe('');
  });

  it('an empty months or kilometres field means not limited; a gift carries neither', () => {
    const base = { type: 'warranty', title: 'รับประกัน' };
    expect(SaveWarrantyBodySchema.parse({ ...base, months: '', kilometres: '' })).toMatchObject({
      months: null,
      kilometres: null,
      remark: '',
      isActive: true,
    });
    const gift = SaveWarrantyBodySchema.safeParse({ ...base, type: 'freeGift', months: 3 });
    expect(gift.success).toBe(false);
    expect(gift.error?.issues[0]).toMatchObject({
      path: ['months'],
      message: 'ระยะเวลาและระยะทางใช้กับการรับประกันเท่านั้น',
    });
  });

  it('a service is free at 0 baht and never below; satang at most', () => {
    const base = { title: 'ถ่วงล้อ', offering: 'always', orderType: 0 };
    expect(SaveServiceBodySchema.parse({ ...base, price: 0 }).price).toBe(0);
    expect(SaveServiceBodySchema.safeParse({ ...base, price: -0.01 }).success).toBe(false);
    expect(SaveServiceBodySchema.safeParse({ ...base, price: 99.999 }).success).toBe(false);
    expect(SaveServiceBodySchema.parse({ ...base, price: '199.50' }).price).toBe(199.5);
  });
});
