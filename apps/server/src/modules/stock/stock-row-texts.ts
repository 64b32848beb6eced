import type { StockRowText } from './stock.repository';

// Each shop's offers as the JSON texts get-stock-all's list is made of, with the row version each
// text was written at (decision 0188). After a change, the list is made again from the ids and
// versions alone, and only the offers whose version moved are written again by the database.
// A text depends on its offer's row and on the catalogue's (brand, model, size, product): held
// under the catalogue's version, a shop's texts are all dropped when the catalogue changes.
// Bounded by characters, the least recently used shop leaves first.

type Shop = { catalogue: string; rows: Map<number, StockRowText>; chars: number };

export class StockRowTexts {
  private readonly shops = new Map<number, Shop>();
  private chars = 0;
  /** Offers' texts taken in (written by the database): for tests and the bench. */
  readonly counts = { written: 0 };

  constructor(private readonly maxChars: number) {}

  /** The store's texts written under `catalogue`, or none when the catalogue has changed since. */
  rowsOf(storeId: number, catalogue: string): ReadonlyMap<number, StockRowText> | undefined {
    const shop = this.shops.get(storeId);
    if (!shop) return undefined;
    if (shop.catalogue !== catalogue) {
      this.drop(storeId);
      return undefined;
    }
    this.shops.delete(storeId);
    this.shops.set(storeId, shop);
    return shop.rows;
  }

  /** Keeps `rows`, read after `catalogue` was: a text newer than its version is never stale. */
  remember(storeId: number, catalogue: string, rows: StockRowText[]): void {
    let shop = this.shops.get(storeId);
    if (shop?.catalogue !== catalogue) {
      this.drop(storeId);
      shop = { catalogue, rows: new Map(), chars: 0 };
      this.shops.set(storeId, shop);
    }
    this.counts.written += rows.length;
    for (const row of rows) {
      const change = row.text.length - (shop.rows.get(row.id)?.text.length ?? 0);
      shop.rows.set(row.id, row);
      shop.chars += change;
      this.chars += change;
    }
    this.evict();
  }

  /** Forgets the store's offers not in `ids` (its whole list): deleted offers leave. */
  keepOnly(storeId: number, ids: ReadonlySet<number>): void {
    const shop = this.shops.get(storeId);
    if (!shop) return;
    for (const [id, row] of shop.rows) {
      if (ids.has(id)) continue;
      shop.rows.delete(id);
      shop.chars -= row.text.length;
      this.chars -= row.text.length;
    }
  }

  get size(): { shops: number; chars: number } {
    return { shops: this.shops.size, chars: this.chars };
  }

  private drop(storeId: number): void {
    const shop = this.shops.get(storeId);
    if (!shop) return;
    this.chars -= shop.chars;
    this.shops.delete(storeId);
  }

  private evict(): void {
    for (const storeId of this.shops.keys()) {
      if (this.chars <= this.maxChars) return;
      this.drop(storeId);
    }
  }
}
