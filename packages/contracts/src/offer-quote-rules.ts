// The shops' totals' rules without zod (decision 0163): the tyre page's panel imports only
// these, so the page's first visit carries no schema library (wire budget, decision 0159).

export const QUOTE_SORTS = ['total', 'price'] as const;
export type QuoteSort = (typeof QUOTE_SORTS)[number];
export const QUOTE_PAGE_SIZE = 10;
/** The most offers one quotes call may name (`ids`: the tyre page's cards, decision 0166). */
export const QUOTE_IDS_MAX = 50;
export const DEFAULT_QUOTE_PROVINCE = 'กรุงเทพมหานคร';

type Sortable = { sellerProductId: number; unitSatang: number; totalSatang: number };

/** Cheapest total first; a tie goes to the lower price per tyre, then the older offer. */
export function compareQuotes(sort: QuoteSort) {
  return (a: Sortable, b: Sortable): number =>
    sort === 'price'
      ? a.unitSatang - b.unitSatang ||
        a.totalSatang - b.totalSatang ||
        a.sellerProductId - b.sellerProductId
      : a.totalSatang - b.totalSatang ||
        a.unitSatang - b.unitSatang ||
        a.sellerProductId - b.sellerProductId;
}
