import type { DbOrTx } from '../../db/client';
import { Slices } from '../../lib/turns';
import { PiecesBuilder } from './product-detail.builder';
import { KeptPages, type Pending, type TyrePagesOptions } from './product-detail.kept';
import { piecesBytes } from './product-detail.page';
import { patchPieces } from './product-detail.patch';
import type { OfferRow, ProductRow } from './product-detail.repository';
import * as repo from './product-detail.repository';

// Kept tyre pages rewritten after writes (decision 0124): a kept page is never dropped for a
// write; views keep getting it while, in the background lane (decision 0130), the logged offers
// are read again (one statement for many tyres) and rewritten into a new copy of the page
// (patchPieces, product-detail.patch.ts), which then replaces it; a change to the tyre itself
// makes its head again. A viewed tyre waiting for its round is rewritten on its own at once.

/**
 * Offers read again per statement when pages are rewritten: small enough that the most viewed
 * tyres of a large change are rewritten after the first short read, the next read in flight.
 */
const OFFERS_PER_READ = 1000;
/** Pages are rewritten in slices of about this much work; requests are answered between them. */
const SLICE_MS = 8;
/** Viewed tyres rewritten on their own at once, ahead of their round, at most (connections). */
const MAX_ALONE = 4;

/** Kept tyre pages that rewrite themselves after the changes noted (TyrePages notes them). */
export class PageRewrites extends KeptPages {
  protected readonly beforeRewrite: TyrePagesOptions['beforeRewrite'];
  protected rewriting: Promise<void> | null = null;
  /** Tyres being rewritten on their own (rewriteAlone). */
  protected alone = 0;
  /** Pages rewritten so far and rounds of rewrites (tests, logs). */
  readonly rewrites: {
    pages: number;
    rounds: number;
    /** The round with the most tyres so far and how long it took, from its start (health). */
    largest?: { tyres: number; ms: number };
  } = { pages: 0, rounds: 0 };
  /** The offers read again for one rewrite at a time: one builder, its room kept. */
  private readonly scratch = new PiecesBuilder(8);

  constructor(db: DbOrTx, options: TyrePagesOptions) {
    super(db, options);
    this.beforeRewrite = options.beforeRewrite;
  }

  /**
   * Rewrites the changed pages (decision 0124), in rounds until none is left: the offers logged
   * read again 1,000 at a time (one statement, whatever their tyres), each page rebuilt
   * from its kept copy with those offers replaced (patchPieces) and swapped in. A page changed
   * again meanwhile is rewritten again in the next round; a page dropped meanwhile (a new day, a
   * change to every tyre, the budget) is left alone.
   */
  protected async rewrite(): Promise<void> {
    try {
      await this.rewriteRounds();
    } catch (error) {
      // A failed read: the round's tyres not rewritten yet go back with their next changes (the
      // next check starts a round again), so no kept page stays behind its writes.
      for (const [id, pending] of this.inRound) {
        if (!pending.alone && !pending.done) this.repend(id, pending);
      }
      this.inRound.clear();
      throw error;
    }
  }

  /** Puts a tyre's changes back to be rewritten, with any noted since. */
  protected repend(id: number, pending: Pending): void {
    pending.alone = false;
    const next = this.pending.get(id);
    if (next) {
      for (const offer of pending.offers) next.offers.add(offer);
      next.tyre ||= pending.tyre;
    } else this.pending.set(id, pending);
  }

  protected async rewriteRounds(): Promise<void> {
    while (this.pending.size > 0) {
      await this.beforeRewrite?.('round');
      const startedAt = performance.now();
      const round = this.pending;
      this.pending = new Map();
      this.inRound = new Map(round);
      this.rewrites.rounds += 1;
      const fragments = this.fragments;
      const day = this.day;
      const isCurrent = () => this.fragments === fragments && this.day === day;
      // Most recently viewed first: the pages shoppers are looking at are new the soonest.
      const tyres = [...round].sort(
        (a, b) => (this.tyres.get(b[0])?.usedAt ?? 0) - (this.tyres.get(a[0])?.usedAt ?? 0),
      );
      const slices: [number, Pending][][] = [];
      for (let at = 0, offers = OFFERS_PER_READ; at < tyres.length; at++) {
        if (offers >= OFFERS_PER_READ) {
          slices.push([]);
          offers = 0;
        }
        slices[slices.length - 1].push(tyres[at]);
        offers += tyres[at][1].offers.size;
      }
      const read = (slice: [number, Pending][]) => {
        const offerIds = slice.flatMap(([, p]) => [...p.offers]);
        const tyreIds = slice.filter(([, p]) => p.tyre).map(([id]) => id);
        return Promise.all([
          offerIds.length > 0 ? repo.findVisibleOffersById(this.db, offerIds) : [],
          tyreIds.length > 0 ? repo.findActiveProductsById(this.db, tyreIds) : [],
        ]);
      };
      let next: ReturnType<typeof read> | null = read(slices[0]);
      for (let k = 0; k < slices.length; k++) {
        const [rows, products] = await (next as ReturnType<typeof read>);
        // The database reads the next slice while this one is rewritten.
        next = k + 1 < slices.length ? read(slices[k + 1]) : null;
        if (!isCurrent()) {
          next?.catch(() => {});
          return;
        }
        const rowsOf = new Map<number, OfferRow[]>();
        for (const row of rows) {
          const list = rowsOf.get(row.productId);
          if (list) list.push(row);
          else rowsOf.set(row.productId, [row]);
        }
        const productOf = new Map(products.map((p) => [p.id, p]));
        // Its first slice too waits for its turn in the background lane (decision 0130).
        const work = await Slices.start(SLICE_MS);
        if (!isCurrent()) {
          next?.catch(() => {});
          return;
        }
        for (const [id, pending] of slices[k]) {
          this.inRound.delete(id);
          // Rewritten on its own meanwhile (viewed): done, or about to be.
          if (pending.alone || pending.done) continue;
          this.apply(
            id,
            pending,
            rowsOf.get(id) ?? [],
            pending.tyre ? productOf.get(id) : undefined,
          );
          if (work.over) {
            await work.next();
            if (!isCurrent()) {
              next?.catch(() => {});
              return;
            }
          }
        }
      }
      const ms = Math.round(performance.now() - startedAt);
      if (tyres.length > (this.rewrites.largest?.tyres ?? 0)) {
        this.rewrites.largest = { tyres: tyres.length, ms };
      }
      if (this.bytes > this.maxBytes) this.trim();
    }
  }

  /**
   * Swaps a kept page for its copy with the pending offers replaced by `rows` (the offers read
   * again; those of other tyres or not visible any more are left out) and, for a change to the
   * tyre itself, its head made from `product` (undefined: withdrawn, the page goes null).
   */
  protected apply(
    id: number,
    pending: Pending,
    rows: OfferRow[],
    product: ProductRow | undefined,
  ): void {
    pending.done = true;
    const kept = this.tyres.get(id);
    // Not kept any more, or read again since the change was logged: nothing to rewrite.
    if (!kept || kept.value === undefined) return;
    const old = kept.value;
    if (old === null || old.fragments !== this.fragments.list) {
      this.drop(id);
      return;
    }
    const spec = pending.tyre ? product : old.product;
    const gone = [...pending.offers].sort((a, b) => a - b);
    const mine = rows.filter((row) => row.productId === id && pending.offers.has(row.id));
    const page = spec
      ? patchPieces(old, spec, gone, mine, this.day, this.fragments, this.scratch)
      : null;
    const bytes = page ? piecesBytes(page) : 64;
    this.keptBytes += bytes - kept.bytes;
    kept.bytes = bytes;
    kept.value = page;
    kept.pieces = Promise.resolve(page);
    this.rewrites.pages += 1;
  }

  /**
   * A viewed tyre whose page waits to be rewritten is rewritten on its own at once (one short
   * read), ahead of its round: the view itself is answered with the kept page, the next one gets
   * the new page. At most MAX_ALONE at once; past that the round gets to it.
   */
  protected rewriteAlone(id: number, pending: Pending): void {
    if (pending.alone || pending.done || this.alone >= MAX_ALONE) return;
    pending.alone = true;
    this.alone += 1;
    if (this.pending.get(id) === pending) this.pending.delete(id);
    const fragments = this.fragments;
    const day = this.day;
    Promise.resolve(this.beforeRewrite?.('viewed'))
      .then(() =>
        Promise.all([
          pending.offers.size > 0 ? repo.findVisibleOffersById(this.db, [...pending.offers]) : [],
          pending.tyre ? repo.findActiveProductsById(this.db, [id]) : [],
        ]),
      )
      .then(([rows, products]) => {
        if (this.fragments !== fragments || this.day !== day) return;
        this.apply(id, pending, rows, products[0]);
        this.inRound.delete(id);
      })
      .catch((error) => {
        // Back with the tyre's next changes: the next round reads it.
        this.inRound.delete(id);
        this.repend(id, pending);
        this.onError(error);
      })
      .finally(() => {
        this.alone -= 1;
      });
  }
}
