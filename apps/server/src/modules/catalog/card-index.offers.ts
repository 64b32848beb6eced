import { Slices } from '../../lib/turns';
import type { FreshSince } from './card-index.repository';
import {
  addOffer,
  noTotals,
  type OfferPlace,
  type PricedOffer,
  type SetTotals,
} from './card-index.totals';

// The priced offers behind the listing's 4-fitted totals (decision 0171), kept per tyre so that a
// write to a few offers re-prices only those offers: the copy reads the written offers by id (the
// change log names them, migration 0020), puts them in place of the ones it had, and takes each
// changed tyre's lowest totals from what it keeps. Reading and pricing every offer of each
// touched tyre again made a 5,000-offer stock change re-read ~600,000 offers at 1,000,000.

/** A tyre's counted offers, packed: ~21 bytes an offer (1,000,000 offers: ~21 MB). */
type Packed = {
  ids: Int32Array;
  made: Int32Array;
  /** Bit 0: in stock; bit 1: sold by delivery. */
  flags: Uint8Array;
  totals: Float64Array;
};

const EMPTY: Packed = {
  ids: new Int32Array(0),
  made: new Int32Array(0),
  flags: new Uint8Array(0),
  totals: new Float64Array(0),
};

function pack(offers: readonly PricedOffer[]): Packed {
  const n = offers.length;
  if (n === 0) return EMPTY;
  const packed: Packed = {
    ids: new Int32Array(n),
    made: new Int32Array(n),
    flags: new Uint8Array(n),
    totals: new Float64Array(n),
  };
  offers.forEach((o, i) => {
    packed.ids[i] = o.id;
    packed.made[i] = o.made;
    packed.flags[i] = (o.inStock ? 1 : 0) | (o.delivery ? 2 : 0);
    packed.totals[i] = o.total;
  });
  return packed;
}

function unpack(p: Packed, i: number, productId: number): PricedOffer {
  return {
    productId,
    id: p.ids[i],
    made: p.made[i],
    inStock: (p.flags[i] & 1) !== 0,
    delivery: (p.flags[i] & 2) !== 0,
    total: p.totals[i],
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

  /** The lowest totals per listing position of these tyres (absent: no counted offer). */
  async totalsOf(productIds: readonly number[], since: FreshSince): Promise<SetTotals> {
    const totals: SetTotals = new Map();
    const slices = await Slices.start(8);
    const place: OfferPlace = { made: 0, inStock: false, delivery: false };
    for (const id of productIds) {
      const p = this.tyres.get(id);
      if (!p || p.ids.length === 0) continue;
      const list = noTotals();
      for (let i = 0; i < p.ids.length; i++) {
        place.made = p.made[i];
        place.inStock = (p.flags[i] & 1) !== 0;
        place.delivery = (p.flags[i] & 2) !== 0;
        addOffer(list, place, p.totals[i], since);
      }
      totals.set(id, list);
      if (slices.over) await slices.next();
    }
    return totals;
  }
}
