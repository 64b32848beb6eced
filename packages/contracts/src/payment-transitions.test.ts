import { describe, expect, it } from 'vitest';
import { isFinalPaymentStatus, nextPaymentStatus } from './payment-transitions';

describe('payment status transitions', () => {
  it('a pending payment becomes paid, failed or expired', () => {
    expect(nextPaymentStatus('pending', 'PROVIDER_PAID')).toBe('paid');
    expect(nextPaymentStatus('pending', 'PROVIDER_DECLINED')).toBe('failed');
    expect(nextPaymentStatus('pending', 'EXPIRED')).toBe('expired');
  });

  it('a repeated success, or a failure or expiry after it, changes nothing', () => {
    expect(nextPaymentStatus('paid', 'PROVIDER_PAID')).toBeNull();
    expect(nextPaymentStatus('paid', 'PROVIDER_DECLINED')).toBeNull();
    expect(nextPaymentStatus('paid', 'EXPIRED')).toBeNull();
    expect(isFinalPaymentStatus('paid')).toBe(true);
  });

  it('money the provider confirms after an expiry or a decline is still recorded', () => {
    expect(nextPaymentStatus('expired', 'PROVIDER_PAID')).toBe('paid');
    expect(nextPaymentStatus('failed', 'PROVIDER_PAID')).toBe('paid');
    expect(nextPaymentStatus('expired', 'PROVIDER_DECLINED')).toBeNull();
    expect(nextPaymentStatus('failed', 'PROVIDER_DECLINED')).toBeNull();
    expect(nextPaymentStatus('failed', 'EXPIRED')).toBeNull();
    expect(isFinalPaymentStatus('failed')).toBe(false);
  });
});
