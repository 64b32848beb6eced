import { describe, expect, it } from 'vitest';
import {
  CART_FORM_MESSAGES,
  CustomerFormSchema,
  checkBeforePayment,
  DeliveryFormSchema,
  isCustomerReady,
  isDeliveryReady,
  isTaxReady,
  TAX_ADDRESS_FIELDS,
  TaxFormSchema,
} from './cart-forms';

const delivery = {
  firstName: 'สมชาย',
  lastName: 'ใจดี',
  tel: '0812345678',
  email: 'somchai@example.com',
  address: '99/1 ถนนสุขุมวิท',
  subDistrict: 'คลองเตย',
  district: 'คลองเตย',
  province: 'กรุงเทพมหานคร',
  postCode: '10110',
};
const customer = {
  firstName: 'สมชาย',
  lastName: 'ใจดี',
  email: 'somchai@example.com',
  tel: '0812345678',
  licenseNumber: 'กข1234',
  licenseProvince: 'กรุงเทพมหานคร',
  carBrand: 'Toyota',
  carModel: 'Camry',
};

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) {
  return (result.error?.issues ?? []).map((i) => i.path.join('.'));
}

describe('delivery form (spec 5)', () => {
  it('accepts a complete form with an optional remark', () => {
    expect(DeliveryFormSchema.parse(delivery).deliveryRemark).toBe('');
  });

  it('requires every field but the remark, non-blank after trimming', () => {
    const r = DeliveryFormSchema.safeParse({ ...delivery, firstName: '   ', postCode: '' });
    expect(errorsOf(r)).toEqual(['firstName', 'postCode']);
  });

  it('limits names to 100, tel to 20 digits and the remark to 200', () => {
    const r = DeliveryFormSchema.safeParse({
      ...delivery,
      lastName: 'ก'.repeat(101),
      tel: '08-1234',
      deliveryRemark: 'x'.repeat(201),
    });
    expect(errorsOf(r)).toEqual(['lastName', 'tel', 'deliveryRemark']);
  });
});

describe('customer form (spec 5)', () => {
  it('requires every field and a car', () => {
    expect(CustomerFormSchema.safeParse(customer).success).toBe(true);
    expect(errorsOf(CustomerFormSchema.safeParse({ ...customer, carBrand: ' ' }))).toEqual([
      'carBrand',
    ]);
  });

  it('checks the plate: Thai consonants and digits, at most 10', () => {
    expect(
      errorsOf(CustomerFormSchema.safeParse({ ...customer, licenseNumber: 'AB1234' })),
    ).toEqual(['licenseNumber']);
  });
});

describe('tax form (spec 5)', () => {
  it('checks nothing required when no invoice is asked for', () => {
    expect(TaxFormSchema.safeParse({ requireTax: false }).success).toBe(true);
  });

  it('requires id, name and the address when an invoice is asked for', () => {
    const r = TaxFormSchema.safeParse({ requireTax: true, taxId: '1234567890123' });
    expect(errorsOf(r)).toEqual(['taxName', ...TAX_ADDRESS_FIELDS]);
  });

  it('needs no address with “same as delivery”, but an email for e-tax', () => {
    const r = TaxFormSchema.safeParse({
      requireTax: true,
      requireElecTax: true,
      isSameAsDelivery: true,
      taxId: '1',
      taxName: 'บริษัท',
    });
    expect(errorsOf(r)).toEqual(['taxEmail']);
  });

  it('keeps the limits even for the checkbox toggle, which skips the required fields', () => {
    expect(TaxFormSchema.safeParse({ requireTax: true, isToggle: true }).success).toBe(true);
    expect(
      errorsOf(
        TaxFormSchema.safeParse({ requireTax: true, isToggle: true, taxId: '1'.repeat(51) }),
      ),
    ).toEqual(['taxId']);
  });
});

describe('cart sections and pre-payment checks (spec 4, 5)', () => {
  it('tells when each section is ready', () => {
    expect(isCustomerReady(customer)).toBe(true);
    expect(isCustomerReady({ ...customer, licenseProvince: '' })).toBe(false);
    expect(
      isDeliveryReady({
        receiverFirstname: 'a',
        receiverLastname: 'b',
        receiverTel: '1',
        receiverAddress: 'c',
        receiverEmail: 'd',
      }),
    ).toBe(true);
    expect(isTaxReady({ taxId: '1' })).toBe(false);
  });

  it('asks for the schedule, then the customer, on installation orders', () => {
    const base = {
      orderType: 'SERVICE' as const,
      appointmentDate: null,
      appointmentTime: null,
      customer: {},
      shipping: null,
    };
    expect(checkBeforePayment(base)).toBe(CART_FORM_MESSAGES.chooseSchedule);
    const scheduled = { ...base, appointmentDate: '2026-12-01', appointmentTime: 'slot1' };
    expect(checkBeforePayment(scheduled)).toBe(CART_FORM_MESSAGES.saveCustomer);
    expect(checkBeforePayment({ ...scheduled, customer })).toBeNull();
    expect(checkBeforePayment({ ...scheduled, customer: { ...customer, requireTax: true } })).toBe(
      CART_FORM_MESSAGES.fillTax,
    );
  });

  it('asks for the delivery data on delivery orders', () => {
    const base = {
      orderType: 'DELIVERY' as const,
      appointmentDate: null,
      appointmentTime: null,
      customer: {},
      shipping: null,
    };
    expect(checkBeforePayment(base)).toBe(CART_FORM_MESSAGES.fillDelivery);
    expect(
      checkBeforePayment({
        ...base,
        shipping: { receiverFirstname: 'a', receiverTel: '1', receiverAddress: 'x' },
      }),
    ).toBeNull();
  });
});
