import { renderScope } from './render-scope';

// Keys of the locally stored items of spec 3 "Locally stored items", in one place.
export const STORAGE_KEYS = {
  userToken: 'userToken',
  userDisplay: 'userDisplay',
  sellerToken: 'sellerTokenV2',
  shopInfo: 'shopInfo',
  shopAcl: 'shopAcl',
  deliveryArea: 'deliveryArea',
  devGate: 'devGate',
  cookieAccept: 'accept',
  location: 'location',
  addressData: 'addressData',
  language: 'lang',
  /** Spec 3: the cart request saved before login (JSON), added by the cart page after it. */
  cartRequest: 'cartRequest',
  /** Issue 32: the operator console's token, kept apart from the shop's and the shopper's. */
  operatorToken: 'operatorToken',
  /** Decision 0163: the province the shops' totals deliver to. */
  quoteProvince: 'quoteProvince',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// Storage can throw (private mode, quota, disabled cookies): never let that break a page.
export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value lives for this page only.
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // ignore
  }
}

export function getUserToken(): string | null {
  // A server render (decision 0125) has no storage: the signed-in cart's cookie carries the token.
  const scope = renderScope();
  if (scope) return scope.session?.token ?? null;
  return readStorage(STORAGE_KEYS.userToken) || null;
}

export function getSellerToken(): string | null {
  return readStorage(STORAGE_KEYS.sellerToken) || null;
}

/** The operator console's token (decision 0142): never sent on shop or shopper calls. */
export function getOperatorToken(): string | null {
  return readStorage(STORAGE_KEYS.operatorToken) || null;
}

/** Spec 6: a 401 on a customer call ends the customer session. */
export function clearUserSession(): void {
  removeStorage(STORAGE_KEYS.userToken);
  removeStorage(STORAGE_KEYS.userDisplay);
}

/** Spec 4: seller logout (or a 401 on a seller call) clears the seller session. */
export function clearSellerSession(): void {
  removeStorage(STORAGE_KEYS.sellerToken);
  removeStorage(STORAGE_KEYS.shopInfo);
  removeStorage(STORAGE_KEYS.shopAcl);
}
