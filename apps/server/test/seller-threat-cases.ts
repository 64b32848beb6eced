import { taxIdCheckDigit } from '@yangdee/contracts/store-profile';
import { eq } from 'drizzle-orm';
import { orderItems } from '../src/db/schema/orders';
import { stores } from '../src/db/schema/stores';
import { sheetZip } from '../src/modules/stock-import/stock-import-fixtures';
import { createOffer, createProduct, createStore } from './offer-fixtures';
import type { PathParams } from './path-params';
import { ACTORS, type ActorName, type CaseRules } from './seller-threat-model';
import {
  ACCOUNTANT_NAME,
  freshTel,
  type ThreatWorld,
  victimAccountant,
  victimClaim,
  victimCommissionDocument,
  victimInvitation,
  victimOrder,
  victimPromotion,
  victimReview,
  victimService,
  victimSession,
  victimWarranty,
} from './seller-threat-world';
import { smallPng } from './store-setup-fixtures';
import { OWNER_NAME, OWNER_PASSWORD } from './test-sellers';

// One case per /api/seller/* route (and a few extra variants, `route#variant`) for the threat
// model walk: the rules of seller-threat-model.ts, and a valid body naming V's rows (made fresh
// for each call where the call would use them up), so that the guard and the ownership checks,
// not validation, decide. Bodies never carry MARKER: only V's stored rows do.

export type ThreatCase = CaseRules & {
  body?: (w: ThreatWorld, actor: ActorName) => object | Promise<object>;
  /**
   * The route's path parameters (`:id`), made fresh for each call like the body: the row of V
   * the path names. A route with parameters must have them, so the walk reaches the row.
   */
  params?: (w: ThreatWorld, actor: ActorName) => PathParams | Promise<PathParams>;
  /** A raw request body instead of JSON (the .xlsx upload). */
  raw?: () => { payload: Buffer; headers: Record<string, string> };
  /** Statuses besides 2xx that show the handler was reached by an allowed caller. */
  reached?: readonly number[];
  /** The code of the handler's own refusal of this body (not the guard's): the call got through. */
  refusedBy?: string;
};

const store = (rest: Partial<ThreatCase> = {}): ThreatCase => ({
  target: 'store',
  scope: 'active',
  ...rest,
});
const victim = (
  body: ThreatCase['body'],
  rest: Partial<ThreatCase> = {},
  scope: CaseRules['scope'] = 'active',
): ThreatCase => ({ target: 'victim', scope, body, ...rest });
const groupStore = (rest: Partial<ThreatCase> = {}) => store({ scope: 'group', ...rest });
const groupVictim = (body: ThreatCase['body'], rest: Partial<ThreatCase> = {}) =>
  victim(body, rest, 'group');

const offer = (w: ThreatWorld) => ({ sellerProductId: w.victimOfferId });
const claimOfV = async (w: ThreatWorld) => ({ id: await victimClaim(w) });
const range = { fromDate: '2026-11-01', toDate: '2026-11-30' };
const inBranch = (w: ThreatWorld) => ({ branchId: w.victimId });
const hours = { open: '08:00', close: '18:00' };

const profile = () => ({
  name: 'ร้านแบบจำลองภัย',
  branchName: 'สาขาวี',
  tel: '021234567',
  email: 'threat@example.com',
  address: '1 ถนนทดสอบ',
  subDistrict: 'สุเทพ',
  district: 'เมืองเชียงใหม่',
  province: 'เชียงใหม่',
  postCode: '50200',
  latitude: 18.8,
  longitude: 98.97,
  weeklyHours: [null, hours, hours, hours, hours, hours, hours],
  services: {
    hasTireBalancing: true,
    hasTireCenter: false,
    hasNitrogen: false,
    hasPatchMushroom: false,
    hasPatchStreamingCool: false,
    hasPatchStreamingHeat: false,
    hasPatchSilkPlug: false,
  },
  isAllowTaxRequest: true,
  legalName: 'บริษัท แบบจำลองภัย จำกัด',
  taxId: `010555012345${taxIdCheckDigit('010555012345')}`,
  isTaxAddressSame: true,
  taxAddress: '',
  taxSubDistrict: '',
  taxDistrict: '',
  taxProvince: '',
  taxPostCode: '',
});

async function fittingBody(w: ThreatWorld) {
  const id = await victimOrder(w, 2);
  const items = await w.db
    .select({ id: orderItems.id, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, id));
  return {
    id,
    dotCodes: items.map((i) => ({ itemId: i.id, codes: Array(i.quantity).fill('3024') })),
    collectedRemain: true,
  };
}

/** A shop that registered and waits for approval: approve-store's subject (never V). */
async function freshPendingStore(w: ThreatWorld) {
  const s = await createStore(w.db, { name: 'ร้านรออนุมัติอีก', latitude: 15.5, longitude: 101 });
  await w.db.update(stores).set({ approvalStatus: 'pending' }).where(eq(stores.id, s.id));
  return { sellerId: s.id, approve: false };
}

/**
 * On the owner (issue 37 item 1): nobody switches the owner off or edits its name but the owner
 * itself; the platform admin neither. A member of V or of H (where the owner is a member too)
 * holding manageStaff is refused; anyone else does not find the owner among its staff.
 */
const editOnTheOwner: CaseRules['outcome'] = (a) => {
  if (a.isOwner && a.ownsGroup) return 'allowed';
  if (a.atVictim || a.name === 'otherBranchStaff') return 403;
  return 'notYours';
};
/** The owner's permissions are nobody's to change, its own included. */
const permissionsOfTheOwner: CaseRules['outcome'] = (a) =>
  a.atVictim || a.ownsGroup || a.name === 'otherBranchStaff' ? 403 : 'notYours';
/** The owner role moves only when the owner hands it over: not the admin, not a manager. */
const ownersOnly: CaseRules['outcome'] = (a) => (a.isOwner ? undefined : 403);

/** save-holiday and remove-holiday: each caller its own day, so one does not meet another's. */
const holidayKey = (actor: ActorName) =>
  `2099-03-${String(1 + ACTORS.findIndex((a) => a.name === actor)).padStart(2, '0')}`;

export const THREAT_CASES: Record<string, ThreatCase> = {
  // Sign-in and registration: no token needed, not walked (rate limits and OTP rules have their
  // own tests); listed so that a new one is seen.
  'POST /api/seller/submit-login': store(),
  'POST /api/seller/request-otp': store(),
  'POST /api/seller/submit-otp': store(),
  'POST /api/seller/register-password': store(),
  'POST /api/seller/reset-password': store(),
  'POST /api/seller/logout': store(),
  // One shop per account today; a member may register its own (item 2): either way the guard
  // passes and V is untouched.
  'POST /api/seller/register-store': store({ reached: [422, 409] }),
  'GET /api/seller/check-registration-status': store(),
  // Invitations are opened by their link's secret and accepted by OTP (item 2): no token.
  'POST /api/seller/invitation': store(),
  'POST /api/seller/request-invitation-otp': store(),
  'POST /api/seller/accept-invitation': store(),
  // The person's own account (item 1): a wrong current password changes nothing.
  'GET /api/seller/my-account': store(),
  // One's own LINE (issue 35): a token the LINE sandbox did not sign links nothing.
  'POST /api/seller/link-line': store({
    body: () => ({ accessToken: 'not-a-line-token' }),
    refusedBy: 'SELLER_LINE_UNVERIFIED',
  }),
  'POST /api/seller/unlink-line': store(),
  'POST /api/seller/change-own-password': store({
    body: () => ({ currentPassword: 'NotMyPassw0rd', newPassword: 'Passw0rdNew1' }),
    refusedBy: 'CURRENT_PASSWORD_WRONG',
  }),
  'POST /api/seller/change-own-tel': store({
    body: () => ({
      currentPassword: 'NotMyPassw0rd',
      tel: freshTel(),
      otp: '123456',
      otpToken: 'not-a-token',
    }),
    refusedBy: 'CURRENT_PASSWORD_WRONG',
  }),
  // A person in several shops picks one it is an active member of (item 2).
  'POST /api/seller/change-shop': victim((w) => ({ sellerId: w.victimId })),
  // Switching.
  'POST /api/seller/get-branch-list': groupStore({ body: () => ({ keyword: '', page: 1 }) }),
  'POST /api/seller/change-branch': groupVictim((w) => ({ branchId: w.victimId })),
  'POST /api/seller/all-seller-list': store({ body: () => ({ keyword: 'ร้าน', page: 1 }) }),
  'POST /api/seller/change-seller': victim((w) => ({ sellerId: w.victimId })),
  'POST /api/seller/approve-store': store({ body: freshPendingStore }),
  'GET /api/seller/check-picture-profile': store(),
  // Issue 32: the active store's standing for the suspension banner (decision 0143).
  'GET /api/seller/store-standing': store(),
  // Store profile and settings: the token's store only.
  'GET /api/seller/get-profile': store(),
  'POST /api/seller/save-store': store({ body: profile }),
  'GET /api/seller/get-setting-info': store(),
  'POST /api/seller/save-installation-info': store({
    body: () => ({
      slotWeekdays: { slot1: [1, 2], slot2: [1], slot3: [1], slot4: [1] },
      slotCapacity: 3,
      prepareDays: 1,
    }),
  }),
  'POST /api/seller/save-delivery-info': store({
    body: () => ({ isDeliveryEnabled: true, defaultDeliveryRate: 120 }),
  }),
  'POST /api/seller/save-prepaid-info': store({
    body: () => ({ isPrepaidEnabled: true, prepaidType: 'percent', prepaidValue: 20 }),
  }),
  'POST /api/seller/get-delivery-area-rate': store({ body: () => ({}) }),
  'POST /api/seller/save-delivery-area-rate': store({
    body: () => ({ province: 'ลำพูน', rate: 90 }),
  }),
  'GET /api/seller/get-delivery-area-summary': store(),
  'POST /api/seller/products-for-setting': store({ body: () => ({}) }),
  'POST /api/seller/save-delivery-product-rate': victim((w) => ({ ...offer(w), rate: 80 })),
  'POST /api/seller/save-day-prepare-product': victim((w) => ({ ...offer(w), prepareDays: 3 })),
  'POST /api/seller/save-product-min-qty': victim((w) => ({ ...offer(w), minQty: 2 })),
  'POST /api/seller/assign-prepaid-product': victim((w) => ({
    ...offer(w),
    isPrepaid: true,
    prepaidAmount: 500,
  })),
  // Decoration, staff, holidays.
  'GET /api/seller/get-decoration': store(),
  'POST /api/seller/save-decoration': store({
    body: async () => ({ storefront: { data: (await smallPng()).toString('base64') } }),
  }),
  'GET /api/seller/staff-list': store(),
  // Granting manageAccounting: a manager without it may not (item 1).
  'POST /api/seller/add-staff': store({
    body: () => ({
      username: `threat_${Math.random().toString(36).slice(2, 9)}`,
      password: 'Passw0rdOk',
      name: 'ทดสอบ สิทธิ์',
      tel: freshTel(),
      acl: { manageOrder: true, manageAccounting: true },
    }),
    targetHolds: ['manageAccounting'],
  }),
  'POST /api/seller/cancel-staff-invitation': victim(
    async (w) => ({ invitationId: await victimInvitation(w) }),
    { targetHolds: ['manageAccounting'] },
  ),
  // Switching off a member holding manageAccounting: a manager without it may not (item 1).
  'POST /api/seller/edit-staff': victim(
    async (w) => ({
      sellerUserId: await victimAccountant(w),
      name: ACCOUNTANT_NAME,
      isActive: false,
    }),
    { targetHolds: ['manageAccounting'] },
  ),
  // Refused callers try to switch the owner off; the owner itself sends its row back unchanged.
  'POST /api/seller/edit-staff#owner': victim(
    (w, actor) => ({ sellerUserId: w.ownerId, name: OWNER_NAME, isActive: actor === 'owner' }),
    { outcome: editOnTheOwner },
  ),
  'POST /api/seller/change-staff-permission': victim(
    async (w) => ({
      sellerUserId: await victimAccountant(w),
      acl: { manageOrder: true, manageAccounting: true },
    }),
    { targetHolds: ['manageAccounting'] },
  ),
  'POST /api/seller/change-staff-permission#owner': victim(
    (w) => ({ sellerUserId: w.ownerId, acl: { manageOrder: true } }),
    { outcome: permissionsOfTheOwner },
  ),
  // Even with the owner's password (every test owner has the same one), only an owner hands
  // its own store over; V's member is not among the staff of H, X or P.
  'POST /api/seller/hand-over-owner': victim(
    async (w) => ({ sellerUserId: await victimAccountant(w), password: OWNER_PASSWORD }),
    { outcome: ownersOnly },
  ),
  // The owner's view of its staff's sessions (item 6): the owner of the group, or the admin.
  'GET /api/seller/staff-sessions': groupStore({ ownerOnly: 'the owner sees its staff sessions' }),
  'POST /api/seller/end-staff-session': groupVictim(
    async (w) => ({ sessionId: await victimSession(w) }),
    { ownerOnly: 'the owner ends its staff sessions' },
  ),
  'GET /api/seller/get-holiday': store(),
  'POST /api/seller/save-holiday': store({
    body: (_w, actor) => ({ dateKey: holidayKey(actor), title: 'หยุด' }),
  }),
  'POST /api/seller/remove-holiday': store({
    body: (_w, actor) => ({ dateKey: holidayKey(actor) }),
  }),
  // Orders: a head office's owner reaches its branches' orders; a member only its branches'.
  'POST /api/seller/get-service-board': groupStore({ body: () => ({}) }),
  'GET /api/seller/get-bay-setting': store(),
  'POST /api/seller/save-bay-setting': store({
    body: () => ({
      isEnabled: false,
      minutesPerTyre: 15,
      days: Array.from({ length: 7 }, () => ({ bays: 1, open: '08:00', close: '18:00' })),
    }),
  }),
  'POST /api/seller/warranty-claims': groupStore({ body: () => ({}) }),
  // The claim routes name a claim of V in the path (a fresh one for each call): its owner and
  // V's claim staff reach it, a member without manageWarrantyClaim is refused (403), another
  // shop and a member behind the branch wall do not find it (404).
  'GET /api/seller/warranty-claim/:id': groupVictim(undefined, { params: claimOfV }),
  'POST /api/seller/warranty-claim/:id/ask-info': groupVictim(
    () => ({ text: 'ขอรูปแก้มยางเพิ่มเติม' }),
    { params: claimOfV },
  ),
  'POST /api/seller/warranty-claim/:id/accept': groupVictim(() => ({ remedy: 'replacement' }), {
    params: claimOfV,
  }),
  'POST /api/seller/warranty-claim/:id/reject': groupVictim(
    () => ({ reason: 'ยางเสียหายจากการใช้งานผิดวิธี' }),
    { params: claimOfV },
  ),
  'POST /api/seller/report/warranty-claims': groupStore({
    body: () => ({ startDate: '2026-11-01', endDate: '2026-11-30' }),
  }),
  // Without Accept: text/event-stream the stream answers 400 once the guard has passed.
  'GET /api/seller/order-events': groupStore({ reached: [400, 406] }),
  'POST /api/seller/confirm-order': groupVictim(async (w) => ({ id: await victimOrder(w, 1) })),
  'POST /api/seller/cancel-order': groupVictim(async (w) => ({
    id: await victimOrder(w, 1),
    reasonCode: 'CUSTOMER_REQUEST',
  })),
  'POST /api/seller/confirm-service': groupVictim(fittingBody, { reached: [409] }),
  'POST /api/seller/confirm-delivery': groupVictim(async (w) => ({
    id: await victimOrder(w, 3, 2),
    carrier: 'Kerry Express',
    trackingText: 'KEX0001',
  })),
  'POST /api/seller/collect-remain': groupVictim(async (w) => ({
    id: await victimOrder(w, 2, 1, 100_000),
  })),
  'POST /api/seller/get-order': groupVictim((w) => ({ page: 1, ...inBranch(w) })),
  'POST /api/seller/get-order#all': groupStore({ body: () => ({ page: 1 }) }),
  'POST /api/seller/get-order-count': groupStore({ body: () => ({}) }),
  'POST /api/seller/get-order-detail': groupVictim(async (w) => ({ id: await victimOrder(w, 1) })),
  'POST /api/seller/get-order-messages': groupVictim(async (w) => ({
    id: await victimOrder(w, 1),
  })),
  'POST /api/seller/export-order': groupVictim((w) => inBranch(w)),
  'POST /api/seller/get-order-document': groupVictim(async (w) => ({
    id: await victimOrder(w, 4),
  })),
  // Stock: the token's store only.
  'POST /api/seller/get-stock': store({ body: () => ({ page: 1 }) }),
  'POST /api/seller/get-stock-all': store({ body: () => ({}) }),
  'POST /api/seller/get-stock-detail': victim((w) => ({ id: w.victimOfferId })),
  'POST /api/seller/get-stock-movements': victim((w) => ({ id: w.victimOfferId })),
  'POST /api/seller/get-stock-products': store({ body: () => ({ keyword: '395' }) }),
  'POST /api/seller/save-stock': victim((w) => ({
    id: w.victimOfferId,
    productId: w.victimProductId,
    year: 2026,
    price: 3500,
    priceDelivery: 3600,
    qty: 10,
    status: 1,
    display: true,
  })),
  'POST /api/seller/update-stock-status': victim((w) => ({ id: w.victimOfferId, status: 1 })),
  'POST /api/seller/update-stock-display': victim((w) => ({ id: w.victimOfferId, display: true })),
  'POST /api/seller/export-product-integration': store({ body: () => ({ category: 'stock' }) }),
  'POST /api/seller/delete-stock': victim(async (w) => ({
    id: await createOffer(w.db, {
      storeId: w.victimId,
      productId: await createProduct(w.db),
      priceSatang: 300_000,
    }),
  })),
  // Warranties and services: the token's store only.
  'POST /api/seller/get-shop-warranty': store({ body: () => ({ type: '' }) }),
  'POST /api/seller/save-warranty': store({
    body: () => ({ type: 'warranty', title: 'รับประกัน 12 เดือน', months: 12 }),
  }),
  'POST /api/seller/update-warranty-product': victim(offer),
  'POST /api/seller/toggle-product-warranty': victim(async (w) => ({
    ...offer(w),
    isSelect: true,
    sellerWarrantyId: await victimWarranty(w),
  })),
  'POST /api/seller/toggle-matching-product-warranty': victim(async (w) => ({
    sellerWarrantyId: await victimWarranty(w),
    isSelect: true,
  })),
  'POST /api/seller/get-warranty-product': victim(async (w) => ({
    sellerWarrantyId: await victimWarranty(w),
  })),
  'POST /api/seller/delete-warranty': victim(async (w) => ({
    sellerWarrantyId: await victimWarranty(w),
  })),
  'POST /api/seller/get-shop-service': store({ body: () => ({ type: 'SERVICE' }) }),
  'POST /api/seller/save-service': store({
    body: () => ({ title: 'ตั้งศูนย์ล้อ', price: 400, offering: 'optional', orderType: 1 }),
  }),
  'POST /api/seller/update-service-product': victim(offer),
  'POST /api/seller/toggle-product-service': victim(async (w) => ({
    ...offer(w),
    isSelect: true,
    sellerServiceId: await victimService(w),
  })),
  'POST /api/seller/toggle-matching-product-service': victim(async (w) => ({
    sellerServiceId: await victimService(w),
    isSelect: true,
  })),
  'POST /api/seller/get-service-product': victim(async (w) => ({
    sellerServiceId: await victimService(w),
  })),
  'POST /api/seller/delete-service': victim(async (w) => ({
    sellerServiceId: await victimService(w),
  })),
  // Promotions: the token's store only.
  'POST /api/seller/get-seller-promotion': store({ body: () => ({}) }),
  'POST /api/seller/get-shop-promotion': store({ body: () => ({ category: '', type: '' }) }),
  'POST /api/seller/save-promotion': store({
    body: () => ({
      title: 'โปรทดสอบ',
      type: 'discountPercent',
      amount: 5,
      startDate: '2026-11-01',
      endDate: '2099-12-31',
    }),
  }),
  'POST /api/seller/update-promotion-product': victim((w) => ({ ...offer(w), category: '' })),
  'POST /api/seller/toggle-product-promotion': victim(async (w) => ({
    ...offer(w),
    isSelect: true,
    sellerPromotionId: await victimPromotion(w),
  })),
  'POST /api/seller/get-promotion-product': victim(async (w) => ({
    sellerPromotionId: await victimPromotion(w),
  })),
  'POST /api/seller/toggle-matching-product-promotion': victim(async (w) => ({
    sellerPromotionId: await victimPromotion(w),
    isSelect: false,
    filter: { keyword: String(w.victimOfferId) },
  })),
  'POST /api/seller/delete-promotion': victim(async (w) => ({
    sellerPromotionId: await victimPromotion(w),
  })),
  // Reports: V named as the branch; and without a branch (the caller's whole scope).
  'POST /api/seller/get-report-sale': groupVictim((w) => ({ ...range, ...inBranch(w) })),
  'POST /api/seller/get-report-sale#all': groupStore({ body: () => range }),
  'POST /api/seller/get-report-product-remain': groupVictim((w) => ({
    productStatus: 1,
    ...inBranch(w),
  })),
  'POST /api/seller/get-report-promotion': groupVictim((w) => ({ ...range, ...inBranch(w) })),
  'POST /api/seller/get-report-product-promotion': groupVictim((w) => inBranch(w)),
  'POST /api/seller/get-report-product-movement': groupVictim((w) => inBranch(w)),
  'POST /api/seller/get-report-system': groupVictim((w) => ({ ...range, ...inBranch(w) })),
  'POST /api/seller/get-report-customer': groupVictim((w) => ({ ...range, ...inBranch(w) })),
  'POST /api/seller/get-report-customer#all': groupStore({ body: () => range }),
  'POST /api/seller/export-report': groupVictim((w) => ({ report: 'sale', ...inBranch(w) })),
  // Stock spreadsheet: a shop waiting for approval may set up, not import (item 5).
  'POST /api/seller/download-stock-excel': store({ body: () => ({}) }),
  'POST /api/seller/get-stock-import': victim((w) => ({ jobId: w.victimJobId })),
  'POST /api/seller/upload-stock-excel': store({
    raw: () => ({
      payload: sheetZip(2),
      headers: {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
    }),
    approvedShopOnly: 'a shop waiting for approval cannot import stock (issue 37 item 5)',
    reached: [409],
  }),
  'POST /api/seller/proceed-mass-stock-update': victim((w) => ({ jobId: w.victimJobId }), {
    approvedShopOnly: 'a shop waiting for approval cannot import stock (issue 37 item 5)',
    reached: [409],
  }),
  // Dashboard, income, ratings: V named as the branch, and the caller's whole scope.
  'POST /api/seller/get-dashboard': groupVictim((w) => ({ ...range, ...inBranch(w) })),
  'POST /api/seller/get-dashboard#all': groupStore({ body: () => range }),
  'POST /api/seller/get-dashboard-ranking-sale': groupVictim((w) => ({ ...range, ...inBranch(w) })),
  'POST /api/seller/get-dashboard-popular-tire-product': groupVictim((w) => ({
    ...range,
    ...inBranch(w),
  })),
  'POST /api/seller/get-dashboard-popular-tire-size': groupVictim((w) => ({
    ...range,
    ...inBranch(w),
  })),
  'POST /api/seller/get-dashboard-popular-tire-brand': groupVictim((w) => ({
    ...range,
    ...inBranch(w),
  })),
  'POST /api/seller/get-summary-income': groupVictim((w) => inBranch(w)),
  'POST /api/seller/get-summary-income#all': groupStore({ body: () => ({}) }),
  'POST /api/seller/get-income-transaction': groupVictim((w) => ({ page: 1, ...inBranch(w) })),
  'POST /api/seller/export-income': groupVictim((w) => inBranch(w)),
  'POST /api/seller/mark-income-transferred': victim(
    (w) => ({ storeId: w.victimId, bankReference: 'THREAT-REF' }),
    { reached: [410] },
  ),
  // issue 32 payouts (decision 0140): the account is the owner's to change (with a code).
  'POST /api/seller/get-payout-account': store(),
  'POST /api/seller/request-payout-account-otp': store({ outcome: ownersOnly, reached: [409] }),
  'POST /api/seller/save-payout-account': store({
    outcome: ownersOnly,
    reached: [409, 422],
    body: () => ({
      bankCode: '004',
      accountNumber: '1234567890',
      accountName: 'ร้านแบบจำลองภัย',
      otp: '123456',
      otpToken: 'none',
    }),
  }),
  'POST /api/seller/get-payout-statements': groupStore(),
  'POST /api/seller/get-payout-statement': groupStore({
    body: () => ({ lineId: 2_000_000_000 }),
    reached: [404],
  }),
  'POST /api/seller/export-payout-statement': groupStore({
    body: () => ({ lineId: 2_000_000_000 }),
    reached: [404],
  }),
  // Issue 32, commission documents (decision 0141): the shop's own, for who may see its income.
  'POST /api/seller/get-commission-documents': groupStore({ body: () => ({}) }),
  'POST /api/seller/get-commission-document': groupVictim(async (w) => ({
    id: await victimCommissionDocument(w),
  })),
  'POST /api/seller/get-overall-rating': groupVictim((w) => inBranch(w)),
  'POST /api/seller/get-review-list': groupVictim((w) => ({ page: 1, ...inBranch(w) })),
  'POST /api/seller/get-review-list#all': groupStore({ body: () => ({ page: 1 }) }),
  'POST /api/seller/reply-review': groupVictim(async (w) => ({
    reviewId: await victimReview(w),
    reply: 'ขอบคุณที่ใช้บริการครับ',
  })),
};
