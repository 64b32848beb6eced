import { describe, expect, it } from 'vitest';
import { KeptOffers } from './card-index.offers';
import { freshSinceOn } from './card-index.repository';
import { addOffer, noTotals, type PricedOffer, type SetTotals } from './card-index.totals';

// Decision 0171: the listing copy keeps each tyre's priced offers; a write replaces the offers it
// names and the tyre's lowest totals are taken again from what is kept. Whatever the writes, the
// totals must be those of the offers as they are now, worked out from scratch.

const since = freshSinceOn('2026-11-30');

const offer = (productId: number, id: number, total: number, more: Partial<PricedOffer> = {}) =>
  ({ productId, id, total, made: 202_630, inStock: true, delivery: true, ...more }) as PricedOffer;

/** The totals of these offers worked out from scratch (what a whole load gives). */
function fromScratch(offers: PricedOffer[]): SetTotals {
  const totals: SetTotals = new Map();
  for (const o of offers) {
    const list = totals.get(o.productId) ?? noTotals();
    addOffer(list, o, o.total, since);
    totals.set(o.productId, list);
  }
  return totals;
}

describe('kept offers behind the listing totals', () => {
  it('gives the lowest total per position of the kept offers, by filter and freshness', async () => {
    const kept = new KeptOffers();
    const offers = [
      offer(1, 10, 1_600_000),
      offer(1, 11, 1_500_000, { inStock: false }),
      offer(1, 12, 1_400_000, { delivery: false, made: 201_801 }),
      offer(2, 20, 2_000_000),
    ];
    kept.setTyres([1, 2, 3], offers);
    const totals = await kept.totalsOf([1, 2, 3], since);
    expect(totals).toEqual(fromScratch(offers));
    // Every offer: the cheapest; in stock: not the out-of-stock one; made within 12 months: not
    // the old one.
    expect(totals.get(1)?.[0]).toBe(1_400_000);
    expect(totals.get(1)?.[1]).toBe(1_400_000);
    expect(totals.get(1)?.[6]).toBe(1_500_000);
    expect(totals.get(1)?.[7]).toBe(1_600_000);
    expect(totals.has(3)).toBe(false);
    expect(kept.has(3)).toBe(true);
    expect(kept.has(4)).toBe(false);
  });

  it('after a price change, an offer leaving, one moving between tyres and one arriving, equals the offers worked out from scratch', async () => {
    const kept = new KeptOffers();
    kept.setTyres(
      [1, 2],
      [offer(1, 10, 1_600_000), offer(1, 11, 1_500_000), offer(2, 20, 2_000_000)],
    );
    // 10 cheaper; 11 no longer counted (read again, absent); 20 moved to tyre 1; 21 new on 2.
    const logged = new Map([
      [1, new Set([10, 11])],
      [2, new Set([20, 21])],
    ]);
    const read = [offer(1, 10, 1_200_000), offer(1, 20, 1_900_000), offer(2, 21, 2_100_000)];
    kept.applyOffers(logged, read);
    const now = [offer(1, 10, 1_200_000), offer(1, 20, 1_900_000), offer(2, 21, 2_100_000)];
    expect(await kept.totalsOf([1, 2], since)).toEqual(fromScratch(now));
  });

  it('an offer read again under a tyre it was already kept on is kept once, and a tyre not kept is left to be read whole', async () => {
    const kept = new KeptOffers();
    kept.setTyres([1], [offer(1, 10, 1_600_000)]);
    kept.applyOffers(new Map([[1, new Set([10])]]), [offer(1, 10, 1_700_000)]);
    kept.applyOffers(new Map(), [offer(1, 10, 1_800_000), offer(5, 50, 900_000)]);
    expect(await kept.totalsOf([1, 5], since)).toEqual(fromScratch([offer(1, 10, 1_800_000)]));
    expect(kept.has(5)).toBe(false);
  });
});
