import type { Db } from '../src/db/client';
import { createOffer, createProduct, createStore } from './offer-fixtures';

// The store setup routes' entries for the seller permission table test (main's
// seller-route-cases.ts: spread STORE_SETUP_ROUTE_CASES into SELLER_ROUTE_CASES). Each body is
// valid for the owner of the test's store. The per-offer calls name an offer of a store of their
// own: a wrong caller must not change it, and the right caller's 2xx is tested with the store's
// own offers in delivery-rates.routes.test.ts.

type CaseContext = { db: Db; storeId: number };
type RouteCase = {
  body: (ctx: CaseContext) => object | Promise<object>;
  skipRightCaller?: string;
};

const foreignOffers = new WeakMap<Db, Promise<number>>();
/** An offer of a store no test owner holds (made once per database). */
async function offerElsewhere(db: Db): Promise<number> {
  let offer = foreignOffers.get(db);
  if (!offer) {
    offer = (async () => {
      const store = await createStore(db, {
        name: 'ร้านสินค้าทดสอบสิทธิ์',
        latitude: 13.6,
        longitude: 100.7,
      });
      const productId = await createProduct(db);
      return createOffer(db, { storeId: store.id, productId, priceSatang: 200_000 });
    })();
    foreignOffers.set(db, offer);
  }
  return offer;
}

const perOffer = 'the store’s own offers: delivery-rates.routes.test.ts';

export const STORE_SETUP_PROFILE_BODY = {
  name: 'ร้านทดสอบสิทธิ์',
  branchName: '',
  tel: '021234567',
  email: '',
  address: '1 ถนนพระราม 4',
  subDistrict: 'ลุมพินี',
  district: 'ปทุมวัน',
  province: 'กรุงเทพมหานคร',
  postCode: '10330',
  latitude: 13.73,
  longitude: 100.54,
  weeklyHours: [null, ...Array.from({ length: 6 }, () => ({ open: '08:00', close: '18:00' }))],
  services: {
    hasTireBalancing: true,
    hasTireCenter: false,
    hasNitrogen: false,
    hasPatchMushroom: false,
    hasPatchStreamingCool: false,
    hasPatchStreamingHeat: false,
    hasPatchSilkPlug: false,
  },
  isAllowTaxRequest: false,
  legalName: '',
  taxId: '',
  isTaxAddressSame: true,
  taxAddress: '',
  taxSubDistrict: '',
  taxDistrict: '',
  taxProvince: '',
  taxPostCode: '',
};

export const STORE_SETUP_ROUTE_CASES: Record<string, RouteCase> = {
  'GET /api/seller/get-profile': { body: () => ({}) },
  'POST /api/seller/save-store': { body: () => STORE_SETUP_PROFILE_BODY },
  'GET /api/seller/get-setting-info': { body: () => ({}) },
  'POST /api/seller/save-installation-info': {
    body: () => ({
      slotWeekdays: { slot1: [1, 2], slot2: [1, 2], slot3: [1], slot4: [] },
      slotCapacity: 2,
      prepareDays: 1,
    }),
  },
  'POST /api/seller/save-delivery-info': {
    body: () => ({ isDeliveryEnabled: true, defaultDeliveryRate: 120 }),
  },
  'POST /api/seller/save-prepaid-info': {
    body: () => ({ isPrepaidEnabled: true, prepaidType: 'percent', prepaidValue: 20 }),
  },
  'POST /api/seller/get-delivery-area-rate': { body: () => ({}) },
  'POST /api/seller/save-delivery-area-rate': {
    body: () => ({ province: 'ลำพูน', rate: 80 }),
  },
  'GET /api/seller/get-delivery-area-summary': { body: () => ({}) },
  'POST /api/seller/products-for-setting': { body: () => ({ keyword: '', page: 1 }) },
  'POST /api/seller/save-delivery-product-rate': {
    body: async ({ db }) => ({ sellerProductId: await offerElsewhere(db), rate: 50 }),
    skipRightCaller: perOffer,
  },
  'POST /api/seller/save-day-prepare-product': {
    body: async ({ db }) => ({ sellerProductId: await offerElsewhere(db), prepareDays: 3 }),
    skipRightCaller: perOffer,
  },
  'POST /api/seller/save-product-min-qty': {
    body: async ({ db }) => ({ sellerProductId: await offerElsewhere(db), minQty: 2 }),
    skipRightCaller: perOffer,
  },
  'POST /api/seller/assign-prepaid-product': {
    body: async ({ db }) => ({
      sellerProductId: await offerElsewhere(db),
      isPrepaid: true,
      prepaidAmount: 300,
    }),
    skipRightCaller: perOffer,
  },
};
