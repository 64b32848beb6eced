import { describe, expect, it } from 'vitest';
import { parseSearchTab } from './search-tab';
import {
  formatPasswordWarning,
  getPasswordFailures,
  isBlockedNumericKey,
  keepDigits,
  LicencePlateSchema,
  PasswordSchema,
  SearchTabSchema,
  sanitizeLicencePlate,
  UsernameSchema,
} from './validation';

describe('username', () => {
  it('allows letters, digits, underscore and hyphen', () => {
    expect(UsernameSchema.safeParse('customer_1-A').success).toBe(true);
  });
  it.each(['ผู้ใช้', 'a b', 'a.b', 'a@b', ''])('rejects %j', (name) => {
    expect(UsernameSchema.safeParse(name).success).toBe(false);
  });
});

describe('password', () => {
  it('accepts a password that passes every rule', () => {
    expect(getPasswordFailures('Customer123')).toEqual([]);
    expect(PasswordSchema.safeParse('Customer123').success).toBe(true);
  });

  it('lists every failed rule in order', () => {
    expect(getPasswordFailures('')).toEqual([
      'รหัสผ่านต้องมีความยาวอย่างน้อย 8 ตัวอักษร',
      'ตัวพิมพ์เล็ก (a-z) อย่างน้อย 1 ตัว',
      'ตัวพิมพ์ใหญ่ (A-Z) อย่างน้อย 1 ตัว',
      'ตัวเลข (0-9) อย่างน้อย 1 ตัว',
    ]);
    expect(getPasswordFailures('abcdefgh')).toEqual([
      'ตัวพิมพ์ใหญ่ (A-Z) อย่างน้อย 1 ตัว',
      'ตัวเลข (0-9) อย่างน้อย 1 ตัว',
    ]);
    expect(getPasswordFailures('Ab1')).toEqual(['รหัสผ่านต้องมีความยาวอย่างน้อย 8 ตัวอักษร']);
  });

  it('joins the messages with line breaks into one warning', () => {
    expect(formatPasswordWarning('ABCDEFGH1')).toBe('ตัวพิมพ์เล็ก (a-z) อย่างน้อย 1 ตัว');
    expect(formatPasswordWarning('abc').split('\n')).toHaveLength(3);
  });

  it('reports one zod issue per failed rule', () => {
    const result = PasswordSchema.safeParse('abc');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(getPasswordFailures('abc'));
  });
});

describe('licence plate', () => {
  it('allows Thai consonants and digits up to 10', () => {
    expect(LicencePlateSchema.safeParse('กข1234').success).toBe(true);
    expect(LicencePlateSchema.safeParse('กขคง123456').success).toBe(true);
  });
  it('rejects vowels, latin letters, spaces and more than 10', () => {
    expect(LicencePlateSchema.safeParse('กา1234').success).toBe(false);
    expect(LicencePlateSchema.safeParse('AB1234').success).toBe(false);
    expect(LicencePlateSchema.safeParse('กข 1234').success).toBe(false);
    expect(LicencePlateSchema.safeParse('กขคง1234567').success).toBe(false);
  });
  it('sanitises typed text', () => {
    expect(sanitizeLicencePlate('1กข-2345 A')).toBe('1กข2345');
    expect(sanitizeLicencePlate('กขคงจฉชซฌญ12')).toBe('กขคงจฉชซฌญ');
  });
});

describe('search tab', () => {
  it.each([
    ['1', 1],
    ['2', 2],
    ['3', 3],
    [3, 3],
    ['0', 1],
    ['4', 1],
    ['abc', 1],
    ['2.5', 1],
    [null, 1],
    [undefined, 1],
    ['', 1],
  ])('parses %j as %d', (input, tab) => {
    expect(parseSearchTab(input)).toBe(tab);
    expect(SearchTabSchema.parse(input)).toBe(tab);
  });
});

describe('digits only', () => {
  it('keeps digits', () => {
    expect(keepDigits('08-1234 5678x')).toBe('0812345678');
  });
  it('blocks printable non-digit keys only', () => {
    expect(isBlockedNumericKey('a')).toBe(true);
    expect(isBlockedNumericKey('-')).toBe(true);
    expect(isBlockedNumericKey('ก')).toBe(true);
    expect(isBlockedNumericKey('5')).toBe(false);
    expect(isBlockedNumericKey('Backspace')).toBe(false);
    expect(isBlockedNumericKey('ArrowLeft')).toBe(false);
    expect(isBlockedNumericKey('v', true)).toBe(false);
  });
});
