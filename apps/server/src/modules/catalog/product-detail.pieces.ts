import type { Offer, OfferSort } from '@yangdee/contracts/product-detail';
import { distanceM, type RadPoint, toRadPoint } from '../../lib/geo';
import { toOffer, toProductSpec } from './product-detail.mapper';
import type { OfferRow, ProductRow } from './product-detail.repository';

// A tyre page kept in memory (decision 0060), in a few flat arrays rather than objects per offer:
// 5,000 tyres with 100,000 offers stay ~10 objects a tyre, so the garbage collector has little to
// walk. `bytes` holds the page's JSON up to the per-shopper fields, then each offer's JSON
// without distanceKm and its closing brace; per request only the distances, the order, the
// benefits in that order and the favourite flag are added.

type Benefit = Offer['benefits'][number];

/**
 * JSON fragments that many offers repeat (a shop, a promotion list, a warranty, `"qty":4`), kept
 * once per copy of the tyre pages; offers refer to them by number (decision 0113).
 */
export class Fragments {
  private readonly ids = new Map<string, number>();
  readonly list: Buffer[] = [];
  /** About what the fragments hold: their bytes and their keys' strings. */
  bytes = 0;

  id(text: string): number {
    let id = this.ids.get(text);
    if (id === undefined) {
      id = this.list.length;
      const buffer = Buffer.from(text);
      this.list.push(buffer);
      this.ids.set(text, id);
      this.bytes += buffer.length + text.length * 2 + 80;
    }
    return id;
  }
}

/** Leaves kept as they are in each offer's own bytes: they differ from offer to offer. */
const OWN_LEAVES = new Set([
  'sellerProductId',
  'price',
  'priceDelivery',
  'goods',
  'discount',
  'total',
  'amount',
  'link',
]);
/** Objects and arrays walked into: their parts differ from offer to offer. */
const WALKED = new Set(['setPrice', 'discounts']);

/**
 * An offer's JSON (without its closing brace) as parts: a part ≥ 0 is a shared fragment's
 * number, a part < 0 is that many bytes of the offer's own text (pushed onto `own`).
 */
function encodeOffer(
  offer: Record<string, unknown>,
  fragments: Fragments,
  parts: number[],
  own: string[],
): void {
  let text = '';
  const flush = () => {
    if (text === '') return;
    own.push(text);
    parts.push(-Buffer.byteLength(text));
    text = '';
  };
  const walk = (value: Record<string, unknown>, open: string, close: string) => {
    let first = true;
    for (const [key, v] of Object.entries(value)) {
      if (v === undefined) continue;
      const prefix = `${first ? open : ','}${JSON.stringify(key)}:`;
      first = false;
      if (WALKED.has(key) && Array.isArray(v)) {
        text += `${prefix}[`;
        v.forEach((item, i) => {
          walk(item as Record<string, unknown>, i === 0 ? '{' : ',{', '}');
        });
        text += ']';
      } else if (WALKED.has(key) && v !== null && typeof v === 'object') {
        text += prefix;
        walk(v as Record<string, unknown>, '{', '}');
      } else if (OWN_LEAVES.has(key)) {
        text += prefix + JSON.stringify(v);
      } else {
        flush();
        parts.push(fragments.id(prefix + JSON.stringify(v)));
      }
    }
    if (first) text += open;
    text += close;
  };
  walk(offer, '{', '');
  flush();
}

export type DetailPieces = {
  /** `{"product":…,"pictures":[…]` then offer 0's own bytes, offer 1's … (UTF-8). */
  bytes: Buffer;
  headEnd: number;
  /** The copy's shared fragments (Fragments.list; parts ≥ 0 index it). */
  fragments: Buffer[];
  /** Offer i's parts are parts[partEnds[i − 1] .. partEnds[i]) (from 0 for offer 0). */
  partEnds: Int32Array;
  parts: Int32Array;
  /** Where offer i's own bytes end in bytes (they start where offer i−1's end, or at headEnd). */
  offerEnds: Int32Array;
  ids: Int32Array;
  /** Price per tyre and the set's all-inclusive total, baht (the price order). */
  prices: Float64Array;
  totals: Float64Array;
  /** Each shop's place, in radians, with cos(latitude). */
  latRad: Float64Array;
  lonRad: Float64Array;
  cosLat: Float64Array;
  /** The tyre's distinct benefits; offer i has benefitIds[benefitStarts[i] .. benefitStarts[i+1]). */
  benefits: Benefit[];
  /** Per benefit, the id of its type|title (a page shows each type|title once). */
  benefitKeys: Int32Array;
  benefitStarts: Int32Array;
  benefitIds: Int32Array;
  /** The price order and its benefits' JSON, worked out on the first view that needs them. */
  byPrice?: { order: number[]; benefitsJson: string };
};

export function toPieces(
  product: ProductRow,
  rows: OfferRow[],
  today: string,
  fragments = new Fragments(),
): DetailPieces {
  const alt = `${product.brandTh} ${product.modelName} ${product.sizeLabel}`;
  const pictures = [
    { src: `/api/images/model/${product.modelId}.svg`, alt },
    ...product.pictureIds.map((pictureId, i) => ({
      src: `/api/images/picture/${pictureId}.svg`,
      alt: `${alt} (${i + 2})`,
    })),
  ];
  const spec = toProductSpec(
    product,
    rows.map((o) => o.priceSatang),
  );
  const n = rows.length;
  const chunks = [
    Buffer.from(`{"product":${JSON.stringify(spec)},"pictures":${JSON.stringify(pictures)}`),
  ];
  const headEnd = chunks[0].length;
  const pieces = {
    headEnd,
    offerEnds: new Int32Array(n),
    ids: new Int32Array(n),
    prices: new Float64Array(n),
    totals: new Float64Array(n),
    latRad: new Float64Array(n),
    lonRad: new Float64Array(n),
    cosLat: new Float64Array(n),
    benefits: [] as Benefit[],
    benefitStarts: new Int32Array(n + 1),
  };
  const benefitIndex = new Map<string, number>();
  const keyIndex = new Map<string, number>();
  const benefitKeys: number[] = [];
  const benefitIds: number[] = [];
  const parts: number[] = [];
  const partEnds = new Int32Array(n);
  let end = headEnd;
  rows.forEach((row, i) => {
    const { distanceKm: _d, ...offer } = toOffer(row, today);
    const own: string[] = [];
    encodeOffer(offer, fragments, parts, own);
    partEnds[i] = parts.length;
    const json = Buffer.from(own.join(''));
    chunks.push(json);
    end += json.length;
    pieces.offerEnds[i] = end;
    pieces.ids[i] = offer.sellerProductId;
    pieces.prices[i] = offer.price;
    pieces.totals[i] = offer.setPrice.total;
    const at: RadPoint = toRadPoint(row.latitude, row.longitude);
    pieces.latRad[i] = at.latRad;
    pieces.lonRad[i] = at.lonRad;
    pieces.cosLat[i] = at.cosLat;
    pieces.benefitStarts[i] = benefitIds.length;
    for (const b of offer.benefits) {
      const whole = JSON.stringify([b.type, b.title, b.remark]);
      let id = benefitIndex.get(whole);
      if (id === undefined) {
        id = pieces.benefits.length;
        benefitIndex.set(whole, id);
        pieces.benefits.push(b);
        const key = `${b.type}|${b.title}`;
        if (!keyIndex.has(key)) keyIndex.set(key, keyIndex.size);
        benefitKeys.push(keyIndex.get(key) as number);
      }
      benefitIds.push(id);
    }
  });
  pieces.benefitStarts[n] = benefitIds.length;
  return {
    ...pieces,
    bytes: Buffer.concat(chunks),
    fragments: fragments.list,
    partEnds,
    parts: Int32Array.from(parts),
    benefitKeys: Int32Array.from(benefitKeys),
    benefitIds: Int32Array.from(benefitIds),
  };
}

/** Bytes a tyre's pieces hold (the page copy's memory budget counts these). */
export function piecesBytes(p: DetailPieces): number {
  const arrays =
    p.partEnds.byteLength +
    p.parts.byteLength +
    p.offerEnds.byteLength +
    p.ids.byteLength +
    p.prices.byteLength +
    p.totals.byteLength +
    p.latRad.byteLength +
    p.lonRad.byteLength +
    p.cosLat.byteLength +
    p.benefitKeys.byteLength +
    p.benefitStarts.byteLength +
    p.benefitIds.byteLength;
  // Each benefit is a small object of three strings (~200 bytes of heap); ~600 bytes of objects.
  // The price order, once worked out: a small-integer array.
  return p.bytes.length + arrays + p.ids.length * 8 + p.benefits.length * 200 + 600;
}

/** Offer indexes in page order: by distance (km given) or the set total, then price, then id. */
function orderBy(p: DetailPieces, km: Float64Array | null): number[] {
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

/** The tyre's benefits as JSON, each type and title once, as the first offer in `order` words it. */
function benefitsInOrder(p: DetailPieces, order: number[]): string {
  const seen = new Uint8Array(p.benefits.length);
  const benefits: Benefit[] = [];
  for (const i of order) {
    for (let j = p.benefitStarts[i]; j < p.benefitStarts[i + 1]; j++) {
      const id = p.benefitIds[j];
      const key = p.benefitKeys[id];
      if (seen[key]) continue;
      seen[key] = 1;
      benefits.push(p.benefits[id]);
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
  const kmOf = (i: number) =>
    here ? Math.round(distanceM(p.latRad[i], p.lonRad[i], p.cosLat[i], here) / 100) / 10 : null;
  let order: number[];
  let benefitsJson: string;
  if (sort === 'distance' && here) {
    const km = new Float64Array(n);
    for (let i = 0; i < n; i++) km[i] = kmOf(i) as number;
    order = orderBy(p, km);
    benefitsJson = benefitsInOrder(p, order);
  } else {
    // The same for every shopper: worked out once per kept tyre.
    if (!p.byPrice) {
      const byPrice = orderBy(p, null);
      p.byPrice = { order: byPrice, benefitsJson: benefitsInOrder(p, byPrice) };
    }
    ({ order, benefitsJson } = p.byPrice);
  }
  const shown = order.slice(window.offset, window.offset + window.limit);
  // One buffer of the exact size, filled by copies: no buffer object per offer.
  const mid = `,"benefits":${benefitsJson},"offers":[`;
  const end = `],${JSON.stringify({ offerCount: n, offset: window.offset, ...tail }).slice(1)}`;
  const distances = shown.map(
    (i, place) => `,"distanceKm":${kmOf(i)}}${place < shown.length - 1 ? ',' : ''}`,
  );
  const startOf = (i: number) => (i === 0 ? p.headEnd : p.offerEnds[i - 1]);
  let size = p.headEnd + Buffer.byteLength(mid) + Buffer.byteLength(end);
  shown.forEach((i, place) => {
    size += p.offerEnds[i] - startOf(i) + distances[place].length;
    for (let j = i === 0 ? 0 : p.partEnds[i - 1]; j < p.partEnds[i]; j++) {
      if (p.parts[j] >= 0) size += p.fragments[p.parts[j]].length;
    }
  });
  const out = Buffer.allocUnsafe(size);
  let at = p.bytes.copy(out, 0, 0, p.headEnd);
  at += out.write(mid, at);
  shown.forEach((i, place) => {
    let own = startOf(i);
    for (let j = i === 0 ? 0 : p.partEnds[i - 1]; j < p.partEnds[i]; j++) {
      const part = p.parts[j];
      if (part >= 0) at += p.fragments[part].copy(out, at);
      else {
        at += p.bytes.copy(out, at, own, own - part);
        own -= part;
      }
    }
    at += out.write(distances[place], at, 'latin1');
  });
  out.write(end, at);
  return out;
}
