import type { Benefit } from './product-detail.encoder';
import { toProductSpec } from './product-detail.mapper';
import type { Places } from './product-detail.places';
import type { ProductRow } from './product-detail.repository';

// A tyre page kept in memory (decision 0060), in a few flat arrays rather than objects per offer:
// 5,000 tyres with 100,000 offers stay ~10 objects a tyre, so the garbage collector has little to
// walk. `head` holds the page's JSON up to the per-shopper fields; each offer's JSON without
// distanceKm and its closing brace is its own bytes and shared fragments (written by
// product-detail.encoder.ts), kept in the page's sources (decision 0128). This file is the page's
// shape: its arrays, how they are allocated, its head, its price order and its size. Pages are
// made by product-detail.builder.ts, rewritten by product-detail.patch.ts and answered by
// product-detail.pieces.ts.

/**
 * Where offers' own bytes and parts are kept. A page's offers may sit in several: a rewrite
 * keeps its offers where they are and adds one source for the offers it read again (decision
 * 0128).
 */
export type OfferSource = { bytes: Buffer; parts: Int32Array };

/** The per-offer arrays of a page, and one new source. */
export type PageArrays = Pick<
  DetailPieces,
  | 'sourceOf'
  | 'ownStarts'
  | 'ownEnds'
  | 'partStarts'
  | 'partEnds'
  | 'ids'
  | 'prices'
  | 'places'
  | 'made'
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
export function allocatePage(
  n: number,
  partCount: number,
  benefitIdCount: number,
  benefitKeyCount: number,
  byteCount: number,
): PageArrays {
  const numbers = 2 * n * 8 + (8 * n + 1 + partCount + benefitIdCount + benefitKeyCount) * 4 + n;
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
    ids: i32(n),
    places: i32(n),
    made: i32(n),
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
export function piecesOf(
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
    places: a.places,
    made: a.made,
    placeTable: rest.placeTable,
    benefits: rest.benefits,
    benefitKeys: a.benefitKeys,
    benefitStarts: a.benefitStarts,
    benefitIds: a.benefitIds,
    product: rest.product,
    priceRange: rest.priceRange,
    byPrice: { order, benefitsJson: benefitsInOrder(a, rest.benefits, order) },
  };
}

/** `{"product":…,"pictures":[…]` of a tyre whose offers' prices (satang) run min … max. */
export function headOf(
  product: ProductRow,
  n: number,
  minSatang: number,
  maxSatang: number,
): Buffer {
  return Buffer.from(
    `{"product":${JSON.stringify(toProductSpec(product, n ? [minSatang, maxSatang] : []))},"pictures":${JSON.stringify(picturesOf(product))}`,
  );
}

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
  /** Price per tyre, baht (the price order; the page has no set total, decision 0166). */
  prices: Float64Array;
  /** Each offer's shop's place: its number in `placeTable`. */
  places: Int32Array;
  /** The shops' places the page's numbers index (its copy's, product-detail.places.ts). */
  placeTable: Places;
  /** Each offer's productionKey (year × 100 + DOT week): the freshness filter (decision 0164). */
  made: Int32Array;
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

/** Bytes a tyre's pieces hold (the page copy's memory budget counts these). */
export function piecesBytes(p: DetailPieces): number {
  let sources = 0;
  for (const s of p.sources) sources += s.bytes.length + s.parts.byteLength;
  // Per offer: a float64, 7 int32s and a byte; its benefit numbers.
  const arrays =
    p.ids.length * 37 +
    p.benefitKeys.byteLength +
    p.benefitStarts.byteLength +
    p.benefitIds.byteLength;
  // Each benefit is a small object of three strings (~200 bytes of heap); ~600 bytes of objects.
  // The price order: a small-integer array.
  return p.head.length + sources + arrays + p.ids.length * 8 + p.benefits.length * 200 + 600;
}

/** What orders a page's offers: their ids and prices per tyre. */
export type OrderKeys = Pick<DetailPieces, 'ids' | 'prices'>;
/** Which benefits each offer has, by number, and each benefit's type|title. */
type BenefitNumbers = Pick<DetailPieces, 'benefitStarts' | 'benefitIds' | 'benefitKeys'>;

/** Offer indexes in page order: by distance (km given), then price per tyre, then id. */
export function orderBy(p: OrderKeys, km: Float64Array | null): number[] {
  const order = Array.from({ length: p.ids.length }, (_, i) => i);
  order.sort(
    (a, b) => (km ? km[a] - km[b] : 0) || p.prices[a] - p.prices[b] || p.ids[a] - p.ids[b],
  );
  return order;
}

/**
 * The tyre's benefits (`list`, numbered as the page's arrays number them) as JSON, each type and
 * title once, as the first offer in `order` words it.
 */
export function benefitsInOrder(a: BenefitNumbers, list: Benefit[], order: number[]): string {
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
