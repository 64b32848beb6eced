import { z } from 'zod';
import { OtpCodeSchema, OtpTypeSchema, RequestOtpBodySchema, TelSchema } from './auth';
import { SellerLoginResponseSchema } from './seller-session';
import { coordinateSchema, THAILAND_BOUNDS } from './store-coordinates';
import { STORE_SERVICE_FLAGS, type StoreServiceFlag } from './store-services';
import { PasswordSchema, UsernameSchema } from './validation';

// A shop registers itself (spec 1 "Tyre shops", 7 "Seller" Registration and login, issue 14 §2):
// phone OTP → password → the store form → platform approval. Thai messages (glossary-th.md).

const StepKeySchema = z.string().min(1).max(200);

/** request-otp {tel, recaptcha, type}: the same rules and limits as the customer's. */
export const SellerRequestOtpBodySchema = RequestOtpBodySchema;

/** submit-otp {type, tel, otp, otpToken} (spec 7 names the request token otpToken). */
export const SellerSubmitOtpBodySchema = z.object({
  type: OtpTypeSchema,
  tel: TelSchema,
  otp: OtpCodeSchema,
  otpToken: z.string().min(1).max(200),
});
export type SellerSubmitOtpBody = z.infer<typeof SellerSubmitOtpBodySchema>;

/** register/reset → the single-use key of the next step; login → a session. */
export const SellerSubmitOtpResponseSchema = z.union([
  z.object({ success: z.literal(true), key: z.string() }),
  SellerLoginResponseSchema,
]);
export type SellerSubmitOtpResponse = z.infer<typeof SellerSubmitOtpResponseSchema>;

/** register-password {key, password}: the username is the phone unless one is chosen. */
export const SellerRegisterPasswordBodySchema = z.object({
  key: StepKeySchema,
  username: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    UsernameSchema.max(60, { message: 'ชื่อผู้ใช้ยาวได้ไม่เกิน 60 ตัวอักษร' }).optional(),
  ),
  password: PasswordSchema,
});
export type SellerRegisterPasswordBody = z.infer<typeof SellerRegisterPasswordBodySchema>;

/** reset-password {key, password} (/seller/forget-password). */
export const SellerResetPasswordBodySchema = z.object({
  key: StepKeySchema,
  password: PasswordSchema,
});
export type SellerResetPasswordBody = z.infer<typeof SellerResetPasswordBodySchema>;

// ---- register-store ----

/** Thailand's bounding box: a map position outside it is a mistake, not a shop. */
export { THAILAND_BOUNDS };

const TIME_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const timeField = z.string().regex(TIME_PATTERN, { message: 'กรุณาเลือกเวลาให้ถูกต้อง' });

/** One weekday's hours (day 0 = Sunday), closed or open from–to. */
export const DayHoursSchema = z
  .object({
    day: z.number().int().min(0).max(6),
    isOpen: z.boolean(),
    open: timeField,
    close: timeField,
  })
  .refine((d) => !d.isOpen || d.open < d.close, {
    message: 'เวลาปิดต้องหลังเวลาเปิด',
    path: ['close'],
  });
export type DayHours = z.infer<typeof DayHoursSchema>;

export const WeeklyHoursInputSchema = z
  .array(DayHoursSchema)
  .length(7, { message: 'กรุณากำหนดเวลาเปิด-ปิดให้ครบทั้ง 7 วัน' })
  .refine((days) => days.every((d, i) => d.day === i), { message: 'ข้อมูลวันไม่ถูกต้อง' })
  .refine((days) => days.some((d) => d.isOpen), { message: 'กรุณาเลือกวันเปิดทำการอย่างน้อย 1 วัน' });

export const THAI_WEEKDAYS = ['อาทิตย์', 'จันทร์', 'อังคาร', 'พุธ', 'พฤหัสบดี', 'ศุกร์', 'เสาร์'] as const;

export function defaultWeeklyHours(): DayHours[] {
  return THAI_WEEKDAYS.map((_, day) => ({ day, isOpen: day !== 0, open: '08:00', close: '18:00' }));
}

const required = (max: number, message: string) =>
  z
    .string()
    .trim()
    .min(1, { message })
    .max(max, { message: `ยาวได้ไม่เกิน ${max} ตัวอักษร` });

/** Shop phone: a mobile or a landline, digits only (dashes and spaces are dropped). */
export const ShopTelSchema = z
  .string()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^0[0-9]{8,9}$/, { message: 'กรุณากรอกเบอร์โทรศัพท์ร้านให้ถูกต้อง' }));

export const StoreServicesInputSchema = z.object(
  Object.fromEntries(STORE_SERVICE_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
    StoreServiceFlag,
    z.ZodBoolean
  >,
);

export const RegisterStoreBodySchema = z.object({
  shopName: required(200, 'กรุณากรอกชื่อร้าน'),
  branchName: z.string().trim().max(200, { message: 'ยาวได้ไม่เกิน 200 ตัวอักษร' }),
  address: required(250, 'กรุณากรอกที่อยู่'),
  subDistrict: required(100, 'กรุณากรอกตำบล/แขวง'),
  district: required(100, 'กรุณากรอกอำเภอ/เขต'),
  province: required(100, 'กรุณากรอกจังหวัด'),
  postCode: z
    .string()
    .trim()
    .regex(/^[0-9]{5}$/, { message: 'กรุณากรอกรหัสไปรษณีย์ 5 หลัก' }),
  latitude: coordinateSchema('latitude'),
  longitude: coordinateSchema('longitude'),
  tel: ShopTelSchema,
  weeklyHours: WeeklyHoursInputSchema,
  services: StoreServicesInputSchema,
});
export type RegisterStoreBody = z.input<typeof RegisterStoreBodySchema>;
export type RegisterStoreInput = z.output<typeof RegisterStoreBodySchema>;

// ---- check-registration-status ----

export const REGISTRATION_STATUSES = ['noStore', 'pending', 'approved', 'rejected'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const RegistrationStatusResponseSchema = z.object({
  success: z.literal(true),
  status: z.enum(REGISTRATION_STATUSES),
  /** The shop's name once it exists. */
  shopName: z.string().nullable(),
});
export type RegistrationStatusResponse = z.infer<typeof RegistrationStatusResponseSchema>;
