import { checkBeforePayment } from '@yangdee/contracts/cart-forms';
import type { CartData } from '../api/cart-types';

// Spec 4 "Cart sections" readiness comes with the cart (computed on the server with the shared
// rules); spec 5 "Before choosing a payment method" is the contracts' check, its Thai message.

export const isDeliveryReady = (cart: CartData): boolean => cart.isDeliveryReady;
export const isCustomerReady = (cart: CartData): boolean => cart.isCustomerReady;
export const isTaxReady = (cart: CartData): boolean => cart.isTaxReady;

/** The first unmet requirement's Thai message, or null when the cart may be paid. */
export function findPrePaymentProblem(cart: CartData): string | null {
  return checkBeforePayment({
    orderType: cart.orderType,
    appointmentDate: cart.appointmentDate,
    appointmentTime: cart.appointmentTime,
    customer: cart.customer,
    shipping: cart.shippingData,
  });
}
