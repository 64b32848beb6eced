import { describe, expect, it } from 'vitest';
import {
  ratePercentText,
  ShopListQuerySchema,
  ShopReasonBodySchema,
  ShopSearchFormSchema,
  shopStateOf,
  TaxBranchBodySchema,
} from './admin-shops';

describe('the console’s shops rules', () => {
  it('a suspension wins over the approval in the shown state', () => {
    expect(shopStateOf({ approvalStatus: 'approved', isSuspended: true })).toBe('suspended');
    expect(shopStateOf({ approvalStatus: 'approved', isSuspended: false })).toBe('approved');
    expect(shopStateOf({ approvalStatus: 'pending', isSuspended: false })).toBe('pending');
    expect(shopStateOf({ approvalStatus: 'rejected', isSuspended: false })).toBe('rejected');
  });

  it('a reason is trimmed and 5 to 500 characters, refused in Thai otherwise', () => {
    expect(ShopReasonBodySchema.parse({ reason: '  ร้านปิดเร็ว  ' })).toEqual({ reason: 'ร้านปิดเร็ว' });
    const short = ShopReasonBodySchema.safeParse({ reason: '  ปิด  ' });
    expect(short.error?.issues[0].message).toBe('กรุณาระบุเหตุผลอย่างน้อย 5 ตัวอักษร');
    const long = ShopReasonBodySchema.safeParse({ reason: 'ก'.repeat(501) });
    expect(long.error?.issues[0].message).toBe('เหตุผลยาวได้ไม่เกิน 500 ตัวอักษร');
    expect(ShopReasonBodySchema.safeParse({ reason: 'ก'.repeat(500) }).success).toBe(true);
  });

  it('a tax branch number is five digits, 00000 for the head office', () => {
    expect(TaxBranchBodySchema.parse({ taxBranchNo: '00000' })).toEqual({ taxBranchNo: '00000' });
    for (const taxBranchNo of ['0000', '000001', 'abcde', '12 34']) {
      expect(TaxBranchBodySchema.safeParse({ taxBranchNo }).success, taxBranchNo).toBe(false);
    }
  });

  it('the list query reads the address’s strings and starts at page 1', () => {
    expect(ShopListQuerySchema.parse({ page: '3', state: 'pending' })).toEqual({
      keyword: '',
      page: 3,
      state: 'pending',
    });
    expect(ShopListQuerySchema.safeParse({ state: 'closed' }).success).toBe(false);
  });

  it('writes a rate without trailing zeros', () => {
    expect(ratePercentText(500)).toBe('5');
    expect(ratePercentText(450)).toBe('4.5');
    expect(ratePercentText(425)).toBe('4.25');
    expect(ratePercentText(1000)).toBe('10');
    expect(ratePercentText(1050)).toBe('10.5');
    expect(ratePercentText(0)).toBe('0');
  });

  it('the search form trims the keyword by the list query’s rule', () => {
    expect(ShopSearchFormSchema.parse({ keyword: '  ร้านยาง  ' })).toEqual({ keyword: 'ร้านยาง' });
    const long = ShopSearchFormSchema.safeParse({ keyword: 'ก'.repeat(101) });
    expect(long.error?.issues[0].message).toBe('คำค้นยาวได้ไม่เกิน 100 ตัวอักษร');
  });
});
