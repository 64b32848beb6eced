import type { DbOrTx } from '../../db/client';
import type { CardIndex } from './card-index.search';
import { catalogueOf } from './catalogue';

// The tyre listing from memory (decision 0060). Every listed tyre (5,000 in the benchmark, with
// 100,000 offers) is kept as one entry (card-index.entries.ts) in a copy that searches answer
// from (CardIndex, card-index.search.ts); the copy follows the change log the catalogue triggers
// write, tyre by tyre, behind the requests (ListingCopy, card-index.copy.ts, decision 0117). A
// database handle's copy is its catalogue's (catalogue.ts).

/** The listing copy of a database handle (its catalogue's). */
export function listingOf(db: DbOrTx, checkEveryMs: number) {
  return catalogueOf(db).listing(checkEveryMs);
}

/** The listing now (null while cold: answer from SQL); with checkEveryMs 0, as of this call. */
export async function listingNow(db: DbOrTx, checkEveryMs: number): Promise<CardIndex | null> {
  const copy = listingOf(db, checkEveryMs);
  return checkEveryMs === 0 ? copy.fresh() : copy.current();
}

/** GET /metrics: seconds since the listing copy last caught up with the database (null: none). */
export function listingAgeSeconds(db: DbOrTx): number | null {
  const copy = catalogueOf(db).listingIfMade;
  return copy?.isReady ? copy.ageSeconds() : null;
}

/** GET /api/health: whether the listing copy started loading and is not ready yet. */
export function listingWarming(db: DbOrTx): boolean {
  const copy = catalogueOf(db).listingIfMade;
  return copy ? !copy.isReady : false;
}
