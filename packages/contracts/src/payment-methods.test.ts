import { describe, expect, it } from 'vitest';
import {
  installmentLabel,
  isDepositMethod,
  isInstallmentMethod,
  PAYMENT_METHODS,
  paymentGroupOf,
  paymentMethodText,
} from './payment-methods';
import { formatTaxInvoiceNo } from './tax-invoice';

describe('payment methods', () => {
  it('names every method of spec 9 in Thai', () => {
    for (const code of PAYMENT_METHODS) expect(paymentMethodText(code)).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('labels instalments by method and months as the glossary says', () => {
    expect(paymentMethodText('installment1', 6)).toBe('ผ่อน 0% 6 เดือน');
    expect(installmentLabel('installment2', 10)).toBe('ผ่อนแบบมีดอกเบี้ย 10 เดือน');
    expect(installmentLabel(null, 3)).toBe('ผ่อนชำระ 3 เดือน');
  });

  it('groups methods into deposit, full payment and instalments', () => {
    expect(isDepositMethod('prepaidQR')).toBe(true);
    expect(isDepositMethod('card')).toBe(false);
    expect(isInstallmentMethod('installment2')).toBe(true);
    expect(paymentGroupOf('prepaidCard')).toBe('deposit');
    expect(paymentGroupOf('scanQR')).toBe('full');
    expect(paymentGroupOf('installment1')).toBe('installment');
  });

  it('numbers tax invoices per Buddhist year with six digits', () => {
    expect(formatTaxInvoiceNo(2569, 42)).toBe('IV2569000042');
  });
});
