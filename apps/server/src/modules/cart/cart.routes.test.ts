import { DEFAULT_SLOTS } from '@yangdee/contracts/slots';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CartShop, createCartShop } from '../../../test/cart-fixtures';
import { createCustomer } from '../../../test/offer-fixtures';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import type { DatabaseHandle } from '../../db/client';
import { sellerProducts } from '../../db/schema/offers';
import { slotReservations } from '../../db/schema/orders';

// /api/order/* cart and cart-edit calls on both databases: the cart priced by the server, the
// one-shop rule with its replace question, stock limits, and each customer's own cart only.

type Who = { id: number; auth: string };

describe.each(testDatabases())('cart on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let shop: CartShop;
  let shop2: CartShop;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    shop = await createCartShop(database.db);
    shop2 = await createCartShop(database.db, { qty: 3 });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const post = (who: Who | null, path: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/api/${path}`,
      payload,
      headers: who ? { authorization: who.auth } : {},
    });
  const cartOf = async (who: Who) => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/order/get-cart-data',
      headers: { authorization: who.auth },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const add = (who: Who, sellerProductId: number, extra: object = {}) =>
    post(who, 'order/add-cart', { sellerProductId, quantity: 4, orderType: 'SERVICE', ...extra });

  it('needs a customer token for every cart call', async () => {
    const calls = [
      'order/add-cart',
      'order/adjust-qty',
      'order/remove-product',
      'order/toggle-cart-service',
      'order/toggle-cart-discount',
      'order/add-product-size',
      'product/get-product-size-by-criteria',
      'order/get-service-slot',
      'order/submit-schedule',
      'order/submit-customer',
      'order/submit-delivery-info',
      'order/submit-tax',
      'order/change-payment-method',
      'order/get-order-detail',
    ];
    for (const path of calls) {
      const res = await post(null, path, {});
      expect(res.statusCode, path).toBe(401);
    }
    const res = await app.inject({ method: 'GET', url: '/api/order/get-cart-data' });
    expect(res.statusCode).toBe(401);
  });

  it('says there is no cart before anything is added', async () => {
    const alice = await createCustomer(database.db);
    expect(await cartOf(alice)).toEqual({
      cartData: null,
      promotionData: null,
      isValid: true,
      message: '',
      redirectLink: '',
      droppedItems: [],
    });
  });

  it('adds 4 tyres and prices the cart on the server: services, discounts, deposit, instalments', async () => {
    const alice = await createCustomer(database.db);
    const res = await add(alice, shop.offerId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: expect.any(String) });

    const { cartData, isValid } = await cartOf(alice);
    expect(isValid).toBe(true);
    expect(cartData.orderType).toBe('SERVICE');
    expect(cartData.products).toEqual([
      expect.objectContaining({
        sellerProductId: shop.offerId,
        price: 4000,
        quantity: 4,
        totalPrice: 16000,
        totalDiscount: 800,
        param: expect.stringMatching(new RegExp(`^${shop.productId}\\.`)),
      }),
    ]);
    expect(cartData.services).toEqual([
      expect.objectContaining({ title: 'ถ่วงล้อ', price: 0, include: true, isTogglable: false }),
      expect.objectContaining({
        title: 'เติมลมไนโตรเจน',
        price: 200,
        include: false,
        isTogglable: true,
      }),
    ]);
    expect(cartData.discounts).toEqual([
      expect.objectContaining({ title: 'ลดเส้นละ 200 บาท', price: 800, include: true }),
      expect.objectContaining({
        title: 'รับส่วนลดเพิ่ม 500 บาท',
        price: 500,
        include: false,
        isTogglable: true,
      }),
    ]);
    expect(cartData.benefits).toEqual([
      { type: 'warranty', title: 'รับประกันบวม 1 ปี', remark: 'เฉพาะความเสียหายจากการใช้งานปกติ' },
    ]);
    expect(cartData.deliveryData.price).toBe(0);
    expect(cartData.orderTotal).toBe(15200);
    expect(cartData.finalPrice).toBe(15200);
    expect(cartData.prepaidPrice).toBe(4560);
    expect(cartData.remainPrice).toBe(10640);
    expect(cartData.paymentOptions).toEqual({
      prepaid: true,
      scanQR: true,
      internetBanking: true,
      creditCard: true,
      freeInstallment: true,
      interestInstallment: false,
    });
    expect(cartData.installmentNoAdditional.map((r: { period: number }) => r.period)).toEqual([
      3, 4, 6, 10,
    ]);
    expect(cartData.installmentNoAdditional[3]).toEqual({
      period: 10,
      paid: 1520,
      total: 15200,
      isAllowed: true,
    });
    expect(cartData.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(cartData.availableDates).toHaveLength(30);

    const status = await app.inject({
      method: 'GET',
      url: '/api/order/get-cart-status',
      headers: { authorization: alice.auth },
    });
    expect(status.json()).toEqual({ hasCart: true });
  });

  it('toggles a service and a discount and reprices', async () => {
    const alice = await createCustomer(database.db);
    await add(alice, shop.offerId);
    const { cartData } = await cartOf(alice);
    const nitrogen = cartData.services.find((s: { isTogglable: boolean }) => s.isTogglable);
    const extra = cartData.discounts.find((d: { isTogglable: boolean }) => d.isTogglable);

    expect(
      (await post(alice, 'order/toggle-cart-service', { id: nitrogen.id, include: true }))
        .statusCode,
    ).toBe(200);
    // The other reading's payload {item, include} works too.
    expect(
      (
        await post(alice, 'order/toggle-cart-discount', {
          item: { id: extra.promoId },
          include: true,
        })
      ).statusCode,
    ).toBe(200);
    const after = (await cartOf(alice)).cartData;
    expect(after.orderTotal).toBe(15200 + 200 - 500);

    const fixed = cartData.services.find((s: { isTogglable: boolean }) => !s.isTogglable);
    const refused = await post(alice, 'order/toggle-cart-service', {
      id: fixed.id,
      include: false,
    });
    expect(refused.statusCode).toBe(400);
    expect((await cartOf(alice)).cartData.orderTotal).toBe(14900);
  });

  it('refuses bad input with 422 and saves nothing', async () => {
    const alice = await createCustomer(database.db);
    for (const body of [
      { sellerProductId: shop.offerId, quantity: 5 },
      { sellerProductId: shop.offerId, quantity: 0 },
      { sellerProductId: shop.offerId, orderType: 'PICKUP' },
      { sellerProductId: 'abc' },
    ]) {
      const res = await post(alice, 'order/add-cart', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().message).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect((await cartOf(alice)).cartData).toBeNull();
  });

  it('asks before replacing a cart of another shop, and replaces when told to', async () => {
    const alice = await createCustomer(database.db);
    await add(alice, shop.offerId);
    const res = await add(alice, shop2.offerId, { quantity: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CART_REPLACE_REQUIRED');
    expect(res.json().message).toMatch(/[\u0E00-\u0E7F]/);
    expect((await cartOf(alice)).cartData.products[0].sellerProductId).toBe(shop.offerId);

    // Another order type of the same shop is another cart too.
    expect((await add(alice, shop.offerId, { orderType: 'DELIVERY' })).statusCode).toBe(409);

    const replaced = await add(alice, shop2.offerId, { quantity: 2, replace: true });
    expect(replaced.statusCode).toBe(200);
    const { cartData } = await cartOf(alice);
    expect(cartData.products.map((p: { sellerProductId: number }) => p.sellerProductId)).toEqual([
      shop2.offerId,
    ]);
  });

  it('never puts more tyres in the cart than the shop has', async () => {
    const alice = await createCustomer(database.db);
    const tooMany = await add(alice, shop2.offerId);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: expect.stringContaining('3'),
    });
    expect((await add(alice, shop2.offerId, { quantity: 3 })).statusCode).toBe(200);
    const plus = await post(alice, 'order/adjust-qty', {
      operand: 1,
      sellerProductId: shop2.offerId,
    });
    expect(plus.statusCode).toBe(409);
    expect((await cartOf(alice)).cartData.products[0]).toMatchObject({
      quantity: 3,
      maxQuantity: 3,
    });
  });

  it('changes quantity within 1 to 4, adds another size and removes a product', async () => {
    const alice = await createCustomer(database.db);
    await add(alice, shop.offerId);
    expect(
      (await post(alice, 'order/adjust-qty', { operand: 1, sellerProductId: shop.offerId }))
        .statusCode,
    ).toBe(422);
    expect(
      (await post(alice, 'order/adjust-qty', { operand: -1, sellerProductId: shop.offerId }))
        .statusCode,
    ).toBe(200);
    expect((await cartOf(alice)).cartData.products[0].quantity).toBe(3);
    expect(
      (await post(alice, 'order/adjust-qty', { operand: 2, sellerProductId: shop.offerId }))
        .statusCode,
    ).toBe(422);

    const last = await post(alice, 'order/remove-product', { sellerProductId: shop.offerId });
    expect(last.statusCode).toBe(422);

    const sizes = await post(alice, 'product/get-product-size-by-criteria', {
      sellerProductId: shop.offerId,
    });
    expect(sizes.statusCode).toBe(200);
    expect(sizes.json().products).toEqual([
      expect.objectContaining({ id: shop.otherSizeOfferId, price: 3500, year: 2026 }),
    ]);
    expect(
      (await post(alice, 'order/add-product-size', { id: shop.otherSizeOfferId })).statusCode,
    ).toBe(200);
    const two = (await cartOf(alice)).cartData;
    expect(two.products.map((p: { quantity: number }) => p.quantity)).toEqual([3, 2]);
    expect(two.orderTotal).toBe(3 * 4000 - 600 + 2 * 3500);

    // The other reading's payload {id}.
    expect(
      (await post(alice, 'order/remove-product', { id: shop.otherSizeOfferId })).statusCode,
    ).toBe(200);
    expect((await cartOf(alice)).cartData.products).toHaveLength(1);
  });

  it('lets a customer reach only their own cart', async () => {
    const alice = await createCustomer(database.db);
    const bob = await createCustomer(database.db);
    await add(alice, shop.offerId);
    expect((await cartOf(bob)).cartData).toBeNull();
    const res = await post(bob, 'order/adjust-qty', { operand: -1, sellerProductId: shop.offerId });
    expect(res.statusCode).toBe(404);
    expect(
      (await post(bob, 'order/remove-product', { sellerProductId: shop.offerId })).statusCode,
    ).toBe(404);
    expect((await cartOf(alice)).cartData.products[0].quantity).toBe(4);
  });

  it('warns with isValid false when stock or price changed since the item was added', async () => {
    const alice = await createCustomer(database.db);
    const own = await createCartShop(database.db);
    await add(alice, own.offerId);
    await database.db
      .update(sellerProducts)
      .set({ qty: 2, priceSatang: 420_000 })
      .where(eq(sellerProducts.id, own.offerId));
    const first = await cartOf(alice);
    expect(first.isValid).toBe(false);
    expect(first.message).toMatch(/[\u0E00-\u0E7F]/);
    expect(first.cartData.products[0]).toMatchObject({ quantity: 2, price: 4200 });
    expect((await cartOf(alice)).isValid).toBe(true);

    await database.db
      .update(sellerProducts)
      .set({ qty: 0 })
      .where(eq(sellerProducts.id, own.offerId));
    const gone = await cartOf(alice);
    expect(gone).toMatchObject({
      cartData: null,
      isValid: false,
      redirectLink: expect.stringMatching(new RegExp(`^/tire/${own.productId}\\.`)),
    });
    // The item taken out is named, with its tyre page (decision 0068).
    expect(gone.droppedItems).toEqual([
      { name: expect.stringContaining('395/95R26'), link: gone.redirectLink },
    ]);
  });
  it('saves the require-tax toggle without validation; a save needs every tax field', async () => {
    const alice = await createCustomer(database.db);
    await add(alice, shop.offerId);
    const toggle = await post(alice, 'order/submit-tax', { requireTax: true, isToggle: true });
    expect(toggle.statusCode, toggle.body).toBe(200);
    let cart = (await cartOf(alice)).cartData;
    expect(cart.customer.requireTax).toBe(true);
    expect(cart.isTaxReady).toBe(false);

    const missing = await post(alice, 'order/submit-tax', {
      requireTax: true,
      taxId: '1103700000011',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe('กรุณากรอกข้อมูลใบกำกับภาษีให้ครบถ้วน');
    expect((await cartOf(alice)).cartData.customer.taxId).toBe('');

    const saved = await post(alice, 'order/submit-tax', {
      requireTax: true,
      taxId: '1103700000011',
      taxName: 'สมชาย ใจดี',
      taxAddress: '1 ถนนนิมมานเหมินท์',
      taxSubDistrict: 'สุเทพ',
      taxDistrict: 'เมืองเชียงใหม่',
      taxProvince: 'เชียงใหม่',
      taxPostCode: '50200',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    cart = (await cartOf(alice)).cartData;
    expect(cart.isTaxReady).toBe(true);
    expect(cart.customer.taxProvince).toBe('เชียงใหม่');
  });
  it('saves the install date alone when it changes, then the date with a free slot', async () => {
    const alice = await createCustomer(database.db);
    await add(alice, shop.offerId);
    const { cartData } = await cartOf(alice);
    const day = cartData.availableDates[0] as string;
    expect(day >= cartData.startDate).toBe(true);

    const dateOnly = await post(alice, 'order/submit-schedule', {
      scheduleDate: day,
      scheduleTime: '',
    });
    expect(dateOnly.statusCode, dateOnly.body).toBe(200);
    expect((await cartOf(alice)).cartData).toMatchObject({
      appointmentDate: day,
      appointmentTime: null,
    });

    const slots = await post(alice, 'order/get-service-slot', { scheduleDate: day });
    const [first] = slots.json().scheduleList as { value: string }[];
    expect(first).toBeDefined();
    const unknown = await post(alice, 'order/submit-schedule', {
      scheduleDate: day,
      scheduleTime: 'slot9',
    });
    expect(unknown.statusCode).toBe(422);
    const both = await post(alice, 'order/submit-schedule', {
      scheduleDate: day,
      scheduleTime: first?.value,
    });
    expect(both.statusCode, both.body).toBe(200);
    expect((await cartOf(alice)).cartData).toMatchObject({
      appointmentDate: day,
      appointmentTime: first?.value,
    });

    const past = await post(alice, 'order/submit-schedule', {
      scheduleDate: '2020-01-01',
      scheduleTime: '',
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().code).toBe('DATE_NOT_BOOKABLE');
    expect((await cartOf(alice)).cartData.appointmentTime).toBe(first?.value);
  });
  it('leaves a fully booked day out of the date picker, and has no slot for it', async () => {
    const small = await createCartShop(database.db, { slotCapacity: 1 });
    const bob = await createCustomer(database.db);
    expect((await add(bob, small.offerId)).statusCode).toBe(200);
    const [first, second] = (await cartOf(bob)).cartData.availableDates as string[];
    // Every seat of every slot on the first day is taken by other shoppers' bookings.
    await database.db.insert(slotReservations).values(
      DEFAULT_SLOTS.map((s) => ({
        storeId: small.storeId,
        scheduleDate: first,
        slot: s.value,
        seat: 1,
      })),
    );
    expect((await cartOf(bob)).cartData.availableDates[0]).toBe(second);
    const slots = await post(bob, 'order/get-service-slot', { scheduleDate: first });
    expect(slots.json().scheduleList).toEqual([]);
  });

  it('saves a checked customer, then a deposit (period 0) or an instalment the shop offers', async () => {
    const alice = await createCustomer(database.db);
    await add(alice, shop.offerId);
    const early = await post(alice, 'order/change-payment-method', {
      method: 'prepaidQR',
      installmentPeriod: 0,
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('กรุณาเลือกวันและเวลาเข้ารับบริการ');

    const { cartData } = await cartOf(alice);
    const day = cartData.availableDates[0] as string;
    const slots = await post(alice, 'order/get-service-slot', { scheduleDate: day });
    const slot = (slots.json().scheduleList as { value: string }[])[0]?.value;
    expect(
      (await post(alice, 'order/submit-schedule', { scheduleDate: day, scheduleTime: slot }))
        .statusCode,
    ).toBe(200);
    const customer = {
      firstName: 'สมชาย',
      lastName: 'ใจดี',
      email: 'somchai@example.com',
      tel: '0800000001',
      licenseNumber: 'กข1234',
      licenseProvince: 'เชียงใหม่',
      carBrand: 'Toyota',
      carModel: 'Hilux Revo',
    };
    const badPlate = await post(alice, 'order/submit-customer', {
      ...customer,
      licenseNumber: 'AB-1',
    });
    expect(badPlate.statusCode).toBe(422);
    expect((await cartOf(alice)).cartData.isCustomerReady).toBe(false);
    const saved = await post(alice, 'order/submit-customer', customer);
    expect(saved.statusCode, saved.body).toBe(200);

    const deposit = await post(alice, 'order/change-payment-method', {
      method: 'prepaidQR',
      installmentPeriod: 0,
      paid: 1,
    });
    expect(deposit.statusCode, deposit.body).toBe(200);
    let cart = (await cartOf(alice)).cartData;
    expect(cart).toMatchObject({ paymentMethod: 'prepaidQR', installmentPeriod: null });
    expect(cart.prepaidPrice).toBeGreaterThan(0);

    const wrongTerm = await post(alice, 'order/change-payment-method', {
      method: 'installment1',
      installmentPeriod: 5,
    });
    expect(wrongTerm.statusCode).toBe(422);
    const notOffered = await post(alice, 'order/change-payment-method', {
      method: 'installment2',
      installmentPeriod: 6,
    });
    expect(notOffered.statusCode).toBeGreaterThanOrEqual(400);
    const term = await post(alice, 'order/change-payment-method', {
      method: 'installment1',
      installmentPeriod: 6,
    });
    expect(term.statusCode, term.body).toBe(200);
    cart = (await cartOf(alice)).cartData;
    expect(cart).toMatchObject({ paymentMethod: 'installment1', installmentPeriod: 6 });
  });
});
