import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OfferQuote, OfferQuotesResponse } from '@yangdee/contracts/offer-quote';
import { QUOTE_IDS_MAX, type QuoteSort } from '@yangdee/contracts/offer-quote-rules';
import type { FreshnessMonths } from '@yangdee/contracts/production-year';
import { api } from '../../../lib/api';

export type QuoteChoice = {
  productId: number;
  qty: number;
  orderType: 'SERVICE' | 'DELIVERY';
  province: string;
  sort: QuoteSort;
  limit: number;
  /** Only offers made within these months (the page's fresh filter, decision 0164). */
  fresh?: FreshnessMonths;
  /** Only these offers (the cards on screen, at most QUOTE_IDS_MAX). */
  ids?: readonly number[];
};

/** GET /api/cart/quotes: each shop's total as the cart will show it (decisions 0163, 0166). */
function getQuotes(c: QuoteChoice): Promise<OfferQuotesResponse> {
  const q = new URLSearchParams({
    productId: String(c.productId),
    qty: String(c.qty),
    orderType: c.orderType,
    province: c.orderType === 'DELIVERY' ? c.province : '',
    sort: c.sort,
    limit: String(c.limit),
  });
  if (c.fresh) q.set('fresh', String(c.fresh));
  if (c.ids) q.set('ids', c.ids.join(','));
  return api.get<OfferQuotesResponse>(`/api/cart/quotes?${q}`, { auth: 'none' });
}

export const quotesQueryOptions = (c: QuoteChoice) =>
  queryOptions({
    queryKey: ['tire-detail', 'quotes', c],
    queryFn: () => getQuotes(c),
    staleTime: 60_000,
    // The earlier choice's totals stay (dimmed) while this one loads, but never another tyre's.
    placeholderData: (previous, query) =>
      (query?.queryKey[2] as QuoteChoice | undefined)?.productId === c.productId
        ? previous
        : undefined,
  });

/**
 * The cart's total of each offer card on screen (decision 0166): one query, asked QUOTE_IDS_MAX
 * cards a call. `quotes` has an offer the cart would take at this choice; `ready` once it is in.
 */
export function useCardQuotes(
  choice: Omit<QuoteChoice, 'sort' | 'limit' | 'ids'>,
  offerIds: readonly number[],
): { quotes: Map<number, OfferQuote>; ready: boolean } {
  const { data, isPlaceholderData } = useQuery({
    queryKey: ['tire-detail', 'card-quotes', choice, offerIds],
    queryFn: async () => {
      const calls: Promise<OfferQuotesResponse>[] = [];
      for (let at = 0; at < offerIds.length; at += QUOTE_IDS_MAX) {
        const ids = offerIds.slice(at, at + QUOTE_IDS_MAX);
        calls.push(getQuotes({ ...choice, sort: 'total', limit: QUOTE_IDS_MAX, ids }));
      }
      return new Map(
        (await Promise.all(calls)).flatMap((r) => r.quotes.map((q) => [q.sellerProductId, q])),
      );
    },
    enabled: offerIds.length > 0,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  // Never an earlier choice's total under this choice's label: a card waits for its own.
  const fresh = data && !isPlaceholderData;
  return { quotes: fresh ? data : new Map(), ready: Boolean(fresh) };
}
