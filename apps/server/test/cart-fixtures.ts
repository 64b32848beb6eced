import { randomBytes } from 'node:crypto';
import { eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { products, tyreSizes } from '../src/db/schema/catalog';
import { sellerProductWarranties, sellerWarranties } from '../src/db/schema/offers';
import { deliveryAreaRates, storeHolidays, storeSettings } from '../src/db/schema/stores';
import {
  addPromotion,
  addService,
  createCustomer,
  createOffer,
  createProduct,
  createStore,
} from './offer-fixtures';

// A shop of the cart tests' own (never a seeded one): deposit 30 %, 0 % instalments, slot
// capacity, a holiday, delivery-area rates, services, promotions and a warranty on its offer.

export type CartShop = {
  storeId: number;
  productId: number;
  /** The main offer: 4,000 baht a tyre (SERVICE), 4,100 (DELIVERY); `qty` tyres in stock. */
  offerId: number;
  /** Another size of the same tyre model at the same shop. */
  otherSizeOfferId: number;
};

export async function createCartShop(
  db: Db,
  opts: { qty?: number; slotCapacity?: number; holiday?: string } = {},
): Promise<CartShop> {
  const store = await createStore(db, { name: 'ร้านทดสอบตะกร้า', latitude: 13.75, longitude: 100.5 });
  await db
    .update(storeSettings)
    .set({
      slotCapacity: opts.slotCapacity ?? 2,
      prepareDays: 1,
      closedWeekdays: [],
      isPrepaidEnabled: true,
      prepaidType: 'percent',
      prepaidValue: 30,
      acceptFreeInstallment: true,
      acceptInterestInstallment: false,
      installmentMinSatang: 300_000,
      defaultDeliveryRateSatang: 15_000,
    })
    .where(eq(storeSettings.storeId, store.id));
  await db.insert(deliveryAreaRates).values([
    { storeId: store.id, province: 'กรุงเทพมหานคร', rateSatang: 0 },
    { storeId: store.id, province: 'เชียงใหม่', rateSatang: 20_000 },
  ]);
  if (opts.holiday) {
    await db
      .insert(storeHolidays)
      .values({ storeId: store.id, dateKey: opts.holiday, title: 'หยุด' });
  }
  const productId = await createProduct(db);
  const offerId = await createOffer(db, {
    storeId: store.id,
    productId,
    priceSatang: 400_000,
    priceDeliverySatang: 410_000,
    qty: opts.qty ?? 10,
  });
  // Another size of the same model.
  const [p] = await db.select().from(products).where(eq(products.id, productId));
  const [size] = await db
    .select({ id: tyreSizes.id })
    .from(tyreSizes)
    .where(ne(tyreSizes.id, p.tyreSizeId))
    .limit(1);
  const [other] = await db
    .insert(products)
    .values({
      ...p,
      id: undefined,
      tyreSizeId: size.id,
      sku: `TEST-${randomBytes(4).toString('hex')}`,
    })
    .returning({ id: products.id });
  const otherSizeOfferId = await createOffer(db, {
    storeId: store.id,
    productId: other.id,
    priceSatang: 350_000,
    qty: 6,
  });

  await addService(db, offerId, store.id, {
    title: 'ถ่วงล้อ',
    priceSatang: 0,
    isIncluded: true,
    orderType: 1,
  });
  await addService(db, offerId, store.id, {
    title: 'เติมลมไนโตรเจน',
    priceSatang: 20_000,
    isIncluded: false,
    orderType: 0,
  });
  await addPromotion(db, offerId, {
    title: 'ลดเส้นละ 200 บาท',
    amountType: 'discountAmount',
    amountValue: 20_000,
  });
  await addPromotion(db, offerId, {
    title: 'รับส่วนลดเพิ่ม 500 บาท',
    amountType: 'discountOrderAmt',
    amountValue: 50_000,
    isTogglable: true,
  });
  const [w] = await db
    .insert(sellerWarranties)
    .values({
      storeId: store.id,
      type: 'warranty',
      title: 'รับประกันบวม 1 ปี',
      remark: 'เฉพาะความเสียหายจากการใช้งานปกติ',
    })
    .returning({ id: sellerWarranties.id });
  await db
    .insert(sellerProductWarranties)
    .values({ sellerProductId: offerId, sellerWarrantyId: w.id });
  return { storeId: store.id, productId, offerId, otherSizeOfferId };
}

export const DELIVERY_FORM = {
  firstName: 'สมชาย',
  lastName: 'ใจดี',
  tel: '0812345678',
  email: 'somchai@example.com',
  address: '99/1 ถนนนิมมานเหมินท์',
  subDistrict: 'สุเทพ',
  district: 'เมืองเชียงใหม่',
  province: 'เชียงใหม่',
  postCode: '50200',
  deliveryRemark: 'ฝากไว้ที่ป้อมยาม',
};

export const CUSTOMER_FORM = {
  firstName: 'สมชาย',
  lastName: 'ใจดี',
  email: 'somchai@example.com',
  tel: '0812345678',
  licenseNumber: 'กข1234',
  licenseProvince: 'กรุงเทพมหานคร',
  carBrand: 'Toyota',
  carModel: 'Camry',
};

/**
 * A customer whose cart is ready to pay: 4 tyres of the shop's offer for SERVICE, the first
 * bookable date and slot, customer and car data, and the payment method — through the API.
 */
export async function readyShopper(
  app: FastifyInstance,
  db: Db,
  shop: CartShop,
  method = 'scanQR',
  installmentPeriod = 0,
): Promise<{ id: number; auth: string }> {
  const who = await createCustomer(db);
  const call = async (path: string, payload?: object) => {
    const res = await app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/api/${path}`,
      payload,
      headers: { authorization: who.auth },
    });
    if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}: ${res.body}`);
    return res.json();
  };
  await call('order/add-cart', {
    sellerProductId: shop.offerId,
    quantity: 4,
    orderType: 'SERVICE',
  });
  const day = (await call('order/get-cart-data')).cartData.availableDates[0] as string;
  const slots = await call('order/get-service-slot', { scheduleDate: day });
  await call('order/submit-schedule', {
    scheduleDate: day,
    scheduleTime: slots.scheduleList[0].value,
  });
  await call('order/submit-customer', {
    firstName: 'สมชาย',
    lastName: 'ใจดี',
    email: 'somchai@example.com',
    tel: '0800000001',
    licenseNumber: 'กข1234',
    licenseProvince: 'เชียงใหม่',
    carBrand: 'Toyota',
    carModel: 'Hilux Revo',
  });
  await call('order/change-payment-method', { method, installmentPeriod });
  return who;
}
