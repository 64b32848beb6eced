import { CartScreen } from '../../features/cart/components/cart-screen';

// /cart (spec 2.9): a lazy route chunk, so the checkout code never weighs on the first visit.
export function Component() {
  return <CartScreen />;
}
