import type { StockRowText } from './stock.repository';

// Each shop's offers as the JSON texts get-stock-all's list is made of, with the row version each
// text was written at (decision 0188). After a change, the list is made again from the ids and
// versions alone, and only the offers whose version moved are written again by the database.
// A text depends on its offer's row and on the catalogue's (brand, model, size, product): held
// under the catalogue's version, a shop's texts are all dropped when the catalogue changes.
// Each text is held as its UTF-8 bytes, copied out of the database's answer (a slice of it would
// keep the whole answer alive), so a list is made by copying bytes, never by joining and encoding
// strings (decision 0189). Bounded by bytes, the least recently used shop leaves first.

type Shop = { catalogue: string; rows: Map<number, StockRowText>; bytes: number };

export class StockRowTexts {
  private readonly shops = new Map<number, Shop>();
  private bytes = 0;
  /** Offers' texts taken in (written by the database): for tests and the bench. */
  readonly counts = { written: 0 };

  constructor(private readonly maxBytes: number) {}

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
      shop = { catalogue, rows: new Map(), bytes: 0 };
      this.shops.set(storeId, shop);
    }
    this.counts.written += rows.length;
    for (const row of rows) {
      const change = row.json.length - (shop.rows.get(row.id)?.json.length ?? 0);
      shop.rows.set(row.id, row);
      shop.bytes += change;
      this.bytes += change;
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
      shop.bytes -= row.json.length;
      this.bytes -= row.json.length;
    }
  }

  get size(): { shops: number; bytes: number } {
    return { shops: this.shops.size, bytes: this.bytes };
  }

  private drop(storeId: number): void {
    const shop = this.shops.get(storeId);
    if (!shop) return;
    this.bytes -= shop.bytes;
    this.shops.delete(storeId);
  }

  private evict(): void {
    for (const storeId of this.shops.keys()) {
      if (this.bytes <= this.maxBytes) return;
      this.drop(storeId);
    }
  }
}
