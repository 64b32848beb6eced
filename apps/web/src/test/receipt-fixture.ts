import type { Receipt } from '@yangdee/contracts/order-history';

// A paid deposit order's receipt (SERVICE, PromptPay) for component tests; override what a test
// is about.

export function sampleReceipt(over: Partial<Receipt> = {}): Receipt {
  return {
    orderNo: 'YD-250301-0042',
    createdAt: '2025-03-01T03:00:00.000Z',
    paidAt: '2025-03-01T03:05:00.000Z',
    statusCode: 2,
    statusText: 'ชำระเงินแล้ว',
    orderType: 'SERVICE',
    paymentMethod: 'PROMPTPAY',
    paymentMethodText: 'พร้อมเพย์',
    installment: null,
    taxInvoice: null,
    store: {
      name: 'ร้านยางดีสาขาหนึ่ง',
      branchName: 'สาขาลาดพร้าว',
      legalName: 'บริษัท ยางดี จำกัด',
      taxId: '0105560000001',
      address: '1 ถนนลาดพร้าว กรุงเทพมหานคร 10230',
      tel: '021234567',
    },
    buyer: {
      name: 'สมชาย ใจดี',
      tel: '0812345678',
      email: 'somchai@example.com',
      address: '',
      taxId: '',
      taxName: '',
    },
    items: [
      { title: 'Michelin Primacy 4 205/55R16', quantity: 4, unitPrice: 3490, lineTotal: 13960 },
    ],
    services: [],
    discounts: [],
    subtotal: 13960,
    serviceTotal: 0,
    discountTotal: 0,
    deliveryFee: 0,
    total: 13960.5,
    vat: 913.35,
    totalBeforeVat: 13047.15,
    paidNow: 1500,
    remain: 12460.5,
    isDeposit: true,
    appointmentDate: null,
    appointmentTime: null,
    appointmentTo: null,
    car: null,
    delivery: null,
    ...over,
  };
}
