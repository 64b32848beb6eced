import {
  keepPreviousData,
  type QueryKey,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  DeleteStockResponse,
  GetStockBody,
  GetStockProductsBody,
  SaveStockBody,
  StockDetail,
  StockListResponse,
  StockMovementsResponse,
  StockProductsResponse,
  StockRow,
  StockSavedResponse,
} from '@yangdee/contracts/seller-stock';
import { api } from '../../../lib/api';

// /seller/product/manage (spec 7 "Seller" → Stock): get-stock, get-stock-detail,
// get-stock-products, get-stock-movements, save-stock, update-stock-status, update-stock-display, delete-stock.
// Every key starts with 'seller-stock'; a write refreshes that prefix.

export const SELLER_STOCK_KEY = 'seller-stock';

export const stockListQueryOptions = (body: GetStockBody) =>
  queryOptions({
    queryKey: [SELLER_STOCK_KEY, 'list', body],
    queryFn: () => api.post<StockListResponse>('/api/seller/get-stock', body),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const stockDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [SELLER_STOCK_KEY, 'detail', id],
    queryFn: () => api.post<StockDetail>('/api/seller/get-stock-detail', { id }),
    retry: false,
    staleTime: 0,
  });

/** get-stock-movements (decision 0156): the offer's quantity history, newest first. */
export const stockMovementsQueryOptions = (id: number, page: number) =>
  queryOptions({
    queryKey: [SELLER_STOCK_KEY, 'movements', id, page],
    queryFn: () =>
      api.post<StockMovementsResponse>('/api/seller/get-stock-movements', { id, page }),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
  });

export const stockProductsQueryOptions = (body: GetStockProductsBody) =>
  queryOptions({
    queryKey: [SELLER_STOCK_KEY, 'products', body],
    queryFn: () => api.post<StockProductsResponse>('/api/seller/get-stock-products', body),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useSaveStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveStockBody) =>
      api.post<StockSavedResponse>('/api/seller/save-stock', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [SELLER_STOCK_KEY] }),
  });
}

export function useDeleteStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<DeleteStockResponse>('/api/seller/delete-stock', { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [SELLER_STOCK_KEY] }),
  });
}

type RowChange = { id: number; status?: number; display?: boolean };

/**
 * Status and display change in place: the row on screen changes at once (optimistic); a refusal
 * puts every list back as it was and `onFailure` shows why; either way the lists refetch.
 */
export function useChangeStockRow(onFailure: (error: unknown) => void) {
  const queryClient = useQueryClient();
  const listKey = [SELLER_STOCK_KEY, 'list'];
  return useMutation({
    mutationFn: (change: RowChange) =>
      change.status !== undefined
        ? api.post<StockSavedResponse>('/api/seller/update-stock-status', {
            id: change.id,
            status: change.status,
          })
        : api.post<StockSavedResponse>('/api/seller/update-stock-display', {
            id: change.id,
            display: change.display,
          }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const before = queryClient.getQueriesData<StockListResponse>({ queryKey: listKey });
      queryClient.setQueriesData<StockListResponse>({ queryKey: listKey }, (data) =>
        data ? { ...data, stockList: data.stockList.map((row) => applyChange(row, change)) } : data,
      );
      return { before };
    },
    onError: (error, _change, context) => {
      for (const [key, data] of (context?.before ?? []) as [QueryKey, unknown][]) {
        queryClient.setQueryData(key, data);
      }
      onFailure(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [SELLER_STOCK_KEY] }),
  });
}

function applyChange(row: StockRow, change: RowChange): StockRow {
  if (row.id !== change.id) return row;
  return {
    ...row,
    ...(change.status !== undefined ? { status: change.status } : {}),
    ...(change.display !== undefined ? { display: change.display } : {}),
  };
}
