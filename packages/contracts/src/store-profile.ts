import { z } from 'zod';
import { coordinateSchema, THAILAND_BOUNDS } from './store-coordinates';
import { STORE_SERVICE_FLAGS } from './store-services';

// The seller's store profile (spec 7 "Store profile and settings": get-profile, save-store; issue
// 14 §5 /seller/profile): name, contact, address, map position, opening hours per weekday,
// services, tax details for the shop's own tax invoices. The public link is shown, not edited
// (docs/decisions/0073). One schema for the web form and the server.

export const PROFILE_LIMITS = {
  name: 200,
  branchName: 200,
  tel: 20,
  email: 100,
  address: 250,
  addressPart: 100,
  legalName: 200,
} as const;

/** Thailand's bounding box: a shop's map position must fall inside it. */
export { THAILAND_BOUNDS };

/** Weekday names, index = weekday (0 = Sunday). */
export const THAI_WEEKDAYS = ['อาทิตย์', 'จันทร์', 'อังคาร', 'พุธ', 'พฤหัสบดี', 'ศุกร์', 'เสาร์'] as const;

/**
 * A Thai 13-digit tax id (personal id or juristic person number) with its check digit: each of
 * the first 12 digits times (13 − position), the sum mod 11, and (11 − that) mod 10 is digit 13.
 */
export function isThaiTaxId(value: string): boolean {
  if (!/^[0-9]{13}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(value[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(value[12]);
}

/** The check digit that completes 12 digits into a valid tax id (seeding and tests). */
export function taxIdCheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (13 - i);
  return (11 - (sum % 11)) % 10;
}

const TIME_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const tooLong = (label: string, max: number) => `${label}ยาวได้ไม่เกิน ${max} ตัวอักษร`;

const required = (label: string, max: number) =>
  z
    .string({ message: `กรุณากรอก${label}` })
    .trim()
    .min(1, { message: `กรุณากรอก${label}` })
    .max(max, { message: tooLong(label, max) });
const optional = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: tooLong(label, max) })
    .optional()
    .default('');

const postCode = (requiredField: boolean) =>
  z
    .string()
    .trim()
    .regex(requiredField ? /^[0-9]{5}$/ : /^([0-9]{5})?$/, {
      message: 'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก',
    });

export const DayHoursSchema = z
  .object({
    open: z.string().regex(TIME_PATTERN, { message: 'กรุณากรอกเวลาเปิดให้ถูกต้อง (ชช:นน)' }),
    close: z.string().regex(TIME_PATTERN, { message: 'กรุณากรอกเวลาปิดให้ถูกต้อง (ชช:นน)' }),
  })
  .refine((h) => h.open < h.close, {
    message: 'เวลาปิดต้องหลังเวลาเปิด',
    path: ['close'],
  });
export type DayHours = z.infer<typeof DayHoursSchema>;

/** Seven entries, index = weekday (0 = Sunday); null = closed that day. */
export const WeekHoursSchema = z
  .array(DayHoursSchema.nullable())
  .length(7, { message: 'กรุณากำหนดเวลาเปิดปิดให้ครบ 7 วัน' })
  .refine((days) => days.some((d) => d !== null), {
    message: 'กรุณาเปิดร้านอย่างน้อย 1 วัน',
  });

const servicesShape = Object.fromEntries(
  STORE_SERVICE_FLAGS.map((flag) => [flag, z.boolean()]),
) as Record<(typeof STORE_SERVICE_FLAGS)[number], z.ZodBoolean>;
export const StoreServicesSchema = z.object(servicesShape);

const L = PROFILE_LIMITS;

/** POST /api/seller/save-store. */
export const SaveStoreBodySchema = z
  .object({
    name: required('ชื่อร้าน', L.name),
    branchName: optional('ชื่อสาขา', L.branchName),
    tel: z
      .string()
      .trim()
      .min(9, { message: 'กรุณากรอกเบอร์โทรศัพท์ 9-10 หลัก' })
      .max(L.tel, { message: tooLong('เบอร์โทรศัพท์', L.tel) })
      .regex(/^[0-9]+$/, { message: 'เบอร์โทรศัพท์ใช้ได้เฉพาะตัวเลข' }),
    email: z
      .string()
      .trim()
      .max(L.email, { message: tooLong('อีเมล', L.email) })
      .refine((v) => v === '' || z.email().safeParse(v).success, {
        message: 'รูปแบบอีเมลไม่ถูกต้อง',
      }),
    address: required('ที่อยู่', L.address),
    subDistrict: required('ตำบล/แขวง', L.addressPart),
    district: required('อำเภอ/เขต', L.addressPart),
    province: required('จังหวัด', L.addressPart),
    postCode: postCode(true),
    latitude: coordinateSchema('latitude'),
    longitude: coordinateSchema('longitude'),
    weeklyHours: WeekHoursSchema,
    services: StoreServicesSchema,
    isAllowTaxRequest: z.boolean(),
    legalName: optional('ชื่อผู้ประกอบการ', L.legalName),
    taxId: z
      .string()
      .trim()
      .refine((v) => v === '' || isThaiTaxId(v), {
        message: 'เลขประจำตัวผู้เสียภาษีต้องเป็นตัวเลข 13 หลักที่ถูกต้อง',
      }),
    isTaxAddressSame: z.boolean(),
    taxAddress: optional('ที่อยู่สำหรับใบกำกับภาษี', L.address),
    taxSubDistrict: optional('ตำบล/แขวง', L.addressPart),
    taxDistrict: optional('อำเภอ/เขต', L.addressPart),
    taxProvince: optional('จังหวัด', L.addressPart),
    taxPostCode: postCode(false),
  })
  .superRefine((v, ctx) => {
    // A shop that issues tax invoices needs who issues them (spec 2.9 e: the shop issues them).
    if (v.isAllowTaxRequest) {
      if (!v.legalName)
        ctx.addIssue({ code: 'custom', path: ['legalName'], message: 'กรุณากรอกชื่อผู้ประกอบการ' });
      if (!v.taxId)
        ctx.addIssue({ code: 'custom', path: ['taxId'], message: 'กรุณากรอกเลขประจำตัวผู้เสียภาษี' });
    }
    if (!v.isTaxAddressSame && (v.isAllowTaxRequest || v.taxAddress)) {
      const parts = [
        ['taxAddress', 'ที่อยู่สำหรับใบกำกับภาษี'],
        ['taxSubDistrict', 'ตำบล/แขวง'],
        ['taxDistrict', 'อำเภอ/เขต'],
        ['taxProvince', 'จังหวัด'],
        ['taxPostCode', 'รหัสไปรษณีย์'],
      ] as const;
      for (const [key, label] of parts)
        if (!v[key]) ctx.addIssue({ code: 'custom', path: [key], message: `กรุณากรอก${label}` });
    }
  });
export type SaveStoreBody = z.infer<typeof SaveStoreBodySchema>;
export type SaveStoreInput = z.input<typeof SaveStoreBodySchema>;

/** GET /api/seller/get-profile. */
export const StoreProfileSchema = z.object({
  storeId: z.number().int(),
  code: z.string(),
  /** The public page is /store/{link}; shown, not edited (decision 0073). */
  link: z.string(),
  name: z.string(),
  branchName: z.string(),
  tel: z.string(),
  email: z.string(),
  address: z.string(),
  subDistrict: z.string(),
  district: z.string(),
  province: z.string(),
  postCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  weeklyHours: z.array(z.object({ open: z.string(), close: z.string() }).nullable()),
  openTimeHtml: z.string(),
  services: StoreServicesSchema,
  isAllowTaxRequest: z.boolean(),
  legalName: z.string(),
  taxId: z.string(),
  isTaxAddressSame: z.boolean(),
  taxAddress: z.string(),
  taxSubDistrict: z.string(),
  taxDistrict: z.string(),
  taxProvince: z.string(),
  taxPostCode: z.string(),
});
export type StoreProfile = z.infer<typeof StoreProfileSchema>;

/**
 * The opening-time text shown on /store/:id and in the cart, made from the weekly hours: runs of
 * consecutive days with the same hours share a line ('จันทร์ - เสาร์ 08:00 - 18:00 น.').
 */
export function openTimeLines(hours: readonly (DayHours | null)[]): string[] {
  const order = [1, 2, 3, 4, 5, 6, 0]; // Monday first, as Thai shops write it
  const text = (h: DayHours | null) => (h ? `${h.open} - ${h.close} น.` : 'ปิด');
  const lines: string[] = [];
  let start = 0;
  while (start < order.length) {
    let end = start;
    const same = text(hours[order[start]] ?? null);
    while (end + 1 < order.length && text(hours[order[end + 1]] ?? null) === same) end += 1;
    const first = THAI_WEEKDAYS[order[start]];
    const last = THAI_WEEKDAYS[order[end]];
    lines.push(`${start === end ? first : `${first} - ${last}`} ${same}`);
    start = end + 1;
  }
  return lines;
}

/** The same text as simple HTML (lines joined by <br>): the shape stores.open_time_html keeps. */
export function openTimeHtmlOf(hours: readonly (DayHours | null)[]): string {
  return `<p>${openTimeLines(hours).join('<br>')}</p>`;
}
