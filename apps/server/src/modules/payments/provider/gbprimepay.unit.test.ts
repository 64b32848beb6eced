import { describe, expect, it } from 'vitest';
import { parseProviderCallback } from './callback';
import { formatProviderAmount, formChecksum, parseProviderAmount } from './checksum';
import { GbPrimePay } from './gbprimepay';

// Check values from shared/payments.md.
const secretKey = 'test_secret_key_123';
const target = {
  amountSatang: 100_000,
  referenceNo: 'TYRE000123',
  responseUrl: 'https://shop.example/pay/return',
  backgroundUrl: 'https://shop.example/pay/callback',
};
const MOBILE_BANKING_014 = '8610af1935d2df6bc79303a3082b3146f99d7cb2e5aefe134894178a77155cb7';
const INSTALMENT_004_6 = 'f598ba4c9e39c369cc7a6267c66c677d0e6141d7fa3411866dd12b954c721224';

const provider = new GbPrimePay({
  name: 'gbprimepay',
  apiUrl: 'https://api.globalprimepay.com/',
  publicKey: 'pub',
  secretKey,
  token: 'tok',
});

describe('GB Prime Pay checksums and amounts', () => {
  it('matches the provider check value for mobile banking', () => {
    expect(
      formChecksum(secretKey, [
        '1000.00',
        'TYRE000123',
        target.responseUrl,
        target.backgroundUrl,
        '014',
      ]),
    ).toBe(MOBILE_BANKING_014);
  });

  it('builds the mobile banking form with the checksum the provider expects', () => {
    const form = provider.mobileBankingForm({ ...target, bankCode: '014', customerName: 'ก ข' });
    expect(form.action).toBe('https://api.globalprimepay.com/v2/mobileBanking');
    expect(form.fields).toMatchObject({
      publicKey: 'pub',
      amount: '1000.00',
      referenceNo: 'TYRE000123',
      bankCode: '014',
      customerName: 'ก ข',
      checksum: MOBILE_BANKING_014,
    });
  });

  it('builds the instalment form with the term in the checksum', () => {
    const form = provider.installmentForm({ ...target, bankCode: '004', term: 6 });
    expect(form.action).toBe('https://api.globalprimepay.com/v3/installment');
    expect(form.fields).toMatchObject({ term: '6', bankCode: '004', checksum: INSTALMENT_004_6 });
  });

  it('gives the 3-D Secure form the public key and the provider reference only', () => {
    expect(provider.threeDSecureForm('gbp123')).toEqual({
      action: 'https://api.globalprimepay.com/v2/tokens/3d_secured',
      fields: { publicKey: 'pub', gbpReferenceNo: 'gbp123' },
    });
  });

  it('formats satang as baht with two decimals and reads it back', () => {
    expect(formatProviderAmount(100_000)).toBe('1000.00');
    expect(formatProviderAmount(123_405)).toBe('1234.05');
    expect(() => formatProviderAmount(0)).toThrow();
    expect(() => formatProviderAmount(10.5)).toThrow();
    expect(parseProviderAmount('1000.00')).toBe(100_000);
    expect(parseProviderAmount(1234.5)).toBe(123_450);
    expect(parseProviderAmount('12.3')).toBe(1230);
    expect(parseProviderAmount('1,000.00')).toBeNaN();
    expect(parseProviderAmount(undefined)).toBeNaN();
  });
});

describe('provider callbacks', () => {
  it('reads a form-urlencoded card callback', () => {
    const body =
      'resultCode=00&amount=1000.00&referenceNo=TYRE000123&gbpReferenceNo=gbp1&paymentType=C&cardNo=453501XXXXXX5741&date=23112026&time=120000';
    expect(parseProviderCallback('application/x-www-form-urlencoded', body)).toEqual({
      resultCode: '00',
      referenceNo: 'TYRE000123',
      gbpReferenceNo: 'gbp1',
      amountSatang: 100_000,
      paymentType: 'C',
      cardNo: '453501XXXXXX5741',
    });
  });

  it('reads a JSON QR callback with a numeric amount', () => {
    const body = JSON.stringify({
      resultCode: '00',
      amount: 1000,
      referenceNo: 'Q1',
      gbpReferenceNo: 'gbp2',
      paymentType: 'Q',
    });
    expect(parseProviderCallback('application/json; charset=utf-8', body)).toMatchObject({
      amountSatang: 100_000,
      paymentType: 'Q',
    });
  });

  it('reads an instalment callback plan and an already parsed body', () => {
    const parsed = parseProviderCallback('application/x-www-form-urlencoded', {
      resultCode: '00',
      amount: '3000.00',
      referenceNo: 'I1',
      gbpReferenceNo: 'gbp3',
      paymentType: 'I',
      payMonth: '6',
      amountPerMonth: '500.00',
    });
    expect(parsed).toMatchObject({ payMonth: 6, amountPerMonthSatang: 50_000 });
  });

  it('refuses a callback without reference, provider reference, result or amount', () => {
    expect(parseProviderCallback('application/json', '{"resultCode":"00"}')).toBeNull();
    expect(parseProviderCallback('application/json', 'not json')).toBeNull();
    expect(
      parseProviderCallback(
        'application/x-www-form-urlencoded',
        'resultCode=00&referenceNo=A&gbpReferenceNo=g&amount=abc',
      ),
    ).toBeNull();
  });
});
