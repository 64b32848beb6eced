import type { AclFlag, SellerAcl } from './seller-acl';

// Which permission each protected seller page needs (spec 6 Reading B): the one table the web's
// page guard, the /seller landing and the menu read. Any one listed flag is enough; an empty
// list means any signed-in staff member. The server checks each call on its own (config.acl).

export const SELLER_PAGE_FLAGS: Record<string, readonly AclFlag[]> = {
  '/seller/dashboard': ['manageDashboard'],
  '/seller/order/manage': ['manageOrder'],
  '/seller/order/service': ['confirmService'],
  '/seller/order/delivery': ['confirmDelivery'],
  '/seller/order/detail/:id': ['manageOrder', 'confirmService', 'confirmDelivery'],
  '/seller/order/receipt/:id': ['manageOrder', 'confirmService', 'confirmDelivery'],
  '/seller/order/delivery-cover/:id': ['manageOrder', 'confirmService', 'confirmDelivery'],
  '/seller/product/manage': ['manageProduct'],
  '/seller/product/service': ['manageProduct'],
  '/seller/product/warranty': ['manageProduct'],
  '/seller/product/import': ['manageExcelproduct'],
  '/seller/product/promotion': ['managePromotion'],
  '/seller/product/promotion/v2': ['managePromotion'],
  '/seller/product/promotion/v2/:id': ['managePromotion'],
  '/seller/income': ['manageAccounting'],
  '/seller/review': ['manageRating'],
  '/seller/report/sale': ['manageReport'],
  '/seller/report/product-remain': ['manageReport'],
  '/seller/report/promotion': ['manageReport'],
  '/seller/report/product-promotion': ['manageReport'],
  '/seller/report/product-movement': ['manageReport'],
  '/seller/report/system': ['manageReport'],
  '/seller/report/customer': ['manageReport'],
  '/seller/profile': ['manageStoreProfile'],
  '/seller/setting': ['manageSetting'],
  '/seller/setting-prepaid': ['manageSetting'],
  '/seller/staff': ['manageStaff'],
  '/seller/decoration': ['manageDecoration'],
  '/seller/holiday': ['manageHoliday'],
  // Issue 32, commission and books (decision 0141).
  '/seller/income/commission/:id': ['manageAccounting'],
  // Issue 36 (decision 0161).
  '/seller/warranty-claim': ['manageWarrantyClaim'],
  '/seller/warranty-claim/:id': ['manageWarrantyClaim'],
  '/seller/report/warranty-claim': ['manageReport'],
};

/** Where /seller and a fresh sign-in land: the first of these the staff member may open. */
const LANDING_ORDER = [
  '/seller/dashboard',
  '/seller/order/manage',
  '/seller/order/service',
  '/seller/order/delivery',
  '/seller/product/manage',
  '/seller/product/import',
  '/seller/product/promotion/v2',
  '/seller/income',
  '/seller/review',
  '/seller/report/sale',
  '/seller/profile',
  '/seller/setting',
  '/seller/staff',
  '/seller/decoration',
  '/seller/holiday',
] as const;

/** A staff member with none of the flags lands on this page (which says so). */
export const SELLER_NO_PAGE = '/seller/dashboard';

export function canOpenSellerPage(
  acl: Partial<SellerAcl> | Record<string, boolean>,
  pattern: string,
): boolean {
  const flags = SELLER_PAGE_FLAGS[pattern];
  if (!flags || flags.length === 0) return true;
  return flags.some((flag) => (acl as Record<string, boolean>)[flag] === true);
}

export function firstSellerPage(acl: Partial<SellerAcl> | Record<string, boolean>): string {
  return LANDING_ORDER.find((page) => canOpenSellerPage(acl, page)) ?? SELLER_NO_PAGE;
}
