import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage';
import type { AddCartBody } from '../api/cart-types';

// Spec 3 "Locally stored items" and 4 "Add to cart": a signed-out shopper's cart request waits
// in local storage until the cart page, after login, adds it and removes it.

export function savePendingCartRequest(body: AddCartBody): void {
  const { replace: _replace, ...request } = body;
  writeStorage(STORAGE_KEYS.cartRequest, JSON.stringify(request));
}

export function readPendingCartRequest(): AddCartBody | null {
  const raw = readStorage(STORAGE_KEYS.cartRequest);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<AddCartBody>;
    if (
      typeof value.sellerProductId === 'number' &&
      typeof value.quantity === 'number' &&
      (value.orderType === 'SERVICE' || value.orderType === 'DELIVERY')
    ) {
      return {
        sellerProductId: value.sellerProductId,
        quantity: value.quantity,
        orderType: value.orderType,
      };
    }
  } catch {
    // A broken value is simply dropped below.
  }
  removeStorage(STORAGE_KEYS.cartRequest);
  return null;
}

export function removePendingCartRequest(): void {
  removeStorage(STORAGE_KEYS.cartRequest);
}
