import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createOrder, type TestCustomer } from '../../../test/test-customers';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import type { DatabaseHandle } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { issueUserToken } from '../accounts/tokens.service';
import { assignTaxInvoiceNo } from './tax-invoice';

// Issue [6/6] §5: receipts carry the payment method and, when asked for, a full Thai tax invoice
// with the shop's running number; they download as PDF; only the buyer can open them.

const COMPANY = {
  firstName: 'ทดสอบ',
  lastName: 'ระบบ',
  tel: '0900000000',
  requireTax: true,
  requireElecTax: false,
  taxId: '0105561234567',
  taxName: 'บริษัท ทดสอบ จำกัด',
  taxAddress: '1 ถนนพระราม 9',
  taxSubDistrict: 'ห้วยขวาง',
  taxDistrict: 'ห้วยขวาง',
  taxProvince: 'กรุงเทพมหานคร',
  taxPostCode: '10310',
  taxEmail: 'acc@example.com',
};

describe.each(testDatabases())('receipts and tax invoices on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let me: TestCustomer;
  let other: TestCustomer;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    me = await createCustomer(database.db, 'วิภา รักดี');
    other = await createCustomer(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const post = (url: string, auth: string | null, payload: object = {}) =>
    app.inject({
      method: 'POST',
      url,
      headers: auth ? { authorization: auth } : {},
      payload,
    });

  const taxOrder = async () => {
    const orderNo = await createOrder(database.db, me.id, 1);
    const [row] = await database.db
      .update(orders)
      .set({ customer: COMPANY })
      .where(eq(orders.orderNo, orderNo))
      .returning({ id: orders.id });
    return { orderNo, id: row.id };
  };

  it('gives paid orders that asked for a tax invoice consecutive serials per shop, once', async () => {
    const a = await taxOrder();
    const b = await taxOrder();
    const first = await database.db.transaction((tx) => assignTaxInvoiceNo(tx, a.id));
    const second = await database.db.transaction((tx) => assignTaxInvoiceNo(tx, b.id));
    expect(first).toMatch(/^IV25\d{2}\d{6}$/);
    expect(Number(second?.slice(6))).toBe(Number(first?.slice(6)) + 1);
    // Asking again keeps the number; an order without a tax request gets none.
    expect(await database.db.transaction((tx) => assignTaxInvoiceNo(tx, a.id))).toBe(first);
    const plainNo = await createOrder(database.db, me.id, 1);
    const [plain] = await database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.orderNo, plainNo));
    expect(await database.db.transaction((tx) => assignTaxInvoiceNo(tx, plain.id))).toBeNull();

    const receipt = (await post('/api/user/get-receipt', me.auth, { orderNo: a.orderNo })).json();
    expect(receipt).toMatchObject({
      paymentMethodText: 'สแกน QR ชำระเต็มจำนวน',
      installment: null,
      taxInvoice: { number: first, sellerBranch: 'สำนักงานใหญ่', electronic: false },
      buyer: { taxId: '0105561234567', taxName: 'บริษัท ทดสอบ จำกัด' },
    });
  });

  it('the seeded delivery order of customer1 is a full tax invoice', async () => {
    const auth = `Bearer ${await issueUserToken(database.db, 1)}`;
    const receipt = (await post('/api/user/get-receipt', auth, { orderNo: 'YD2611150002' })).json();
    expect(receipt.taxInvoice).toMatchObject({ number: 'IV2569000001' });
    expect(receipt.paymentMethodText).toBe('บัตรเครดิต/เดบิต');
  });

  it('downloads the receipt as a PDF for the buyer only', async () => {
    const { orderNo } = await taxOrder();
    const res = await post('/api/user/get-receipt-pdf', me.auth, { orderNo });
    expect(res.statusCode, res.body).toBe(200);
    const { fileName, base64 } = res.json();
    expect(fileName).toBe(`receipt-${orderNo}.pdf`);
    expect(Buffer.from(base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    const stolen = await post('/api/user/get-receipt-pdf', other.auth, { orderNo });
    expect(stolen.statusCode).toBe(404);
    expect((await post('/api/user/get-receipt-pdf', null, { orderNo })).statusCode).toBe(401);
  });
});
