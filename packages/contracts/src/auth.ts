import { z } from 'zod';
import { PasswordSchema, UsernameSchema } from './validation';

// Sign-in, registration, OTP and forgotten password (spec 2.1, 7 "User", issue 4/6).

/** OTP rules: 6 digits, valid 5 minutes, 5 tries per code, resend after the countdown. */
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 300;
export const OTP_RESEND_SECONDS = 60;
export const OTP_MAX_TRIES = 5;
/** SMS costs money: per phone 3 codes per 15 minutes and 10 per day; per IP 10 per hour. */
export const OTP_LIMITS = {
  perTel15Min: 3,
  perTelDay: 10,
  // Codes sent to any phones from one address: many shoppers share a mobile carrier's address
  // (CGNAT), so this is a ceiling against SMS pumping, not a per-person limit (decision 0066).
  perIpHour: 30,
} as const;
/** Soft lock: 10 failed logins within 15 minutes lock the account for 15 minutes. */
export const LOGIN_LOCK = { maxFailures: 10, windowMinutes: 15 } as const;
/** The captcha token the sandbox widget hands out (CAPTCHA_PROVIDER=sandbox only). */
export const SANDBOX_CAPTCHA_TOKEN = 'sandbox-captcha-passed';

// Thai mobile numbers: 10 digits starting 06, 08 or 09 (SMS goes to mobiles only).
export const TelSchema = z
  .string()
  .trim()
  .regex(/^0[689][0-9]{8}$/, { message: 'กรุณากรอกเบอร์โทรศัพท์มือถือ 10 หลักให้ถูกต้อง' });

export const OtpTypeSchema = z.enum(['register', 'login', 'reset']);
export type OtpType = z.infer<typeof OtpTypeSchema>;

export const RequestOtpBodySchema = z.object({
  tel: TelSchema,
  recaptcha: z.string().min(1, { message: 'กรุณายืนยันว่าคุณไม่ใช่โปรแกรมอัตโนมัติ' }).max(4000),
  type: OtpTypeSchema.default('register'),
});
export type RequestOtpBody = z.input<typeof RequestOtpBodySchema>;

export const ResetPasswordBodySchema = RequestOtpBodySchema.omit({ type: true });

export const RequestOtpResponseSchema = z.object({
  success: z.literal(true),
  /** Opaque: sent back with the code. */
  token: z.string(),
  expiresIn: z.number().int(),
  resendIn: z.number().int(),
});
export type RequestOtpResponse = z.infer<typeof RequestOtpResponseSchema>;

export const OtpCodeSchema = z
  .string()
  .trim()
  .regex(/^[0-9]{6}$/, { message: 'กรุณากรอกรหัส OTP 6 หลัก' });

export const SubmitOtpBodySchema = z.object({
  type: OtpTypeSchema,
  tel: TelSchema,
  otp: OtpCodeSchema,
  token: z.string().min(1).max(200),
});
export type SubmitOtpBody = z.infer<typeof SubmitOtpBodySchema>;

/** register/reset → key for the next step; login → a session. */
export const SubmitOtpResponseSchema = z.object({
  success: z.literal(true),
  key: z.string().optional(),
  userToken: z.string().optional(),
  userDisplay: z.string().optional(),
});
export type SubmitOtpResponse = z.infer<typeof SubmitOtpResponseSchema>;

const StepKeySchema = z.string().min(1).max(200);

export const RegisterUserPasswordBodySchema = z.object({
  key: StepKeySchema,
  username: UsernameSchema.max(60, { message: 'ชื่อผู้ใช้ยาวได้ไม่เกิน 60 ตัวอักษร' }),
  password: PasswordSchema,
});
export type RegisterUserPasswordBody = z.infer<typeof RegisterUserPasswordBodySchema>;

export const LoginBodySchema = z.object({
  username: z.string().trim().min(1, { message: 'กรุณากรอกชื่อผู้ใช้' }).max(60),
  password: z.string().min(1, { message: 'กรุณากรอกรหัสผ่าน' }).max(200),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const SessionResponseSchema = z.object({
  success: z.literal(true),
  userToken: z.string(),
  userDisplay: z.string(),
});
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

/** fbProfile is what the browser saw; the server trusts only what Facebook says for fbAuth. */
export const FacebookLoginBodySchema = z.object({
  fbProfile: z
    .object({ id: z.string().max(100).optional(), name: z.string().max(200).optional() })
    .optional(),
  fbAuth: z.object({ accessToken: z.string().min(1).max(2000) }),
});
export type FacebookLoginBody = z.infer<typeof FacebookLoginBodySchema>;

/** accessToken (spec); or the authorization code of LINE Login's redirect with its redirectUri. */
export const LineLoginBodySchema = z
  .object({
    accessToken: z.string().min(1).max(2000).optional(),
    code: z.string().min(1).max(2000).optional(),
    redirectUri: z.string().url().max(500).optional(),
  })
  .refine((b) => Boolean(b.accessToken) || Boolean(b.code && b.redirectUri), {
    message: 'คำขอไม่ถูกต้อง',
  });
export type LineLoginBody = z.infer<typeof LineLoginBodySchema>;

export const SuccessResponseSchema = z.object({ success: z.literal(true) });

export const ResetPasswordDataBodySchema = z.object({ key: StepKeySchema });
export const ResetPasswordDataResponseSchema = z.object({
  success: z.literal(true),
  tel: z.string(),
  username: z.string(),
});
export type ResetPasswordDataResponse = z.infer<typeof ResetPasswordDataResponseSchema>;

export const ResetUserPasswordBodySchema = z.object({
  key: StepKeySchema,
  password: PasswordSchema,
});
export type ResetUserPasswordBody = z.infer<typeof ResetUserPasswordBodySchema>;

export const DevOutboxQuerySchema = z.object({ tel: z.string().max(20).optional() });
export const DevOutboxMessageSchema = z.object({
  tel: z.string(),
  text: z.string(),
  code: z.string(),
  createdAt: z.string(),
});
export type DevOutboxMessage = z.infer<typeof DevOutboxMessageSchema>;

/** userDisplay (spec 3 User session): the name, else the username, else a neutral word. */
export function userDisplayOf(user: { name: string; username: string | null }): string {
  return user.name.trim() || user.username || 'สมาชิกยางดี';
}

/** "0800000001" → "080-xxx-0001" for forms that confirm which phone is meant. */
export function maskTel(tel: string): string {
  if (tel.length < 7) return tel;
  return `${tel.slice(0, 3)}-xxx-${tel.slice(-4)}`;
}

/** Only same-origin paths are followed after sign-in (no open redirect). */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return '/';
  }
  return value;
}
