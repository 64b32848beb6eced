import { describe, expect, it } from 'vitest';
import { type AdminMenuItem, menuItemOf, visibleAdminMenu } from './admin-menu';

// Issue 32 item 4: an operator sees only the areas of their role; a page under an area needs
// that area's permission.

const MENU: AdminMenuItem[] = [
  { to: '/admin/shops', labelKey: 'adminShops.menu', permission: 'shops' },
  { to: '/admin/payouts', labelKey: 'adminPayouts.menu', permission: 'payouts' },
  { to: '/admin/audit', labelKey: 'adminAudit.menu', permission: 'audit' },
];

describe('the console menu', () => {
  it('shows only the entries the permissions allow, in order', () => {
    expect(visibleAdminMenu(['shops', 'refunds', 'audit'], MENU).map((item) => item.to)).toEqual([
      '/admin/shops',
      '/admin/audit',
    ]);
    expect(visibleAdminMenu([], MENU)).toEqual([]);
  });

  it('finds the area of a page and of the pages under it, not of a look-alike path', () => {
    expect(menuItemOf('/admin/shops', MENU)?.permission).toBe('shops');
    expect(menuItemOf('/admin/payouts/12', MENU)?.permission).toBe('payouts');
    expect(menuItemOf('/admin/shopsx', MENU)).toBeUndefined();
    expect(menuItemOf('/admin', MENU)).toBeUndefined();
  });
});
