import type { ShopAcl } from './seller-session';

// Seller side menu (spec 2.7 and 6, Reading B flags): an item shows when its flag is set, and a
// group shows when any of its items does.

export interface SellerMenuItem {
  to: string;
  key: string;
  flag: string;
}

export interface SellerMenuGroup {
  key: string;
  items: SellerMenuItem[];
}

const r = (to: string, key: string, flag: string): SellerMenuItem => ({ to, key, flag });

export const SELLER_MENU: SellerMenuGroup[] = [
  {
    key: 'seller.menu.orders',
    items: [
      r('/seller/order/manage', 'pages.sellerOrderManage', 'manageOrder'),
      r('/seller/order/service', 'pages.sellerOrderService', 'confirmService'),
      r('/seller/order/delivery', 'pages.sellerOrderDelivery', 'confirmDelivery'),
    ],
  },
  {
    key: 'seller.menu.products',
    items: [
      r('/seller/product/manage', 'pages.sellerProductManage', 'manageProduct'),
      r('/seller/product/warranty', 'pages.sellerProductWarranty', 'manageProduct'),
      r('/seller/product/service', 'pages.sellerProductService', 'manageProduct'),
      r('/seller/product/import', 'pages.sellerProductImport', 'manageExcelproduct'),
      r('/seller/product/promotion/v2', 'pages.sellerProductPromotionV2', 'managePromotion'),
      // Spec 2.3's second promotion page, the same attachments by offer (issue 37: it had no link).
      r('/seller/product/promotion', 'pages.sellerProductPromotion', 'managePromotion'),
    ],
  },
  {
    key: 'seller.menu.accountant',
    items: [r('/seller/income', 'pages.sellerIncome', 'manageAccounting')],
  },
  {
    key: 'seller.menu.dashboard',
    items: [
      r('/seller/dashboard', 'pages.sellerDashboard', 'manageDashboard'),
      r('/seller/review', 'pages.sellerReview', 'manageRating'),
    ],
  },
  {
    key: 'seller.menu.reports',
    items: [
      r('/seller/report/customer', 'pages.sellerReportCustomer', 'manageReport'),
      r('/seller/report/sale', 'pages.sellerReportSale', 'manageReport'),
      r('/seller/report/promotion', 'pages.sellerReportPromotion', 'manageReport'),
      r('/seller/report/product-remain', 'pages.sellerReportProductRemain', 'manageReport'),
      r('/seller/report/product-promotion', 'pages.sellerReportProductPromotion', 'manageReport'),
      r('/seller/report/product-movement', 'pages.sellerReportProductMovement', 'manageReport'),
      r('/seller/report/system', 'pages.sellerReportSystem', 'manageReport'),
      r('/seller/report/warranty-claim', 'pages.sellerReportWarrantyClaim', 'manageReport'),
    ],
  },
  {
    key: 'seller.menu.warrantyClaims',
    items: [r('/seller/warranty-claim', 'pages.sellerWarrantyClaim', 'manageWarrantyClaim')],
  },
  {
    key: 'seller.menu.store',
    items: [
      r('/seller/profile', 'pages.sellerProfile', 'manageStoreProfile'),
      r('/seller/setting', 'pages.sellerSetting', 'manageSetting'),
      r('/seller/setting-prepaid', 'pages.sellerSettingPrepaid', 'manageSetting'),
      r('/seller/staff', 'pages.sellerStaff', 'manageStaff'),
      r('/seller/decoration', 'pages.sellerDecoration', 'manageDecoration'),
      r('/seller/holiday', 'pages.sellerHoliday', 'manageHoliday'),
    ],
  },
];

export function visibleSellerMenu(acl: ShopAcl): SellerMenuGroup[] {
  return SELLER_MENU.map((group) => ({
    ...group,
    items: group.items.filter((item) => acl[item.flag] === true),
  })).filter((group) => group.items.length > 0);
}
