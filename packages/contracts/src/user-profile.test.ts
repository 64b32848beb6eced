import { describe, expect, it } from 'vitest';
import { vatIncludedSatang } from './order-history';
import { ORDER_HISTORY_TABS, orderStatusText } from './order-status';
import {
  AddCarBodySchema,
  ChangePasswordFormSchema,
  checkBirthDate,
  isCarFormComplete,
} from './user-profile';

describe('profile and order rules', () => {
  it('accepts plausible birth dates only', () => {
    expect(checkBirthDate('1990-02-28', '2026-11-22')).toBe('');
    expect(checkBirthDate('2026-11-23', '2026-11-22')).toBe('วันเกิดต้องไม่เป็นวันในอนาคต');
    expect(checkBirthDate('1900-01-01', '2026-11-22')).toMatch(/ปีเกิด/);
    expect(checkBirthDate('2001-02-30', '2026-11-22')).toBe('วันเกิดไม่ถูกต้อง');
  });

  it('car modal: all four fields required after trim; plate only ก-ฮ and digits', () => {
    const car = {
      licenseNumber: '1กข234',
      licenseProvince: 'ลำปาง',
      carBrand: 'toyota',
      carModel: 'yaris',
    };
    expect(isCarFormComplete(car)).toBe(true);
    expect(isCarFormComplete({ ...car, carModel: '  ' })).toBe(false);
    expect(AddCarBodySchema.safeParse(car).success).toBe(true);
    expect(AddCarBodySchema.safeParse({ ...car, licenseNumber: 'AB123' }).success).toBe(false);
    expect(AddCarBodySchema.safeParse({ ...car, licenseProvince: 'Lampang' }).success).toBe(false);
  });

  it('VAT included is total × 7/107 rounded to satang', () => {
    expect(vatIncludedSatang(800_000)).toBe(52_336);
    expect(vatIncludedSatang(10_700)).toBe(700);
  });

  it('tabs group statuses as spec 4 says, with the glossary labels', () => {
    expect(ORDER_HISTORY_TABS).toEqual({ waiting: [1, 2, 3], completed: [4, 5], cancel: [99] });
    expect([1, 2, 3, 4, 5, 99].map(orderStatusText)).toEqual([
      'รอยืนยันคำสั่งซื้อ',
      'รอเข้ารับบริการ',
      'รอจัดส่ง',
      'ติดตั้งเรียบร้อย',
      'จัดส่งเรียบร้อย',
      'ยกเลิก',
    ]);
  });

  it('password form: one warning per field in order, and only the body is sent', () => {
    const messages = (input: object) => {
      const result = ChangePasswordFormSchema.safeParse(input);
      return result.success
        ? []
        : result.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
    };
    expect(messages({ currentPassword: '', newPassword: 'abc', confirmPassword: 'abc' })).toEqual([
      'currentPassword: กรุณากรอกรหัสผ่านปัจจุบัน',
      'newPassword: รหัสผ่านต้องมีความยาวอย่างน้อย 8 ตัวอักษร\nตัวพิมพ์ใหญ่ (A-Z) อย่างน้อย 1 ตัว\nตัวเลข (0-9) อย่างน้อย 1 ตัว',
    ]);
    expect(
      messages({ currentPassword: 'old', newPassword: 'Passw0rd1', confirmPassword: 'Passw0rd2' }),
    ).toEqual(['confirmPassword: รหัสผ่านใหม่และการยืนยันไม่ตรงกัน']);
    expect(
      ChangePasswordFormSchema.parse({
        currentPassword: 'old',
        newPassword: 'Passw0rd1',
        confirmPassword: 'Passw0rd1',
      }),
    ).toEqual({ currentPassword: 'old', newPassword: 'Passw0rd1' });
  });
});
