import { describe, expect, it } from 'vitest';
import { newCallbackToken, newPaymentReferenceNo } from './payment-reference';

describe('payment identifiers', () => {
  it('a reference is 15 ASCII letters or digits and unique per attempt', () => {
    const refs = new Set(Array.from({ length: 2000 }, () => newPaymentReferenceNo()));
    expect(refs.size).toBe(2000);
    for (const ref of refs) expect(ref).toMatch(/^YD[0-9A-Z]{13}$/);
  });

  it('references sort by time', () => {
    const earlier = newPaymentReferenceNo(Date.UTC(2026, 10, 23, 12, 0, 0));
    const later = newPaymentReferenceNo(Date.UTC(2026, 10, 23, 12, 0, 1));
    expect(earlier.slice(0, 10) < later.slice(0, 10)).toBe(true);
  });

  it('a callback token is long, URL-safe and never repeats', () => {
    const a = newCallbackToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newCallbackToken()).not.toBe(a);
  });
});
