import { z } from 'zod';
import { OtpCodeSchema } from './auth';
import { SellerAclSchema } from './seller-session';
import { PasswordSchema, UsernameSchema } from './validation';

// A phone joins a shop only when its owner says yes (issue 37 §2, decision 0131): add-staff
// sends a link /seller/invite/<token> by SMS; the page sends a code to the invited phone and the
// phone's owner accepts with it. A phone without an account chooses its password there.

const InvitationTokenSchema = z.string().min(16).max(200);

export const InvitationTokenBodySchema = z.object({ token: InvitationTokenSchema });

/** What the invitation page shows: the shop, the role, and the invited phone masked. */
export const InvitationViewSchema = z.object({
  success: z.literal(true),
  shopName: z.string(),
  branchName: z.string(),
  name: z.string(),
  telMasked: z.string(),
  acl: SellerAclSchema,
  /** The phone already has an account: accepting signs it in, no new password. */
  hasAccount: z.boolean(),
  expiresAt: z.string(),
});
export type InvitationView = z.infer<typeof InvitationViewSchema>;

export const RequestInvitationOtpBodySchema = z.object({
  token: InvitationTokenSchema,
  recaptcha: z.string().min(1, { message: 'กรุณายืนยันว่าคุณไม่ใช่โปรแกรมอัตโนมัติ' }).max(4000),
});
export type RequestInvitationOtpBody = z.infer<typeof RequestInvitationOtpBodySchema>;

/** accept-invitation: the code sent to the invited phone; a new account also sets a password. */
export const AcceptInvitationBodySchema = z.object({
  token: InvitationTokenSchema,
  otp: OtpCodeSchema,
  otpToken: z.string().min(1).max(200),
  username: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    UsernameSchema.max(60, { message: 'ชื่อผู้ใช้ยาวได้ไม่เกิน 60 ตัวอักษร' }).optional(),
  ),
  password: z.union([z.literal(''), PasswordSchema]).optional(),
});
export type AcceptInvitationBody = z.infer<typeof AcceptInvitationBodySchema>;
/** The same for a phone without an account: its password is required (checked in the form). */
export const AcceptInvitationNewAccountBodySchema = AcceptInvitationBodySchema.extend({
  password: PasswordSchema,
});

/** 08x-xxx-5678: enough for the person to recognise their phone, not enough to learn it. */
export function maskTel(tel: string): string {
  return tel.length < 4 ? tel : `${tel.slice(0, 2)}x-xxx-${tel.slice(-4)}`;
}
