import { CART_FORM_MESSAGES } from '@yangdee/contracts/cart-forms';
import { describe, expect, it } from 'vitest';
import { serviceCart } from '../test/cart-fixture';
import { findPrePaymentProblem } from './cart-rules';
import { keepSelection, paymentChoices } from './payment-choices';

describe('payment choices of a cart', () => {
  it('offers the deposit group with prepaidPrice, full payment and 0% instalments by period', () => {
    const choices = paymentChoices(serviceCart());
    expect(choices.filter((c) => c.group === 'deposit').map((c) => [c.method, c.paid])).toEqual([
      ['prepaidQR', 1000],
      ['prepaidIBanking', 1000],
      ['prepaidCard', 1000],
    ]);
    expect(choices.filter((c) => c.group === 'full').map((c) => c.paid)).toEqual([
      12000, 12000, 12000,
    ]);
    const instalments = choices.filter((c) => c.group === 'installment');
    expect(instalments.map((c) => [c.period, c.isAllowed])).toEqual([
      [3, true],
      [4, true],
      [6, false],
      [10, false],
    ]);
    expect(instalments[0]).toMatchObject({ method: 'installment1', paid: 4000, total: 12000 });
  });

  it('shows generic, not-allowed instalments when the shop offers none, and no deposit without prepaid', () => {
    const cart = serviceCart({
      paymentOptions: {
        prepaid: false,
        scanQR: true,
        internetBanking: false,
        creditCard: true,
        freeInstallment: false,
        interestInstallment: false,
      },
    });
    const choices = paymentChoices(cart);
    expect(choices.some((c) => c.group === 'deposit')).toBe(false);
    expect(choices.find((c) => c.method === 'internetBanking')?.isAllowed).toBe(false);
    const generic = choices.filter((c) => c.group === 'installment');
    expect(generic.every((c) => c.label === 'installment' && !c.isAllowed)).toBe(true);
  });

  it('clears a selection the cart no longer offers', () => {
    const selection = { method: 'prepaidQR' as const, installmentPeriod: 0, paid: 1000 };
    expect(keepSelection(selection, serviceCart())).toEqual(selection);
    const noDeposit = serviceCart({
      paymentOptions: { ...serviceCart().paymentOptions, prepaid: false },
    });
    expect(keepSelection(selection, noDeposit)).toBeNull();
  });
});

describe('checks before choosing a payment method (spec 5)', () => {
  it('asks a SERVICE order for its date and time first, then the customer', () => {
    expect(findPrePaymentProblem(serviceCart({ appointmentTime: '' }))).toBe(
      CART_FORM_MESSAGES.chooseSchedule,
    );
    const noPlate = serviceCart();
    noPlate.customer = { ...noPlate.customer, licenseNumber: ' ' };
    expect(findPrePaymentProblem(noPlate)).toBe(CART_FORM_MESSAGES.saveCustomer);
    expect(findPrePaymentProblem(serviceCart())).toBeNull();
  });

  it('asks a DELIVERY order for its delivery data, and any order asking for tax for the tax data', () => {
    expect(findPrePaymentProblem(serviceCart({ orderType: 'DELIVERY' }))).toBe(
      CART_FORM_MESSAGES.fillDelivery,
    );
    const taxed = serviceCart();
    taxed.customer = { ...taxed.customer, requireTax: true, taxId: '1234567890123' };
    expect(findPrePaymentProblem(taxed)).toBe(CART_FORM_MESSAGES.fillTax);
  });
});
