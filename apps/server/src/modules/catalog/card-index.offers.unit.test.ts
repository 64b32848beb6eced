import { describe, expect, it } from 'vitest';
import { KeptOffers } from './card-index.offers';
import { freshSinceOn } from './card-index.repository';
import { addOffer, noTotals, type PricedOffer, type SetTotals } from './card-index.totals';

// Decision 0171: the listing copy keeps each tyre's priced offers; a write replaces the offers it
// names and the tyre's lowest totals are taken again from what is kept. Whatever the writes, the
// totals must be those of the offers as they are now, worked out from scratch.

const since = freshSinceOn('2026-11-30');

const offer = (
  productId: number,
  id: number,
  total: number | null,
  more: Partial<PricedOffer> = {},
): PricedOffer => ({
  productId,
  id,
  total,
  storeId: id,
  price: 400_000,
  deliveryPrice: 420_000,
  made: 202_630,
  inStock: true,
  delivery: true,
  service: true,
  warranty: false,
  ...more,
});

/** The totals of these offers worked out from scratch (what a whole load gives). */
function fromScratch(offers: PricedOffer[]): SetTotals {
  const totals: SetTotals = new Map();
  for (const o of offers) {
    if (o.total === null) continue;
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

  it('a tyre whose offers no fresh cart takes 4 of has no totals, yet its offers count in the fresh summaries', async () => {
    const kept = new KeptOffers();
    kept.setTyres([1], [offer(1, 10, null, { service: false })]);
    expect((await kept.totalsOf([1], since)).has(1)).toBe(false);
    const fresh = (await kept.freshOf([1], since)).get(1);
    // Every filter but SERVICE counts it, within 12 and 24 months alike.
    expect(fresh?.fresh_shops).toEqual([1, 1, 0, 0, 1, 1, 1, 1, 0, 0, 1, 1]);
  });
});

describe('fresh summaries from the kept offers (decision 0183)', () => {
  it('per freshness choice and filter: the lowest price (the delivery price under DELIVERY), distinct shops and offers with a warranty badge', async () => {
    const kept = new KeptOffers();
    kept.setTyres(
      [1, 2],
      [
        // Two offers of one shop (not side by side), one with a warranty; an old offer of another
        // shop (outside 12 months, inside 24); an out-of-stock offer sold by delivery only.
        offer(1, 11, 1_500_000, {
          storeId: 7,
          price: 380_000,
          deliveryPrice: null,
          delivery: false,
        }),
        offer(1, 12, 1_400_000, {
          storeId: 8,
          price: 350_000,
          deliveryPrice: 390_000,
          made: since[24],
        }),
        offer(1, 10, 1_600_000, {
          storeId: 7,
          price: 400_000,
          deliveryPrice: null,
          delivery: false,
          warranty: true,
        }),
        offer(1, 13, null, {
          storeId: 9,
          price: 300_000,
          deliveryPrice: 330_000,
          inStock: false,
          service: false,
        }),
        offer(2, 20, null, { made: since[24] - 1 }),
      ],
    );
    const fresh = await kept.freshOf([1, 2, 3], since);
    // Positions: 12 months × [all, in stock, SERVICE, SERVICE in stock, DELIVERY, DELIVERY in
    // stock], then 24 months × the same.
    expect(fresh.get(1)).toEqual({
      fresh_prices: [
        300_000,
        380_000,
        380_000,
        380_000,
        330_000,
        null,
        300_000,
        350_000,
        350_000,
        350_000,
        330_000,
        390_000,
      ],
      fresh_shops: [2, 1, 1, 1, 1, 0, 3, 2, 2, 2, 2, 1],
      fresh_warranties: [1, 1, 1, 1, 0, 0, 1, 1, 1, 1, 0, 0],
    });
    // Made before either window: nothing counts; not kept: no summary.
    expect(fresh.get(2)?.fresh_shops).toEqual(Array(12).fill(0));
    expect(fresh.get(2)?.fresh_prices).toEqual(Array(12).fill(null));
    expect(fresh.has(3)).toBe(false);
  });
});
