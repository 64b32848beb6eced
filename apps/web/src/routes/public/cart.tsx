import { queryClient } from '../../app/query-client';
import { cartQueryOptions } from '../../features/cart/api/cart-api';
import { CartScreen } from '../../features/cart/components/cart-screen';
import { readPendingCartRequest } from '../../features/cart/lib/pending-cart-request';
import { renderScope } from '../../lib/render-scope';
import { getUserToken } from '../../lib/storage';

// /cart (spec 2.9): a lazy route chunk, so the checkout code never weighs on the first visit.

/**
 * A signed-in shopper with no add-to-cart waiting (that one goes first, usePendingCartRequest):
 * the cart is asked for as soon as this chunk has loaded, while React still renders the page,
 * instead of after its first render (decision 0123). On the server (decision 0125) the page waits
 * for it, and a cart that cannot be read (the session ended) leaves the page to the browser.
 */
export async function loader() {
  if (!getUserToken() || readPendingCartRequest() !== null) return null;
  if (renderScope()) await queryClient.fetchQuery(cartQueryOptions());
  else void queryClient.prefetchQuery(cartQueryOptions());
  return null;
}

export function Component() {
  return <CartScreen />;
}
