import { z } from 'zod';
import { LineLoginBodySchema, OtpCodeSchema, TelSchema } from './auth';
import { ShopChoiceSchema } from './seller-session';
import { PasswordSchema } from './validation';

// A seller's own account ("บัญชีของฉัน", decision 0131): only the person changes their phone or
// password, after proving the current password; a new phone is also proven by a code sent to it
// (request-otp type 'register'). Every other session of the account ends.

const currentPassword = z
  .string()
  .min(1, { message: 'กรุณากรอกรหัสผ่านปัจจุบัน' })
  .max(200, { message: 'รหัสผ่านยาวเกินไป' });

export const ChangeOwnPasswordBodySchema = z.object({
  currentPassword,
  newPassword: PasswordSchema,
});
export type ChangeOwnPasswordBody = z.infer<typeof ChangeOwnPasswordBodySchema>;

export const ChangeOwnTelBodySchema = z.object({
  currentPassword,
  tel: TelSchema,
  otp: OtpCodeSchema,
  otpToken: z.string().min(1).max(200),
});
export type ChangeOwnTelBody = z.infer<typeof ChangeOwnTelBodySchema>;

export const MyAccountResponseSchema = z.object({
  success: z.literal(true),
  username: z.string(),
  name: z.string(),
  tel: z.string(),
  /** The phone was proven by a code: phone sign-in and forgotten-password reset reach it. */
  telVerified: z.boolean(),
  /** The person linked their own LINE: new orders and the morning's bookings reach it (issue 35). */
  lineLinked: z.boolean(),
  shops: z.array(ShopChoiceSchema),
});
export type MyAccountResponse = z.infer<typeof MyAccountResponseSchema>;

export const ChangeShopBodySchema = z.object({ sellerId: z.number().int().positive() });
export type ChangeShopBody = z.infer<typeof ChangeShopBodySchema>;

/** Linking one's own LINE: the same credentials as the shopper's LINE sign-in (issue 35). */
export const LinkSellerLineBodySchema = LineLoginBodySchema;
export type LinkSellerLineBody = z.infer<typeof LinkSellerLineBodySchema>;
