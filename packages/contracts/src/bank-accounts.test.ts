import { describe, expect, it } from 'vitest';
import {
  BankAccountSchema,
  formatAccountNumber,
  isThaiMobile,
  isThaiNationalId,
  PromptPayIdSchema,
} from './bank-accounts';

describe('bank accounts and PromptPay IDs', () => {
  it('accepts a national ID only when its check digit is right', () => {
    expect(isThaiNationalId('1101700230708')).toBe(true);
    expect(isThaiNationalId('1-1017-00230-70-8')).toBe(true);
    expect(isThaiNationalId('1101700230703')).toBe(false);
    expect(isThaiNationalId('110170023070')).toBe(false);
  });

  it('takes a PromptPay mobile number or a national ID, typed with dashes or spaces', () => {
    expect(PromptPayIdSchema.parse('081-234-5678')).toBe('0812345678');
    expect(PromptPayIdSchema.parse(' 1101700230708 ')).toBe('1101700230708');
    expect(PromptPayIdSchema.safeParse('0212345678').success).toBe(false);
    expect(PromptPayIdSchema.safeParse('1101700230703').error?.issues[0]?.message).toMatch(
      /^พร้อมเพย์/,
    );
    expect(isThaiMobile('0912345678')).toBe(true);
  });

  it("checks an account number's length against its bank", () => {
    const ok = BankAccountSchema.parse({
      bankCode: '004',
      accountNumber: '123-4-56789-0',
      accountName: 'ร้านยางดี',
    });
    expect(ok.accountNumber).toBe('1234567890');
    const gsb = BankAccountSchema.safeParse({
      bankCode: '030',
      accountNumber: '1234567890',
      accountName: 'ร้านยางดี',
    });
    expect(gsb.error?.issues.map((i) => i.message)).toEqual(['เลขบัญชีของธนาคารนี้ต้องเป็นตัวเลข 12 หลัก']);
    const unknown = BankAccountSchema.safeParse({
      bankCode: '999',
      accountNumber: '1234567890',
      accountName: 'ร้านยางดี',
    });
    expect(unknown.error?.issues[0]?.message).toBe('กรุณาเลือกธนาคาร');
  });

  it('writes an account number as the bank prints it, or with only its last four digits', () => {
    expect(formatAccountNumber('1234567890')).toBe('123-4-56789-0');
    expect(formatAccountNumber('1234567890', true)).toBe('xxx-x-xx789-0');
    expect(formatAccountNumber('123456789012', true)).toBe('xxxxxxxx9012');
  });
});
