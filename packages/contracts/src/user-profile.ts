import { z } from 'zod';
import { isProvinceName } from './provinces';
import { formatPasswordWarning, LicencePlateSchema, PasswordSchema } from './validation';

// /api/user/* profile, password, cars and privacy calls (spec 3 User and Car, 7 User, 5 Car modal).
// Each profile field is saved by its own call (spec 3 "each saved separately").

export const GENDERS = ['male', 'female', 'other', ''] as const;
export const GenderSchema = z.enum(GENDERS);
export type Gender = z.infer<typeof GenderSchema>;

export const ProfileSchema = z.object({
  username: z.string().nullable(),
  tel: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  birthDate: z.string().nullable(),
  gender: GenderSchema,
  address: z.string(),
  subDistrict: z.string(),
  district: z.string(),
  province: z.string(),
  postCode: z.string(),
  isAcceptPrivacy: z.boolean(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** Mutating calls answer { success: true, message? } (decision 0001). */
export const SuccessResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
});
export type SuccessResponse = z.infer<typeof SuccessResponseSchema>;

export const SaveNameBodySchema = z.object({
  name: z.string().trim().min(1, { message: 'กรุณากรอกชื่อ' }).max(100, {
    message: 'ชื่อยาวได้ไม่เกิน 100 ตัวอักษร',
  }),
});
export const SaveEmailBodySchema = z.object({
  email: z
    .string()
    .trim()
    .max(100, { message: 'อีเมลยาวได้ไม่เกิน 100 ตัวอักษร' })
    .pipe(z.email({ message: 'รูปแบบอีเมลไม่ถูกต้อง' })),
});

export const BIRTH_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** Oldest plausible age of a customer, years. */
export const MAX_AGE_YEARS = 120;

function isRealDate(value: string): boolean {
  if (!BIRTH_DATE_PATTERN.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** '' when the birth date is acceptable on `today` (YYYY-MM-DD), else the Thai message. */
export function checkBirthDate(value: string, today: string): string {
  if (!isRealDate(value)) return 'วันเกิดไม่ถูกต้อง';
  if (value > today) return 'วันเกิดต้องไม่เป็นวันในอนาคต';
  const oldest = `${Number(today.slice(0, 4)) - MAX_AGE_YEARS}${today.slice(4)}`;
  if (value < oldest) return 'วันเกิดไม่ถูกต้อง กรุณาตรวจสอบปีเกิด';
  return '';
}

export const SaveBirthdateBodySchema = z.object({
  birthDate: z.string().trim().refine(isRealDate, { message: 'วันเกิดไม่ถูกต้อง' }),
});
export const SaveGenderBodySchema = z.object({ gender: GenderSchema });

export const SaveAddressBodySchema = z.object({
  address: z
    .string()
    .trim()
    .min(1, { message: 'กรุณากรอกที่อยู่' })
    .max(100, { message: 'ที่อยู่ยาวได้ไม่เกิน 100 ตัวอักษร' }),
  subDistrict: z.string().trim().min(1, { message: 'กรุณาเลือกตำบล/แขวง' }).max(100),
  district: z.string().trim().min(1, { message: 'กรุณาเลือกอำเภอ/เขต' }).max(100),
  province: z.string().trim().min(1, { message: 'กรุณาเลือกจังหวัด' }).max(100),
  postCode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, { message: 'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก' }),
});
export type SaveAddressBody = z.infer<typeof SaveAddressBodySchema>;

export const ChangePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, { message: 'กรุณากรอกรหัสผ่านปัจจุบัน' }).max(200),
  newPassword: PasswordSchema.pipe(z.string().max(200)),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/**
 * The /my/password form: the body plus the new password typed again. Its one warning is the
 * current password's message, else every failed password rule on its own line, else the
 * mismatch; it sends the body.
 */
export const ChangePasswordFormSchema = z
  .object({
    currentPassword: ChangePasswordBodySchema.shape.currentPassword,
    newPassword: z
      .string()
      .max(200)
      .superRefine((password, ctx) => {
        const warning = formatPasswordWarning(password);
        if (warning) ctx.addIssue({ code: 'custom', message: warning });
      }),
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'รหัสผ่านใหม่และการยืนยันไม่ตรงกัน',
  })
  .transform(
    ({ currentPassword, newPassword }): ChangePasswordBody => ({ currentPassword, newPassword }),
  );
export type ChangePasswordFormInput = z.input<typeof ChangePasswordFormSchema>;

// Cars (spec 3 Car, 2.11 car modal, 5 "Car modal").
export const MAX_CARS_PER_USER = 20;

export const CarSchema = z.object({
  id: z.number().int(),
  licenseNumber: z.string(),
  licenseProvince: z.string(),
  carBrand: z.string(),
  carModel: z.string(),
});
export type Car = z.infer<typeof CarSchema>;

export const AddCarBodySchema = z.object({
  licenseNumber: LicencePlateSchema,
  licenseProvince: z.string().trim().refine(isProvinceName, { message: 'กรุณาเลือกจังหวัดของทะเบียน' }),
  carBrand: z.string().trim().min(1, { message: 'กรุณาเลือกยี่ห้อรถ' }).max(120),
  carModel: z.string().trim().min(1, { message: 'กรุณาเลือกรุ่นรถ' }).max(160),
});
export type AddCarBody = z.infer<typeof AddCarBodySchema>;

export const AddCarResponseSchema = SuccessResponseSchema.extend({ car: CarSchema });
export const DeleteCarBodySchema = z.object({ id: z.number().int().positive() });

/** Spec 5 "Car modal": all four fields are required (non-blank after trim). */
export function isCarFormComplete(car: Omit<AddCarBody, never>): boolean {
  return [car.licenseNumber, car.licenseProvince, car.carBrand, car.carModel].every(
    (v) => v.trim() !== '',
  );
}

// Privacy consent (PDPA).
/** Version of the privacy notice a consent refers to; bump when the notice changes. */
export const PRIVACY_POLICY_VERSION = '2026-11';

export const PrivacyConsentSchema = z.object({
  isAccepted: z.boolean(),
  policyVersion: z.string(),
  createdAt: z.string(),
});
export const PrivacyStateSchema = z.object({
  isAcceptPrivacy: z.boolean(),
  acceptedAt: z.string().nullable(),
  policyVersion: z.string(),
  deletionRequestedAt: z.string().nullable(),
  history: z.array(PrivacyConsentSchema),
});
export type PrivacyState = z.infer<typeof PrivacyStateSchema>;
export const SavePrivacyBodySchema = z.object({ isAcceptPrivacy: z.boolean() });

export const DeletionRequestResponseSchema = SuccessResponseSchema.extend({
  message: z.string(),
  requestedAt: z.string(),
});
