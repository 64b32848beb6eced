import { FRESHNESS_MONTHS } from '@yangdee/contracts/production-year';
import { Slices } from '../../lib/turns';
import { CARD_FILTERS, type FreshSince, type IndexRow } from './card-index.repository';
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

/** Room for n packed offers. */
function allocate(n: number): Packed {
  return {
    ids: new Int32Array(n),
    stores: new Int32Array(n),
    made: new Int32Array(n),
    prices: new Int32Array(n),
    deliveryPrices: new Int32Array(n),
    flags: new Uint8Array(n),
    totals: new Float64Array(n),
  };
}

/** Packs a tyre's offers in shop order (summaryOf counts shops by it). */
function pack(list: readonly PricedOffer[]): Packed {
  const offers = [...list].sort((a, b) => a.storeId - b.storeId || a.id - b.id);
  const n = offers.length;
  const packed = allocate(n);
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

/**
 * The offers of `kept` at the positions `stays` and every offer of `added`, in shop order (both
 * are): copied array to array, no offer unpacked (a 5,000-offer change touches ~600,000 kept
 * offers at 1,000,000).
 */
function merged(kept: Packed, stays: readonly number[], added: Packed): Packed {
  const n = stays.length + added.ids.length;
  const out = allocate(n);
  const copy = (from: Packed, i: number, to: number) => {
    out.ids[to] = from.ids[i];
    out.stores[to] = from.stores[i];
    out.made[to] = from.made[i];
    out.prices[to] = from.prices[i];
    out.deliveryPrices[to] = from.deliveryPrices[i];
    out.flags[to] = from.flags[i];
    out.totals[to] = from.totals[i];
  };
  let a = 0;
  let b = 0;
  for (let to = 0; to < n; to++) {
    const k = stays[a];
    const takeKept =
      b >= added.ids.length ||
      (a < stays.length &&
        (kept.stores[k] < added.stores[b] ||
          (kept.stores[k] === added.stores[b] && kept.ids[k] < added.ids[b])));
    if (takeKept) copy(kept, stays[a++], to);
    else copy(added, b++, to);
  }
  return out;
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

/**
 * The fresh summary of one tyre's packed offers. They are packed in shop order, so a shop counts
 * once per position where it differs from the last shop counted there (no set per position).
 */
function summaryOf(p: Packed, since: FreshSince): FreshSummary {
  const filters = CARD_FILTERS.length;
  const n = FRESHNESS_MONTHS.length * filters;
  const prices: (number | null)[] = Array(n).fill(null);
  const shops: number[] = Array(n).fill(0);
  const warranties: number[] = Array(n).fill(0);
  const lastShop: number[] = Array(n).fill(-1);
  for (let i = 0; i < p.ids.length; i++) {
    const flags = p.flags[i];
    const store = p.stores[i];
    for (let w = 0; w < FRESHNESS_MONTHS.length; w++) {
      if (p.made[i] < since[FRESHNESS_MONTHS[w]]) continue;
      for (let f = 0; f < filters; f++) {
        const needs = FILTER_FLAGS[f];
        if ((flags & needs) !== needs) continue;
        const at = w * filters + f;
        const price = (needs & DELIVERY) !== 0 ? p.deliveryPrices[i] : p.prices[i];
        const now = prices[at];
        if (now === null || price < now) prices[at] = price;
        if (lastShop[at] !== store) {
          shops[at] += 1;
          lastShop[at] = store;
        }
        if ((flags & WARRANTY) !== 0) warranties[at] += 1;
      }
    }
  }
  return { fresh_prices: prices, fresh_shops: shops, fresh_warranties: warranties };
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
      const stays: number[] = [];
      for (let i = 0; i < kept.ids.length; i++) {
        const offerId = kept.ids[i];
        if (!gone?.has(offerId) && !read.has(offerId)) stays.push(i);
      }
      this.tyres.set(id, merged(kept, stays, pack(added.get(id) ?? [])));
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
    const slices = await Slices.start(8);
    for (const id of productIds) {
      const p = this.tyres.get(id);
      if (p && p.ids.length > 0) fresh.set(id, summaryOf(p, since));
      if (slices.over) await slices.next();
    }
    return fresh;
  }

  /** Sets the rows' fresh summaries from the offers kept (decision 0183). */
  async addFresh(rows: IndexRow[], since: FreshSince): Promise<void> {
    const fresh = await this.freshOf(
      rows.map((r) => r.id),
      since,
    );
    for (const row of rows) Object.assign(row, fresh.get(row.id));
  }
}
