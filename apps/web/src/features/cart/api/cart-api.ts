import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api';
import { endUserSession } from '../../../lib/auth-store';
import type {
  ActionResponse,
  AddCartBody,
  CartResponse,
  ServiceSlot,
  SizeOption,
} from './cart-types';

// The /api/order cart calls of spec 7. Every cart action reloads the cart afterwards (spec 4
// "Cart sections"): the mutations invalidate the ['cart'] keys, which also refreshes the
// header's cart dot (['cart', 'status', token]).

export const CART_KEY = ['cart'] as const;

export class CartSignedOutError extends Error {}

/** Spec 2.9: a 401 clears the user token and the page sends the user to LOGIN. */
export async function getCart(): Promise<CartResponse> {
  try {
    return await api.get<CartResponse>('/api/order/get-cart-data', { auth: 'user' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      endUserSession();
      throw new CartSignedOutError();
    }
    throw error;
  }
}

export const cartQueryOptions = () =>
  queryOptions({
    queryKey: [...CART_KEY, 'data'],
    queryFn: getCart,
    retry: false,
    staleTime: 0,
  });

export function addCart(body: AddCartBody): Promise<ActionResponse> {
  return api.post<ActionResponse>('/api/order/add-cart', body, { auth: 'user' });
}

/** The cart edits of spec 7 that answer success/message and need nothing else. */
export type CartActionPath =
  | 'adjust-qty'
  | 'remove-product'
  | 'toggle-cart-service'
  | 'toggle-cart-discount'
  | 'add-product-size'
  | 'submit-schedule'
  | 'submit-customer'
  | 'submit-delivery-info'
  | 'submit-tax'
  | 'change-payment-method';

export function postCartAction(path: CartActionPath, body: unknown): Promise<ActionResponse> {
  return api.post<ActionResponse>(`/api/order/${path}`, body, { auth: 'user' });
}

/** A cart edit that reloads the cart when it is done, whatever the outcome. */
export function useCartAction<TBody>(path: CartActionPath) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => postCartAction(path, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CART_KEY }),
  });
}

export function getServiceSlots(scheduleDate: string): Promise<{ scheduleList: ServiceSlot[] }> {
  return api.post('/api/order/get-service-slot', { scheduleDate }, { auth: 'user' });
}

export const serviceSlotsQueryOptions = (scheduleDate: string) =>
  queryOptions({
    queryKey: [...CART_KEY, 'slots', scheduleDate],
    queryFn: () => getServiceSlots(scheduleDate),
    enabled: scheduleDate !== '',
    retry: false,
  });

export const productSizesQueryOptions = (sellerProductId: number, isEnabled: boolean) =>
  queryOptions({
    queryKey: [...CART_KEY, 'sizes', sellerProductId],
    queryFn: () =>
      api.post<{ products: SizeOption[] }>(
        '/api/product/get-product-size-by-criteria',
        { sellerProductId },
        { auth: 'user' },
      ),
    enabled: isEnabled,
    retry: false,
  });

/** The message to show for a failed call: the server's Thai message when it sent one. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** Spec 7 generate-qr-data: places the order and draws its PromptPay QR (issue [6/6]). */
export type QrData = { qrcode: { image: string; date: string }; orderNo: string };

/**
 * One QR per opening of the modal (each call places a new order attempt): never refetched, never
 * kept after the modal closes.
 */
export const qrDataQueryOptions = (attempt: number) =>
  queryOptions({
    queryKey: ['payment', 'qr', attempt],
    queryFn: () => api.get<QrData>('/api/order/generate-qr-data', { auth: 'user' }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

/** Spec 4 "QR payment": the order is polled every 3 s while the QR is shown. */
export const orderStatusQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: ['payment', 'order-status', orderNo],
    queryFn: () =>
      api.post<{ statusCode: number }>(
        '/api/order/get-order-detail',
        { id: orderNo },
        { auth: 'user' },
      ),
    enabled: orderNo !== '',
    refetchInterval: 3000,
    gcTime: 0,
  });

/** Spec 7 generate-banking-data: the provider's mobile banking form, ready to post. */
export type BankingData = { action: string; formFields: Record<string, string> };

export function generateBankingData(bankCode: string, paymentMethod: string): Promise<BankingData> {
  return api.post<BankingData>(
    '/api/order/generate-banking-data',
    { bankCode, paymentMethod },
    { auth: 'user' },
  );
}

/** The browser's form post to the provider (the page leaves for the provider's page). */
export function postToProvider({ action, formFields }: BankingData): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  for (const [name, value] of Object.entries(formFields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
