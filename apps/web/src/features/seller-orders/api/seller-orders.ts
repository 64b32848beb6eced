import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SellerOrderMessagesResponse } from '@yangdee/contracts/messages';
import type {
  CancelOrderBody,
  CollectRemainBody,
  ConfirmOrderBody,
  GetSellerOrdersBody,
  OrderActionResponse,
  SellerOrderCountResponse,
  SellerOrderDetailResponse,
  SellerOrderFilter,
  SellerOrderListResponse,
} from '@yangdee/contracts/seller-orders';
import { api } from '../../../lib/api';

// /seller/order/manage and /seller/order/detail/:id (spec 7 get-order, get-order-count,
// get-order-detail, confirm-order, cancel-order). Every key starts with 'seller-orders': the
// live-update cue invalidates that prefix when a new paid order arrives.

export const SELLER_ORDERS_KEY = 'seller-orders';

export const sellerOrdersQueryOptions = (body: GetSellerOrdersBody) =>
  queryOptions({
    queryKey: [SELLER_ORDERS_KEY, 'list', body],
    queryFn: () => api.post<SellerOrderListResponse>('/api/seller/get-order', body),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const sellerOrderCountQueryOptions = (filter: SellerOrderFilter) =>
  queryOptions({
    queryKey: [SELLER_ORDERS_KEY, 'count', filter],
    queryFn: () => api.post<SellerOrderCountResponse>('/api/seller/get-order-count', filter),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const sellerOrderDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [SELLER_ORDERS_KEY, 'detail', id],
    queryFn: () => api.post<SellerOrderDetailResponse>('/api/seller/get-order-detail', { id }),
    retry: false,
  });

/** What the order told its customer, and how it went (issue 35 item 4). */
export const sellerOrderMessagesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [SELLER_ORDERS_KEY, 'messages', id],
    queryFn: () => api.post<SellerOrderMessagesResponse>('/api/seller/get-order-messages', { id }),
    retry: false,
  });

/** An order action; whatever the answer (done, or 409 already handled), the views refetch. */
function useOrderAction<T>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => api.post<OrderActionResponse>(path, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [SELLER_ORDERS_KEY] }),
  });
}

export const useConfirmOrder = () => useOrderAction<ConfirmOrderBody>('/api/seller/confirm-order');
/** The remainder of a deposit order collected at the shop, recorded afterwards (issue 37). */
export const useCollectRemain = () =>
  useOrderAction<CollectRemainBody>('/api/seller/collect-remain');
export const useCancelOrder = () => useOrderAction<CancelOrderBody>('/api/seller/cancel-order');
