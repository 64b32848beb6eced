import { describe, expect, it } from 'vitest';
import { countFilterOf, readOrderQuery, slotText, writeOrderQuery } from './order-filter';

describe('the order list filter in the address', () => {
  it('reads every filter back as it was written', () => {
    const query = {
      status: 2,
      orderType: 1,
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
      keyword: 'สมชาย',
      branchId: 3,
      page: 2,
    };
    expect(readOrderQuery(writeOrderQuery(query))).toEqual(query);
  });

  it('ignores what the shop cannot filter by: awaiting payment, unknown types, bad dates', () => {
    const query = readOrderQuery(
      new URLSearchParams('status=0&type=7&from=2026-13&to=x&branch=-1&page=0&q=%20%20'),
    );
    expect(query).toEqual({
      status: undefined,
      orderType: undefined,
      fromDate: undefined,
      toDate: undefined,
      keyword: undefined,
      branchId: undefined,
      page: 1,
    });
    expect(writeOrderQuery(query).toString()).toBe('');
  });

  it('counts per status under the other filters', () => {
    expect(countFilterOf({ status: 1, orderType: 2, page: 3 })).toEqual({ orderType: 2 });
  });

  it('names the standard slots by their times', () => {
    expect(slotText('slot2')).toBe('11:00 - 14:00');
    expect(slotText('custom')).toBe('custom');
    expect(slotText(null)).toBe('');
  });

  it('shows a bay booking as its start to its end', () => {
    expect(slotText('09:30', '11:30')).toBe('09:30 - 11:30');
    expect(slotText('slot2', null)).toBe('11:00 - 14:00');
  });
});
