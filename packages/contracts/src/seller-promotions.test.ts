import { describe, expect, it } from 'vitest';
import {
  PROMOTION_TYPE_LABEL_TH,
  promotionState,
  promotionUnit,
  SavePromotionBodySchema,
  toStoredAmount,
} from './seller-promotions';

// Spec 9 "Promotion unit display" and the rules the form and save-promotion share (decision 0096).

const body = (over: object = {}) => ({
  title: 'ลด 10%',
  type: 'discountPercent',
  amount: 10,
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  ...over,
});
const fieldsOf = (over: object) => {
  const result = SavePromotionBodySchema.safeParse(body(over));
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
};

describe('shop promotions', () => {
  it('shows บ. for the three baht types and % for the two percent types', () => {
    expect(promotionUnit('discountAmount')).toBe('บ.');
    expect(promotionUnit('discountOrderAmt')).toBe('บ.');
    expect(promotionUnit('discountTurnPart')).toBe('บ.');
    expect(promotionUnit('discountPercent')).toBe('%');
    expect(promotionUnit('discountOrderPercent')).toBe('%');
    expect(Object.keys(PROMOTION_TYPE_LABEL_TH)).toHaveLength(5);
  });

  it('stores baht as satang and percent as basis points', () => {
    expect(toStoredAmount(250.5)).toBe(25_050);
    expect(toStoredAmount(12.5)).toBe(1_250);
    expect(toStoredAmount(0.29)).toBe(29);
  });

  it('is active only from its start to its end date inclusive, and never when switched off', () => {
    const p = { isActive: true, startDate: '2026-12-01', endDate: '2026-12-31' };
    expect(promotionState(p, '2026-11-30')).toBe('upcoming');
    expect(promotionState(p, '2026-12-01')).toBe('active');
    expect(promotionState(p, '2026-12-31')).toBe('active');
    expect(promotionState(p, '2027-01-01')).toBe('ended');
    expect(promotionState({ ...p, isActive: false }, '2026-12-15')).toBe('off');
  });

  it('refuses a percent over 100, baht over 1,000,000, three decimals and an end before the start', () => {
    expect(fieldsOf({})).toEqual([]);
    expect(fieldsOf({ amount: 100 })).toEqual([]);
    expect(fieldsOf({ amount: 100.01 })).toEqual(['amount']);
    expect(fieldsOf({ type: 'discountAmount', amount: 150 })).toEqual([]);
    expect(fieldsOf({ type: 'discountAmount', amount: 1_000_000.01 })).toEqual(['amount']);
    expect(fieldsOf({ type: 'discountAmount', amount: 9.999 })).toEqual(['amount']);
    expect(fieldsOf({ endDate: '2026-11-30' })).toEqual(['endDate']);
    expect(fieldsOf({ startDate: '2026-02-29' })).toEqual(['startDate']);
  });
});
