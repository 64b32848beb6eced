import { queryClient } from '../../app/query-client';
import { cartQueryOptions } from '../../features/cart/api/cart-api';
import { CartScreen } from '../../features/cart/components/cart-screen';
import { readPendingCartRequest } from '../../features/cart/lib/pending-cart-request';
import { getUserToken } from '../../lib/storage';

// /cart (spec 2.9): a lazy route chunk, so the checkout code never weighs on the first visit.

/**
 * A signed-in shopper with no add-to-cart waiting (that one goes first, usePendingCartRequest):
 * the cart is asked for as soon as this chunk has loaded, while React still renders the page,
 * instead of after its first render (decision 0123).
 */
export function loader() {
  if (getUserToken() && readPendingCartRequest() === null) {
    void queryClient.prefetchQuery(cartQueryOptions());
  }
  return null;
}

export function Component() {
  return <CartScreen />;
}
