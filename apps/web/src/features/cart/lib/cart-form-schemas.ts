import {
  CustomerFormSchema,
  DeliveryFormSchema,
  TaxFormSchema,
} from '@yangdee/contracts/cart-forms';

// The cart forms' schemas (the ones the server validates with): a chunk of their own with zod,
// fetched at a form's first check, not with the page (use-cart-form.ts, decision 0175).

export const CART_FORM_SCHEMAS = {
  customer: CustomerFormSchema,
  delivery: DeliveryFormSchema,
  tax: TaxFormSchema,
};
