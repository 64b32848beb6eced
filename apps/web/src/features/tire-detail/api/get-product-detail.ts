import { queryOptions, useMutation } from '@tanstack/react-query';
import { OFFER_PAGE_SIZE } from '@yangdee/contracts/offer-page';
import type { Offer, OfferSort, ProductDetailResponse } from '@yangdee/contracts/product-detail';
import type { FreshnessMonths } from '@yangdee/contracts/production-year';
import { useState } from 'react';
import { api } from '../../../lib/api';
import { buildLocationHeader } from '../../../lib/session';

// POST /api/product/get-product-detail: the tyre, its pictures and the first shops' offers (the
// rest on demand, decision 0113). The stored location (LocationData header) decides distances,
// so it is part of the cache key.

export function getProductDetail(
  param: string,
  sort: OfferSort,
  window: { offset: number; limit: number } = { offset: 0, limit: OFFER_PAGE_SIZE },
  fresh?: FreshnessMonths,
): Promise<ProductDetailResponse> {
  return api.post<ProductDetailResponse>('/api/product/get-product-detail', {
    param,
    sort,
    ...window,
    ...(fresh ? { fresh } : {}),
  });
}

/** `fresh`: only the shops' offers made within the last 12 or 24 months (decision 0164). */
export const productDetailQueryOptions = (
  param: string,
  sort: OfferSort = 'price',
  fresh?: FreshnessMonths,
) =>
  queryOptions({
    queryKey: ['tire-detail', param.split('.', 1)[0], sort, buildLocationHeader(), fresh ?? null],
    queryFn: () => getProductDetail(param, sort, undefined, fresh),
  });

/**
 * The offers shown: the first page's, then those 'ดูร้านค้าเพิ่มเติม' asked for, in the same order.
 * A new first page (another sort, a refetch) starts again from it.
 */
export function useOffersShown(detail: ProductDetailResponse, fresh?: FreshnessMonths) {
  const [more, setMore] = useState<{ of: ProductDetailResponse; offers: Offer[] }>({
    of: detail,
    offers: [],
  });
  const offers = more.of === detail ? [...detail.offers, ...more.offers] : detail.offers;
  const showMore = useMutation({
    mutationFn: () =>
      getProductDetail(
        detail.product.param,
        detail.sort,
        { offset: detail.offset + offers.length, limit: OFFER_PAGE_SIZE },
        fresh,
      ),
    onSuccess: (next) => {
      setMore((prev) => {
        const shown = prev.of === detail ? prev.offers : [];
        // A shop whose place in the order moved meanwhile is not shown twice.
        const ids = new Set([...detail.offers, ...shown].map((o) => o.sellerProductId));
        return {
          of: detail,
          offers: [...shown, ...next.offers.filter((o) => !ids.has(o.sellerProductId))],
        };
      });
    },
  });
  const hasMore = detail.offset + offers.length < detail.offerCount;
  return { offers, hasMore, showMore };
}
