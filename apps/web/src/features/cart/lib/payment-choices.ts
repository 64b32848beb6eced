import {
  DEPOSIT_METHODS,
  INSTALLMENT_PERIODS,
  isDepositMethod as isDepositCode,
  type PaymentMethod,
} from '@yangdee/contracts/payment-methods';
import type { CartData } from '../api/cart-types';

// Spec 2.9 (f) and 9 "Payment": the payment method groups a cart offers — deposit (prepaid),
// full payment and instalments of 3, 4, 6 and 10 months — each with what it charges now.

export type { PaymentMethod };
export { DEPOSIT_METHODS, INSTALLMENT_PERIODS };

export interface PaymentChoice {
  key: string;
  group: 'deposit' | 'full' | 'installment';
  method: PaymentMethod | null;
  /** Months for an instalment, else 0. */
  period: number;
  /** Baht charged by this choice now. */
  paid: number;
  /** The instalment plan's total, or the amount shown on the option. */
  total: number;
  isAllowed: boolean;
  /** Which label: the method, or 'generic' for an instalment when none is offered. */
  label: PaymentMethod | 'installment';
}

export interface PaymentSelection {
  method: PaymentMethod;
  installmentPeriod: number;
  paid: number;
}

export function isDepositMethod(method: PaymentMethod): boolean {
  return isDepositCode(method);
}

export function paymentChoices(cart: CartData): PaymentChoice[] {
  const o = cart.paymentOptions;
  const choices: PaymentChoice[] = [];
  if (o.prepaid) {
    const channel = {
      prepaidQR: o.scanQR,
      prepaidIBanking: o.internetBanking,
      prepaidCard: o.creditCard,
    };
    for (const method of DEPOSIT_METHODS) {
      choices.push({
        key: method,
        group: 'deposit',
        method,
        period: 0,
        paid: cart.prepaidPrice,
        total: cart.prepaidPrice,
        isAllowed: channel[method as keyof typeof channel],
        label: method,
      });
    }
  }
  const full: [PaymentMethod, boolean][] = [
    ['scanQR', o.scanQR],
    ['internetBanking', o.internetBanking],
    ['card', o.creditCard],
  ];
  for (const [method, isAllowed] of full) {
    choices.push({
      key: method,
      group: 'full',
      method,
      period: 0,
      paid: cart.finalPrice,
      total: cart.orderTotal,
      isAllowed,
      label: method,
    });
  }
  const plans: [PaymentMethod, boolean, CartData['installmentNoAdditional']][] = [
    ['installment1', o.freeInstallment, cart.installmentNoAdditional],
    ['installment2', o.interestInstallment, cart.installmentWithAdditional],
  ];
  const offered = plans.filter(([, isOffered]) => isOffered);
  if (offered.length === 0) {
    for (const period of INSTALLMENT_PERIODS) {
      choices.push({
        key: `installment-${period}`,
        group: 'installment',
        method: null,
        period,
        paid: 0,
        total: 0,
        isAllowed: false,
        label: 'installment',
      });
    }
  }
  for (const [method, , rows] of offered) {
    for (const period of INSTALLMENT_PERIODS) {
      const row = rows.find((r) => r.period === period);
      choices.push({
        key: `${method}-${period}`,
        group: 'installment',
        method,
        period,
        paid: row?.paid ?? 0,
        total: row?.total ?? 0,
        isAllowed: row?.isAllowed ?? false,
        label: method,
      });
    }
  }
  return choices;
}

/** The method saved on the cart by change-payment-method (preselected when the cart reloads). */
export function savedSelection(cart: CartData): PaymentSelection | null {
  if (!cart.paymentMethod) return null;
  const period = cart.installmentPeriod ?? 0;
  const choice = paymentChoices(cart).find(
    (c) => c.isAllowed && c.method === cart.paymentMethod && c.period === period,
  );
  return choice?.method
    ? {
        method: choice.method,
        installmentPeriod: period,
        paid: choice.group === 'installment' ? choice.total : choice.paid,
      }
    : null;
}

/** Spec 4 "Payment method": a selection no longer offered by the cart is cleared. */
export function keepSelection(
  selection: PaymentSelection | null,
  cart: CartData,
): PaymentSelection | null {
  if (!selection) return null;
  const found = paymentChoices(cart).some(
    (c) => c.isAllowed && c.method === selection.method && c.period === selection.installmentPeriod,
  );
  return found ? selection : null;
}
