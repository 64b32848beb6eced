import { BenefitIndex } from './product-detail.benefits';
import { PiecesBuilder } from './product-detail.builder';
import type { Fragments } from './product-detail.encoder';
import {
  allocatePage,
  type DetailPieces,
  headOf,
  type OrderKeys,
  piecesOf,
  SLOTS,
} from './product-detail.page';
import type { OfferRow, ProductRow } from './product-detail.repository';

// A kept tyre page rewritten after a write (decision 0124): the offers that stay are copied as
// they are (their numbers, decision 0172), the offers read again are encoded into a builder and
// merged in, the price order carried over (decision 0129).

/**
 * A kept page with some of its offers rewritten (decision 0124): every offer of `old` whose id is
 * in `gone` (sorted) leaves, and `rows` (this tyre's visible offers among those ids) come in at
 * their place; the head is made again from `product` (prices run over the new offers). The
 * offers that stay are copied as they are, not encoded again, into one allocation: the same
 * pieces a read of the whole tyre gives (tested against the SQL path).
 * `old` must use `fragments`' table. `scratch`: a builder to reuse (its room kept), as the tyre
 * pages do for every rewrite; the offers read again are written there.
 */
export function patchPieces(
  old: DetailPieces,
  product: ProductRow,
  gone: number[],
  rows: OfferRow[],
  today: string,
  fragments: Fragments,
  scratch = new PiecesBuilder(8),
): DetailPieces {
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
 * The new page of patchPieces: the offers that stay copied from `old` (their numbers as they are),
 * the offers read again from `fresh`, in id order, into one allocation (decision 0172: an offer is
 * ~70 bytes of numbers, so a page is copied whole; decision 0128's shared sources are gone).
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
  for (const k of removed) benefitIdCount -= old.benefitStarts[k + 1] - old.benefitStarts[k];
  const n = old.ids.length - removed.length + nf;
  const page = allocatePage(n, benefitIdCount, benefits.keys.length);
  page.benefitKeys.set(benefits.keys);
  let at = 0;
  let benefitAt = 0;
  let minSatang = Number.POSITIVE_INFINITY;
  let maxSatang = Number.NEGATIVE_INFINITY;
  for (const { old: isOld, from, to } of runs) {
    const src = isOld ? old : fresh;
    const slots = isOld ? old.slots : fresh.slots.a;
    // Element by element: a few hundred numbers copy faster so than through subarray views.
    for (let k = from, place = at; k < to; k++, place++) {
      page.ids[place] = src.ids[k];
      const price = src.prices[k];
      page.prices[place] = price;
      page.delivery[place] = src.delivery[k];
      page.places[place] = src.places[k];
      page.made[place] = src.made[k];
      for (let s = 0; s < SLOTS; s++) page.slots[place * SLOTS + s] = slots[k * SLOTS + s];
      const satang = Math.round(price * 100);
      if (satang < minSatang) minSatang = satang;
      if (satang > maxSatang) maxSatang = satang;
    }
    if (isOld) {
      // Whole runs of kept offers: their benefit numbers as they are.
      const shift = benefitAt - old.benefitStarts[from];
      for (let k = from, place = at; k < to; k++, place++) {
        page.benefitStarts[place] = shift + old.benefitStarts[k];
      }
      for (let b = old.benefitStarts[from]; b < old.benefitStarts[to]; b++) {
        page.benefitIds[benefitAt++] = old.benefitIds[b];
      }
    } else {
      for (let k = from; k < to; k++) {
        page.benefitStarts[at + k - from] = benefitAt;
        page.benefitIds.set(freshBenefits[k], benefitAt);
        benefitAt += freshBenefits[k].length;
      }
    }
    at += to - from;
  }
  page.benefitStarts[n] = benefitAt;
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
      fragments: fragments.list,
      placeTable: fragments.places,
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
    page.prices[a] - page.prices[b] || page.ids[a] - page.ids[b];
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

const sameRange = (a: number[], b: number[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);
