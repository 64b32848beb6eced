import { describe, expect, it } from 'vitest';
import { addDays, datedPromotionSeeds, SEED_DAY, thaiPeriod } from './seed-dates';

// Issue 37 item 11: a database seeded on any day has the promotions running that the seed's data
// files describe for SEED_DAY, so nothing the tests read has expired.

const runningOn = (day: string) =>
  datedPromotionSeeds(day)
    .filter((p) => p.startDate <= day && p.endDate >= day)
    .map((p) => p.key);

describe('seeded promotion dates', () => {
  const expected = runningOn(SEED_DAY);

  it.each([
    '2026-11-28',
    '2026-11-30',
    '2026-12-31',
    '2027-01-30',
    '2027-02-28',
    '2027-12-31',
    '2028-02-29',
  ])('seeded on %s, the same promotions are running as on the seed files day', (day) => {
    expect(expected.length).toBeGreaterThanOrEqual(3);
    expect(runningOn(day)).toEqual(expected);
  });

  it('keeps every window as long as written and fills the Thai period and year', () => {
    const base = datedPromotionSeeds(SEED_DAY);
    const later = datedPromotionSeeds('2027-12-31');
    const newYear = later.find((p) => p.key === 'new-year-order-3-percent');
    expect(newYear).toMatchObject({ startDate: '2028-01-23', endDate: '2028-02-18' });
    expect(newYear?.title).toBe('ฉลองปีใหม่ 2571 ลดท้ายบิล 3%');
    expect(newYear?.detailHtml).toContain('ระยะเวลา 23 ม.ค. – 18 ก.พ. 2571');
    expect(base.find((p) => p.key === 'new-year-order-3-percent')?.detailHtml).toContain(
      'ระยะเวลา 15 ธ.ค. 2569 – 10 ม.ค. 2570',
    );
    for (const p of [...base, ...later])
      expect(`${p.title}${p.detailHtml}`).not.toMatch(/\{period\}|\{endYear\}/);
  });

  it('moves days across month and leap-year ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(thaiPeriod('2026-11-01', '2026-12-31')).toBe('1 พ.ย. – 31 ธ.ค. 2569');
  });
});
