import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { OfferQuotesResponse } from '@yangdee/contracts/offer-quote';
import type { QuoteSort } from '@yangdee/contracts/offer-quote-rules';
import { api } from '../../../lib/api';

export type QuoteChoice = {
  productId: number;
  qty: number;
  orderType: 'SERVICE' | 'DELIVERY';
  province: string;
  sort: QuoteSort;
  limit: number;
};

/** GET /api/cart/quotes: each shop's total as the cart will show it (decision 0163). */
export const quotesQueryOptions = (c: QuoteChoice) =>
  queryOptions({
    queryKey: ['tire-detail', 'quotes', c],
    queryFn: () => {
      const q = new URLSearchParams({
        productId: String(c.productId),
        qty: String(c.qty),
        orderType: c.orderType,
        province: c.orderType === 'DELIVERY' ? c.province : '',
        sort: c.sort,
        limit: String(c.limit),
      });
      return api.get<OfferQuotesResponse>(`/api/cart/quotes?${q}`, { auth: 'none' });
    },
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
