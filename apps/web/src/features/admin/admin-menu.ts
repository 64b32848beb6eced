import '../../lib/admin-texts';
import type { OperatorPermission } from '@yangdee/contracts/operators';

// The console's side menu (issue 32 item 4, decision 0142): one entry per area with the
// permission it needs; an operator sees only the entries of their role, and opening an area's
// page without its permission shows a refusal (the server refuses its calls as well). Each
// area adds its entry where it belongs in the order below; `descriptionKey` is shown on the
// console home.

export interface AdminMenuItem {
  to: string;
  labelKey: string;
  permission: OperatorPermission;
  descriptionKey?: string;
}

export const ADMIN_MENU: AdminMenuItem[] = [
  // In the order of the work: shops, the money (refunds, payouts, commission, books,
  // reconciliation), the team, the log. Issue 32, decisions 0139–0145.
  {
    to: '/admin/shops',
    labelKey: 'adminShops.menu',
    permission: 'shops',
    descriptionKey: 'adminShops.menuDescription',
  },
  {
    to: '/admin/refunds',
    labelKey: 'adminRefunds.menu',
    permission: 'refunds',
    descriptionKey: 'adminRefunds.menuText',
  },
  {
    to: '/admin/payouts',
    labelKey: 'adminPayouts.menu',
    permission: 'payouts',
    descriptionKey: 'adminPayouts.menuDescription',
  },
  {
    to: '/admin/commission',
    labelKey: 'adminCommission.menu',
    permission: 'commission',
    descriptionKey: 'adminCommission.menuDescription',
  },
  {
    to: '/admin/books',
    labelKey: 'adminBooks.menu',
    permission: 'books',
    descriptionKey: 'adminBooks.menuDescription',
  },
  {
    to: '/admin/reconciliation',
    labelKey: 'adminReconciliation.menu',
    permission: 'books',
    descriptionKey: 'adminReconciliation.menuDescription',
  },
  {
    to: '/admin/operators',
    labelKey: 'adminOperators.menu',
    permission: 'operators',
    descriptionKey: 'adminOperators.menuDescription',
  },
  {
    to: '/admin/audit',
    labelKey: 'adminAudit.menu',
    permission: 'audit',
    descriptionKey: 'adminAudit.description',
  },
];

export function visibleAdminMenu(
  permissions: readonly OperatorPermission[],
  menu: readonly AdminMenuItem[] = ADMIN_MENU,
): AdminMenuItem[] {
  return menu.filter((item) => permissions.includes(item.permission));
}

/** The menu entry whose page `pathname` is (or is under), if any. */
export function menuItemOf(
  pathname: string,
  menu: readonly AdminMenuItem[] = ADMIN_MENU,
): AdminMenuItem | undefined {
  return menu
    .filter((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0];
}
