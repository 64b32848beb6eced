import { describe, expect, it } from 'vitest';
import { readIncomeQuery, writeIncomeQuery } from './income-filter';

describe('income filter in the address', () => {
  it('reads back what it wrote', () => {
    const query = {
      moneyTransferStatus: 'READY' as const,
      fromDate: '2026-08-01',
      toDate: '2026-08-31',
      branchId: 7,
      page: 3,
    };
    expect(readIncomeQuery(writeIncomeQuery(query))).toEqual(query);
  });

  it('ignores a made-up status, a bad date and a bad page', () => {
    const params = new URLSearchParams('status=PAID&from=1/8/2569&page=-2&branch=x');
    expect(readIncomeQuery(params)).toEqual({
      moneyTransferStatus: undefined,
      fromDate: undefined,
      toDate: undefined,
      branchId: undefined,
      page: 1,
    });
  });
});
