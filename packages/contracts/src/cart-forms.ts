import { z } from 'zod';
import { CART_FIELD_LIMITS, TAX_ADDRESS_FIELDS } from './cart-form-rules';
import { isProvinceName } from './provinces';
import { LICENCE_PLATE_PATTERN } from './validation';

// The cart's delivery, customer and tax forms (spec 5 "Delivery form", "Customer form", "Tax
// form", "Before choosing a payment method"; spec 9 "Field length limits"). The web form and the
// server both validate with these schemas; the server answers 422 with field errors and saves
// nothing on a bad request.

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

export {
  CART_FIELD_LIMITS,
  CART_FORM_MESSAGES,
  checkBeforePayment,
  isCustomerReady,
  isDeliveryReady,
  isTaxReady,
  type PrePaymentInput,
  TAX_ADDRESS_FIELDS,
} from './cart-form-rules';
