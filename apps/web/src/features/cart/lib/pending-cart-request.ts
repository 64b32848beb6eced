import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage';
import type { AddCartBody } from '../api/cart-types';

// Spec 3 "Locally stored items" and 4 "Add to cart": a signed-out shopper's cart request waits
// in local storage until the cart page, after login, adds it and removes it. The tyre's name and
// the page to go back to ride along: when the add fails after login (sold out meanwhile), the
// cart page names the tyre and links back (decision 0068).

/** What the cart page shows of a request that could not be added. */
export type PendingItem = { name: string; backLink: string };
export type PendingCartRequest = { body: AddCartBody; item: PendingItem };

export function savePendingCartRequest(body: AddCartBody, item?: PendingItem): void {
  const { replace: _replace, ...request } = body;
  writeStorage(STORAGE_KEYS.cartRequest, JSON.stringify({ ...request, ...item }));
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function readPendingCartRequest(): PendingCartRequest | null {
  const raw = readStorage(STORAGE_KEYS.cartRequest);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<AddCartBody & PendingItem>;
    if (
      typeof value.sellerProductId === 'number' &&
      typeof value.quantity === 'number' &&
      (value.orderType === 'SERVICE' || value.orderType === 'DELIVERY')
    ) {
      const backLink = text(value.backLink);
      return {
        body: {
          sellerProductId: value.sellerProductId,
          quantity: value.quantity,
          orderType: value.orderType,
        },
        // Only a link inside the site is followed.
        item: { name: text(value.name), backLink: backLink.startsWith('/') ? backLink : '' },
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
