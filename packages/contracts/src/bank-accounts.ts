import { z } from 'zod';

// Where money going out is sent (issue 32): a shop's payout account, and the account or
// PromptPay a shopper gives for a refund of a QR, mobile-banking or instalment payment.
// One list of banks and one set of checks for the server, the web app and the bank files.

export type TransferBank = {
  /** The bank's three-digit code in Thai interbank transfers (and in bulk-transfer files). */
  code: string;
  name: string;
  /** Digits of a savings or current account number at this bank. */
  accountDigits: number;
};

/**
 * Banks money is sent to, with the length of their account numbers (10 digits at commercial
 * banks; 12 at the specialised state banks GSB, GHB and BAAC). A bank added here is accepted
 * everywhere at once.
 */
export const TRANSFER_BANKS: readonly TransferBank[] = [
  { code: '002', name: 'ธนาคารกรุงเทพ', accountDigits: 10 },
  { code: '004', name: 'ธนาคารกสิกรไทย', accountDigits: 10 },
  { code: '006', name: 'ธนาคารกรุงไทย', accountDigits: 10 },
  { code: '011', name: 'ธนาคารทหารไทยธนชาต', accountDigits: 10 },
  { code: '014', name: 'ธนาคารไทยพาณิชย์', accountDigits: 10 },
  { code: '022', name: 'ธนาคารซีไอเอ็มบี ไทย', accountDigits: 10 },
  { code: '024', name: 'ธนาคารยูโอบี', accountDigits: 10 },
  { code: '025', name: 'ธนาคารกรุงศรีอยุธยา', accountDigits: 10 },
  { code: '030', name: 'ธนาคารออมสิน', accountDigits: 12 },
  { code: '033', name: 'ธนาคารอาคารสงเคราะห์', accountDigits: 12 },
  { code: '034', name: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร', accountDigits: 12 },
  { code: '067', name: 'ธนาคารทิสโก้', accountDigits: 10 },
  { code: '069', name: 'ธนาคารเกียรตินาคินภัทร', accountDigits: 10 },
  { code: '073', name: 'ธนาคารแลนด์ แอนด์ เฮ้าส์', accountDigits: 10 },
];

export function transferBankOf(code: string): TransferBank | undefined {
  return TRANSFER_BANKS.find((bank) => bank.code === code);
}

/** Digits only: what a person types with dashes or spaces ("123-4-56789-0") as the bank keeps it. */
export function digitsOf(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/** A Thai national ID (or a company's 13-digit tax ID): 13 digits whose last is the check digit. */
export function isThaiNationalId(text: string): boolean {
  const id = digitsOf(text);
  if (!/^\d{13}$/.test(id)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(id[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(id[12]);
}

/** A Thai mobile number as PromptPay takes it: 10 digits starting 06, 08 or 09. */
export function isThaiMobile(text: string): boolean {
  return /^0[689]\d{8}$/.test(digitsOf(text));
}

export const BANK_ACCOUNT_MESSAGES = {
  bank: 'กรุณาเลือกธนาคาร',
  accountNumber: (digits: number) => `เลขบัญชีของธนาคารนี้ต้องเป็นตัวเลข ${digits} หลัก`,
  accountName: 'กรุณากรอกชื่อบัญชีตามที่ปรากฏในสมุดบัญชี',
  promptPay: 'พร้อมเพย์ต้องเป็นเบอร์มือถือ 10 หลัก หรือเลขประจำตัวประชาชน 13 หลักที่ถูกต้อง',
  nationalId: 'เลขประจำตัวประชาชนไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง',
} as const;

/** A bank account: bank code, number (digits, the bank's length) and the name on the account. */
export const BankAccountSchema = z
  .object({
    bankCode: z.string().refine((code) => !!transferBankOf(code), BANK_ACCOUNT_MESSAGES.bank),
    accountNumber: z.string().trim().transform(digitsOf),
    accountName: z.string().trim().min(2, BANK_ACCOUNT_MESSAGES.accountName).max(100),
  })
  .superRefine((value, ctx) => {
    const bank = transferBankOf(value.bankCode);
    if (bank && !new RegExp(`^\\d{${bank.accountDigits}}$`).test(value.accountNumber)) {
      ctx.addIssue({
        code: 'custom',
        path: ['accountNumber'],
        message: BANK_ACCOUNT_MESSAGES.accountNumber(bank.accountDigits),
      });
    }
  });
export type BankAccount = z.infer<typeof BankAccountSchema>;

/** A PromptPay ID: a mobile number or a national ID (checked by its check digit). */
export const PromptPayIdSchema = z
  .string()
  .trim()
  .transform(digitsOf)
  .refine((id) => isThaiMobile(id) || isThaiNationalId(id), BANK_ACCOUNT_MESSAGES.promptPay);

/** "123-4-56789-0" for a 10-digit account; masked, only the last four digits ("xxx-x-x789-0"). */
export function formatAccountNumber(accountNumber: string, masked = false): string {
  const digits = digitsOf(accountNumber);
  const shown = masked ? 'x'.repeat(Math.max(digits.length - 4, 0)) + digits.slice(-4) : digits;
  if (shown.length !== 10) return shown;
  return `${shown.slice(0, 3)}-${shown.slice(3, 4)}-${shown.slice(4, 9)}-${shown.slice(9)}`;
}
