import { FRESHNESS_MONTHS } from '@yangdee/contracts/production-year';
import { Slices } from '../../lib/turns';
import { CARD_FILTERS, type FreshSince } from './card-index.repository';
import {
  addOffer,
  noTotals,
  type OfferPlace,
  type PricedOffer,
  type SetTotals,
} from './card-index.totals';

// The counted offers behind the listing's 4-fitted totals (decision 0171) and its fresh summaries
// (decision 0183), kept per tyre so that a write to a few offers reads only those offers: the copy
// reads the written offers by id (the change log names them, migration 0020), puts them in place
// of the ones it had, and takes each changed tyre's lowest totals, and its lowest prices, shops and
// warranty badges made within each freshness choice, from what it keeps. Reading every offer of
// each touched tyre again made a 5,000-offer stock change re-read ~600,000 offers at 1,000,000.

/** A tyre's counted offers, packed: ~29 bytes an offer (1,000,000 offers: ~29 MB). */
type Packed = {
  ids: Int32Array;
  stores: Int32Array;
  made: Int32Array;
  prices: Int32Array;
  /** -1: no delivery price. */
  deliveryPrices: Int32Array;
  /** Bits: in stock, sold by delivery, sold as SERVICE, a warranty badge. */
  flags: Uint8Array;
  /** NaN: a fresh cart would not take 4 of it. */
  totals: Float64Array;
};

const IN_STOCK = 1;
const DELIVERY = 2;
const SERVICE = 4;
const WARRANTY = 8;

function pack(offers: readonly PricedOffer[]): Packed {
  const n = offers.length;
  const packed: Packed = {
    ids: new Int32Array(n),
    stores: new Int32Array(n),
    made: new Int32Array(n),
    prices: new Int32Array(n),
    deliveryPrices: new Int32Array(n),
    flags: new Uint8Array(n),
    totals: new Float64Array(n),
  };
  offers.forEach((o, i) => {
    packed.ids[i] = o.id;
    packed.stores[i] = o.storeId;
    packed.made[i] = o.made;
    packed.prices[i] = o.price;
    packed.deliveryPrices[i] = o.deliveryPrice ?? -1;
    packed.flags[i] =
      (o.inStock ? IN_STOCK : 0) |
      (o.delivery ? DELIVERY : 0) |
      (o.service ? SERVICE : 0) |
      (o.warranty ? WARRANTY : 0);
    packed.totals[i] = o.total ?? Number.NaN;
  });
  return packed;
}

function unpack(p: Packed, i: number, productId: number): PricedOffer {
  const flags = p.flags[i];
  return {
    productId,
    id: p.ids[i],
    storeId: p.stores[i],
    made: p.made[i],
    price: p.prices[i],
    deliveryPrice: p.deliveryPrices[i] < 0 ? null : p.deliveryPrices[i],
    inStock: (flags & IN_STOCK) !== 0,
    delivery: (flags & DELIVERY) !== 0,
    service: (flags & SERVICE) !== 0,
    warranty: (flags & WARRANTY) !== 0,
    total: Number.isNaN(p.totals[i]) ? null : p.totals[i],
  };
}

/**
 * A tyre's lowest price, shops and offers with a warranty badge per freshness choice × shopper
 * filter (FRESHNESS_MONTHS × CARD_FILTERS, the listing's fresh positions), as the SQL card query
 * counts them with `freshOfferWhere`.
 */
export type FreshSummary = {
  fresh_prices: (number | null)[];
  fresh_shops: number[];
  fresh_warranties: number[];
};

/** The flags an offer needs under each shopper filter (CARD_FILTERS' order). */
const FILTER_FLAGS = CARD_FILTERS.map(
  (f) =>
    (f.inStock ? IN_STOCK : 0) |
    (f.orderType === 'SERVICE' ? SERVICE : 0) |
    (f.orderType === 'DELIVERY' ? DELIVERY : 0),
);

/** The fresh summary of one tyre's packed offers (`stores`: one set per position, reused). */
function summaryOf(p: Packed, since: FreshSince, stores: Set<number>[]): FreshSummary {
  const n = FRESHNESS_MONTHS.length * CARD_FILTERS.length;
  const prices: (number | null)[] = Array(n).fill(null);
  const warranties: number[] = Array(n).fill(0);
  for (const set of stores) set.clear();
  for (let i = 0; i < p.ids.length; i++) {
    const flags = p.flags[i];
    FRESHNESS_MONTHS.forEach((months, w) => {
      if (p.made[i] < since[months]) return;
      FILTER_FLAGS.forEach((needs, f) => {
        if ((flags & needs) !== needs) return;
        const at = w * CARD_FILTERS.length + f;
        const price = (needs & DELIVERY) !== 0 ? p.deliveryPrices[i] : p.prices[i];
        const now = prices[at];
        if (now === null || price < now) prices[at] = price;
        stores[at].add(p.stores[i]);
        if ((flags & WARRANTY) !== 0) warranties[at] += 1;
      });
    });
  }
  return {
    fresh_prices: prices,
    fresh_shops: stores.map((s) => s.size),
    fresh_warranties: warranties,
  };
}

/** The counted offers of every tyre the copy has read whole since its last whole load. */
export class KeptOffers {
  private readonly tyres = new Map<number, Packed>();
  /** Offers priced by id so far (tests and the bench read it). */
  offersRead = 0;

  /** Whether the tyre's offers were read whole (else a change to it must read it whole). */
  has(productId: number): boolean {
    return this.tyres.has(productId);
  }

  /** The offers of these tyres read whole: every counted one is in `offers`. */
  setTyres(productIds: readonly number[], offers: readonly PricedOffer[]): void {
    const byTyre = new Map<number, PricedOffer[]>(productIds.map((id) => [id, []]));
    for (const o of offers) byTyre.get(o.productId)?.push(o);
    for (const [id, list] of byTyre) this.tyres.set(id, pack(list));
  }

  /**
   * Written offers read again: `logged` (tyre → offer ids the log names under it) leave their
   * tyres, then the ones still counted (`offers`, under their tyre now) come in. Tyres not kept
   * are left alone (the caller reads them whole).
   */
  applyOffers(logged: Map<number, Set<number>>, offers: readonly PricedOffer[]): void {
    const read = new Set(offers.map((o) => o.id));
    const added = new Map<number, PricedOffer[]>();
    for (const o of offers) {
      if (!this.tyres.has(o.productId)) continue;
      const list = added.get(o.productId);
      if (list) list.push(o);
      else added.set(o.productId, [o]);
    }
    for (const id of new Set([...logged.keys(), ...added.keys()])) {
      const kept = this.tyres.get(id);
      if (!kept) continue;
      const gone = logged.get(id);
      const next: PricedOffer[] = [];
      for (let i = 0; i < kept.ids.length; i++) {
        const offerId = kept.ids[i];
        if (gone?.has(offerId) || read.has(offerId)) continue;
        next.push(unpack(kept, i, id));
      }
      for (const o of added.get(id) ?? []) next.push(o);
      this.tyres.set(id, pack(next));
    }
  }

  /** The lowest totals per listing position of these tyres (absent: none a cart takes 4 of). */
  async totalsOf(productIds: readonly number[], since: FreshSince): Promise<SetTotals> {
    const totals: SetTotals = new Map();
    const slices = await Slices.start(8);
    const place: OfferPlace = { made: 0, inStock: false, delivery: false };
    for (const id of productIds) {
      const p = this.tyres.get(id);
      if (!p) continue;
      let list: (number | null)[] | null = null;
      for (let i = 0; i < p.ids.length; i++) {
        if (Number.isNaN(p.totals[i])) continue;
        place.made = p.made[i];
        place.inStock = (p.flags[i] & IN_STOCK) !== 0;
        place.delivery = (p.flags[i] & DELIVERY) !== 0;
        list ??= noTotals();
        addOffer(list, place, p.totals[i], since);
      }
      if (list) totals.set(id, list);
      if (slices.over) await slices.next();
    }
    return totals;
  }

  /** The fresh summaries of these tyres (absent: not kept, or no counted offer). */
  async freshOf(
    productIds: readonly number[],
    since: FreshSince,
  ): Promise<Map<number, FreshSummary>> {
    const fresh = new Map<number, FreshSummary>();
    const stores = Array.from(
      { length: FRESHNESS_MONTHS.length * CARD_FILTERS.length },
      () => new Set<number>(),
    );
    const slices = await Slices.start(8);
    for (const id of productIds) {
      const p = this.tyres.get(id);
      if (p && p.ids.length > 0) fresh.set(id, summaryOf(p, since, stores));
      if (slices.over) await slices.next();
    }
    return fresh;
  }
}
