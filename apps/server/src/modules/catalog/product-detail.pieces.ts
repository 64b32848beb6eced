import { satangToBaht } from '@yangdee/contracts/pricing';
import type { OfferSort } from '@yangdee/contracts/product-detail';
import { distanceM, type RadPoint } from '../../lib/geo';
import { PiecesBuilder } from './product-detail.builder';
import { Fragments } from './product-detail.encoder';
import { benefitsInOrder, type DetailPieces, orderBy, SLOT, SLOTS } from './product-detail.page';
import type { OfferRow, ProductRow } from './product-detail.repository';

// A tyre page's pieces: made from a tyre's rows (toPieces), and answered to one shopper
// (assemblePage): per request only the distances, the order, the benefits in that order and the
// favourite flag are added. The page's shape is product-detail.page.ts; its builder
// product-detail.builder.ts; its rewrite after a write product-detail.patch.ts.

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
  /** Only offers whose productionKey is at least this (a freshness choice, decision 0164). */
  freshSince: number | null = null,
): Buffer {
  const n = p.ids.length;
  const { latRad, lonRad, cosLat } = p.placeTable;
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
  if (freshSince !== null) {
    // One pass over the tyre's offers, in the order already made (as the distance order is).
    const made = p.made;
    order = order.filter((i) => made[i] >= freshSince);
    benefitsJson = benefitsInOrder(p, p.benefits, order);
  }
  const shown = order.slice(window.offset, window.offset + window.limit);
  // Each offer shown: its own JSON between its fragments (decision 0172), in the key order of
  // toOffer: `{"sellerProductId":…` store `,"price":…,"priceDelivery":…` stock made availability
  // promotions benefits link-start `…id","distanceKm":…}`. Its own texts are ASCII (numbers).
  const mid = `,"benefits":${benefitsJson},"offers":[`;
  const end = `],${JSON.stringify({ offerCount: order.length, offset: window.offset, ...tail }).slice(1)}`;
  const fragments = p.fragments;
  const slots = p.slots;
  const starts: string[] = new Array(shown.length);
  const prices: string[] = new Array(shown.length);
  const ends: string[] = new Array(shown.length);
  let size = p.head.length + Buffer.byteLength(mid) + Buffer.byteLength(end);
  for (let place = 0; place < shown.length; place++) {
    const i = shown[place];
    const delivery = p.delivery[i];
    starts[place] = `{"sellerProductId":${p.ids[i]}`;
    prices[place] =
      `,"price":${p.prices[i]},"priceDelivery":${delivery < 0 ? null : satangToBaht(delivery)}`;
    ends[place] = `${p.ids[i]}","distanceKm":${kmOf(i)}}${place < shown.length - 1 ? ',' : ''}`;
    size += starts[place].length + prices[place].length + ends[place].length;
    for (let s = i * SLOTS; s < i * SLOTS + SLOTS; s++) size += fragments[slots[s]].length;
  }
  // One buffer of the exact size, filled by copies: no buffer object per offer.
  const out = Buffer.allocUnsafe(size);
  let at = p.head.copy(out, 0);
  at += out.write(mid, at);
  for (let place = 0; place < shown.length; place++) {
    const s = shown[place] * SLOTS;
    at += out.write(starts[place], at, 'latin1');
    at += fragments[slots[s + SLOT.store]].copy(out, at);
    at += out.write(prices[place], at, 'latin1');
    for (let k = SLOT.stock; k <= SLOT.link; k++) at += fragments[slots[s + k]].copy(out, at);
    at += out.write(ends[place], at, 'latin1');
  }
  out.write(end, at);
  return out;
}
