import { describe, expect, it } from 'vitest';
import { formatTaxInvoiceNo, isDepositMethod, paymentMethodText } from './payment-method-text';

describe('payment method text', () => {
  it('names every method of spec 9 in Thai', () => {
    for (const code of [
      'scanQR',
      'prepaidQR',
      'internetBanking',
      'prepaidIBanking',
      'card',
      'prepaidCard',
      'installment1',
      'installment2',
    ]) {
      expect(paymentMethodText(code)).toMatch(/[\u0E00-\u0E7F]/);
    }
  });

  it('adds the instalment term in months', () => {
    expect(paymentMethodText('installment1', 6)).toBe('ผ่อนชำระ 0% 6 เดือน');
  });

  it('tells deposit methods apart', () => {
    expect(isDepositMethod('prepaidQR')).toBe(true);
    expect(isDepositMethod('card')).toBe(false);
  });

  it('numbers tax invoices per Buddhist year with six digits', () => {
    expect(formatTaxInvoiceNo(2569, 42)).toBe('IV2569000042');
  });
});
