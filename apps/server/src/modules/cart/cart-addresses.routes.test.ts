import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CartShop, createCartShop, DELIVERY_FORM } from '../../../test/cart-fixtures';
import { createCustomer } from '../../../test/offer-fixtures';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import type { DatabaseHandle } from '../../db/client';

// Issue 13 item 6, addresses: a SERVICE cart never copies a delivery address into the tax
// invoice, and every address part saved by the cart (delivery, tax invoice) must name a real
// province » district » sub-district » postcode of the Thai address data (decision 0065).

type Who = { id: number; auth: string };

const TAX = {
  requireTax: true,
  taxId: '1103700000011',
  taxName: 'สมชาย ใจดี',
  taxAddress: '1 ถนนนิมมานเหมินท์',
  taxSubDistrict: 'สุเทพ',
  taxDistrict: 'เมืองเชียงใหม่',
  taxProvince: 'เชียงใหม่',
  taxPostCode: '50200',
};

describe.each(testDatabases())('cart addresses on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let shop: CartShop;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    shop = await createCartShop(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const post = (who: Who, path: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/api/${path}`,
      payload,
      headers: { authorization: who.auth },
    });
  const customerOf = async (who: Who) =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/order/get-cart-data',
        headers: { authorization: who.auth },
      })
    ).json().cartData.customer;
  const add = (who: Who, orderType: 'SERVICE' | 'DELIVERY', replace = false) =>
    post(who, 'order/add-cart', { sellerProductId: shop.offerId, quantity: 4, orderType, replace });

  it('a SERVICE cart that once held a delivery address never copies it into the tax invoice', async () => {
    const who = await createCustomer(database.db);
    expect((await add(who, 'DELIVERY')).statusCode).toBe(200);
    const delivery = await post(who, 'order/submit-delivery-info', DELIVERY_FORM);
    expect(delivery.statusCode, delivery.body).toBe(200);
    expect((await add(who, 'SERVICE', true)).statusCode).toBe(200);

    const same = await post(who, 'order/submit-tax', {
      requireTax: true,
      taxId: TAX.taxId,
      taxName: TAX.taxName,
      isSameAsDelivery: true,
    });
    expect(same.statusCode).toBe(422);
    expect(same.json().fieldErrors.isSameAsDelivery[0]).toBe(
      'คำสั่งซื้อแบบติดตั้งที่ร้านไม่มีที่อยู่จัดส่ง กรุณากรอกที่อยู่สำหรับออกใบกำกับภาษี',
    );
    expect((await customerOf(who)).taxAddress ?? '').toBe('');

    // The require-tax toggle (saved without validation) ignores the option as well.
    await post(who, 'order/submit-tax', {
      requireTax: true,
      isToggle: true,
      isSameAsDelivery: true,
    });
    expect((await customerOf(who)).taxAddress ?? '').toBe('');

    // What is typed is what the invoice gets.
    const typed = await post(who, 'order/submit-tax', {
      ...TAX,
      taxAddress: '7 ถนนสีลม',
      taxSubDistrict: 'สีลม',
      taxDistrict: 'บางรัก',
      taxProvince: 'กรุงเทพมหานคร',
      taxPostCode: '10500',
    });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(await customerOf(who)).toMatchObject({
      taxAddress: '7 ถนนสีลม',
      taxProvince: 'กรุงเทพมหานคร',
    });
  });

  it('a DELIVERY cart still copies its delivery address with "same as delivery"', async () => {
    const who = await createCustomer(database.db);
    await add(who, 'DELIVERY');
    await post(who, 'order/submit-delivery-info', DELIVERY_FORM);
    const same = await post(who, 'order/submit-tax', {
      requireTax: true,
      taxId: TAX.taxId,
      taxName: TAX.taxName,
      isSameAsDelivery: true,
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(await customerOf(who)).toMatchObject({
      taxAddress: DELIVERY_FORM.address,
      taxSubDistrict: 'สุเทพ',
      taxPostCode: '50200',
    });
  });

  it('refuses address parts that are not one real Thai address, with a Thai message on the field, and saves nothing', async () => {
    const who = await createCustomer(database.db);
    await add(who, 'DELIVERY');
    const cases: Array<[object, string]> = [
      [{ province: 'นาร์เนีย' }, 'province'],
      [{ district: 'บางรัก' }, 'district'],
      [{ subDistrict: 'สีลม' }, 'subDistrict'],
      [{ postCode: '10500' }, 'postCode'],
    ];
    for (const [change, field] of cases) {
      const res = await post(who, 'order/submit-delivery-info', { ...DELIVERY_FORM, ...change });
      expect(res.statusCode, field).toBe(422);
      expect(Object.keys(res.json().fieldErrors), field).toEqual([field]);
      expect(res.json().message).toMatch(/[ก-๙]/);
    }
    expect((await customerOf(who)).province ?? '').toBe('');

    for (const [change, field] of cases) {
      const [[key, value]] = Object.entries(change);
      const taxKey = `tax${key[0].toUpperCase()}${key.slice(1)}`;
      const res = await post(who, 'order/submit-tax', { ...TAX, [taxKey]: value });
      expect(res.statusCode, taxKey).toBe(422);
      expect(Object.keys(res.json().fieldErrors), field).toEqual([taxKey]);
    }
    expect((await customerOf(who)).taxProvince ?? '').toBe('');
    expect((await post(who, 'order/submit-tax', TAX)).statusCode).toBe(200);
  });
});
