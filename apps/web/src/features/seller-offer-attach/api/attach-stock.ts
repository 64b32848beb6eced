import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { GetStockBody, StockListResponse } from '@yangdee/contracts/seller-stock';
import { api } from '../../../lib/api';

// The shop's offers as the attach list pages through them (spec 7 get-stock). The key starts with
// 'seller-stock' so that anything invalidating the stock views refreshes this list too.

export const attachStockQueryOptions = (body: GetStockBody) =>
  queryOptions({
    queryKey: ['seller-stock', 'attach', body],
    queryFn: () => api.post<StockListResponse>('/api/seller/get-stock', body),
    placeholderData: keepPreviousData,
    retry: false,
  });
