import { taxIdCheckDigit } from '@yangdee/contracts/store-profile';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { reviews } from '../src/db/schema/content';
import {
  promotions,
  sellerProducts,
  sellerServices,
  sellerWarranties,
} from '../src/db/schema/offers';
import { orderItems } from '../src/db/schema/orders';
import { issueSellerToken } from '../src/modules/accounts/tokens.service';
import { createOffer, createProduct } from './offer-fixtures';
import { insertShopOrder } from './order-action-fixtures';
import type { PathParams } from './path-params';
import { createSellerOrder } from './seller-orders-fixtures';
import { smallPng } from './store-setup-fixtures';
import { filedClaim } from './warranty-fixtures';

// One entry per /api/seller/* route for the permission table test (seller-permissions.test.ts):
// a valid body for the owner of the test's store group. Bodies name the test store's own
// objects, so a wrong caller that got through would show up as a changed store.

export type SellerCaseContext = {
  app: FastifyInstance;
  db: Db;
  /** The test's head office, owned by ownerId; branchId is its branch. */
  storeId: number;
  branchId: number;
  ownerId: number;
  ownerAuth: string;
  /** An offer of the head office, and a staff member of it (not the owner). */
  offerId: number;
  memberId: number;
};

export type SellerRouteCase = {
  body: (ctx: SellerCaseContext) => object | Promise<object>;
  /** The route's path parameters (`:id`): a row of the test's branch, fresh for each call. */
  params?: (ctx: SellerCaseContext) => PathParams | Promise<PathParams>;
  /** A token for the right caller when the owner's shared one would be used up (logout, switch). */
  rightAuth?: (ctx: SellerCaseContext) => Promise<string>;
  /** Why the right caller is not tried here (tested in the module's own tests). */
  skipRightCaller?: string;
};

const freshOwnerToken = async (ctx: SellerCaseContext) =>
  `Bearer ${await issueSellerToken(ctx.db, ctx.ownerId, ctx.storeId)}`;

const none = () => ({});
const branchClaim = async (c: SellerCaseContext) => ({
  id: await filedClaim(c.db, { storeId: c.branchId, sellerProductId: c.offerId }),
});
const dashboardRange = () => ({ fromDate: '2025-11-01', toDate: '2025-11-30' });

/**
 * A fresh order of the head office's branch in `status` (the owner signed in at the head office
 * acts on its branches' orders; the head office's own rows stay untouched for the fingerprint).
 */
const branchOrder = async (c: SellerCaseContext, status: number, orderType: 1 | 2 = 1) => {
  const offerId = await createOffer(c.db, {
    storeId: c.branchId,
    productId: await createProduct(c.db),
    priceSatang: 400_000,
  });
  return insertShopOrder(c.db, { storeId: c.branchId, offerId, status, orderType });
};
// A paid order of the test's branch, made once per test context: the owner (signed in to the head
// office) reads it through its branch scope, and the head office's fingerprint does not move.
const branchOrders = new WeakMap<SellerCaseContext, Promise<number>>();
const branchOrderId = (ctx: SellerCaseContext) => {
  let id = branchOrders.get(ctx);
  if (!id) {
    id = createSellerOrder(ctx.db, { storeId: ctx.branchId, sellerProductId: ctx.offerId }).then(
      (o) => o.id,
    );
    branchOrders.set(ctx, id);
  }
  return id;
};
/**
 * The head office's warranty or service: the one its owner saved in the save-warranty /
 * save-service case (routes are walked in registration order, save before the calls that name
 * it), so the bodies of later cases add no row and the store's fingerprint stays.
 */
const headWarrantyId = async (c: SellerCaseContext) => {
  const [row] = await c.db
    .select({ id: sellerWarranties.id })
    .from(sellerWarranties)
    .where(eq(sellerWarranties.storeId, c.storeId))
    .limit(1);
  return row.id;
};
const headServiceId = async (c: SellerCaseContext) => {
  const [row] = await c.db
    .select({ id: sellerServices.id })
    .from(sellerServices)
    .where(eq(sellerServices.storeId, c.storeId))
    .limit(1);
  return row.id;
};
/**
 * A fresh review of the head office's branch: the owner (signed in to the head office) answers
 * its branches' reviews, a sibling branch's owner answers its own, and the head office's
 * fingerprint does not move.
 */
const branchReviewId = async (c: SellerCaseContext) => {
  const [row] = await c.db
    .insert(reviews)
    .values({ storeId: c.branchId, rating: 4, reviewerName: 'ลูกค้า ทดสอบ', text: 'บริการดี' })
    .returning({ id: reviews.id });
  return row.id;
};
const holiday = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
const hours = { open: '08:00', close: '18:00' };

const profile = () => ({
  name: 'ร้านทดสอบสิทธิ์',
  branchName: '',
  tel: '021234567',
  email: 'perm@example.com',
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
  legalName: 'บริษัท ทดสอบสิทธิ์ จำกัด',
  taxId: `010555012345${taxIdCheckDigit('010555012345')}`,
  isTaxAddressSame: true,
  taxAddress: '',
  taxSubDistrict: '',
  taxDistrict: '',
  taxProvince: '',
  taxPostCode: '',
});

/**
 * A promotion of the head office: the one the owner's save-promotion case made (the route walk
 * registers save-promotion before the calls that name a promotion), so that looking it up here
 * changes nothing in the store while its fingerprint is compared.
 */
const headPromotionId = async (c: SellerCaseContext) => {
  const [row] = await c.db
    .select({ id: promotions.id })
    .from(promotions)
    .where(eq(promotions.storeId, c.storeId))
    .limit(1);
  return row?.id ?? 0;
};
const promotionBody = () => {
  const today = new Date().toISOString().slice(0, 10);
  return {
    title: 'โปรทดสอบสิทธิ์',
    type: 'discountPercent',
    amount: 5,
    startDate: today,
    endDate: `${Number(today.slice(0, 4)) + 1}-12-31`,
  };
};

const adminOnly =
  'platform admin calls are refused to store owners here; approvals are tested in seller-switching.routes.test.ts';

export const SELLER_ROUTE_CASES: Record<string, SellerRouteCase> = {
  // Sign-in and registration (no token: not walked, listed so that nothing is forgotten).
  'POST /api/seller/submit-login': { body: () => ({ username: 'nobody', password: 'x' }) },
  'POST /api/seller/request-otp': { body: none },
  'POST /api/seller/submit-otp': { body: none },
  'POST /api/seller/register-password': { body: none },
  'POST /api/seller/reset-password': { body: none },
  'POST /api/seller/logout': { body: none, rightAuth: freshOwnerToken },
  'POST /api/seller/register-store': {
    body: none,
    skipRightCaller: 'one shop per account: tested in seller-registration.routes.test.ts',
  },
  'GET /api/seller/check-registration-status': { body: none },
  // A person's own account and invitations (decision 0131).
  'POST /api/seller/invitation': { body: none },
  'POST /api/seller/request-invitation-otp': { body: none },
  'POST /api/seller/accept-invitation': { body: none },
  'GET /api/seller/my-account': { body: none },
  'POST /api/seller/change-own-password': {
    body: () => ({ currentPassword: 'NotThePassword1', newPassword: 'Passw0rdNew1' }),
    skipRightCaller: 'proving the current password: tested in seller-credentials.routes.test.ts',
  },
  'POST /api/seller/change-own-tel': {
    body: () => ({ currentPassword: 'x', tel: '0891234567', otp: '123456', otpToken: 'x' }),
    skipRightCaller: 'a code to the new phone: tested in seller-credentials.routes.test.ts',
  },
  'POST /api/seller/link-line': {
    body: () => ({ accessToken: 'not-a-line-token' }),
    skipRightCaller: 'a token from the LINE sandbox: tested in seller-line-link.test.ts',
  },
  'POST /api/seller/unlink-line': { body: none },
  'POST /api/seller/change-shop': {
    body: (c) => ({ sellerId: c.branchId }),
    rightAuth: freshOwnerToken,
  },
  // Switching.
  'POST /api/seller/get-branch-list': { body: () => ({ keyword: '', page: 1 }) },
  'POST /api/seller/change-branch': {
    body: (c) => ({ branchId: c.branchId }),
    rightAuth: freshOwnerToken,
  },
  'POST /api/seller/all-seller-list': { body: () => ({ keyword: 'ร้าน', page: 1 }) },
  'POST /api/seller/change-seller': { body: (c) => ({ sellerId: c.storeId }) },
  'POST /api/seller/approve-store': {
    body: (c) => ({ sellerId: c.storeId, approve: false }),
    skipRightCaller: adminOnly,
  },
  'GET /api/seller/check-picture-profile': { body: none },
  // Issue 32: the active store's standing for the suspension banner (decision 0143).
  'GET /api/seller/store-standing': { body: none },
  // Store profile and settings.
  'GET /api/seller/get-profile': { body: none },
  'POST /api/seller/save-store': { body: profile },
  'GET /api/seller/get-setting-info': { body: none },
  'POST /api/seller/save-installation-info': {
    body: () => ({
      slotWeekdays: { slot1: [1, 2], slot2: [1], slot3: [1], slot4: [1] },
      slotCapacity: 3,
      prepareDays: 1,
    }),
  },
  'POST /api/seller/save-delivery-info': {
    body: () => ({ isDeliveryEnabled: true, defaultDeliveryRate: 120 }),
  },
  'POST /api/seller/save-prepaid-info': {
    body: () => ({ isPrepaidEnabled: true, prepaidType: 'percent', prepaidValue: 20 }),
  },
  'POST /api/seller/get-delivery-area-rate': { body: none },
  'POST /api/seller/save-delivery-area-rate': { body: () => ({ province: 'ลำพูน', rate: 90 }) },
  'GET /api/seller/get-delivery-area-summary': { body: none },
  'POST /api/seller/products-for-setting': { body: none },
  'POST /api/seller/save-delivery-product-rate': {
    body: (c) => ({ sellerProductId: c.offerId, rate: 80 }),
  },
  'POST /api/seller/save-day-prepare-product': {
    body: (c) => ({ sellerProductId: c.offerId, prepareDays: 3 }),
  },
  'POST /api/seller/save-product-min-qty': {
    body: (c) => ({ sellerProductId: c.offerId, minQty: 2 }),
  },
  'POST /api/seller/assign-prepaid-product': {
    body: (c) => ({ sellerProductId: c.offerId, isPrepaid: true, prepaidAmount: 500 }),
  },
  // Decoration, staff, holidays.
  'GET /api/seller/get-decoration': { body: none },
  'POST /api/seller/save-decoration': {
    body: async () => ({ storefront: { data: (await smallPng()).toString('base64') } }),
  },
  'GET /api/seller/staff-list': { body: none },
  // add-staff invites a phone; edit-staff may not rename another person (decision 0131).
  'POST /api/seller/add-staff': {
    body: () => ({
      name: 'ทดสอบ สิทธิ์',
      tel: `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      acl: {},
    }),
  },
  'POST /api/seller/cancel-staff-invitation': {
    body: () => ({ invitationId: 2_000_000_000 }),
    skipRightCaller:
      'cancelling needs an open invitation: tested in staff-invitations.routes.test.ts',
  },
  'POST /api/seller/hand-over-owner': {
    body: (c) => ({ sellerUserId: c.memberId, password: 'NotThePassword1' }),
    skipRightCaller: 'the handover moves the store: tested in staff-takeover.routes.test.ts',
  },
  'POST /api/seller/edit-staff': {
    body: (c) => ({ sellerUserId: c.memberId, name: 'พนักงาน ทดสอบ', isActive: true }),
  },
  'POST /api/seller/change-staff-permission': {
    body: (c) => ({ sellerUserId: c.memberId, acl: { manageOrder: true } }),
  },
  'GET /api/seller/get-holiday': { body: none },
  'POST /api/seller/save-holiday': { body: () => ({ dateKey: holiday, title: 'หยุดทดสอบ' }) },
  'POST /api/seller/remove-holiday': { body: () => ({ dateKey: holiday }) },
  // Orders: the day board and the new-order stream (issue 15, H3).
  'POST /api/seller/get-service-board': { body: none },
  'GET /api/seller/get-bay-setting': { body: none },
  'POST /api/seller/save-bay-setting': {
    body: () => ({
      isEnabled: false,
      minutesPerTyre: 15,
      days: Array.from({ length: 7 }, () => ({ bays: 1, open: '08:00', close: '18:00' })),
    }),
  },
  'POST /api/seller/warranty-claims': { body: none },
  // A claim of the branch (fresh for each call): the owner, signed in at the head office,
  // reaches it through the branch scope; the head office's fingerprint stays.
  'GET /api/seller/warranty-claim/:id': { body: none, params: branchClaim },
  'POST /api/seller/warranty-claim/:id/ask-info': {
    body: () => ({ text: 'ขอรูปแก้มยางเพิ่มเติม' }),
    params: branchClaim,
  },
  'POST /api/seller/warranty-claim/:id/accept': {
    body: () => ({ remedy: 'replacement' }),
    params: branchClaim,
  },
  'POST /api/seller/warranty-claim/:id/reject': {
    body: () => ({ reason: 'ยางเสียหายจากการใช้งานผิดวิธี' }),
    params: branchClaim,
  },
  'POST /api/seller/report/warranty-claims': {
    body: () => ({ startDate: '2026-11-01', endDate: '2026-11-30' }),
  },
  'GET /api/seller/order-events': {
    body: none,
    skipRightCaller:
      'a stream: without Accept text/event-stream it answers 400 at once; the stream is tested on a real socket in order-events.routes.test.ts',
  },
  // Order actions (issue 15).
  'POST /api/seller/confirm-order': { body: async (c) => ({ id: await branchOrder(c, 1) }) },
  'POST /api/seller/cancel-order': {
    body: async (c) => ({ id: await branchOrder(c, 1), reasonCode: 'CUSTOMER_REQUEST' }),
  },
  'POST /api/seller/confirm-service': {
    body: async (c) => {
      const id = await branchOrder(c, 2);
      const items = await c.db
        .select({ id: orderItems.id, quantity: orderItems.quantity })
        .from(orderItems)
        .where(eq(orderItems.orderId, id));
      return {
        id,
        dotCodes: items.map((i) => ({ itemId: i.id, codes: Array(i.quantity).fill('3024') })),
      };
    },
  },
  'POST /api/seller/confirm-delivery': {
    body: async (c) => ({
      id: await branchOrder(c, 3, 2),
      carrier: 'Kerry Express',
      trackingText: 'KEX0001',
    }),
  },
  // Orders (issue 15).
  'POST /api/seller/get-order': { body: () => ({ page: 1 }) },
  'POST /api/seller/get-order-count': { body: none },
  'POST /api/seller/get-order-detail': { body: async (c) => ({ id: await branchOrderId(c) }) },
  'POST /api/seller/get-order-messages': { body: async (c) => ({ id: await branchOrderId(c) }) },
  // Answers an .xlsx (not JSON) to the right caller; refusals are JSON.
  'POST /api/seller/export-order': { body: none },
  'POST /api/seller/get-order-document': { body: async (c) => ({ id: await branchOrderId(c) }) },
  // Stock (issue 16, H5): the head office's own offer; delete-stock retires it (it has a past
  // order line, decision 0089), so it stays for the cases after it.
  'POST /api/seller/get-stock': { body: () => ({ page: 1 }) },
  'POST /api/seller/get-stock-all': { body: none },
  'POST /api/seller/get-stock-detail': { body: (c) => ({ id: c.offerId }) },
  'POST /api/seller/get-stock-movements': { body: (c) => ({ id: c.offerId }) },
  'POST /api/seller/get-stock-products': { body: () => ({ keyword: '395' }) },
  'POST /api/seller/save-stock': {
    body: async (c) => {
      const [offer] = await c.db
        .select({ productId: sellerProducts.productId, year: sellerProducts.productionYear })
        .from(sellerProducts)
        .where(eq(sellerProducts.id, c.offerId));
      return {
        id: c.offerId,
        productId: offer.productId,
        year: offer.year,
        price: 2500,
        priceDelivery: 2600,
        qty: 10,
        status: 1,
        display: true,
      };
    },
  },
  'POST /api/seller/update-stock-status': { body: (c) => ({ id: c.offerId, status: 1 }) },
  'POST /api/seller/update-stock-display': { body: (c) => ({ id: c.offerId, display: true }) },
  // Answers an .xlsx (not JSON) to the right caller; refusals are JSON (decision 0092).
  'POST /api/seller/export-product-integration': { body: () => ({ category: 'stock' }) },
  'POST /api/seller/delete-stock': {
    body: async (c) => {
      await branchOrderId(c);
      return { id: c.offerId };
    },
  },
  // Warranties and services (issue 16, H4): save makes the head office's own, which the later
  // cases name; delete removes it last.
  'POST /api/seller/get-shop-warranty': { body: () => ({ type: '' }) },
  'POST /api/seller/save-warranty': {
    body: () => ({ type: 'warranty', title: 'รับประกัน 12 เดือน', months: 12 }),
  },
  'POST /api/seller/update-warranty-product': { body: (c) => ({ sellerProductId: c.offerId }) },
  'POST /api/seller/toggle-product-warranty': {
    body: async (c) => ({
      sellerProductId: c.offerId,
      isSelect: true,
      sellerWarrantyId: await headWarrantyId(c),
    }),
  },
  'POST /api/seller/toggle-matching-product-warranty': {
    body: async (c) => ({ sellerWarrantyId: await headWarrantyId(c), isSelect: true }),
  },
  'POST /api/seller/get-warranty-product': {
    body: async (c) => ({ sellerWarrantyId: await headWarrantyId(c) }),
  },
  'POST /api/seller/delete-warranty': {
    body: async (c) => ({ sellerWarrantyId: await headWarrantyId(c) }),
  },
  'POST /api/seller/get-shop-service': { body: () => ({ type: 'SERVICE' }) },
  'POST /api/seller/save-service': {
    body: () => ({ title: 'ตั้งศูนย์ล้อ', price: 400, offering: 'optional', orderType: 1 }),
  },
  'POST /api/seller/update-service-product': { body: (c) => ({ sellerProductId: c.offerId }) },
  'POST /api/seller/toggle-product-service': {
    body: async (c) => ({
      sellerProductId: c.offerId,
      isSelect: true,
      sellerServiceId: await headServiceId(c),
    }),
  },
  'POST /api/seller/toggle-matching-product-service': {
    body: async (c) => ({ sellerServiceId: await headServiceId(c), isSelect: true }),
  },
  'POST /api/seller/get-service-product': {
    body: async (c) => ({ sellerServiceId: await headServiceId(c) }),
  },
  'POST /api/seller/delete-service': {
    body: async (c) => ({ sellerServiceId: await headServiceId(c) }),
  },
  // Promotions (issue 16, H3): save-promotion's right call makes the head office's promotion the
  // later cases name; delete-promotion is last and removes it.
  'POST /api/seller/get-seller-promotion': { body: none },
  'POST /api/seller/get-shop-promotion': { body: () => ({ category: '', type: '' }) },
  'POST /api/seller/save-promotion': { body: promotionBody },
  'POST /api/seller/update-promotion-product': {
    body: (c) => ({ sellerProductId: c.offerId, category: '' }),
  },
  'POST /api/seller/toggle-product-promotion': {
    body: async (c) => ({
      sellerProductId: c.offerId,
      isSelect: true,
      sellerPromotionId: await headPromotionId(c),
    }),
  },
  'POST /api/seller/get-promotion-product': {
    body: async (c) => ({ sellerPromotionId: await headPromotionId(c) }),
  },
  'POST /api/seller/toggle-matching-product-promotion': {
    body: async (c) => ({
      sellerPromotionId: await headPromotionId(c),
      isSelect: false,
      filter: { keyword: String(c.offerId) },
    }),
  },
  'POST /api/seller/delete-promotion': {
    body: async (c) => ({ sellerPromotionId: await headPromotionId(c) }),
  },
  // Reports (issue 17, H7): read only; the last 30 days of the store and its branches.
  'POST /api/seller/get-report-sale': { body: none },
  'POST /api/seller/get-report-product-remain': { body: () => ({ productStatus: 1 }) },
  'POST /api/seller/get-report-promotion': { body: none },
  'POST /api/seller/get-report-product-promotion': { body: none },
  'POST /api/seller/get-report-product-movement': { body: none },
  'POST /api/seller/get-report-system': { body: none },
  'POST /api/seller/get-report-customer': { body: (c) => ({ branchId: c.branchId }) },
  // Answers an .xlsx (not JSON) to the right caller; refusals are JSON.
  'POST /api/seller/export-report': { body: () => ({ report: 'sale' }) },
  // Stock spreadsheet (issue 16 item 2, H2). Upload's body is a raw .xlsx and proceed needs a
  // job of the store: both are tried by the right caller in stock-import.routes.test.ts.
  'POST /api/seller/download-stock-excel': { body: none },
  'POST /api/seller/get-stock-import': { body: none },
  'POST /api/seller/upload-stock-excel': {
    body: none,
    skipRightCaller: 'the body is a raw .xlsx (stock-import.routes.test.ts)',
  },
  'POST /api/seller/proceed-mass-stock-update': {
    body: () => ({ jobId: 2_000_000_000 }),
    skipRightCaller: 'needs a read job of the store (stock-import.routes.test.ts)',
  },
  // Dashboard (issue 17, H6): reads only; the owner's range over its store and branches.
  'POST /api/seller/get-dashboard': { body: dashboardRange },
  'POST /api/seller/get-dashboard-ranking-sale': { body: dashboardRange },
  'POST /api/seller/get-dashboard-popular-tire-product': { body: dashboardRange },
  'POST /api/seller/get-dashboard-popular-tire-size': { body: dashboardRange },
  'POST /api/seller/get-dashboard-popular-tire-brand': {
    body: (c) => ({ ...dashboardRange(), branchId: c.branchId }),
  },
  // Income (issue 17, H5): reads of the head office's ledger; the transfer record is the
  // platform admin's (tested in income.routes.test.ts).
  'POST /api/seller/get-summary-income': { body: none },
  'POST /api/seller/get-income-transaction': { body: () => ({ page: 1 }) },
  'POST /api/seller/export-income': { body: none },
  'POST /api/seller/mark-income-transferred': {
    body: (c) => ({ storeId: c.storeId, bankReference: 'TEST-REF' }),
    skipRightCaller: 'refuses for everyone since decision 0140; tested in income.routes.test.ts',
  },
  // issue 32 payouts (decision 0140): the payout account and the shop's statements.
  'POST /api/seller/get-payout-account': { body: none },
  'POST /api/seller/request-payout-account-otp': {
    body: none,
    skipRightCaller: 'sends an SMS to the owner; tested in payouts.routes.test.ts',
  },
  'POST /api/seller/save-payout-account': {
    body: () => ({
      bankCode: '004',
      accountNumber: '1234567890',
      accountName: 'ร้านทดสอบ',
      otp: '123456',
      otpToken: 'none',
    }),
    skipRightCaller: 'needs the owner’s code; tested in payouts.routes.test.ts',
  },
  'POST /api/seller/get-payout-statements': { body: none },
  'POST /api/seller/get-payout-statement': {
    body: () => ({ lineId: 2_000_000_000 }),
    skipRightCaller: 'needs a built batch; tested in payouts.routes.test.ts',
  },
  'POST /api/seller/export-payout-statement': {
    body: () => ({ lineId: 2_000_000_000 }),
    skipRightCaller: 'needs a built batch; tested in payouts.routes.test.ts',
  },
  // Issue 32, commission documents (decision 0141).
  'POST /api/seller/get-commission-documents': { body: () => ({}) },
  'POST /api/seller/get-commission-document': {
    body: () => ({ id: 2_000_000_000 }),
    skipRightCaller: 'needs an issued document; tested in commission-documents.test.ts',
  },
  // Issue 37: the owner's view of staff sessions, the balance collected at the shop. Every
  // actor's outcome on these is walked in seller-threat-model.test.ts.
  'GET /api/seller/staff-sessions': { body: none },
  'POST /api/seller/end-staff-session': {
    body: () => ({ sessionId: 2_000_000_000 }),
    skipRightCaller: 'needs a staff session (seller-threat-model.test.ts)',
  },
  'POST /api/seller/collect-remain': {
    body: () => ({ id: 2_000_000_000 }),
    skipRightCaller: 'needs a fitting with a balance (seller-threat-model.test.ts)',
  },
  // Ratings (issue 17, H8): reading is the store group's; each reply names a fresh review.
  'POST /api/seller/get-overall-rating': { body: none },
  'POST /api/seller/get-review-list': { body: () => ({ page: 1 }) },
  'POST /api/seller/reply-review': {
    body: async (c) => ({ reviewId: await branchReviewId(c), reply: 'ขอบคุณที่ใช้บริการครับ' }),
  },
};
