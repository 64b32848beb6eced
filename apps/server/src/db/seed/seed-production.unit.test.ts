import { freshSinceKey, isMadeWithin, productionKey } from '@yangdee/contracts/production-year';
import { describe, expect, it } from 'vitest';
import { createRng, SEED } from './prng';
import { buildShelves } from './seed';
import { movedProductionWeek, SEED_DAY } from './seed-dates';

// Issue 36: the seed's production years and DOT weeks are written for SEED_DAY and moved to the
// day the seed runs, so the fresh-tyres filter (decision 0164) finds about the same share of
// offers whatever the date, and one day always seeds the same weeks.

function seededOffers(day: string) {
  const { catalogResult, offerRows } = buildShelves(createRng(SEED), day);
  return { products: catalogResult.rows.products, offers: offerRows.sellerProducts };
}

const share = (day: string, months: 12 | 24) => {
  const { offers } = seededOffers(day);
  const since = freshSinceKey(months, day);
  const fresh = offers.filter(
    (o) => productionKey(o.productionYear ?? 0, o.productionWeek) >= since,
  );
  return fresh.length / offers.length;
};

describe('seeded production weeks', () => {
  it('keeps a DOT week written for SEED_DAY on SEED_DAY and moves it by whole weeks after', () => {
    expect(movedProductionWeek(2026, 10, SEED_DAY)).toEqual({ year: 2026, week: 10 });
    expect(movedProductionWeek(2026, 10, '2026-11-28')).toEqual({ year: 2026, week: 10 });
    expect(movedProductionWeek(2026, 10, '2026-11-29')).toEqual({ year: 2026, week: 11 });
    expect(movedProductionWeek(2025, 50, '2027-11-21')).toEqual({ year: 2026, week: 50 });
  });

  it('seeds the same production years and weeks for the same day', () => {
    const day = '2028-03-14';
    const pick = (r: ReturnType<typeof seededOffers>) =>
      r.offers.map((o) => [o.id, o.productionYear, o.productionWeek]);
    expect(pick(seededOffers(day))).toEqual(pick(seededOffers(day)));
  });

  it('seeds no tyre made after the day the seed runs', () => {
    for (const day of ['2027-01-02', '2029-06-30']) {
      const { offers, products } = seededOffers(day);
      // Made within 0 months: its DOT week starts on the day or later.
      expect(
        offers.some((o) => isMadeWithin(o.productionYear ?? 0, o.productionWeek, 0, day)),
      ).toBe(false);
      const year = Number(day.slice(0, 4));
      expect(products.every((p) => (p.productionYear ?? 0) <= year)).toBe(true);
    }
  });

  it.each(['2026-12-31', '2027-06-15', '2028-02-29', '2031-11-22'])(
    'finds about the same share of fresh offers seeded on %s as on SEED_DAY',
    (day) => {
      expect(Math.abs(share(day, 12) - share(SEED_DAY, 12))).toBeLessThan(0.02);
      expect(share(day, 12)).toBeGreaterThan(0.5);
      expect(share(day, 12)).toBeLessThan(0.9);
      expect(share(day, 24)).toBe(share(SEED_DAY, 24));
    },
  );
});
