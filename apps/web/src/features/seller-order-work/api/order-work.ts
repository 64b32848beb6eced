import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ORDER_STATUS } from '@yangdee/contracts/order-status';
import type {
  ConfirmDeliveryBody,
  ConfirmServiceBody,
  OrderActionResponse,
  SellerOrderCountResponse,
  SellerOrderDetailResponse,
  SellerOrderListResponse,
  ServiceBoardResponse,
} from '@yangdee/contracts/seller-orders';
import { api } from '../../../lib/api';

// /seller/order/service and /seller/order/delivery (issue 15): the day board (our own
// get-service-board), the orders waiting for delivery (get-order, status 3), and the two actions.
// Everything here is under the ['seller-order-work'] key; the new-order cue invalidates it and
// H2's ['seller-orders'] (list, counts, detail) whenever an order changes.

export const ORDER_WORK_KEY = ['seller-order-work'] as const;
export const SELLER_ORDERS_KEY = ['seller-orders'] as const;

export const serviceBoardQueryOptions = (date: string, branchId?: number) =>
  queryOptions({
    queryKey: [...ORDER_WORK_KEY, 'service-board', date, branchId ?? null],
    queryFn: () =>
      api.post<ServiceBoardResponse>(
        '/api/seller/get-service-board',
        { date, branchId },
        { auth: 'seller' },
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const deliveryListQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...ORDER_WORK_KEY, 'delivery', page],
    queryFn: () =>
      api.post<SellerOrderListResponse>(
        '/api/seller/get-order',
        { status: ORDER_STATUS.WAITING_DELIVERY, page },
        { auth: 'seller' },
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** One order's detail (receiver, address, tyres) for a delivery card. */
export const orderDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...ORDER_WORK_KEY, 'detail', id],
    queryFn: () =>
      api.post<SellerOrderDetailResponse>(
        '/api/seller/get-order-detail',
        { id },
        { auth: 'seller' },
      ),
    staleTime: 30_000,
    retry: false,
  });

/** The counts the cue polls when the event stream is not available. */
export const fetchOrderCounts = (signal?: AbortSignal) =>
  api.post<SellerOrderCountResponse>('/api/seller/get-order-count', {}, { auth: 'seller', signal });

function useOrderAction<T>(path: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ORDER_WORK_KEY }),
      queryClient.invalidateQueries({ queryKey: SELLER_ORDERS_KEY }),
    ]);
  return useMutation({
    mutationFn: (body: T) => api.post<OrderActionResponse>(path, body, { auth: 'seller' }),
    // Success and refusal alike: the screen shows the order as it now stands.
    onSettled: () => refresh(),
  });
}

export const useConfirmService = () =>
  useOrderAction<ConfirmServiceBody>('/api/seller/confirm-service');
export const useConfirmDelivery = () =>
  useOrderAction<ConfirmDeliveryBody>('/api/seller/confirm-delivery');
