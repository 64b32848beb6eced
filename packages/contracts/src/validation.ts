import { z } from 'zod';
import { LICENCE_PLATE_MAX_LENGTH, LICENCE_PLATE_PATTERN } from './input-rules';
import { parseSearchTab } from './search-tab';

// Shared input rules of spec 5 "Accounts" and "General inputs"; Thai wording from the glossary.

export const USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/;
export const USERNAME_MESSAGE = 'ชื่อผู้ใช้ใช้ได้เฉพาะตัวอักษรภาษาอังกฤษ ตัวเลข ขีดล่าง (_) และขีดกลาง (-)';

export const UsernameSchema = z
  .string()
  .trim()
  .min(1, { message: 'กรุณากรอกชื่อผู้ใช้' })
  .regex(USERNAME_PATTERN, { message: USERNAME_MESSAGE });

/** Password rules, each with its own message (spec 5: every failed rule adds its message). */
export const PASSWORD_RULES = [
  { test: (p: string) => p.length >= 8, message: 'รหัสผ่านต้องมีความยาวอย่างน้อย 8 ตัวอักษร' },
  { test: (p: string) => /[a-z]/.test(p), message: 'ตัวพิมพ์เล็ก (a-z) อย่างน้อย 1 ตัว' },
  { test: (p: string) => /[A-Z]/.test(p), message: 'ตัวพิมพ์ใหญ่ (A-Z) อย่างน้อย 1 ตัว' },
  { test: (p: string) => /[0-9]/.test(p), message: 'ตัวเลข (0-9) อย่างน้อย 1 ตัว' },
] as const;

/** Every failed rule's message, in rule order; empty when the password is acceptable. */
export function getPasswordFailures(password: string): string[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.message);
}

/** The one warning text the UI shows: the failed rules joined by line breaks. */
export function formatPasswordWarning(password: string): string {
  return getPasswordFailures(password).join('\n');
}

export const PasswordSchema = z.string().superRefine((password, ctx) => {
  for (const message of getPasswordFailures(password)) {
    ctx.addIssue({ code: 'custom', message });
  }
});

// Licence plate: Thai consonants ก-ฮ and digits only, at most 10 characters (spec 5 and 9).
export const LicencePlateSchema = z
  .string()
  .trim()
  .min(1, { message: 'กรุณากรอกทะเบียนรถ' })
  .max(LICENCE_PLATE_MAX_LENGTH, { message: 'ทะเบียนรถยาวได้ไม่เกิน 10 ตัวอักษร' })
  .regex(LICENCE_PLATE_PATTERN, { message: 'ทะเบียนรถใช้ได้เฉพาะพยัญชนะ ก-ฮ และตัวเลข 0-9' });

export const SearchTabSchema = z.unknown().transform(parseSearchTab);

export {
  DIGITS_ONLY_PATTERN,
  isBlockedNumericKey,
  keepDigits,
  LICENCE_PLATE_MAX_LENGTH,
  LICENCE_PLATE_PATTERN,
  sanitizeLicencePlate,
} from './input-rules';
