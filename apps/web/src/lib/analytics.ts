// Analytics events go to window.dataLayer (the Google Tag Manager convention); the tag manager,
// when the site loads one, forwards them. Spec 1: view item and add to cart carry quantity 4.

export type DataLayerEvent = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushDataLayer(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}

/** GA4 ecommerce item of a tyre (price per tyre in THB). */
export type AnalyticsItem = {
  item_id: string;
  item_name: string;
  item_brand: string;
  item_variant: string;
  price: number;
  quantity: number;
};

/** Spec 1: "view item … with quantity 4 (a set of four tyres)". */
export function trackViewItem(item: Omit<AnalyticsItem, 'quantity'>): void {
  pushDataLayer({ ecommerce: null, event: 'view_item_clear' });
  pushDataLayer({
    event: 'view_item',
    ecommerce: { currency: 'THB', value: item.price * 4, items: [{ ...item, quantity: 4 }] },
  });
}

/** Spec 1: add to cart carries quantity 4 (a set of four tyres), like view item. */
export function trackAddToCart(item: Omit<AnalyticsItem, 'quantity'>): void {
  pushDataLayer({ ecommerce: null, event: 'add_to_cart_clear' });
  pushDataLayer({
    event: 'add_to_cart',
    ecommerce: { currency: 'THB', value: item.price * 4, items: [{ ...item, quantity: 4 }] },
  });
}
