import { describe, expect, it } from 'vitest';
import { SELLER_ROUTES } from './routes';
import { emptyAcl, fullAcl } from './seller-acl';
import { canOpenSellerPage, firstSellerPage, SELLER_PAGE_FLAGS } from './seller-pages';

describe('seller page permissions (spec 6, issue 14 §4)', () => {
  it('names a permission for every protected seller page but the /seller landing', () => {
    const pages = SELLER_ROUTES.filter((route) => route !== '/seller');
    expect(Object.keys(SELLER_PAGE_FLAGS).sort()).toEqual([...pages].sort());
  });

  it('lands the owner on the dashboard and delivery-only staff on confirm delivery', () => {
    expect(firstSellerPage(fullAcl())).toBe('/seller/dashboard');
    expect(firstSellerPage({ ...emptyAcl(), confirmDelivery: true })).toBe(
      '/seller/order/delivery',
    );
    expect(firstSellerPage({ ...emptyAcl(), manageHoliday: true })).toBe('/seller/holiday');
  });

  it('opens a page when any one of its flags is set', () => {
    const delivery = { ...emptyAcl(), confirmDelivery: true };
    expect(canOpenSellerPage(delivery, '/seller/order/detail/:id')).toBe(true);
    expect(canOpenSellerPage(delivery, '/seller/staff')).toBe(false);
    expect(canOpenSellerPage({}, '/seller/dashboard')).toBe(false);
  });
});
