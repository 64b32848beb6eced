// Banks of the provider's mobile banking and instalment pages (spec 9 "Payment", spec 5
// "Payment form", shared/payments.md). The instalment issuers and their terms depend on the
// merchant's contract with the provider: they are configuration, with the provider plugins'
// values as the default.

export type MobileBankingBank = { code: string; name: string; isMobileOnly: boolean };

/** Mobile banking bank codes 004, 014, 025, 002, 006; 002 and 014 only on a mobile device. */
export const MOBILE_BANKING_BANKS: readonly MobileBankingBank[] = [
  { code: '004', name: 'ธนาคารกสิกรไทย', isMobileOnly: false },
  { code: '014', name: 'ธนาคารไทยพาณิชย์', isMobileOnly: true },
  { code: '025', name: 'ธนาคารกรุงศรีอยุธยา', isMobileOnly: false },
  { code: '002', name: 'ธนาคารกรุงเทพ', isMobileOnly: true },
  { code: '006', name: 'ธนาคารกรุงไทย', isMobileOnly: false },
];

/** Spec 8: mobile banking with bank 002 or 014 off a mobile device. */
export const MOBILE_ONLY_BANK_MESSAGE = {
  title: 'กรุณาชำระผ่านโทรศัพท์มือถือ',
  message: 'การชำระผ่านโมบายแบงก์กิ้งต้องทำบนสมาร์ตโฟนที่ติดตั้งแอปของธนาคารนั้น',
} as const;

export type BankCheck = { ok: true } | { ok: false; title: string; message: string };

export function checkMobileBankingBank(code: string, isMobileDevice: boolean): BankCheck {
  const bank = MOBILE_BANKING_BANKS.find((b) => b.code === code);
  if (!bank) return { ok: false, title: 'ยังไม่สามารถดำเนินการต่อได้', message: 'กรุณาเลือกธนาคาร' };
  if (bank.isMobileOnly && !isMobileDevice) return { ok: false, ...MOBILE_ONLY_BANK_MESSAGE };
  return { ok: true };
}

/** The spec's instalment periods (spec 9): 3, 4, 6 and 10 months. */
export const INSTALMENT_PERIODS = [3, 4, 6, 10] as const;

export type InstalmentIssuer = { code: string; name: string; terms: readonly number[] };

/** Spec 9: instalment card bank codes 004, 014, 011, 002, 006, with the terms the provider's
 * plugins offer (shared/payments.md). A merchant's contract may differ: pass your own list. */
export const INSTALMENT_ISSUERS: readonly InstalmentIssuer[] = [
  { code: '004', name: 'บัตรเครดิตกสิกรไทย', terms: [3, 4, 5, 6, 7, 8, 9, 10] },
  { code: '014', name: 'บัตรเครดิตไทยพาณิชย์', terms: [3, 4, 6, 10] },
  { code: '011', name: 'บัตรเครดิตทีทีบี', terms: [3, 4, 6, 10] },
  { code: '002', name: 'บัตรเครดิตธนาคารกรุงเทพ', terms: [3, 4, 6, 8, 9, 10] },
  { code: '006', name: 'บัตรเครดิตกรุงไทย', terms: [3, 4, 5, 6, 7, 8, 9, 10] },
];

/** Instalments only from 3,000 THB and at least 500 THB a month (the provider plugins' rule). */
export const INSTALMENT_MIN_TOTAL_SATANG = 300_000;
export const INSTALMENT_MIN_MONTHLY_SATANG = 50_000;

/** Whether `term` months is allowed for an amount (in satang) on an issuer. */
export function isInstalmentAllowed(
  amountSatang: number,
  term: number,
  issuer?: InstalmentIssuer,
): boolean {
  if (amountSatang < INSTALMENT_MIN_TOTAL_SATANG) return false;
  if (amountSatang / term < INSTALMENT_MIN_MONTHLY_SATANG) return false;
  return issuer ? issuer.terms.includes(term) : true;
}

/** The spec's periods an issuer offers for an amount, e.g. for the term select. */
export function instalmentTermsFor(
  bankCode: string,
  amountSatang: number,
  issuers: readonly InstalmentIssuer[] = INSTALMENT_ISSUERS,
): number[] {
  const issuer = issuers.find((i) => i.code === bankCode);
  if (!issuer) return [];
  return INSTALMENT_PERIODS.filter((term) => isInstalmentAllowed(amountSatang, term, issuer));
}
