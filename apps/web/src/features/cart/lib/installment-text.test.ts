import { describe, expect, it } from 'vitest';
import th from '../../../locales/th-cart.json';
import { installmentMonthText } from './installment-text';

// Issue 37: the instalment figures a shopper reads add up to the total they pay.

const t = (key: string, values: Record<string, unknown> = {}) => {
  const text = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], th);
  return String(text).replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));
};

describe('instalment month text', () => {
  it('says one amount × months when the total splits evenly', () => {
    expect(installmentMonthText(t, 12_000, 10)).toBe('ชำระ 1,200 × 10 เดือน');
  });

  it('names the last month when it differs, so the figures make the total', () => {
    // 10,480 over 6 months: 1,746.67 × 5 + 1,746.65 = 10,480.00 (not 1,746.67 × 6 = 10,480.02).
    expect(installmentMonthText(t, 10_480, 6)).toBe('ชำระ 1,746.67 × 5 เดือน และเดือนสุดท้าย 1,746.65');
  });
});
