import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { GtmPurchase } from '@yangdee/contracts/cart';
import type {
  OrderHistoryResponse,
  Receipt,
  SubmitReviewBody,
  SubmitRewardAddressBody,
} from '@yangdee/contracts/order-history';
import type { OrderHistoryTab } from '@yangdee/contracts/order-status';
import type { DocumentFileResponse } from '@yangdee/contracts/product-detail';
import type { RefundDestination } from '@yangdee/contracts/refund-flow';
import type { SuccessResponse } from '@yangdee/contracts/user-profile';
import { pushDataLayer } from '../../../lib/analytics';
import { api } from '../../../lib/api';
import { saveBase64Pdf } from '../../../lib/save-pdf';

export const ORDER_PAGE_SIZE = 10;

export const orderHistoryQueryOptions = (tab: OrderHistoryTab, page: number) =>
  queryOptions({
    queryKey: ['user', 'orders', tab, page],
    queryFn: () =>
      api.post<OrderHistoryResponse>('/api/v2/user/order-history', {
        tab,
        page,
        pageSize: ORDER_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });

export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitReviewBody) =>
      api.post<SuccessResponse>('/api/user/submit-review', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user', 'orders'] }),
  });
}

export function useSubmitRewardAddress() {
  return useMutation({
    mutationFn: (body: SubmitRewardAddressBody) =>
      api.post<SuccessResponse>('/api/user/submit-reward-address', body),
  });
}

export const receiptQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: ['user', 'receipt', orderNo],
    queryFn: () => api.post<Receipt>('/api/user/get-receipt', { orderNo }),
  });

/** POST /api/user/get-receipt-pdf → the receipt is downloaded as a PDF file. */
export function useDownloadReceipt() {
  return useMutation({
    mutationFn: (orderNo: string) =>
      api.post<DocumentFileResponse>('/api/user/get-receipt-pdf', { orderNo }),
    onSuccess: saveBase64Pdf,
  });
}

export type GtmValidateResponse = { isValid: boolean; purchase: GtmPurchase | null };

/**
 * Spec 7 "Tracking and analytics", issue [6/6] §6: on a paid order's receipt, validate-gtm-purchase
 * then track-gtm-purchase; the `purchase` event is pushed only when track says this call marked
 * the order (once per order, however often the receipt is reloaded or opened in two tabs).
 */
export async function reportPurchase(orderNumber: string): Promise<boolean> {
  const check = await api.post<GtmValidateResponse>('/api/order/validate-gtm-purchase', {
    orderNumber,
  });
  if (!check.isValid || !check.purchase) return false;
  const track = await api.post<{ success: boolean; isTracked: boolean }>(
    '/api/order/track-gtm-purchase',
    { orderNumber },
  );
  if (!track.isTracked) return false;
  pushDataLayer({ ecommerce: null, event: 'purchase_clear' });
  pushDataLayer({ event: 'purchase', ecommerce: check.purchase });
  return true;
}

/**
 * POST /api/order/pre-delivery {id}: the delivery tracking text. The server answers it only to
 * the order's buyer (decision 0067): the API client sends the signed-in customer's token.
 */
export function fetchTracking(orderNo: string): Promise<{ trackingText: string }> {
  return api.post<{ trackingText: string }>('/api/order/pre-delivery', { id: orderNo });
}

/** The shopper says where a refund goes (decision 0139); the order list shows the new step. */
export function useGiveRefundDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { orderNo: string; destination: RefundDestination }) =>
      api.post<SuccessResponse>('/api/user/refund-destination', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user'] }),
  });
}
