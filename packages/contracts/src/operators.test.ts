import { describe, expect, it } from 'vitest';
import {
  AuditLogFilterSchema,
  AuditLogQuerySchema,
  isOperatorRole,
  OPERATOR_PERMISSIONS,
  OPERATOR_ROLES,
  OperatorLoginBodySchema,
  OperatorLoginResponseSchema,
  permissionsOf,
  ROLE_LABELS_TH,
  roleMay,
} from './operators';
import { ADMIN_OPEN_ROUTES, ADMIN_ROUTES, isKnownRoute, matchRoute } from './routes';

describe('operator roles and permissions (decision 0142)', () => {
  it('gives the owner every permission', () => {
    expect(permissionsOf('owner')).toEqual([...OPERATOR_PERMISSIONS]);
  });

  it('gives finance the money areas and the audit log, never shops or operators', () => {
    expect(permissionsOf('finance')).toEqual([
      'refunds',
      'payouts',
      'commission',
      'books',
      'audit',
    ]);
    expect(roleMay('finance', 'shops')).toBe(false);
    expect(roleMay('finance', 'operators')).toBe(false);
  });

  it('gives support the shops, refunds and the audit log, never payouts or operators', () => {
    expect(permissionsOf('support')).toEqual(['shops', 'refunds', 'audit']);
    expect(roleMay('support', 'payouts')).toBe(false);
    expect(roleMay('support', 'operators')).toBe(false);
    expect(roleMay('support', 'commission')).toBe(false);
  });

  it('lets only the owner manage operators', () => {
    expect(OPERATOR_ROLES.filter((role) => roleMay(role, 'operators'))).toEqual(['owner']);
  });

  it('names every role in Thai', () => {
    for (const role of OPERATOR_ROLES) expect(ROLE_LABELS_TH[role]).toMatch(/[ก-๙]/);
  });

  it('knows a role only by its exact name', () => {
    expect(isOperatorRole('finance')).toBe(true);
    expect(isOperatorRole('admin')).toBe(false);
    expect(isOperatorRole('toString')).toBe(false);
    expect(isOperatorRole(undefined)).toBe(false);
  });

  it('permissionsOf gives a copy the caller may change without touching the table', () => {
    const list = permissionsOf('support');
    list.push('operators');
    expect(roleMay('support', 'operators')).toBe(false);
  });
});

describe('operator sign-in shapes', () => {
  it('asks for a user name and a password in Thai', () => {
    const result = OperatorLoginBodySchema.safeParse({ username: '  ', password: '' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toContain('กรุณากรอกชื่อผู้ใช้');
    expect(messages).toContain('กรุณากรอกรหัสผ่าน');
  });

  it('trims the user name', () => {
    expect(OperatorLoginBodySchema.parse({ username: ' operator1 ', password: 'x' }).username).toBe(
      'operator1',
    );
  });

  it('refuses a sign-in answer with an unknown role or permission', () => {
    const operator = {
      operatorId: 1,
      username: 'operator1',
      name: 'ทดสอบ',
      role: 'owner',
      permissions: ['shops'],
    };
    expect(
      OperatorLoginResponseSchema.safeParse({ success: true, token: 't', operator }).success,
    ).toBe(true);
    expect(
      OperatorLoginResponseSchema.safeParse({
        success: true,
        token: 't',
        operator: { ...operator, role: 'admin' },
      }).success,
    ).toBe(false);
    expect(
      OperatorLoginResponseSchema.safeParse({
        success: true,
        token: 't',
        operator: { ...operator, permissions: ['everything'] },
      }).success,
    ).toBe(false);
  });
});

describe('the console routes', () => {
  it('are screens of the product, all under /admin, with only the sign-in open', () => {
    for (const route of ADMIN_ROUTES) {
      expect(route === '/admin' || route.startsWith('/admin/'), route).toBe(true);
    }
    expect(isKnownRoute('/admin')).toBe(true);
    expect(matchRoute('/admin/login')).toBe('/admin/login');
    expect([...ADMIN_OPEN_ROUTES]).toEqual(['/admin/login']);
  });
});

describe('the audit log query', () => {
  it('reads the address’s strings as numbers and starts at page 1', () => {
    expect(AuditLogQuerySchema.parse({ operatorId: '3' })).toEqual({ page: 1, operatorId: 3 });
  });

  it('refuses a backwards range and a malformed day in Thai', () => {
    const backwards = AuditLogQuerySchema.safeParse({ from: '2026-03-05', to: '2026-03-01' });
    expect(backwards.error?.issues[0].message).toBe('วันที่เริ่มต้นต้องไม่อยู่หลังวันที่สิ้นสุด');
    const malformed = AuditLogQuerySchema.safeParse({ from: '5/3/2026' });
    expect(malformed.error?.issues[0].message).toBe('กรุณาเลือกวันที่ให้ถูกต้อง');
  });

  it('the filter form takes empty choices as any and keeps the range rule', () => {
    const any = { operatorId: '', action: '', from: '', to: '' };
    expect(AuditLogFilterSchema.parse(any)).toEqual(any);
    const backwards = AuditLogFilterSchema.safeParse({
      ...any,
      from: '2026-03-05',
      to: '2026-03-01',
    });
    expect(backwards.error?.issues[0]).toMatchObject({
      message: 'วันที่เริ่มต้นต้องไม่อยู่หลังวันที่สิ้นสุด',
      path: ['from'],
    });
    expect(AuditLogFilterSchema.safeParse({ ...any, from: '5/3/2026' }).success).toBe(false);
  });
});
