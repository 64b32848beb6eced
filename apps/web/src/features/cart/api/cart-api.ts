import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CardTokenRequest } from '@yangdee/contracts/card-form';
import type { CardChargeResponse, InstallmentDataResponse } from '@yangdee/contracts/cart';
import { isProviderSuccess } from '@yangdee/contracts/payment-results';
import { ApiError, api, postToCardProvider } from '../../../lib/api';
import { getPaymentConfig } from '../../../lib/app-config';
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
    // The answer the route's loader asked for a moment ago is used as it is, not asked again
    // when the screen mounts; edits invalidate it as before.
    staleTime: 2_000,
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
      api.post<{ statusCode: number; paidOrderNo?: string }>(
        '/api/order/get-order-detail',
        { id: orderNo },
        { auth: 'user' },
      ),
    enabled: orderNo !== '',
    refetchInterval: 3000,
    gcTime: 0,
  });

/** A form the browser posts to the provider (mobile banking, instalments, 3-D Secure). */
export type ProviderForm = { action: string; formFields: Record<string, string> };

/** Spec 7 generate-banking-data: the provider's mobile banking form, ready to post. */
export type BankingData = ProviderForm & {
  isValid: boolean;
  message: string;
  redirectLink: string;
};

export function generateBankingData(bankCode: string, paymentMethod: string): Promise<BankingData> {
  return api.post<BankingData>(
    '/api/order/generate-banking-data',
    { bankCode, paymentMethod },
    { auth: 'user' },
  );
}

/** Spec 7 generate-installment-data: the provider's instalment form for the card bank and term. */
export function generateInstallmentData(
  bankCode: string,
  term: number,
  paymentMethod: string,
): Promise<InstallmentDataResponse> {
  return api.post<InstallmentDataResponse>(
    '/api/order/generate-installment-data',
    { bankCode, term, paymentMethod },
    { auth: 'user' },
  );
}

/** The provider refused to tokenize the card: its result code (shown with providerResultMessage). */
export class CardTokenError extends Error {
  constructor(readonly resultCode: string) {
    super(`card token refused: ${resultCode}`);
  }
}

/**
 * Spec 7 "Card payment provider": the card goes from the browser straight to the provider, which
 * answers a one-time token (the card number never reaches our server). Public key auth only.
 * Throws CardTokenError for a refusal; a network failure rejects as fetch does.
 */
export async function requestCardToken(request: CardTokenRequest): Promise<string> {
  const { paymentApiUrl, paymentPublicKey } = getPaymentConfig();
  const answer = (await postToCardProvider(
    `${paymentApiUrl}/v2/tokens`,
    paymentPublicKey,
    request,
  )) as { resultCode?: string; card?: { token?: string } } | null;
  const token = answer?.card?.token;
  if (isProviderSuccess(answer?.resultCode) && token) return token;
  throw new CardTokenError(answer?.resultCode ?? '');
}

/** Spec 7 charge-card-payment: charges the provider's card token; '00' answers the 3-D Secure form. */
export function chargeCardPayment(
  token: string,
  paymentMethod: string,
): Promise<CardChargeResponse> {
  return api.post<CardChargeResponse>(
    '/api/order/charge-card-payment',
    { token, paymentMethod },
    { auth: 'user' },
  );
}

/** The browser's form post to the provider (the page leaves for the provider's page). */
export function postToProvider({ action, formFields }: ProviderForm): void {
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
