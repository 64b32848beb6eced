import { LICENCE_PLATE_MAX_LENGTH } from './input-rules';

// The cart forms' limits, messages and readiness rules without the schemas (decision 0175): the
// cart page's first render needs these, and zod loads only when a form is first checked.
// cart-forms.ts re-exports them beside the schemas.

export const CART_FIELD_LIMITS = {
  name: 100,
  email: 100,
  address: 100,
  addressPart: 100,
  tel: 20,
  deliveryRemark: 200,
  plate: LICENCE_PLATE_MAX_LENGTH,
  taxId: 50,
  taxName: 50,
  taxAddress: 250,
  taxEmail: 200,
} as const;

/** Titles and messages of the failure alerts (spec 5, glossary). */
export const CART_FORM_MESSAGES = {
  cannotProceed: 'ยังไม่สามารถดำเนินการต่อได้',
  fillAll: 'กรุณากรอกข้อมูลให้ครบถ้วน',
  fillCustomer: 'กรุณากรอกข้อมูลลูกค้าให้ครบถ้วน',
  fillTax: 'กรุณากรอกข้อมูลใบกำกับภาษีให้ครบถ้วน',
  chooseSchedule: 'กรุณาเลือกวันและเวลาเข้ารับบริการ',
  saveCustomer: 'กรุณาบันทึกข้อมูลลูกค้า',
  fillDelivery: 'กรุณากรอกข้อมูลการจัดส่งให้ครบถ้วน',
  /** 'Same as delivery' asked on a SERVICE order, which has no delivery address. */
  taxAddressForService: 'คำสั่งซื้อแบบติดตั้งที่ร้านไม่มีที่อยู่จัดส่ง กรุณากรอกที่อยู่สำหรับออกใบกำกับภาษี',
} as const;

const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';

type CustomerLike = Partial<Record<string, unknown>>;
type ShippingLike = Partial<Record<string, unknown>>;

/** Spec 4 "Delivery section": ready when receiver name, tel, address and the email are present. */
export function isDeliveryReady(shipping: ShippingLike | null | undefined): boolean {
  if (!shipping) return false;
  return [
    'receiverFirstname',
    'receiverLastname',
    'receiverTel',
    'receiverAddress',
    'receiverEmail',
  ]
    .map((k) => shipping[k])
    .every(filled);
}

/** Spec 4 "Customer section": first/last name, email, tel, plate and plate province. */
export function isCustomerReady(customer: CustomerLike | null | undefined): boolean {
  if (!customer) return false;
  return ['firstName', 'lastName', 'email', 'tel', 'licenseNumber', 'licenseProvince']
    .map((k) => customer[k])
    .every(filled);
}

/** The tax invoice's address fields, in the form's order (required unless 'same as delivery'). */
export const TAX_ADDRESS_FIELDS = [
  'taxAddress',
  'taxSubDistrict',
  'taxDistrict',
  'taxProvince',
  'taxPostCode',
] as const;

/** Spec 4 "Tax panel": ready when every tax field of the invoice is present. */
export function isTaxReady(customer: CustomerLike | null | undefined): boolean {
  if (!customer) return false;
  return ['taxId', 'taxName', ...TAX_ADDRESS_FIELDS].map((k) => customer[k]).every(filled);
}

export type PrePaymentInput = {
  orderType: 'SERVICE' | 'DELIVERY';
  appointmentDate: string | null;
  appointmentTime: string | null;
  customer: CustomerLike;
  shipping: ShippingLike | null;
};

/**
 * Spec 5 "Before choosing a payment method": the first unmet requirement's message (title
 * CART_FORM_MESSAGES.cannotProceed), or null when the cart may be paid.
 */
export function checkBeforePayment(cart: PrePaymentInput): string | null {
  const c = cart.customer;
  if (cart.orderType === 'SERVICE') {
    if (!filled(cart.appointmentDate) || !filled(cart.appointmentTime)) {
      return CART_FORM_MESSAGES.chooseSchedule;
    }
    const keys = [
      'firstName',
      'lastName',
      'email',
      'tel',
      'carBrand',
      'licenseNumber',
      'licenseProvince',
    ];
    if (!keys.every((k) => filled(c[k]))) return CART_FORM_MESSAGES.saveCustomer;
  } else {
    const s = cart.shipping ?? {};
    const hasName = filled(s.receiverFirstname) || filled(s.receiverName);
    if (!hasName || !filled(s.receiverTel) || !filled(s.receiverAddress)) {
      return CART_FORM_MESSAGES.fillDelivery;
    }
  }
  if (c.requireTax === true && !isTaxReady(c)) return CART_FORM_MESSAGES.fillTax;
  return null;
}
