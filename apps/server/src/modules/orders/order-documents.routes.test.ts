import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOffer, createProduct, createStore } from '../../../test/offer-fixtures';
import { insertTestOrder } from '../../../test/order-export-fixtures';
import { createOwnedStore, type StoreOwner } from '../../../test/store-setup-fixtures';
import { createCustomer } from '../../../test/test-customers';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import { createStaff } from '../../../test/test-sellers';
import type { DatabaseHandle } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { stores } from '../../db/schema/stores';
import { buddhistYear } from './tax-invoice';

// get-order-document (issue 15 item 6): the order and the issuing shop's tax details for the
// printable receipt / tax invoice and the parcel cover; the tax invoice serial is given at the
// first print when the shopper asked for one and it has none yet, once, even when printed twice
// at the same moment.

const TAX_CUSTOMER = {
  requireTax: true,
  taxId: '1234567890121',
  taxName: 'บริษัท ลูกค้า จำกัด',
  taxAddress: '5 ถนนสีลม',
  taxDistrict: 'บางรัก',
  taxProvince: 'กรุงเทพมหานคร',
  taxPostCode: '10500',
};

describe.each(testDatabases())('get-order-document on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let owner: StoreOwner;
  let branchId: number;
  let offerId: number;
  let userId: number;

  const getDocument = (id: number, auth = owner.auth) =>
    app.inject({
      method: 'POST',
      url: '/api/seller/get-order-document',
      headers: { authorization: auth },
      payload: { id },
    });

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    const db = database.db;
    owner = await createOwnedStore(db);
    await db
      .update(stores)
      .set({
        name: 'ร้านยางใบเสร็จ',
        legalName: 'บริษัท ยางใบเสร็จ จำกัด',
        taxId: '0105551234567',
        taxAddress: '10 ถนนรัชดาภิเษก',
        taxDistrict: 'ห้วยขวาง',
        taxProvince: 'กรุงเทพมหานคร',
        taxPostCode: '10310',
        address: '20 ถนนพระราม 9',
        district: 'ห้วยขวาง',
        province: 'กรุงเทพมหานคร',
        postCode: '10310',
        tel: '021112222',
      })
      .where(eq(stores.id, owner.storeId));
    const branch = await createStore(db, {
      name: 'ร้านยางใบเสร็จ',
      latitude: 13.8,
      longitude: 100.6,
    });
    await db
      .update(stores)
      .set({ parentStoreId: owner.storeId, branchName: 'ลาดพร้าว', address: '7 ถนนลาดพร้าว' })
      .where(eq(stores.id, branch.id));
    branchId = branch.id;
    offerId = await createOffer(db, {
      storeId: owner.storeId,
      productId: await createProduct(db),
      priceSatang: 200_000,
    });
    userId = (await createCustomer(db)).id;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const order = (spec: Partial<Parameters<typeof insertTestOrder>[1]> = {}) =>
    insertTestOrder(database.db, {
      storeId: owner.storeId,
      userId,
      sellerProductId: offerId,
      status: 2,
      ...spec,
    });

  it('answers the order, the shop’s tax details and the VAT included in the total', async () => {
    const placed = await order({ paidAt: new Date('2026-11-20T03:00:00Z') });
    const response = await getDocument(placed.id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.order.orderNo).toBe(placed.orderNo);
    expect(body.order.items[0]).toMatchObject({ quantity: 4, unitPrice: 2000, lineTotal: 8000 });
    expect(body.issuer).toEqual({
      name: 'ร้านยางใบเสร็จ',
      branchName: '',
      legalName: 'บริษัท ยางใบเสร็จ จำกัด',
      taxId: '0105551234567',
      taxAddress: '10 ถนนรัชดาภิเษก ห้วยขวาง กรุงเทพมหานคร 10310',
      address: '20 ถนนพระราม 9 ห้วยขวาง กรุงเทพมหานคร 10310',
      tel: '021112222',
      email: '',
    });
    // 8,000 baht with VAT 7 % included: 523.36 VAT, 7,476.64 before VAT.
    expect(body.document).toEqual({
      isTaxInvoice: false,
      invoiceNo: null,
      issuedAt: '2026-11-20T03:00:00.000Z',
      vat: 523.36,
      totalBeforeVat: 7476.64,
    });
  });

  it('gives a requested tax invoice its serial at the first print, the same one afterwards', async () => {
    const first = await order({ customer: TAX_CUSTOMER });
    const second = await order({ customer: TAX_CUSTOMER });
    const a = (await getDocument(first.id)).json();
    expect(a.document.isTaxInvoice).toBe(true);
    expect(a.document.invoiceNo).toMatch(new RegExp(`^IV${buddhistYear(new Date())}\\d{6}$`));
    expect(a.order.taxInvoice).toMatchObject({ name: 'บริษัท ลูกค้า จำกัด', taxId: '1234567890121' });
    expect((await getDocument(first.id)).json().document.invoiceNo).toBe(a.document.invoiceNo);
    const b = (await getDocument(second.id)).json();
    expect(Number(b.document.invoiceNo.slice(-6))).toBe(Number(a.document.invoiceNo.slice(-6)) + 1);
    const [row] = await database.db
      .select({ no: orders.taxInvoiceNo })
      .from(orders)
      .where(eq(orders.id, first.id));
    expect(row.no).toBe(a.document.invoiceNo);
  });

  it('two prints at the same moment agree on one serial and use up only one', async () => {
    const placed = await order({ customer: TAX_CUSTOMER });
    const answers = await Promise.all([getDocument(placed.id), getDocument(placed.id)]);
    const numbers = answers.map((r) => r.json().document.invoiceNo);
    expect(numbers[0]).toBeTruthy();
    expect(numbers[1]).toBe(numbers[0]);
    const next = await order({ customer: TAX_CUSTOMER });
    const nextNo = (await getDocument(next.id)).json().document.invoiceNo;
    expect(Number(nextNo.slice(-6))).toBe(Number(numbers[0].slice(-6)) + 1);
  });

  it('never numbers a cancelled order’s tax invoice', async () => {
    const placed = await order({ status: 99, customer: TAX_CUSTOMER });
    const body = (await getDocument(placed.id)).json();
    expect(body.document).toMatchObject({ isTaxInvoice: true, invoiceNo: null });
  });

  it('a branch without its own tax id issues under its head office’s, with its own address', async () => {
    const placed = await order({ storeId: branchId });
    const body = (await getDocument(placed.id)).json();
    expect(body.issuer).toMatchObject({
      branchName: 'ลาดพร้าว',
      legalName: 'บริษัท ยางใบเสร็จ จำกัด',
      taxId: '0105551234567',
      address: '7 ถนนลาดพร้าว กรุงเทพมหานคร',
    });
  });

  it('is open to any order flag; others get a Thai 403, another shop’s order a Thai 404', async () => {
    const placed = await order();
    const delivery = await createStaff(database.db, owner.storeId, { confirmDelivery: true });
    expect((await getDocument(placed.id, delivery.auth)).statusCode).toBe(200);
    const stock = await createStaff(database.db, owner.storeId, { manageProduct: true });
    const refused = await getDocument(placed.id, stock.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/[ก-๙]/);

    const other = await createOwnedStore(database.db);
    const missing = await getDocument(placed.id, other.auth);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/[ก-๙]/);
    const unpaid = await order({ status: 0 });
    expect((await getDocument(unpaid.id)).statusCode).toBe(404);
  });
});
