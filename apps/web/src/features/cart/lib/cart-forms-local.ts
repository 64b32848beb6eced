import { CART_FIELD_LIMITS } from '@yangdee/contracts/cart-form-rules';
import type {
  CustomerForm,
  DeliveryForm,
  TaxForm as TaxFormFields,
} from '@yangdee/contracts/cart-forms';

// The cart forms' client-side checks (spec 5 "Delivery form", "Customer form", "Tax form"): the
// same schemas the server validates with, so a form that passes here is one the server accepts.
// The limits come without the schemas: zod loads at a form's first check (lazy-resolver.ts).

export const CART_FIELD_MAX = CART_FIELD_LIMITS;

export type { CustomerForm, DeliveryForm };
export type TaxForm = Omit<TaxFormFields, 'isSameAsDelivery' | 'isToggle'>;
/** What the tax panel posts: the form plus how it was sent (spec 4 "Tax panel"). */
export type TaxSubmission = TaxFormFields;
