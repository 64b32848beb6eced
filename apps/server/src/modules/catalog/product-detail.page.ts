import { imageUrl, modelPictureUrl } from '../../lib/image-urls';
import type { Benefit } from './product-detail.encoder';
import { toProductSpec } from './product-detail.mapper';
import type { Places } from './product-detail.places';
import type { ProductRow } from './product-detail.repository';

// A tyre page kept in memory (decision 0060), in a few flat arrays rather than objects per offer:
// 5,000 tyres with 3,000,000 offers stay ~10 objects a tyre, so the garbage collector has little
// to walk. `head` holds the page's JSON up to the per-shopper fields. An offer is kept as numbers
// (decision 0172): its id, prices, place, production key and the numbers of the SLOTS shared
// fragments its JSON is made of (written by product-detail.encoder.ts); a view writes the JSON of
// the offers it shows, and only those. This file is the page's shape: its arrays, how they are
// allocated, its head, its price order and its size. Pages are made by product-detail.builder.ts,
// rewritten by product-detail.patch.ts and answered by product-detail.pieces.ts.

/**
 * The fragments of an offer's JSON, in its order (decision 0172): its shop, its stock, when it
 * was made, what it offers (service, delivery, days), its promotions, its benefits and the start
 * of its link. Offer i's are slots[i * SLOTS … i * SLOTS + SLOTS − 1], numbers of the copy's
 * fragments (Fragments.list).
 */
export const SLOTS = 7;
export const SLOT = {
  store: 0,
  stock: 1,
  made: 2,
  availability: 3,
  promotions: 4,
  benefits: 5,
  link: 6,
} as const;

/** The per-offer arrays of a page. */
export type PageArrays = Pick<
  DetailPieces,
  | 'ids'
  | 'prices'
  | 'delivery'
  | 'slots'
  | 'places'
  | 'made'
  | 'benefitKeys'
  | 'benefitStarts'
  | 'benefitIds'
>;

/**
 * A page's arrays as views of one allocation (decision 0128): one buffer the runtime tracks a
 * page, not nine. The Float64 view first (it needs an 8-byte place). Every element is written by
 * the caller: the memory is not cleared.
 */
export function allocatePage(
  n: number,
  benefitIdCount: number,
  benefitKeyCount: number,
): PageArrays {
  const numbers = n * 8 + (5 * n + SLOTS * n + 1 + benefitIdCount + benefitKeyCount) * 4;
  const whole = Buffer.allocUnsafeSlow(numbers);
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
  return {
    prices: f64(n),
    ids: i32(n),
    delivery: i32(n),
    places: i32(n),
    made: i32(n),
    slots: i32(SLOTS * n),
    benefitStarts: i32(n + 1),
    benefitIds: i32(benefitIdCount),
    benefitKeys: i32(benefitKeyCount),
  };
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
    fragments: rest.fragments,
    ids: a.ids,
    prices: a.prices,
    delivery: a.delivery,
    slots: a.slots,
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
    { src: modelPictureUrl(product.modelId), alt },
    ...product.pictureIds.map((pictureId, i) => ({
      src: imageUrl('picture', pictureId),
      alt: `${alt} (${i + 2})`,
    })),
  ];
}

export type DetailPieces = {
  /** `{"product":…,"pictures":[…]` (UTF-8). */
  head: Buffer;
  /** The copy's shared fragments (Fragments.list; the slots index it). */
  fragments: Buffer[];
  /** The offers' ids, in id order. */
  ids: Int32Array;
  /** Price per tyre, baht (the price order; the page has no set total, decision 0166). */
  prices: Float64Array;
  /** The delivered price per tyre, satang; −1: the offer is not sent (priceDelivery null). */
  delivery: Int32Array;
  /** Offer i's fragments: slots[i * SLOTS …] (SLOT names them). */
  slots: Int32Array;
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

/** Bytes an offer's numbers hold in a page: a float64, 5 int32s, its SLOTS, its place in the price order. */
export const OFFER_BYTES = 8 + 5 * 4 + SLOTS * 4 + 8;

/** Bytes a tyre's pieces hold (the page copy's memory budget counts these). */
export function piecesBytes(p: DetailPieces): number {
  // Its benefit numbers; each benefit is a small object of three strings (~200 bytes of heap);
  // ~600 bytes of objects.
  return (
    p.head.length +
    p.ids.length * OFFER_BYTES +
    p.benefitKeys.byteLength +
    p.benefitIds.byteLength +
    p.benefits.length * 200 +
    600
  );
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
