import type { DbOrTx } from '../../db/client';
import { ListingCopy } from './card-index.copy';
import { DocumentCache } from './product-detail.document';
import { DetailStatements } from './product-detail.repository';
import { TyrePages } from './product-detail.tyre-pages';
import { BrandCache } from './search.repository';

// Everything the catalogue keeps in memory for one database handle, in one object (issue 34,
// decision 0154; the whole story: docs/catalogue.md): the listing copy (card-index.copy.ts), the
// tyre pages (product-detail.tyre-pages.ts, with their shops' places and fragment table), the
// prepared detail statements, the active brands and the made documents. No catalogue file keeps
// state of its own at module level: two database handles (two apps in one process) share
// nothing, and a test makes a fresh catalogue with `new Catalogue(db)`.

/** The copies and caches of the catalogue of one database handle. */
export class Catalogue {
  private listingCopy: ListingCopy | null = null;
  private pages: TyrePages | null = null;
  /** The two statements of every tyre view, prepared once. */
  readonly statements: DetailStatements;
  /** Active brands (kept a minute). */
  readonly brands = new BrandCache();
  /** Made tyre documents (PDF, base64), the 200 latest. */
  readonly documents = new DocumentCache();
  /** The server's clock (the app's, tests pin it): the day the listing and tyre pages are of. */
  clock: () => Date = () => new Date();

  constructor(readonly db: DbOrTx) {
    this.statements = new DetailStatements(db);
  }

  /** The listing copy, made on first use (its check interval: the first caller's). */
  listing(checkEveryMs: number): ListingCopy {
    this.listingCopy ??= new ListingCopy(this.db, checkEveryMs, undefined, () => this.clock());
    return this.listingCopy;
  }

  /** The listing copy if one was made (health and metrics do not make one). */
  get listingIfMade(): ListingCopy | null {
    return this.listingCopy;
  }

  /** The tyre pages, made on first use (their check interval and budget: the first caller's). */
  tyrePages(checkEveryMs: number, maxBytes?: number): TyrePages {
    this.pages ??= new TyrePages(this.db, {
      checkEveryMs,
      maxBytes,
      statements: this.statements,
    });
    return this.pages;
  }

  /** The tyre pages if they were made. */
  get tyrePagesIfMade(): TyrePages | null {
    return this.pages;
  }
}

/** Where a database handle holds its catalogue: on the handle itself, not in a module's map. */
const CATALOGUE = Symbol('catalogue');
type HoldsCatalogue = { [CATALOGUE]?: Catalogue };

/** The catalogue of a database handle: its own, made on first use. */
export function catalogueOf(db: DbOrTx): Catalogue {
  const holder = db as unknown as HoldsCatalogue;
  let catalogue = holder[CATALOGUE];
  if (!catalogue) {
    catalogue = new Catalogue(db);
    Object.defineProperty(holder, CATALOGUE, { value: catalogue });
  }
  return catalogue;
}
