import { satangToBaht } from '@yangdee/contracts/pricing';
import type { OfferSort } from '@yangdee/contracts/product-detail';
import { distanceM, type RadPoint } from '../../lib/geo';
import {
  type Benefit,
  Fragments,
  Ints,
  latin1Write,
  type OfferEncoder,
  type OfferPromotions,
  type OfferServices,
  type OfferWarranties,
} from './product-detail.encoder';
import { type OfferOwn, type OfferShop, toProductSpec } from './product-detail.mapper';
import { places } from './product-detail.places';
import type { OfferRow, ProductRow } from './product-detail.repository';

// A tyre page kept in memory (decision 0060), in a few flat arrays rather than objects per offer:
// 5,000 tyres with 100,000 offers stay ~10 objects a tyre, so the garbage collector has little to
// walk. `head` holds the page's JSON up to the per-shopper fields; each offer's JSON without
// distanceKm and its closing brace is its own bytes and shared fragments (written by
// product-detail.encoder.ts), kept in the page's sources (decision 0128). Per request only the
// distances, the order, the benefits in that order and the favourite flag are added.

/** A builder's first room, in offers (a bench tyre has ~200). */
const BUILDER_START = 64;

/** A shop's place number (one object per shop in a bulk load, so its offers one after another share it). */
let lastPlaceOf: object | null = null;
let lastPlace = 0;
function placeOf(shop: { latitude: number; longitude: number }): number {
  if (shop !== lastPlaceOf) {
    lastPlaceOf = shop;
    lastPlace = places.of(shop.latitude, shop.longitude);
  }
  return lastPlace;
}

/**
 * Where offers' own bytes and parts are kept. A page's offers may sit in several: a rewrite
 * keeps its offers where they are and adds one source for the offers it read again (decision
 * 0128).
 */
export type OfferSource = { bytes: Buffer; parts: Int32Array };

/** Sources a page may refer to before a rewrite copies its offers into one again. */
const MAX_SOURCES = 16;
/** Bytes of replaced offers a page's sources may hold besides its own before it is copied whole. */
const SLACK_BYTES = 16 * 1024;

/** The per-offer arrays of a page, and one new source. */
type PageArrays = Pick<
  DetailPieces,
  | 'sourceOf'
  | 'ownStarts'
  | 'ownEnds'
  | 'partStarts'
  | 'partEnds'
  | 'ids'
  | 'prices'
  | 'totals'
  | 'places'
  | 'benefitKeys'
  | 'benefitStarts'
  | 'benefitIds'
> & { source: OfferSource };

/**
 * A page's arrays and a new source of `byteCount` bytes and `partCount` parts as views of one
 * allocation (decision 0128): one buffer the runtime tracks a page, not fourteen. Float64 views
 * first (they need 8-byte places), bytes last. Every element is written by the caller: the
 * memory is not cleared.
 */
function allocatePage(
  n: number,
  partCount: number,
  benefitIdCount: number,
  benefitKeyCount: number,
  byteCount: number,
): PageArrays {
  const numbers = 2 * n * 8 + (7 * n + 1 + partCount + benefitIdCount + benefitKeyCount) * 4 + n;
  const whole = Buffer.allocUnsafeSlow(numbers + byteCount);
  const memory = whole.buffer;
  let at = whole.byteOffset;
  const f64 = (length: number) => {
    const a = new Float64Array(memory, at, length);
    at += length * 8;
    return a;
  };
  const i32 = (length: number) => {
    const a = new Int32Array(memory, at, length);
    at += length * 4;
    return a;
  };
  const page = {
    prices: f64(n),
    totals: f64(n),
    ids: i32(n),
    places: i32(n),
    ownStarts: i32(n),
    ownEnds: i32(n),
    partStarts: i32(n),
    partEnds: i32(n),
    benefitStarts: i32(n + 1),
    benefitIds: i32(benefitIdCount),
    benefitKeys: i32(benefitKeyCount),
  };
  const parts = i32(partCount);
  const sourceOf = new Uint8Array(memory, at, n);
  const bytes = whole.subarray(at + n - whole.byteOffset);
  return { ...page, sourceOf, source: { parts, bytes } };
}

/**
 * A page from its arrays and the rest, every field written out in one order: one shape for
 * every page, so the loops over pages read their fields fast (object spreads made pages of
 * another, slower shape). Its price order (`order`: by default sorted afresh) is worked out here,
 * where the page is made: in the background for a rewrite or the load at start, never by the
 * first view after them (decision 0129).
 */
function piecesOf(
  a: PageArrays,
  rest: Omit<DetailPieces, keyof PageArrays | 'byPrice'>,
  order = orderBy(a, null),
): DetailPieces {
  return {
    head: rest.head,
    sources: rest.sources,
    sourceOffers: rest.sourceOffers,
    sourceOf: a.sourceOf,
    ownStarts: a.ownStarts,
    ownEnds: a.ownEnds,
    partStarts: a.partStarts,
    partEnds: a.partEnds,
    ownBytes: rest.ownBytes,
    partCount: rest.partCount,
    fragments: rest.fragments,
    ids: a.ids,
    prices: a.prices,
    totals: a.totals,
    places: a.places,
    benefits: rest.benefits,
    benefitKeys: a.benefitKeys,
    benefitStarts: a.benefitStarts,
    benefitIds: a.benefitIds,
    product: rest.product,
    priceRange: rest.priceRange,
    byPrice: { order, benefitsJson: benefitsInOrder(a, rest.benefits, order) },
  };
}

/**
 * One tyre's offers as they are encoded; finish() lays them out in offer id order (the order of
 * the reference statement) as DetailPieces. Offers come in id order from both reads (the bulk
 * load reads ranges of ids in order), so finish() mostly copies each array once; offers out of
 * order are laid out one by one. patchPieces reads a builder's offers as they are (its fields).
 */
export class PiecesBuilder {
  n = 0;
  readonly parts: Ints;
  partEnds: Int32Array;
  /** The offers' own text (ASCII), one after another; offer i's ends at ownEnds[i]. */
  ownBytes: Buffer;
  ownLength = 0;
  ownEnds: Int32Array;
  ids: Int32Array;
  prices: Float64Array;
  totals: Float64Array;
  /** Each offer's shop's place (product-detail.places.ts). */
  places: Int32Array;
  benefitLists: Benefit[][] = [];
  private minPrice = Number.POSITIVE_INFINITY;
  private maxPrice = Number.NEGATIVE_INFINITY;
  private inIdOrder = true;

  /** @param room offers to make room for at first (it grows past them) */
  constructor(room = BUILDER_START) {
    const n = Math.max(8, room);
    this.parts = new Ints(n * 18);
    this.partEnds = new Int32Array(n);
    this.ownBytes = Buffer.allocUnsafe(n * 192);
    this.ownEnds = new Int32Array(n);
    this.ids = new Int32Array(n);
    this.prices = new Float64Array(n);
    this.totals = new Float64Array(n);
    this.places = new Int32Array(n);
  }

  /** Empty again, its room kept (one builder reused for the offers of many rewrites). */
  reset(): void {
    this.n = 0;
    this.parts.length = 0;
    this.ownLength = 0;
    this.benefitLists = [];
    this.minPrice = Number.POSITIVE_INFINITY;
    this.maxPrice = Number.NEGATIVE_INFINITY;
    this.inIdOrder = true;
  }

  /** Bytes held so far (about what the finished pieces will hold). */
  get bytes(): number {
    return this.ownLength + this.parts.length * 4 + this.n * 45;
  }

  /** Writes the offer being added's own text (ASCII: one byte a character), total and benefits. */
  own(text: string, total: number, benefits: Benefit[]): void {
    this.totals[this.n - 1] = total;
    this.benefitLists.push(benefits);
    if (this.ownLength + text.length > this.ownBytes.length) {
      const grown = Buffer.allocUnsafe(
        Math.max(this.ownBytes.length * 2, this.ownLength + text.length),
      );
      this.ownBytes.copy(grown, 0, 0, this.ownLength);
      this.ownBytes = grown;
    }
    this.ownLength += latin1Write.call(this.ownBytes, text, this.ownLength);
  }

  private grow(): void {
    const size = this.ids.length * 2;
    const more = <T extends Int32Array | Float64Array>(a: T): T => {
      const b = new (a.constructor as new (n: number) => T)(size);
      b.set(a);
      return b;
    };
    this.partEnds = more(this.partEnds);
    this.ownEnds = more(this.ownEnds);
    this.ids = more(this.ids);
    this.prices = more(this.prices);
    this.totals = more(this.totals);
    this.places = more(this.places);
  }

  add(
    encoder: OfferEncoder,
    o: OfferOwn,
    shop: OfferShop & { latitude: number; longitude: number },
    services: OfferServices,
    promotions: OfferPromotions,
    warranties: OfferWarranties,
  ): void {
    if (this.n === this.ids.length) this.grow();
    const i = this.n++;
    encoder.encode(o, shop, services, promotions, warranties, this);
    this.partEnds[i] = this.parts.length;
    this.ownEnds[i] = this.ownLength;
    if (i > 0 && this.ids[i - 1] > o.id) this.inIdOrder = false;
    this.ids[i] = o.id;
    this.prices[i] = satangToBaht(o.priceSatang);
    this.places[i] = placeOf(shop);
    if (o.priceSatang < this.minPrice) this.minPrice = o.priceSatang;
    if (o.priceSatang > this.maxPrice) this.maxPrice = o.priceSatang;
  }

  finish(product: ProductRow, fragments: Fragments): DetailPieces {
    const n = this.n;
    const order = Array.from({ length: n }, (_, i) => i);
    if (!this.inIdOrder) order.sort((a, b) => this.ids[a] - this.ids[b]);
    const benefits = new BenefitIndex();
    const benefitIds: number[] = [];
    const benefitStarts: number[] = [];
    for (let i = 0; i < n; i++) {
      benefitStarts.push(benefitIds.length);
      for (const b of this.benefitLists[order[i]]) benefitIds.push(benefits.add(b));
    }
    const page = allocatePage(
      n,
      this.parts.length,
      benefitIds.length,
      benefits.keys.length,
      this.ownLength,
    );
    const { source } = page;
    let ownAt = 0;
    let partAt = 0;
    for (let i = 0; i < n; i++) {
      const from = order[i];
      page.ids[i] = this.ids[from];
      page.prices[i] = this.prices[from];
      page.totals[i] = this.totals[from];
      page.places[i] = this.places[from];
      page.benefitStarts[i] = benefitStarts[i];
      page.sourceOf[i] = 0;
      // In id order (the usual case) each offer lands where it is in the builder.
      const ownFrom = from === 0 ? 0 : this.ownEnds[from - 1];
      const partFrom = from === 0 ? 0 : this.partEnds[from - 1];
      page.ownStarts[i] = ownAt;
      ownAt += this.ownEnds[from] - ownFrom;
      page.ownEnds[i] = ownAt;
      page.partStarts[i] = partAt;
      partAt += this.partEnds[from] - partFrom;
      page.partEnds[i] = partAt;
      if (!this.inIdOrder) {
        this.ownBytes.copy(source.bytes, page.ownStarts[i], ownFrom, this.ownEnds[from]);
        source.parts.set(this.parts.a.subarray(partFrom, this.partEnds[from]), page.partStarts[i]);
      }
    }
    if (this.inIdOrder) {
      this.ownBytes.copy(source.bytes, 0, 0, this.ownLength);
      source.parts.set(this.parts.a.subarray(0, this.parts.length));
    }
    page.benefitStarts[n] = benefitIds.length;
    page.benefitIds.set(benefitIds);
    page.benefitKeys.set(benefits.keys);
    return piecesOf(page, {
      head: headOf(product, n, this.minPrice, this.maxPrice),
      sources: [source],
      sourceOffers: [n],
      ownBytes: this.ownLength,
      partCount: this.parts.length,
      fragments: fragments.list,
      benefits: benefits.benefits,
      product,
      priceRange: n ? [this.minPrice, this.maxPrice] : [],
    });
  }
}

/**
 * A tyre's distinct benefits: each text once (the same benefit may come as another object:
 * another shop's list), numbered, with the number of its type|title.
 */
class BenefitIndex {
  benefits: Benefit[];
  keys: number[];
  private readonly byObject = new Map<Benefit, number>();
  private readonly byWhole = new Map<string, number>();
  private readonly byKey = new Map<string, number>();
  /** Whether benefits and keys are still the seed's own (copied before the first is added). */
  private shared: boolean;

  /**
   * @param seed a page whose benefits this one starts with (patchPieces): its offers' benefit
   * numbers stay valid; a benefit no offer uses any more stays in the list, unseen (a page lists
   * only the benefits of its offers).
   */
  constructor(private seed: DetailPieces | null = null) {
    this.benefits = seed ? seed.benefits : [];
    this.keys = seed ? (Array.from(seed.benefitKeys) as number[]) : [];
    this.shared = seed !== null;
  }

  /** The seed's benefits by object, text and type|title (on the first benefit looked up). */
  private indexSeed(): void {
    const seed = this.seed;
    if (!seed) return;
    this.seed = null;
    seed.benefits.forEach((b, id) => {
      this.byObject.set(b, id);
      const whole = JSON.stringify([b.type, b.title, b.remark]);
      if (!this.byWhole.has(whole)) this.byWhole.set(whole, id);
      this.byKey.set(`${b.type}|${b.title}`, seed.benefitKeys[id]);
    });
  }

  /** The number of a benefit, added if new. */
  add(b: Benefit): number {
    let id = this.byObject.get(b);
    if (id === undefined && this.seed) {
      this.indexSeed();
      id = this.byObject.get(b);
    }
    if (id === undefined) {
      const whole = JSON.stringify([b.type, b.title, b.remark]);
      id = this.byWhole.get(whole);
      if (id === undefined) {
        if (this.shared) {
          this.benefits = this.benefits.slice();
          this.shared = false;
        }
        id = this.benefits.length;
        this.byWhole.set(whole, id);
        this.benefits.push(b);
        const key = `${b.type}|${b.title}`;
        let keyId = this.byKey.get(key);
        if (keyId === undefined) {
          keyId = this.keys.length === 0 ? 0 : Math.max(...this.keys) + 1;
          this.byKey.set(key, keyId);
        }
        this.keys.push(keyId);
      }
      this.byObject.set(b, id);
    }
    return id;
  }
}

/** `{"product":…,"pictures":[…]` of a tyre whose offers' prices (satang) run min … max. */
function headOf(product: ProductRow, n: number, minSatang: number, maxSatang: number): Buffer {
  return Buffer.from(
    `{"product":${JSON.stringify(toProductSpec(product, n ? [minSatang, maxSatang] : []))},"pictures":${JSON.stringify(picturesOf(product))}`,
  );
}

/** The offers read again for one rewrite at a time (patchPieces): one builder, its room kept. */
let scratch: PiecesBuilder | null = null;

/**
 * A kept page with some of its offers rewritten (decision 0124): every offer of `old` whose id is
 * in `gone` (sorted) leaves, and `rows` (this tyre's visible offers among those ids) come in at
 * their place; the head is made again from `product` (prices run over the new offers). The
 * offers that stay are copied as runs of bytes and parts, not encoded again, into one allocation
 * (decision 0128): the same pieces a read of the whole tyre gives (tested against the SQL path).
 * `old` must use `fragments`' table.
 */
export function patchPieces(
  old: DetailPieces,
  product: ProductRow,
  gone: number[],
  rows: OfferRow[],
  today: string,
  fragments: Fragments,
): DetailPieces {
  scratch ??= new PiecesBuilder(8);
  const fresh = scratch;
  fresh.reset();
  const encoder = fragments.encoder(today);
  const sorted = rows.length > 1 ? [...rows].sort((a, b) => a.id - b.id) : rows;
  for (const row of sorted) {
    fresh.add(encoder, row, row, row.services, row.promotions, row.warranties);
  }
  return patchWith(old, product, gone, fresh, fragments);
}

/** A run of offers in id order: from `old` (true) or the rewritten ones, [from, to). */
type Run = { old: boolean; from: number; to: number };

/**
 * Offers from `from` … `to` − 1 of `old` and the builder `fresh`, merged in id order; the old
 * offers left out go into `removed` (their indexes).
 */
function runsOf(old: DetailPieces, gone: number[], fresh: PiecesBuilder, removed: number[]): Run[] {
  const runs: Run[] = [];
  let i = 0;
  let g = 0;
  let r = 0;
  const n0 = old.ids.length;
  const nf = fresh.n;
  for (;;) {
    const stop = Math.min(
      g < gone.length ? gone[g] : Number.POSITIVE_INFINITY,
      r < nf ? fresh.ids[r] : Number.POSITIVE_INFINITY,
    );
    let j = i;
    while (j < n0 && old.ids[j] < stop) j++;
    if (j > i) runs.push({ old: true, from: i, to: j });
    i = j;
    if (stop === Number.POSITIVE_INFINITY) return runs;
    // The old copy of a rewritten offer goes; its new one (if still visible here) comes in.
    if (i < n0 && old.ids[i] === stop) removed.push(i++);
    while (g < gone.length && gone[g] <= stop) g++;
    if (r < nf && fresh.ids[r] === stop) {
      const last = runs[runs.length - 1];
      if (last && !last.old && last.to === r) last.to = r + 1;
      else runs.push({ old: false, from: r, to: r + 1 });
      r++;
    }
  }
}

/**
 * The new page of patchPieces. Offers that stay keep their bytes and parts where they are (the
 * old page's sources, shared: both pages only read them); the offers read again go into one new
 * source. Once the sources are many, or hold more replaced offers' bytes than the page's own,
 * every offer is copied into one source again (decision 0128).
 */
function patchWith(
  old: DetailPieces,
  product: ProductRow,
  gone: number[],
  fresh: PiecesBuilder,
  fragments: Fragments,
): DetailPieces {
  const removed: number[] = [];
  const runs = runsOf(old, gone, fresh, removed);
  const nf = fresh.n;
  // The rewritten offers' benefits by number (new ones added after the old page's).
  const benefits = new BenefitIndex(old);
  const freshBenefits: number[][] = [];
  let benefitIdCount = old.benefitIds.length;
  for (let k = 0; k < nf; k++) {
    const ids = fresh.benefitLists[k].map((b) => benefits.add(b));
    freshBenefits.push(ids);
    benefitIdCount += ids.length;
  }
  // What stays of the old page: its offers but those removed, and where they are kept.
  let ownBytes = old.ownBytes + fresh.ownLength;
  let partCount = old.partCount + fresh.parts.length;
  const sourceOffers = old.sourceOffers.slice();
  for (const k of removed) {
    ownBytes -= old.ownEnds[k] - old.ownStarts[k];
    partCount -= old.partEnds[k] - old.partStarts[k];
    benefitIdCount -= old.benefitStarts[k + 1] - old.benefitStarts[k];
    sourceOffers[old.sourceOf[k]] -= 1;
  }
  const n = old.ids.length - removed.length + nf;
  // The old sources still in use, renumbered; the new one after them.
  const sources: OfferSource[] = [];
  const counts: number[] = [];
  const renumber = new Uint8Array(old.sources.length);
  let held = nf > 0 ? fresh.ownLength + fresh.parts.length * 4 : 0;
  old.sources.forEach((source, at) => {
    if (sourceOffers[at] === 0) return;
    renumber[at] = sources.length;
    sources.push(source);
    counts.push(sourceOffers[at]);
    held += source.bytes.length + source.parts.byteLength;
  });
  const samePlaces = sources.length === old.sources.length;
  const whole =
    sources.length + (nf > 0 ? 1 : 0) > MAX_SOURCES ||
    held > 2 * (ownBytes + partCount * 4) + SLACK_BYTES;
  const page = whole
    ? allocatePage(n, partCount, benefitIdCount, benefits.keys.length, ownBytes)
    : allocatePage(n, fresh.parts.length, benefitIdCount, benefits.keys.length, fresh.ownLength);
  const { source } = page;
  if (whole) {
    sources.length = 0;
    counts.length = 0;
  } else if (nf > 0) {
    fresh.ownBytes.copy(source.bytes, 0, 0, fresh.ownLength);
    source.parts.set(fresh.parts.a.subarray(0, fresh.parts.length));
  }
  const freshAt = sources.length;
  if (whole || nf > 0) {
    sources.push(source);
    counts.push(whole ? n : nf);
  }
  page.benefitKeys.set(benefits.keys);
  let at = 0;
  let benefitAt = 0;
  let minSatang = Number.POSITIVE_INFINITY;
  let maxSatang = Number.NEGATIVE_INFINITY;
  for (const { old: isOld, from, to } of runs) {
    const src = isOld ? old : fresh;
    // Element by element: a few hundred numbers copy faster so than through subarray views.
    for (let k = from, place = at; k < to; k++, place++) {
      page.ids[place] = src.ids[k];
      const price = src.prices[k];
      page.prices[place] = price;
      page.totals[place] = src.totals[k];
      page.places[place] = src.places[k];
      const satang = Math.round(price * 100);
      if (satang < minSatang) minSatang = satang;
      if (satang > maxSatang) maxSatang = satang;
    }
    if (isOld) {
      // Whole runs of kept offers: their places and benefit numbers as they are.
      const shift = benefitAt - old.benefitStarts[from];
      for (let k = from, place = at; k < to; k++, place++) {
        page.benefitStarts[place] = shift + old.benefitStarts[k];
      }
      for (let b = old.benefitStarts[from]; b < old.benefitStarts[to]; b++) {
        page.benefitIds[benefitAt++] = old.benefitIds[b];
      }
      if (!whole) {
        for (let k = from, place = at; k < to; k++, place++) {
          page.ownStarts[place] = old.ownStarts[k];
          page.ownEnds[place] = old.ownEnds[k];
          page.partStarts[place] = old.partStarts[k];
          page.partEnds[place] = old.partEnds[k];
          page.sourceOf[place] = samePlaces ? old.sourceOf[k] : renumber[old.sourceOf[k]];
        }
      }
    } else {
      for (let k = from; k < to; k++) {
        const place = at + k - from;
        page.benefitStarts[place] = benefitAt;
        page.benefitIds.set(freshBenefits[k], benefitAt);
        benefitAt += freshBenefits[k].length;
        if (!whole) {
          page.sourceOf[place] = freshAt;
          page.ownStarts[place] = k === 0 ? 0 : fresh.ownEnds[k - 1];
          page.ownEnds[place] = fresh.ownEnds[k];
          page.partStarts[place] = k === 0 ? 0 : fresh.partEnds[k - 1];
          page.partEnds[place] = fresh.partEnds[k];
        }
      }
    }
    at += to - from;
  }
  page.benefitStarts[n] = benefitAt;
  if (whole) copyWhole(page, runs, old, fresh);
  // The head stays as it was unless the tyre or its price range changed.
  const range = n ? [minSatang, maxSatang] : [];
  const head =
    product === old.product && sameRange(range, old.priceRange)
      ? old.head
      : headOf(product, n, minSatang, maxSatang);
  return piecesOf(
    page,
    {
      head,
      sources,
      sourceOffers: counts,
      ownBytes,
      partCount,
      fragments: fragments.list,
      benefits: benefits.benefits,
      product,
      priceRange: range,
    },
    carriedPriceOrder(page, old.byPrice.order, runs),
  );
}

/**
 * The patched page's price order from the old page's: the offers kept in their old order (their
 * keys did not change), the rewritten ones sorted and merged in. Sorting every offer again was
 * ~40 µs a page, a third of a 3,070-page rewrite (decision 0129).
 */
function carriedPriceOrder(page: OrderKeys, oldOrder: number[], runs: Run[]): number[] {
  const placeOf = new Int32Array(runs.reduce((n, r) => (r.old ? Math.max(n, r.to) : n), 0)).fill(
    -1,
  );
  const fresh: number[] = [];
  let at = 0;
  for (const { old: isOld, from, to } of runs) {
    for (let k = from; k < to; k++, at++) {
      if (isOld) placeOf[k] = at;
      else fresh.push(at);
    }
  }
  const compare = (a: number, b: number) =>
    page.totals[a] - page.totals[b] || page.prices[a] - page.prices[b] || page.ids[a] - page.ids[b];
  fresh.sort(compare);
  const order: number[] = new Array(page.ids.length);
  let i = 0;
  let j = 0;
  let next = -1;
  const advance = () => {
    next = -1;
    while (i < oldOrder.length && next < 0) {
      const k = oldOrder[i++];
      if (k < placeOf.length) next = placeOf[k];
    }
  };
  advance();
  for (let place = 0; place < order.length; place++) {
    if (next >= 0 && (j >= fresh.length || compare(next, fresh[j]) <= 0)) {
      order[place] = next;
      advance();
    } else order[place] = fresh[j++];
  }
  return order;
}

/** Every offer's own bytes and parts copied into the page's one new source, one after another. */
function copyWhole(page: PageArrays, runs: Run[], old: DetailPieces, fresh: PiecesBuilder): void {
  const { source } = page;
  let at = 0;
  let ownAt = 0;
  let partAt = 0;
  for (const { old: isOld, from, to } of runs) {
    for (let k = from; k < to; k++, at++) {
      const s = isOld ? old.sources[old.sourceOf[k]] : null;
      const bytes = s ? s.bytes : fresh.ownBytes;
      const parts = s ? s.parts : fresh.parts.a;
      const ownFrom = s ? old.ownStarts[k] : k === 0 ? 0 : fresh.ownEnds[k - 1];
      const ownTo = s ? old.ownEnds[k] : fresh.ownEnds[k];
      const partFrom = s ? old.partStarts[k] : k === 0 ? 0 : fresh.partEnds[k - 1];
      const partTo = s ? old.partEnds[k] : fresh.partEnds[k];
      page.sourceOf[at] = 0;
      page.ownStarts[at] = ownAt;
      ownAt += bytes.copy(source.bytes, ownAt, ownFrom, ownTo);
      page.ownEnds[at] = ownAt;
      page.partStarts[at] = partAt;
      for (let j = partFrom; j < partTo; j++) source.parts[partAt++] = parts[j];
      page.partEnds[at] = partAt;
    }
  }
}

const sameRange = (a: number[], b: number[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

function picturesOf(product: ProductRow) {
  const alt = `${product.brandTh} ${product.modelName} ${product.sizeLabel}`;
  return [
    { src: `/api/images/model/${product.modelId}.svg`, alt },
    ...product.pictureIds.map((pictureId, i) => ({
      src: `/api/images/picture/${pictureId}.svg`,
      alt: `${alt} (${i + 2})`,
    })),
  ];
}

export type DetailPieces = {
  /** `{"product":…,"pictures":[…]` (UTF-8). */
  head: Buffer;
  /** Where the offers' own bytes and parts are kept (decision 0128). */
  sources: OfferSource[];
  /** Offer i's source. */
  sourceOf: Uint8Array;
  /** Offer i's own bytes: its source's bytes[ownStarts[i] .. ownEnds[i]) (UTF-8). */
  ownStarts: Int32Array;
  ownEnds: Int32Array;
  /** Offer i's parts: its source's parts[partStarts[i] .. partEnds[i]). */
  partStarts: Int32Array;
  partEnds: Int32Array;
  /** Per source, how many of the page's offers are kept there. */
  sourceOffers: number[];
  /** The offers' own bytes and parts, in all (their sources may hold replaced offers' too). */
  ownBytes: number;
  partCount: number;
  /** The copy's shared fragments (Fragments.list; parts ≥ 0 index it). */
  fragments: Buffer[];
  ids: Int32Array;
  /** Price per tyre and the set's all-inclusive total, baht (the price order). */
  prices: Float64Array;
  totals: Float64Array;
  /** Each offer's shop's place: its number in `places` (product-detail.places.ts). */
  places: Int32Array;
  /** The tyre's distinct benefits; offer i has benefitIds[benefitStarts[i] .. benefitStarts[i+1]). */
  benefits: Benefit[];
  /** Per benefit, the id of its type|title (a page shows each type|title once). */
  benefitKeys: Int32Array;
  benefitStarts: Int32Array;
  benefitIds: Int32Array;
  /** The tyre's spec row the head was made from (a page rewritten in place keeps it). */
  product: ProductRow;
  /** The offers' lowest and highest price in the head, satang (empty: no offers). */
  priceRange: number[];
  /** The price order and its benefits' JSON: the same for every shopper (piecesOf). */
  byPrice: { order: number[]; benefitsJson: string };
};

/** A tyre's pieces from its product row and its offer rows (in offer id order). */
export function toPieces(
  product: ProductRow,
  rows: OfferRow[],
  today: string,
  fragments = new Fragments(),
): DetailPieces {
  const encoder = fragments.encoder(today);
  const builder = new PiecesBuilder(rows.length);
  for (const row of rows) {
    builder.add(encoder, row, row, row.services, row.promotions, row.warranties);
  }
  return builder.finish(product, fragments);
}

/** Bytes a tyre's pieces hold (the page copy's memory budget counts these). */
export function piecesBytes(p: DetailPieces): number {
  let sources = 0;
  for (const s of p.sources) sources += s.bytes.length + s.parts.byteLength;
  // Per offer: 2 float64s, 7 int32s and a byte; its benefit numbers.
  const arrays =
    p.ids.length * 45 +
    p.benefitKeys.byteLength +
    p.benefitStarts.byteLength +
    p.benefitIds.byteLength;
  // Each benefit is a small object of three strings (~200 bytes of heap); ~600 bytes of objects.
  // The price order: a small-integer array.
  return p.head.length + sources + arrays + p.ids.length * 8 + p.benefits.length * 200 + 600;
}

/** What orders a page's offers: their ids, set totals and prices. */
type OrderKeys = Pick<DetailPieces, 'ids' | 'totals' | 'prices'>;
/** Which benefits each offer has, by number, and each benefit's type|title. */
type BenefitNumbers = Pick<DetailPieces, 'benefitStarts' | 'benefitIds' | 'benefitKeys'>;

/** Offer indexes in page order: by distance (km given) or the set total, then price, then id. */
function orderBy(p: OrderKeys, km: Float64Array | null): number[] {
  const order = Array.from({ length: p.ids.length }, (_, i) => i);
  order.sort(
    (a, b) =>
      (km ? km[a] - km[b] : 0) ||
      p.totals[a] - p.totals[b] ||
      p.prices[a] - p.prices[b] ||
      p.ids[a] - p.ids[b],
  );
  return order;
}

/**
 * The tyre's benefits (`list`, numbered as the page's arrays number them) as JSON, each type and
 * title once, as the first offer in `order` words it.
 */
function benefitsInOrder(a: BenefitNumbers, list: Benefit[], order: number[]): string {
  const seen = new Uint8Array(list.length);
  const benefits: Benefit[] = [];
  for (const i of order) {
    for (let j = a.benefitStarts[i]; j < a.benefitStarts[i + 1]; j++) {
      const id = a.benefitIds[j];
      const key = a.benefitKeys[id];
      if (seen[key]) continue;
      seen[key] = 1;
      benefits.push(list[id]);
    }
  }
  return JSON.stringify(benefits);
}

/** Which offers a page answers, in the requested order: offset … offset + limit − 1. */
export type OfferWindow = { offset: number; limit: number };

/**
 * The page for one shopper: one window of the offers in their order with their distances, then
 * `tail`'s fields. The order and the benefits are worked out over every offer (the benefits list
 * the tyre's, in the order of the shops that attach them); only the window's offers are copied.
 */
export function assemblePage(
  p: DetailPieces,
  here: RadPoint | null,
  sort: OfferSort,
  window: OfferWindow,
  tail: Record<string, unknown>,
): Buffer {
  const n = p.ids.length;
  const { latRad, lonRad, cosLat } = places;
  const kmOf = (i: number) => {
    if (!here) return null;
    const at = p.places[i];
    return Math.round(distanceM(latRad[at], lonRad[at], cosLat[at], here) / 100) / 10;
  };
  let order: number[];
  let benefitsJson: string;
  if (sort === 'distance' && here) {
    const km = new Float64Array(n);
    for (let i = 0; i < n; i++) km[i] = kmOf(i) as number;
    order = orderBy(p, km);
    benefitsJson = benefitsInOrder(p, p.benefits, order);
  } else {
    ({ order, benefitsJson } = p.byPrice);
  }
  const shown = order.slice(window.offset, window.offset + window.limit);
  // One buffer of the exact size, filled by copies: no buffer object per offer.
  const mid = `,"benefits":${benefitsJson},"offers":[`;
  const end = `],${JSON.stringify({ offerCount: n, offset: window.offset, ...tail }).slice(1)}`;
  const distances = shown.map(
    (i, place) => `,"distanceKm":${kmOf(i)}}${place < shown.length - 1 ? ',' : ''}`,
  );
  let size = p.head.length + Buffer.byteLength(mid) + Buffer.byteLength(end);
  shown.forEach((i, place) => {
    size += p.ownEnds[i] - p.ownStarts[i] + distances[place].length;
    const { parts } = p.sources[p.sourceOf[i]];
    for (let j = p.partStarts[i]; j < p.partEnds[i]; j++) {
      if (parts[j] >= 0) size += p.fragments[parts[j]].length;
    }
  });
  const out = Buffer.allocUnsafe(size);
  let at = p.head.copy(out, 0);
  at += out.write(mid, at);
  shown.forEach((i, place) => {
    const { bytes, parts } = p.sources[p.sourceOf[i]];
    let own = p.ownStarts[i];
    for (let j = p.partStarts[i]; j < p.partEnds[i]; j++) {
      const part = parts[j];
      if (part >= 0) at += p.fragments[part].copy(out, at);
      else {
        at += bytes.copy(out, at, own, own - part);
        own -= part;
      }
    }
    at += out.write(distances[place], at, 'latin1');
  });
  out.write(end, at);
  return out;
}
