import type { DbOrTx, Tx } from '../../db/client';
import type { OfferOwn } from './product-detail.mapper';
import { type DetailPieces, type Fragments, PiecesBuilder } from './product-detail.pieces';
import * as repo from './product-detail.repository';

// Every tyre page read at once (decision 0121): what findVisibleOffers reads tyre by tyre, read
// set-wise in one snapshot (REPEATABLE READ, read only): each active shop, service, warranty and
// promotion once, then the offers in ranges of ids, each range one statement that returns one text
// (repository findVisibleOfferLines). The database reads the next range while Node builds this
// one. Offers of a tyre are spread over the whole table (shops add them), so ranges of ids read
// the table once, in its order, where batches of tyres read most of it again for every batch.
//
// Each offer is written into its tyre's builder as it comes (the same OfferEncoder as a tyre read
// on its own, tested equal); the pages are finished at the end.

/** Offer ids per statement: ~50,000 offers, a few MB of text. */
const IDS_PER_RANGE = 50_000;

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

/** Lists of active things by the text of their ids, each list one object (the encoder's caches key on it). */
class Lists<T> {
  private readonly byText = new Map<string, T[]>();
  private readonly empty: T[] = [];
  constructor(private readonly byId: Map<number, T>) {}

  of(ids: string): T[] {
    if (ids === '') return this.empty;
    let list = this.byText.get(ids);
    if (!list) {
      list = [];
      for (const id of ids.split(' ')) {
        const item = this.byId.get(Number(id));
        if (item) list.push(item);
      }
      if (list.length === 0) list = this.empty;
      this.byText.set(ids, list);
    }
    return list;
  }
}

type RangeTexts = [offers: string, services: string, promotions: string, warranties: string];

/** One range's offers and what is attached to them (four statements, queued on one connection). */
function readRange(tx: Tx, from: number): Promise<RangeTexts> {
  const to = from + IDS_PER_RANGE;
  return Promise.all([
    repo.findVisibleOfferLines(tx, from, to),
    repo.findAttachedLines(tx, 'services', from, to),
    repo.findAttachedLines(tx, 'promotions', from, to),
    repo.findAttachedLines(tx, 'warranties', from, to),
  ]);
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
  const seq = await repo.findLastChange(tx);
  const range = await repo.findOfferIdRange(tx);
  const [ids, products, shopRows, services, promotions, warranties] = await Promise.all([
    repo.findActiveProductIds(tx),
    repo.findAllActiveProducts(tx),
    repo.findActiveShops(tx),
    repo.findActiveServices(tx),
    repo.findActivePromotions(tx),
    repo.findActiveWarranties(tx),
  ]);
  const rankOf = new Map(ids.map((id, rank) => [id, rank]));
  // Builders by rank; a tyre left out for the budget gets null.
  const builders: (PiecesBuilder | null)[] = ids.map(() => new PiecesBuilder());
  const shops: (repo.ShopRow | undefined)[] = [];
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

  /** An offer's attached ids by offer id, from findAttachedLines. */
  const attached = (text: string): Map<number, string> => {
    const byOffer = new Map<number, string>();
    const r = new LineReader(text);
    while (!r.done) {
      const offerId = r.int() as number;
      byOffer.set(offerId, r.list());
    }
    return byOffer;
  };

  const read = ([offers, services, promotions, warranties]: RangeTexts) => {
    const serviceIds = attached(services);
    const promotionIds = attached(promotions);
    const warrantyIds = attached(warranties);
    const r = new LineReader(offers);
    while (!r.done) {
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
      const rank = rankOf.get(line.productId);
      const builder = rank === undefined ? null : builders[rank];
      const shop = shops[line.storeId];
      if (!builder || !shop) continue;
      builder.add(
        encoder,
        line,
        shop,
        serviceLists.of(serviceIds.get(line.id) ?? ''),
        promotionLists.of(promotionIds.get(line.id) ?? ''),
        warrantyLists.of(warrantyIds.get(line.id) ?? ''),
      );
    }
  };

  if (range) {
    const span = range.max + 1 - range.min;
    let next: Promise<RangeTexts> | null = null;
    for (let from = range.min; from <= range.max; from += IDS_PER_RANGE) {
      if (options.signal?.aborted) throw new Error('tyre pages load stopped');
      const texts = await (next ?? readRange(tx, from));
      // The database reads the next range while this one is built.
      const after = from + IDS_PER_RANGE;
      next = after <= range.max ? readRange(tx, after) : null;
      read(texts);
      fitBudget(Math.min(1, (after - range.min) / span));
    }
  }

  const byId = new Map(products.map((p) => [p.id, p]));
  const pages: BulkLoad['pages'] = [];
  ids.forEach((id, rank) => {
    const builder = builders[rank];
    const product = byId.get(id);
    if (!builder || !product) return;
    pages.push({ id, rank, pieces: builder.finish(product, fragments) });
    builders[rank] = null;
  });
  return { seq, pages, leftOut: ids.length - kept };
}
