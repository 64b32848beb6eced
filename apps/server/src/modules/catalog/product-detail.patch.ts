import { BenefitIndex } from './product-detail.benefits';
import { PiecesBuilder } from './product-detail.builder';
import type { Fragments } from './product-detail.encoder';
import {
  allocatePage,
  type DetailPieces,
  headOf,
  type OfferSource,
  type OrderKeys,
  type PageArrays,
  piecesOf,
} from './product-detail.page';
import type { OfferRow, ProductRow } from './product-detail.repository';

// A kept tyre page rewritten after a write (decision 0124): the offers that stay are copied as
// they are, the offers read again are encoded into a builder and merged in (decision 0128), the
// price order carried over (decision 0129).

/** Sources a page may refer to before a rewrite copies its offers into one again. */
const MAX_SOURCES = 16;
/** Bytes of replaced offers a page's sources may hold besides its own before it is copied whole. */
const SLACK_BYTES = 16 * 1024;

/**
 * A kept page with some of its offers rewritten (decision 0124): every offer of `old` whose id is
 * in `gone` (sorted) leaves, and `rows` (this tyre's visible offers among those ids) come in at
 * their place; the head is made again from `product` (prices run over the new offers). The
 * offers that stay are copied as runs of bytes and parts, not encoded again, into one allocation
 * (decision 0128): the same pieces a read of the whole tyre gives (tested against the SQL path).
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
      page.places[place] = src.places[k];
      page.made[place] = src.made[k];
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
