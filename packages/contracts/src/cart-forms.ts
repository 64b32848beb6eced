import { z } from 'zod';
import { isProvinceName } from './provinces';
import { LICENCE_PLATE_MAX_LENGTH, LICENCE_PLATE_PATTERN } from './validation';

// The cart's delivery, customer and tax forms (spec 5 "Delivery form", "Customer form", "Tax
// form", "Before choosing a payment method"; spec 9 "Field length limits"). The web form and the
// server both validate with these schemas; the server answers 422 with field errors and saves
// nothing on a bad request.

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

const tooLong = (label: string, max: number) => `${label}ยาวได้ไม่เกิน ${max} ตัวอักษร`;

/** A trimmed text, required (non-blank) with a Thai message, at most `max` characters. */
function requiredText(label: string, max: number) {
  return z
    .string({ message: `กรุณากรอก${label}` })
    .trim()
    .min(1, { message: `กรุณากรอก${label}` })
    .max(max, { message: tooLong(label, max) });
}

function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, { message: tooLong(label, max) })
    .optional()
    .default('');
}

function telField(required: boolean) {
  const base = z
    .string({ message: 'กรุณากรอกเบอร์โทรศัพท์' })
    .trim()
    .max(CART_FIELD_LIMITS.tel, { message: tooLong('เบอร์โทรศัพท์', CART_FIELD_LIMITS.tel) })
    .regex(/^[0-9]*$/, { message: 'เบอร์โทรศัพท์ใช้ได้เฉพาะตัวเลข' });
  return required ? base.min(1, { message: 'กรุณากรอกเบอร์โทรศัพท์' }) : base.optional().default('');
}

const L = CART_FIELD_LIMITS;

/** POST /api/order/submit-delivery-info (spec 7, 5 "Delivery form"). */
export const DeliveryFormSchema = z.object({
  firstName: requiredText('ชื่อ', L.name),
  lastName: requiredText('นามสกุล', L.name),
  tel: telField(true),
  email: requiredText('อีเมล', L.email),
  address: requiredText('ที่อยู่', L.address),
  subDistrict: requiredText('ตำบล/แขวง', L.addressPart),
  district: requiredText('อำเภอ/เขต', L.addressPart),
  province: requiredText('จังหวัด', L.addressPart),
  postCode: z
    .string({ message: 'กรุณากรอกรหัสไปรษณีย์' })
    .trim()
    .min(1, { message: 'กรุณากรอกรหัสไปรษณีย์' })
    .regex(/^([0-9]{5})?$/, { message: 'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก' }),
  deliveryRemark: optionalText('หมายเหตุการจัดส่ง', L.deliveryRemark),
});
export type DeliveryForm = z.infer<typeof DeliveryFormSchema>;
export type DeliveryFormInput = z.input<typeof DeliveryFormSchema>;

/** POST /api/order/submit-customer (spec 7, 5 "Customer form"): every field, and a car. */
export const CustomerFormSchema = z.object({
  firstName: requiredText('ชื่อ', L.name),
  lastName: requiredText('นามสกุล', L.name),
  email: requiredText('อีเมล', L.email),
  tel: telField(true),
  licenseNumber: requiredText('ทะเบียนรถ', L.plate).regex(LICENCE_PLATE_PATTERN, {
    message: 'ทะเบียนรถใช้ได้เฉพาะพยัญชนะ ก-ฮ และตัวเลข 0-9',
  }),
  licenseProvince: requiredText('จังหวัดของทะเบียน', L.addressPart).refine(isProvinceName, {
    message: 'กรุณาเลือกจังหวัดของทะเบียน',
  }),
  carBrand: requiredText('ยี่ห้อรถ', 120),
  carModel: requiredText('รุ่นรถ', 160),
});
export type CustomerForm = z.infer<typeof CustomerFormSchema>;
export type CustomerFormInput = z.input<typeof CustomerFormSchema>;

const TAX_ADDRESS_FIELDS = [
  'taxAddress',
  'taxSubDistrict',
  'taxDistrict',
  'taxProvince',
  'taxPostCode',
] as const;

const TAX_LABELS: Record<string, string> = {
  taxId: 'เลขบัตรประชาชน / เลขทะเบียนนิติบุคคล',
  taxName: 'ชื่อ-นามสกุล / ชื่อบริษัท',
  taxEmail: 'อีเมลสำหรับรับใบกำกับภาษี',
  taxAddress: 'ที่อยู่',
  taxSubDistrict: 'ตำบล/แขวง',
  taxDistrict: 'อำเภอ/เขต',
  taxProvince: 'จังหวัด',
  taxPostCode: 'รหัสไปรษณีย์',
};

/**
 * POST /api/order/submit-tax (spec 7, 5 "Tax form"). Lengths always hold; the required fields are
 * checked only when requireTax or requireElecTax is on, and not for `isToggle` (the panel's
 * checkbox saves at once without validation, spec 4 "Tax panel"). `isSameAsDelivery` copies the
 * cart's delivery address into the tax address on the server (DELIVERY orders).
 */
export const TaxFormSchema = z
  .object({
    requireTax: z.boolean().default(false),
    requireElecTax: z.boolean().default(false),
    isSameAsDelivery: z.boolean().optional().default(false),
    isToggle: z.boolean().optional().default(false),
    taxId: optionalText(TAX_LABELS.taxId ?? '', L.taxId),
    taxName: optionalText(TAX_LABELS.taxName ?? '', L.taxName),
    taxEmail: optionalText(TAX_LABELS.taxEmail ?? '', L.taxEmail),
    taxAddress: optionalText(TAX_LABELS.taxAddress ?? '', L.taxAddress),
    taxSubDistrict: optionalText(TAX_LABELS.taxSubDistrict ?? '', L.addressPart),
    taxDistrict: optionalText(TAX_LABELS.taxDistrict ?? '', L.addressPart),
    taxProvince: optionalText(TAX_LABELS.taxProvince ?? '', L.addressPart),
    taxPostCode: optionalText(TAX_LABELS.taxPostCode ?? '', 5),
  })
  .superRefine((v, ctx) => {
    if (v.isToggle || !(v.requireTax || v.requireElecTax)) return;
    const required: string[] = ['taxId', 'taxName'];
    if (v.requireElecTax) required.push('taxEmail');
    if (!v.isSameAsDelivery) required.push(...TAX_ADDRESS_FIELDS);
    for (const key of required) {
      if (!(v as Record<string, unknown>)[key]) {
        ctx.addIssue({ code: 'custom', path: [key], message: `กรุณากรอก${TAX_LABELS[key]}` });
      }
    }
  });
export type TaxForm = z.infer<typeof TaxFormSchema>;
export type TaxFormInput = z.input<typeof TaxFormSchema>;

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

/** Spec 4 "Tax panel": ready when every tax field of the invoice is present. */
export function isTaxReady(customer: CustomerLike | null | undefined): boolean {
  if (!customer) return false;
  return [
    'taxId',
    'taxName',
    'taxAddress',
    'taxSubDistrict',
    'taxDistrict',
    'taxProvince',
    'taxPostCode',
  ]
    .map((k) => customer[k])
    .every(filled);
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
