import { z } from 'zod';
import { PasswordSchema, UsernameSchema } from './validation';

// The operator console (/admin, issue 32 item 4, decision 0142): the people who run the
// marketplace have accounts of their own, separate from shops and customers. A role is a fixed
// set of permissions; each console area and each /api/admin call needs one permission.

export const OPERATOR_PERMISSIONS = [
  'shops',
  'refunds',
  'payouts',
  'commission',
  'books',
  'audit',
  'operators',
] as const;
export type OperatorPermission = (typeof OPERATOR_PERMISSIONS)[number];

export const OPERATOR_ROLES = ['owner', 'finance', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** What each role may do: the owner everything, finance the money, support the shops. */
export const ROLE_PERMISSIONS: Record<OperatorRole, readonly OperatorPermission[]> = {
  owner: OPERATOR_PERMISSIONS,
  finance: ['refunds', 'payouts', 'commission', 'books', 'audit'],
  support: ['shops', 'refunds', 'audit'],
};

export const ROLE_LABELS_TH: Record<OperatorRole, string> = {
  owner: 'ผู้ดูแลสูงสุด',
  finance: 'การเงิน',
  support: 'ดูแลร้านค้า',
};

export function permissionsOf(role: OperatorRole): OperatorPermission[] {
  return [...ROLE_PERMISSIONS[role]];
}

export function roleMay(role: OperatorRole, permission: OperatorPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

export function isOperatorRole(value: unknown): value is OperatorRole {
  return typeof value === 'string' && (OPERATOR_ROLES as readonly string[]).includes(value);
}

export const OperatorRoleSchema = z.enum(OPERATOR_ROLES);
export const OperatorPermissionSchema = z.enum(OPERATOR_PERMISSIONS);

export const OperatorLoginBodySchema = z.object({
  username: z.string().trim().min(1, { message: 'กรุณากรอกชื่อผู้ใช้' }).max(60),
  password: z.string().min(1, { message: 'กรุณากรอกรหัสผ่าน' }).max(200),
});
export type OperatorLoginBody = z.infer<typeof OperatorLoginBodySchema>;

/** The signed-in operator as the console sees it (GET /api/admin/me, and with the login). */
export const OperatorProfileSchema = z.object({
  operatorId: z.number().int(),
  username: z.string(),
  name: z.string(),
  role: OperatorRoleSchema,
  permissions: z.array(OperatorPermissionSchema),
});
export type OperatorProfile = z.infer<typeof OperatorProfileSchema>;

export const OperatorLoginResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  operator: OperatorProfileSchema,
});
export type OperatorLoginResponse = z.infer<typeof OperatorLoginResponseSchema>;

export const OperatorMeResponseSchema = z.object({
  success: z.literal(true),
  operator: OperatorProfileSchema,
});
export type OperatorMeResponse = z.infer<typeof OperatorMeResponseSchema>;

/** Audit-log actions of the foundation; other areas add their own 'area.verb' strings. */
export const OPERATOR_AUTH_ACTIONS = {
  login: 'operator.login',
  logout: 'operator.logout',
} as const;

// The audit log screen (/admin/audit, permission `audit`): newest first, by operator, action and
// Bangkok calendar days (both ends inclusive), 50 a page.

export const AUDIT_PAGE_SIZE = 50;
const DaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'กรุณาเลือกวันที่ให้ถูกต้อง' })
  .optional();

export const AuditLogQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    operatorId: z.coerce.number().int().positive().optional(),
    action: z.string().trim().max(60).optional(),
    from: DaySchema,
    to: DaySchema,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'วันที่เริ่มต้นต้องไม่อยู่หลังวันที่สิ้นสุด',
    path: ['from'],
  });
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;

/** The audit screen's filter form: each value as chosen ('' = any), the query's own rules. */
export const AuditLogFilterSchema = z
  .object({
    operatorId: z.string().regex(/^\d*$/),
    action: z.string().trim().max(60),
    from: z.union([z.literal(''), DaySchema.unwrap()]),
    to: z.union([z.literal(''), DaySchema.unwrap()]),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'วันที่เริ่มต้นต้องไม่อยู่หลังวันที่สิ้นสุด',
    path: ['from'],
  });
export type AuditLogFilter = z.input<typeof AuditLogFilterSchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  /** ISO time. */
  at: z.string(),
  operatorId: z.number().int(),
  username: z.string(),
  operatorName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditLogResponseSchema = z.object({
  success: z.literal(true),
  items: z.array(AuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Everyone who can appear in the operator filter. */
  operators: z.array(z.object({ operatorId: z.number().int(), name: z.string() })),
});
export type AuditLogResponse = z.infer<typeof AuditLogResponseSchema>;

// Operator management (/admin/operators, permission `operators`, decision 0144): the owner lists
// the team, adds an operator with a first password typed twice (the shops' password rules),
// changes a role, switches an account off or on and sets a new password. Nobody changes their own
// role or switches themselves off, and the last active owner stays an active owner.

const operatorUsernameSchema = UsernameSchema.max(60, {
  message: 'ชื่อผู้ใช้ยาวได้ไม่เกิน 60 ตัวอักษร',
});
const operatorNameSchema = z
  .string({ message: 'กรุณากรอกชื่อ' })
  .trim()
  .min(1, { message: 'กรุณากรอกชื่อ' })
  .max(120, { message: 'ชื่อยาวได้ไม่เกิน 120 ตัวอักษร' });
const roleSchema = z.enum(OPERATOR_ROLES, { message: 'กรุณาเลือกบทบาท' });
const passwordPairShape = {
  password: PasswordSchema,
  confirmPassword: z.string({ message: 'กรุณากรอกรหัสผ่านอีกครั้ง' }).max(200),
};
const samePassword = (body: { password: string; confirmPassword: string }) =>
  body.password === body.confirmPassword;
const SAME_PASSWORD_MESSAGE = {
  message: 'รหัสผ่านทั้งสองช่องไม่ตรงกัน',
  path: ['confirmPassword'],
};

export const CreateOperatorBodySchema = z
  .object({
    username: operatorUsernameSchema,
    name: operatorNameSchema,
    role: roleSchema,
    ...passwordPairShape,
  })
  .refine(samePassword, SAME_PASSWORD_MESSAGE);
export type CreateOperatorBody = z.input<typeof CreateOperatorBodySchema>;

export const ChangeOperatorRoleBodySchema = z.object({ role: roleSchema });
export type ChangeOperatorRoleBody = z.infer<typeof ChangeOperatorRoleBodySchema>;

export const ResetOperatorPasswordBodySchema = z
  .object(passwordPairShape)
  .refine(samePassword, SAME_PASSWORD_MESSAGE);
export type ResetOperatorPasswordBody = z.input<typeof ResetOperatorPasswordBodySchema>;

export const OperatorParamsSchema = z.object({
  id: z.coerce
    .number({ message: 'ไม่พบผู้ดูแลระบบนี้' })
    .int({ message: 'ไม่พบผู้ดูแลระบบนี้' })
    .positive({ message: 'ไม่พบผู้ดูแลระบบนี้' }),
});

export const OperatorAccountSchema = z.object({
  operatorId: z.number().int(),
  username: z.string(),
  name: z.string(),
  role: OperatorRoleSchema,
  isActive: z.boolean(),
  /** ISO time of the last successful sign-in; null when never signed in. */
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OperatorAccount = z.infer<typeof OperatorAccountSchema>;

export const OperatorListResponseSchema = z.object({
  success: z.literal(true),
  operators: z.array(OperatorAccountSchema),
});
export type OperatorListResponse = z.infer<typeof OperatorListResponseSchema>;

export const OperatorAccountResponseSchema = z.object({
  success: z.literal(true),
  operator: OperatorAccountSchema,
});
export type OperatorAccountResponse = z.infer<typeof OperatorAccountResponseSchema>;
