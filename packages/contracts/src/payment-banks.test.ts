import { describe, expect, it } from 'vitest';
import {
  checkMobileBankingBank,
  INSTALMENT_ISSUERS,
  instalmentTermsFor,
  isInstalmentAllowed,
  MOBILE_BANKING_BANKS,
  MOBILE_ONLY_BANK_MESSAGE,
} from './payment-banks';
import { providerResultMessage } from './payment-results';

describe('mobile banking banks (spec 5, 9)', () => {
  it('lists 004, 014, 025, 002 and 006', () => {
    expect(MOBILE_BANKING_BANKS.map((b) => b.code)).toEqual(['004', '014', '025', '002', '006']);
  });

  it('refuses banks 002 and 014 off a mobile device with the spec message', () => {
    for (const code of ['002', '014']) {
      expect(checkMobileBankingBank(code, false)).toEqual({
        ok: false,
        ...MOBILE_ONLY_BANK_MESSAGE,
      });
      expect(checkMobileBankingBank(code, true)).toEqual({ ok: true });
    }
    for (const code of ['004', '025', '006']) {
      expect(checkMobileBankingBank(code, false)).toEqual({ ok: true });
    }
    expect(checkMobileBankingBank('999', true).ok).toBe(false);
  });
});

describe('instalments', () => {
  it('offers the spec issuers 004, 014, 011, 002, 006', () => {
    expect(INSTALMENT_ISSUERS.map((i) => i.code)).toEqual(['004', '014', '011', '002', '006']);
  });

  it('needs at least 3,000 baht and 500 baht a month', () => {
    expect(isInstalmentAllowed(299_999, 3)).toBe(false);
    expect(isInstalmentAllowed(300_000, 3)).toBe(true);
    expect(isInstalmentAllowed(300_000, 6)).toBe(true);
    expect(isInstalmentAllowed(300_000, 10)).toBe(false);
    expect(isInstalmentAllowed(500_000, 10)).toBe(true);
  });

  it('offers only the spec periods the issuer has and the amount allows', () => {
    expect(instalmentTermsFor('004', 1_000_000)).toEqual([3, 4, 6, 10]);
    expect(instalmentTermsFor('002', 1_000_000)).toEqual([3, 4, 6, 10]);
    expect(instalmentTermsFor('004', 300_000)).toEqual([3, 4, 6]);
    expect(instalmentTermsFor('004', 200_000)).toEqual([]);
    expect(instalmentTermsFor('025', 1_000_000)).toEqual([]);
    expect(
      instalmentTermsFor('004', 1_000_000, [{ code: '004', name: 'x', terms: [3, 6] }]),
    ).toEqual([3, 6]);
  });
});

describe('provider result messages (spec 8)', () => {
  it('gives a Thai message for known and unknown codes', () => {
    expect(providerResultMessage('51')).toBe('ยอดเงินในบัตรไม่เพียงพอ');
    expect(providerResultMessage('50')).toContain('3-D Secure');
    expect(providerResultMessage('zz')).toBe('ชำระเงินไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
    expect(providerResultMessage(undefined)).toBe('ชำระเงินไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
  });
});
