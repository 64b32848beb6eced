import { CART_FORM_MESSAGES, checkBeforePayment } from '@yangdee/contracts/cart-form-rules';
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

/** The cart section (its heading id) where a pre-payment problem is put right. */
const SECTION_OF_PROBLEM: Record<string, string> = {
  [CART_FORM_MESSAGES.chooseSchedule]: 'cart-store',
  [CART_FORM_MESSAGES.saveCustomer]: 'cart-customer',
  [CART_FORM_MESSAGES.fillDelivery]: 'cart-delivery',
  [CART_FORM_MESSAGES.fillTax]: 'cart-tax',
};

export function sectionOfProblem(problem: string): string | null {
  return SECTION_OF_PROBLEM[problem] ?? null;
}

/** Scrolls to a cart section and puts the focus on its first field (or its heading). */
export function goToSection(headingId: string): void {
  const heading = document.getElementById(headingId);
  const section = heading?.closest('section');
  if (!heading || !section) return;
  section.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  const field = section.querySelector<HTMLElement>('input, select, textarea, button');
  if (field) field.focus({ preventScroll: true });
  else {
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }
}
