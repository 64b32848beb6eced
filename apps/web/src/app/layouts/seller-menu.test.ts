import { describe, expect, it } from 'vitest';
import { visibleSellerMenu } from './seller-menu';

describe('visibleSellerMenu', () => {
  it('shows nothing without permissions', () => {
    expect(visibleSellerMenu({})).toEqual([]);
  });

  it('shows the orders group when any order flag is set, with only permitted items', () => {
    const menu = visibleSellerMenu({ confirmService: true, manageOrder: false });
    expect(menu.map((g) => g.key)).toEqual(['seller.menu.orders']);
    expect(menu[0].items.map((i) => i.to)).toEqual(['/seller/order/service']);
  });

  it('links both promotion pages for managePromotion: the list and promotions by offer', () => {
    const menu = visibleSellerMenu({ managePromotion: true });
    expect(menu[0].items.map((i) => i.to)).toEqual([
      '/seller/product/promotion/v2',
      '/seller/product/promotion',
    ]);
  });

  it('gives reports only to manageReport', () => {
    const menu = visibleSellerMenu({ manageReport: true });
    expect(menu.map((g) => g.key)).toEqual(['seller.menu.reports']);
    expect(menu[0].items).toHaveLength(8);
    expect(menu[0].items.map((i) => i.to)).toContain('/seller/report/warranty-claim');
  });

  it('shows the warranty claims menu only to manageWarrantyClaim', () => {
    expect(visibleSellerMenu({ manageWarrantyClaim: true }).map((g) => g.key)).toEqual([
      'seller.menu.warrantyClaims',
    ]);
    expect(visibleSellerMenu({ manageOrder: true }).map((g) => g.key)).not.toContain(
      'seller.menu.warrantyClaims',
    );
  });
});
