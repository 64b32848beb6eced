import { describe, expect, it } from 'vitest';
import { presetRange, rangeProblem, readReportQuery, writeReportQuery } from './report-query';

describe('a report filter in the address', () => {
  it('reads what it wrote and drops what is not a day, a branch or a page', () => {
    const query = { fromDate: '2026-10-01', toDate: '2026-10-31', branchId: 7, page: 3 };
    expect(readReportQuery(writeReportQuery(query))).toEqual(query);
    expect(
      readReportQuery(new URLSearchParams('fromDate=1/10/2569&branchId=x&page=-2&productStatus=0')),
    ).toEqual({ page: 1 });
  });

  it('presets: the last 30 days, this month so far, and all of last month (across a year)', () => {
    expect(presetRange('last30', '2026-11-26')).toEqual({
      fromDate: '2026-10-28',
      toDate: '2026-11-26',
    });
    expect(presetRange('thisMonth', '2026-11-26')).toEqual({
      fromDate: '2026-11-01',
      toDate: '2026-11-26',
    });
    expect(presetRange('lastMonth', '2027-01-05')).toEqual({
      fromDate: '2026-12-01',
      toDate: '2026-12-31',
    });
  });

  it('a range that ends before it starts or spans over five years has a Thai message', () => {
    expect(rangeProblem({ fromDate: '2026-11-02', toDate: '2026-11-01', page: 1 })).toMatch(
      /วันที่เริ่มต้น/,
    );
    expect(rangeProblem({ fromDate: '2020-01-01', toDate: '2025-01-02', page: 1 })).toMatch(/5 ปี/);
    expect(rangeProblem({ fromDate: '2020-01-01', toDate: '2025-01-01', page: 1 })).toBe('');
  });
});
