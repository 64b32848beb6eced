import { z } from 'zod';
import { TelSchema } from './auth';
import { ACL_FLAGS, type AclFlag, type SellerAcl } from './seller-acl';
import { SellerAclSchema } from './seller-session';
import { PasswordSchema, UsernameSchema } from './validation';

// Staff and permissions of a store (spec 2.3 /seller/staff, 6 "Staff permissions and the menu",
// 7 staff-list / add-staff / edit-staff / change-staff-permission). Every call acts on the
// members of the token's active store or branch only (decision 0077).

/** The menu groups of spec 6, with the Reading B flags each one holds. */
export const STAFF_PERMISSION_GROUPS = [
  { menu: 'orders', flags: ['manageOrder', 'confirmService', 'confirmDelivery'] },
  { menu: 'products', flags: ['manageProduct', 'manageExcelproduct', 'managePromotion'] },
  { menu: 'accountant', flags: ['manageAccounting'] },
  { menu: 'dashboard', flags: ['manageDashboard'] },
  { menu: 'reports', flags: ['manageReport'] },
  { menu: 'ratings', flags: ['manageRating'] },
  {
    menu: 'store',
    flags: [
      'manageStoreProfile',
      'manageSetting',
      'manageStaff',
      'manageDecoration',
      'manageHoliday',
    ],
  },
  // Issue 36 (decision 0161): its own menu.
  { menu: 'warrantyClaims', flags: ['manageWarrantyClaim'] },
] as const satisfies ReadonlyArray<{ menu: string; flags: readonly AclFlag[] }>;

/** Flags sent by a form: any left out are off. */
export const AclInputSchema = z.object(
  Object.fromEntries(ACL_FLAGS.map((flag) => [flag, z.boolean().default(false)])) as Record<
    AclFlag,
    z.ZodDefault<z.ZodBoolean>
  >,
);
export type AclInput = z.input<typeof AclInputSchema>;

export const STAFF_USERNAME_MIN = 4;
export const STAFF_USERNAME_MAX = 30;
export const STAFF_NAME_MAX = 120;

export const StaffUsernameSchema = UsernameSchema.min(STAFF_USERNAME_MIN, {
  message: `ชื่อผู้ใช้ต้องมีอย่างน้อย ${STAFF_USERNAME_MIN} ตัวอักษร`,
}).max(STAFF_USERNAME_MAX, { message: `ชื่อผู้ใช้ยาวได้ไม่เกิน ${STAFF_USERNAME_MAX} ตัวอักษร` });

export const StaffNameSchema = z
  .string({ message: 'กรุณากรอกชื่อพนักงาน' })
  .trim()
  .min(1, { message: 'กรุณากรอกชื่อพนักงาน' })
  .max(STAFF_NAME_MAX, { message: `ชื่อยาวได้ไม่เกิน ${STAFF_NAME_MAX} ตัวอักษร` });

/** A Thai telephone number (mobile or landline, 9–10 digits), or empty. */
export const StaffTelSchema = z
  .string()
  .trim()
  .refine((tel) => tel === '' || /^0[0-9]{8,9}$/.test(tel), {
    message: 'กรุณากรอกเบอร์โทรศัพท์ 9–10 หลักให้ถูกต้อง',
  });

const sellerUserId = z.number({ message: 'ไม่พบพนักงาน' }).int().positive();

/**
 * add-staff (decision 0131): an invitation to a mobile phone, accepted by its owner with a code
 * sent to it. The username and password a person signs in with are theirs to choose, so the
 * spec's username and password fields are no longer read (and are dropped when sent).
 */
export const AddStaffBodySchema = z.object({
  name: StaffNameSchema,
  tel: TelSchema,
  acl: AclInputSchema,
});
export type AddStaffBody = z.infer<typeof AddStaffBodySchema>;
export type AddStaffForm = z.input<typeof AddStaffBodySchema>;

/**
 * edit-staff: the name and switching on or off. A phone or password belongs to its person: a
 * `tel` or `password` that differs from the current one is refused (STAFF_CREDENTIALS_OWN);
 * each person changes their own on "บัญชีของฉัน" after proving the current one.
 */
export const EditStaffBodySchema = z.object({
  sellerUserId,
  name: StaffNameSchema,
  tel: StaffTelSchema.optional(),
  isActive: z.boolean(),
  password: z.union([z.literal(''), PasswordSchema]).optional(),
});
export type EditStaffBody = z.infer<typeof EditStaffBodySchema>;
export type EditStaffForm = z.input<typeof EditStaffBodySchema>;

/** Days an invitation stays open. */
export const STAFF_INVITATION_DAYS = 7;

export const StaffInvitationSchema = z.object({
  invitationId: z.number().int(),
  name: z.string(),
  tel: z.string(),
  acl: SellerAclSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type StaffInvitation = z.infer<typeof StaffInvitationSchema>;

export const StaffInvitedResponseSchema = z.object({
  success: z.literal(true),
  invitation: StaffInvitationSchema,
});
export type StaffInvitedResponse = z.infer<typeof StaffInvitedResponseSchema>;

export const CancelStaffInvitationBodySchema = z.object({
  invitationId: z.number({ message: 'ไม่พบคำเชิญ' }).int().positive(),
});
export type CancelStaffInvitationBody = z.infer<typeof CancelStaffInvitationBodySchema>;

/** The owner hands the store over to an active member, confirmed with the owner's password. */
export const HandOverOwnerBodySchema = z.object({
  sellerUserId,
  password: z.string().min(1, { message: 'กรุณากรอกรหัสผ่านของคุณเพื่อยืนยัน' }).max(200),
});
export type HandOverOwnerBody = z.infer<typeof HandOverOwnerBodySchema>;
/** The hand-over form: the body and the owner's tick that they are sure (sent without it). */
export const HandOverOwnerFormSchema = HandOverOwnerBodySchema.extend({
  isSure: z.boolean().refine((sure) => sure),
}).transform(({ isSure: _, ...body }) => body);
export type HandOverOwnerForm = z.input<typeof HandOverOwnerFormSchema>;

export const ChangeStaffPermissionBodySchema = z.object({ sellerUserId, acl: AclInputSchema });
export type ChangeStaffPermissionBody = z.infer<typeof ChangeStaffPermissionBodySchema>;

export const StaffMemberSchema = z.object({
  sellerUserId: z.number().int(),
  username: z.string(),
  name: z.string(),
  tel: z.string(),
  /** The store's owner: keeps every permission and cannot be switched off. */
  isOwner: z.boolean(),
  /** The staff member asking: cannot switch themselves off or drop their own manageStaff. */
  isSelf: z.boolean(),
  isActive: z.boolean(),
  acl: SellerAclSchema,
  /** Last successful sign-in (ISO time), null if never. */
  lastSignInAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

export const StaffListResponseSchema = z.object({
  staffList: z.array(StaffMemberSchema),
  /** Invitations still waiting for their phone's owner. */
  invitations: z.array(StaffInvitationSchema),
});
export type StaffListResponse = z.infer<typeof StaffListResponseSchema>;

export const StaffSavedResponseSchema = z.object({
  success: z.literal(true),
  staff: StaffMemberSchema,
});
export type StaffSavedResponse = z.infer<typeof StaffSavedResponseSchema>;

export type { SellerAcl };
