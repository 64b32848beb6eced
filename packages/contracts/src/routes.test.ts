import { describe, expect, it } from 'vitest';
import { isSellerFramedRoute, SELLER_OPEN_ROUTES, SELLER_PRINTABLE_ROUTES } from './routes';

describe('isSellerFramedRoute (decision 0173)', () => {
  it('frames the signed-in seller pages: order manage, detail, day board, stock, dashboard, income', () => {
    for (const route of [
      '/seller',
      '/seller/order/manage',
      '/seller/order/detail/:id',
      '/seller/order/service',
      '/seller/product/manage',
      '/seller/dashboard',
      '/seller/income',
    ]) {
      expect(isSellerFramedRoute(route), route).toBe(true);
    }
  });

  it('leaves out the sign-in pages and the printable pages', () => {
    for (const route of [...SELLER_OPEN_ROUTES, ...SELLER_PRINTABLE_ROUTES]) {
      expect(isSellerFramedRoute(route), route).toBe(false);
    }
  });

  it('leaves out the shopper and operator pages', () => {
    for (const route of ['/', '/cart', '/my/order', '/admin/login', '/admin/shops']) {
      expect(isSellerFramedRoute(route), route).toBe(false);
    }
  });
});
