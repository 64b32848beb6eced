import type { DbOrTx, Tx } from '../../db/client';
import { nextTurn } from '../../lib/turns';
import { PiecesBuilder } from './product-detail.builder';
import * as bulkRepo from './product-detail.bulk.repository';
import type { Fragments } from './product-detail.encoder';
import type { OfferOwn } from './product-detail.mapper';
import type { DetailPieces } from './product-detail.page';
import * as repo from './product-detail.repository';

// Every tyre page read at once (decision 0121): what DetailStatements.visibleOffers reads tyre by tyre, read
// set-wise in one snapshot (REPEATABLE READ, read only): each active shop, service, warranty and
// promotion once, then the offers in ranges of ids, each range one statement that returns one text
// (repository findVisibleOfferLines). The database reads the next range while Node builds this
// one. Offers of a tyre are spread over the whole table (shops add them), so ranges of ids read
// the table once, in its order, where batches of tyres read most of it again for every batch.
//
// Each offer is written into its tyre's builder as it comes (the same OfferEncoder as a tyre read
// on its own, tested equal); the pages are finished at the end.

/** About what a builder holds an offer (its numbers and slots, its benefit list), bytes. */
const BYTES_AN_OFFER = 80;
/** Offer ids per statement: ~50,000 offers, a few MB of text. */
const IDS_PER_RANGE = 50_000;
/**
 * Requests are answered between slices of the work (~20–50 ms each): a load never holds the event
 * loop for long (issue 18: no request waits for a copy).
 */
const YIELD_EVERY_OFFERS = 4096;
const YIELD_EVERY_TYRES = 64;

export type BulkLoadOptions = {
  /** Stop early (the server closes). */
  signal?: AbortSignal;
  /**
   * The bytes the pages may take, fragments counted: past it the least viewed tyres are left out
   * (a view reads them on demand).
   */
  maxBytes: number;
  /** Fragment bytes already held by the copy (they count in the budget). */
  fragmentBytes: () => number;
};

export type BulkLoad = {
  /** The newest catalogue change the snapshot saw: later changes are not in these pages. */
  seq: number;
  /** Active tyres, most viewed first, with their pieces (tyres left out for the budget: none). */
  pages: { id: number; rank: number; pieces: DetailPieces }[];
  /** Tyres left out to stay within the budget. */
  leftOut: number;
};

/** The columns of one line (findVisibleOfferLines); one object reused for every line. */
type OfferLine = OfferOwn & { productId: number; storeId: number };

/** Reads comma-separated lines of integers and id lists without making a string per field. */
class LineReader {
  at = 0;
  constructor(readonly text: string) {}

  get done(): boolean {
    return this.at >= this.text.length;
  }

  /** An integer field (null when empty); moves past its comma or newline. */
  int(): number | null {
    const s = this.text;
    let at = this.at;
    let c = s.charCodeAt(at);
    if (c === 44 || c === 10 || Number.isNaN(c)) {
      this.at = at + 1;
      return null;
    }
    let negative = false;
    if (c === 45) {
      negative = true;
      c = s.charCodeAt(++at);
    }
    let n = 0;
    while (c >= 48 && c <= 57) {
      n = n * 10 + (c - 48);
      c = s.charCodeAt(++at);
    }
    this.at = at + 1;
    return negative ? -n : n;
  }

  /** An id list field ('12 15', or empty) as its text; moves past its comma or newline. */
  list(): string {
    const s = this.text;
    const start = this.at;
    let at = start;
    let c = s.charCodeAt(at);
    while (c !== 44 && c !== 10 && !Number.isNaN(c)) c = s.charCodeAt(++at);
    this.at = at + 1;
    return at === start ? '' : s.slice(start, at);
  }
}

/**
 * Lists of active things by the text of their ids (in any order), each list one object (the
 * encoder's caches key on it), in id order (the order visibleOffers gives them in).
 */
class Lists<T> {
  private readonly byText = new Map<string, T[]>();
  private readonly empty: T[] = [];
  constructor(private readonly byId: Map<number, T>) {}

  of(ids: string): T[] {
    if (ids === '') return this.empty;
    let list = this.byText.get(ids);
    if (!list) {
      list = [];
      for (const id of ids
        .split(' ')
        .map(Number)
        .sort((a, b) => a - b)) {
        const item = this.byId.get(id);
        if (item) list.push(item);
      }
      if (list.length === 0) list = this.empty;
      this.byText.set(ids, list);
    }
    return list;
  }
}

/** Reads every active tyre's page in one snapshot (see the top of this file). */
export async function loadEveryPage(
  db: DbOrTx,
  today: string,
  fragments: Fragments,
  options: BulkLoadOptions,
): Promise<BulkLoad> {
  return db.transaction(async (tx) => readAll(tx, today, fragments, options), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

async function readAll(
  tx: Tx,
  today: string,
  fragments: Fragments,
  options: BulkLoadOptions,
): Promise<BulkLoad> {
  // The change position first, in the snapshot: every later change is one these pages miss.
  const seq = await bulkRepo.findLastChange(tx);
  const range = await bulkRepo.findOfferIdRange(tx);
  // One statement at a time: they share the transaction's connection.
  const ids = await repo.findActiveProductIds(tx);
  const products = await repo.findAllActiveProducts(tx);
  const shopRows = await bulkRepo.findActiveShops(tx);
  const services = await bulkRepo.findActiveServices(tx);
  const promotions = await bulkRepo.findActivePromotions(tx);
  const warranties = await bulkRepo.findActiveWarranties(tx);
  const counts = await bulkRepo.findOfferCounts(tx);
  // Ranks by tyre id (-1: not active); ids are small integers.
  const rankOf = new Int32Array(Math.max(0, ...ids) + 1).fill(-1);
  ids.forEach((id, rank) => {
    rankOf[id] = rank;
  });
  // Builders by rank; a tyre left out for the budget gets null.
  // Room for each tyre's offers at once (no growing), while that fits the budget.
  let room = 0;
  const builders: (PiecesBuilder | null)[] = ids.map((id) => {
    const offers = (counts.get(id) ?? 0) + 8;
    room += offers * BYTES_AN_OFFER;
    return new PiecesBuilder(room <= options.maxBytes ? offers : undefined);
  });
  const shops: (bulkRepo.ShopRow | undefined)[] = [];
  for (const shop of shopRows) shops[shop.storeId] = shop;
  const serviceLists = new Lists(new Map(services.map((s) => [s.id, s])));
  const promotionLists = new Lists(new Map(promotions.map((p) => [p.id, p])));
  const warrantyLists = new Lists(
    new Map(
      warranties.map(({ id, type, title, remark }) => [id, { type, title, remark }] as const),
    ),
  );
  const encoder = fragments.encoder(today);
  const line: OfferLine = {
    id: 0,
    productId: 0,
    storeId: 0,
    priceSatang: 0,
    priceDeliverySatang: null,
    deliveryRateSatang: null,
    qty: 0,
    minQty: 0,
    status: 0,
    productionYear: 0,
    productionWeek: null,
    isServiceAvailable: false,
    isDeliveryAvailable: false,
    offerPrepareDays: null,
  };
  let kept = ids.length;
  let keptBytes = 0;

  /** Leaves out the least viewed tyres while the pages, at this rate, would not fit. */
  const fitBudget = (share: number) => {
    keptBytes = 0;
    for (const b of builders) if (b) keptBytes += b.bytes;
    const projected = keptBytes / share + options.fragmentBytes();
    if (projected <= options.maxBytes * 0.9) return;
    let excess = projected - options.maxBytes * 0.9;
    for (let rank = builders.length - 1; rank >= 0 && excess > 0; rank--) {
      const b = builders[rank];
      if (!b) continue;
      excess -= b.bytes / share;
      builders[rank] = null;
      kept -= 1;
    }
  };

  /** Offers' attached ids ('12' or '15 12') by offer id − from, from findOfferRange's pairs. */
  const attached = (text: string, from: number): string[] => {
    const byOffer: string[] = new Array(IDS_PER_RANGE).fill('');
    const r = new LineReader(text);
    while (!r.done) {
      const at = (r.int() as number) - from;
      const id = r.list();
      byOffer[at] = byOffer[at] === '' ? id : `${byOffer[at]} ${id}`;
    }
    return byOffer;
  };

  const read = async (texts: bulkRepo.OfferRangeTexts, from: number) => {
    const serviceIds = attached(texts.services ?? '', from);
    const promotionIds = attached(texts.promotions ?? '', from);
    const warrantyIds = attached(texts.warranties ?? '', from);
    const r = new LineReader(texts.offers ?? '');
    let lines = 0;
    while (!r.done) {
      if (++lines % YIELD_EVERY_OFFERS === 0) await nextTurn();
      line.id = r.int() as number;
      line.productId = r.int() as number;
      line.storeId = r.int() as number;
      line.priceSatang = r.int() as number;
      line.priceDeliverySatang = r.int();
      line.deliveryRateSatang = r.int();
      line.qty = r.int() as number;
      line.minQty = r.int() as number;
      line.status = r.int() as number;
      line.productionYear = r.int() as number;
      line.productionWeek = r.int();
      line.isServiceAvailable = r.int() === 1;
      line.isDeliveryAvailable = r.int() === 1;
      line.offerPrepareDays = r.int();
      const rank = line.productId < rankOf.length ? rankOf[line.productId] : -1;
      const builder = rank < 0 ? null : builders[rank];
      const shop = shops[line.storeId];
      if (!builder || !shop) continue;
      builder.add(
        encoder,
        line,
        shop,
        serviceLists.of(serviceIds[line.id - from]),
        promotionLists.of(promotionIds[line.id - from]),
        warrantyLists.of(warrantyIds[line.id - from]),
      );
    }
  };

  if (range) {
    const span = range.max + 1 - range.min;
    const readRange = (from: number) => bulkRepo.findOfferRange(tx, from, from + IDS_PER_RANGE);
    let next: Promise<bulkRepo.OfferRangeTexts> | null = null;
    for (let from = range.min; from <= range.max; from += IDS_PER_RANGE) {
      if (options.signal?.aborted) throw new Error('tyre pages load stopped');
      const texts = await (next ?? readRange(from));
      // The database reads the next range while this one is built.
      const after = from + IDS_PER_RANGE;
      next = after <= range.max ? readRange(after) : null;
      await read(texts, from);
      fitBudget(Math.min(1, (after - range.min) / span));
    }
  }

  const byId = new Map(products.map((p) => [p.id, p]));
  const pages: BulkLoad['pages'] = [];
  for (let rank = 0; rank < ids.length; rank++) {
    const id = ids[rank];
    const builder = builders[rank];
    const product = byId.get(id);
    if (!builder || !product) continue;
    pages.push({ id, rank, pieces: builder.finish(product, fragments) });
    builders[rank] = null;
    if (rank % YIELD_EVERY_TYRES === YIELD_EVERY_TYRES - 1) await nextTurn();
  }
  return { seq, pages, leftOut: ids.length - kept };
}
