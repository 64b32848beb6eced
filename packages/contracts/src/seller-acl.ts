// Staff permissions (spec 6): the stored ACL flags (Reading B) and the menu checks (Reading A)
// derived from them, in one place for the server's guards and the seller menu.

export const ACL_FLAGS = [
  'manageOrder',
  'confirmService',
  'confirmDelivery',
  'manageProduct',
  'manageExcelproduct',
  'managePromotion',
  'manageAccounting',
  'manageDashboard',
  'manageReport',
  'manageRating',
  'manageStoreProfile',
  'manageSetting',
  'manageStaff',
  'manageDecoration',
  'manageHoliday',
  /** Warranty claims (issue 36, decision 0161): the shop's เคลมประกัน screens. */
  'manageWarrantyClaim',
] as const;

export type AclFlag = (typeof ACL_FLAGS)[number];
export type SellerAcl = Record<AclFlag, boolean>;

export function emptyAcl(): SellerAcl {
  return Object.fromEntries(ACL_FLAGS.map((f) => [f, false])) as SellerAcl;
}

export function fullAcl(): SellerAcl {
  return Object.fromEntries(ACL_FLAGS.map((f) => [f, true])) as SellerAcl;
}

/** Menu checks of spec 6 Reading A, computed from the flags. */
export function menuChecks(acl: SellerAcl) {
  return {
    canAccessOrderMenu: acl.manageOrder || acl.confirmService || acl.confirmDelivery,
    canManageOrder: acl.manageOrder,
    canConfirmService: acl.confirmService,
    canConfirmDelivery: acl.confirmDelivery,
    canAccessProductMenu: acl.manageProduct || acl.manageExcelproduct || acl.managePromotion,
    canManageProduct: acl.manageProduct,
    canManageExcelProduct: acl.manageExcelproduct,
    canManagePromotion: acl.managePromotion,
    canAccessAccountantMenu: acl.manageAccounting,
    canAccessDashboardMenu: acl.manageDashboard || acl.manageReport || acl.manageRating,
    canManageDashboard: acl.manageDashboard,
    canAccessReport: acl.manageReport,
    canAccessRating: acl.manageRating,
    canAccessStoreMenu:
      acl.manageStoreProfile ||
      acl.manageSetting ||
      acl.manageStaff ||
      acl.manageDecoration ||
      acl.manageHoliday,
    canManageStoreProfile: acl.manageStoreProfile,
    canManageSetting: acl.manageSetting,
    canManageStaff: acl.manageStaff,
    canManageDecoration: acl.manageDecoration,
    canManageHoliday: acl.manageHoliday,
    canManageWarrantyClaim: acl.manageWarrantyClaim,
  };
}
