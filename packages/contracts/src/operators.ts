import { z } from 'zod';

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
