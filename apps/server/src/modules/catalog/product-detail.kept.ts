import type { DbOrTx } from '../../db/client';
import { bangkokToday } from '../../lib/time';
import { Fragments } from './product-detail.encoder';
import { type DetailPieces, piecesBytes } from './product-detail.page';
import { Places } from './product-detail.places';
import { DetailStatements } from './product-detail.repository';

// The tyre pages kept in memory and their memory budget (decisions 0060, 0113): which tyres are
// kept, what they hold, and which go when the budget is full. The rewrites after writes are
// product-detail.rewrite.ts; following the change log and the load at start
// product-detail.tyre-pages.ts, which makes the whole copy (TyrePages).
//
// Memory (decisions 0113, 0172): an offer is kept as numbers (~70 bytes), the texts many offers
// repeat (a shop, its promotions and warranties) once per copy (Fragments,
// product-detail.encoder.ts); a view writes the JSON of the offers it shows. The kept pages
// and those texts hold at most `maxBytes` (config TYRE_PAGES_MAX_MB). The background load leaves
// out the least viewed tyres past the budget; a view of a tyre not kept reads it and keeps it, and
// the least recently viewed pages go (those loaded at start and never viewed go least viewed first).

/** Default budget of kept pages, bytes. */
export const DEFAULT_MAX_BYTES = 450 * 1024 * 1024;
/**
 * Past half the budget (and 16 MB) in shared fragments (old shops' and promotions' texts pile up
 * as they change), the copy starts afresh with a new fragment table.
 */
const MAX_FRAGMENT_SHARE = 0.5;
const MIN_FRAGMENT_RESET_BYTES = 16 * 1024 * 1024;

/** What changed in a kept tyre since its page was made: offers, and whether the tyre itself. */
export type Pending = {
  offers: Set<number>;
  tyre: boolean;
  /** Rewritten on its own, ahead of its round, because it was viewed (or being so). */
  alone?: boolean;
  done?: boolean;
};

/** A kept tyre page, or one being read. */
export type Kept = {
  pieces: Promise<DetailPieces | null>;
  /** The page once read (undefined while it is read). */
  value?: DetailPieces | null;
  /** Its bytes, counted in the budget once read (0 while it is read). */
  bytes: number;
  /**
   * When it was last viewed (a tick of this copy); loaded at start and not viewed since: below
   * zero, the most viewed tyre highest. The lowest go first when the budget is full.
   */
  usedAt: number;
};

export type TyrePagesOptions = {
  /** How long a read of the change log is trusted (config CATALOG_INDEX_CHECK_MS). */
  checkEveryMs: number;
  /** The kept pages' budget, bytes (config TYRE_PAGES_MAX_MB). */
  maxBytes?: number;
  /** How often this copy deletes old change rows (tests: 0, at every check). */
  pruneEveryMs?: number;
  /** Tests: awaited before each rewrite, of a round or of one viewed tyre (holds it back). */
  beforeRewrite?: (what: 'round' | 'viewed') => Promise<void>;
  /** The detail statements to read a tyre with (its catalogue's; by default its own). */
  statements?: DetailStatements;
};

/** The kept tyre pages of one copy, within their budget; pending changes are noted here. */
export class KeptPages {
  protected readonly tyres = new Map<number, Kept>();
  protected keptBytes = 0;
  /** The shops' places the copy's pages number, kept across fragment tables (decision 0130). */
  protected readonly places = new Places();
  /** Texts the kept pages share (a page read keeps the table it was built with). */
  protected fragments = new Fragments(this.places);
  protected tick = 0;
  /** How many times the budget was full and pages went (loadAll stops at the first). */
  protected trims = 0;
  protected day = bangkokToday();
  /** Kept tyres changed since their page was made, to rewrite (decision 0124). */
  protected pending = new Map<number, Pending>();
  /** The tyres of the round under way not rewritten yet. */
  protected inRound = new Map<number, Pending>();
  /** Where background work reports a failure (the next check tries again). */
  onError: (error: unknown) => void = () => {};
  protected readonly maxBytes: number;
  /** Where the pages read one at a time are read with. */
  protected readonly statements: DetailStatements;

  /** How many tyres' pages are kept (or being read). */
  get size(): number {
    return this.tyres.size;
  }

  /** The bytes the kept pages hold, with their shared fragments. */
  get bytes(): number {
    return this.keptBytes + this.fragments.bytes;
  }

  /** The bytes of the fragments the kept pages share. */
  get fragmentBytes(): number {
    return this.fragments.bytes;
  }

  /** Whether a tyre's page is kept (or being read). */
  isKept(id: number): boolean {
    return this.tyres.has(id);
  }

  constructor(
    protected readonly db: DbOrTx,
    options: TyrePagesOptions,
  ) {
    this.maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    this.statements = options.statements ?? new DetailStatements(db);
  }

  protected clear(): void {
    this.tyres.clear();
    this.pending.clear();
    this.inRound.clear();
    this.keptBytes = 0;
    this.fragments = new Fragments(this.places);
  }

  protected drop(id: number): void {
    const kept = this.tyres.get(id);
    if (!kept) return;
    this.keptBytes -= kept.bytes;
    this.tyres.delete(id);
    this.pending.delete(id);
  }

  /**
   * A logged change of a tyre: a kept page is rewritten in the background (views keep getting
   * it meanwhile); a page still being read may have missed it and goes (its next view reads it).
   */
  protected changed(id: number, offerId: number | null): void {
    const kept = this.tyres.get(id);
    if (!kept) return;
    if (!kept.value) {
      this.drop(id);
      return;
    }
    let pending = this.pending.get(id);
    if (!pending) {
      pending = { offers: new Set(), tyre: false };
      this.pending.set(id, pending);
    }
    if (offerId === null) pending.tyre = true;
    else pending.offers.add(offerId);
  }

  /**
   * Keeps a tyre being read; once read its bytes count, unless a change (or a new day) dropped it
   * meanwhile. A failed read is not kept: the next view tries again.
   */
  protected keep(id: number, pieces: Promise<DetailPieces | null>, usedAt: number): Kept {
    const kept: Kept = { pieces, bytes: 0, usedAt };
    this.tyres.set(id, kept);
    pieces.then(
      (read) => {
        if (this.tyres.get(id) !== kept) return;
        kept.value = read;
        kept.bytes = read ? piecesBytes(read) : 64;
        this.keptBytes += kept.bytes;
        const fragmentLimit = Math.max(
          MIN_FRAGMENT_RESET_BYTES,
          this.maxBytes * MAX_FRAGMENT_SHARE,
        );
        if (this.fragments.bytes > fragmentLimit) this.clear();
        else if (this.bytes > this.maxBytes) this.trim();
      },
      () => {
        if (this.tyres.get(id) === kept) this.tyres.delete(id);
      },
    );
    return kept;
  }

  /** Over budget: drops the least recently viewed read pages down to 90 % of it. */
  protected trim(): void {
    this.trims += 1;
    const read = [...this.tyres].filter(([, kept]) => kept.bytes > 0);
    read.sort((a, b) => a[1].usedAt - b[1].usedAt);
    const target = this.maxBytes * 0.9;
    for (const [id] of read) {
      if (this.bytes <= target) break;
      this.drop(id);
    }
  }
}
