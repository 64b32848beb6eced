import { z } from 'zod';
import { StoreSuspensionNoticeSchema } from './admin-shops';
import { ACL_FLAGS, type AclFlag } from './seller-acl';

// The seller session (spec 3 "Seller session", 4 "Sessions and gates"): what submit-login,
// change-branch and change-seller answer, and what the browser keeps as sellerTokenV2, shopInfo
// and shopAcl.

export const SellerLoginBodySchema = z.object({
  username: z.string().trim().min(1, { message: 'กรุณากรอกชื่อผู้ใช้' }).max(60),
  password: z.string().min(1, { message: 'กรุณากรอกรหัสผ่าน' }).max(200),
});
export type SellerLoginBody = z.infer<typeof SellerLoginBodySchema>;

/** shopInfo (spec 3): sellerId is the active store or branch. */
export const ShopInfoSchema = z.object({
  sellerId: z.number().int(),
  user: z.string(),
  staff: z.string(),
  /** Store registration date, YYYY-MM-DD (shown in Buddhist era). */
  registerDate: z.string(),
  code: z.string(),
  name: z.string(),
  link: z.string(),
  isShowBranch: z.boolean(),
  branchName: z.string(),
  /** The platform admin (spec 6): may switch to any store. */
  isPlatformAdmin: z.boolean(),
  /** Platform approval of the active store: only approved stores are public. */
  approvalStatus: z.enum(['pending', 'approved', 'rejected']),
  /** An operator's open suspension of the active store (decision 0143), or null. */
  suspension: StoreSuspensionNoticeSchema.nullable(),
});
export type ShopInfo = z.infer<typeof ShopInfoSchema>;

export const SellerAclSchema = z.object(
  Object.fromEntries(ACL_FLAGS.map((flag) => [flag, z.boolean()])) as Record<AclFlag, z.ZodBoolean>,
);

/** A shop (store or branch) the signed-in person may act for (decision 0131). */
export const ShopChoiceSchema = z.object({
  sellerId: z.number().int(),
  name: z.string(),
  branchName: z.string(),
  isOwner: z.boolean(),
});
export type ShopChoice = z.infer<typeof ShopChoiceSchema>;

/**
 * submit-login, change-branch, change-seller (spec 3 "Change branch / seller response").
 * `shops`: on sign-in, when the person works in more than one shop (their own and another, or
 * two others), every store they may act for, so the screen asks which one (change-shop).
 */
export const SellerSessionResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  info: ShopInfoSchema,
  acl: SellerAclSchema,
  shops: z.array(ShopChoiceSchema).optional(),
});
export type SellerSessionResponse = z.infer<typeof SellerSessionResponseSchema>;

/**
 * A seller who registered by phone but has no store yet (issue 14, decision 0070): a token that
 * only the 'account' routes accept (register-store, check-registration-status, logout); no
 * info or acl until the store exists.
 */
export const SellerAccountSessionResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  info: z.null(),
  acl: z.null(),
});
export type SellerAccountSessionResponse = z.infer<typeof SellerAccountSessionResponseSchema>;

/** submit-login, OTP login, register-password, reset-password: a store session or an account one. */
export const SellerLoginResponseSchema = z.union([
  SellerSessionResponseSchema,
  SellerAccountSessionResponseSchema,
]);
export type SellerLoginResponse = z.infer<typeof SellerLoginResponseSchema>;

/**
 * What a seller route needs (declared as `config.acl` on every /api/seller/* route): 'open' (no
 * token: login, registration), 'account' (any valid seller token, even one without a store yet:
 * register-store, check-registration-status, logout), 'signedIn' (a valid token acting for a
 * store), 'platformAdmin', or one or more ACL flags (any one is enough, spec 6 "visible if any
 * is set").
 */
export type SellerRouteAcl =
  | 'open'
  | 'account'
  | 'signedIn'
  | 'platformAdmin'
  | AclFlag
  | readonly AclFlag[];
