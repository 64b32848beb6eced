import { describe, expect, it } from 'vitest';
import {
  buildBillPaymentPayload,
  crc16CcittFalse,
  parseBillPaymentPayload,
  toQrReference,
} from './promptpay';

const sample = {
  billerId: '010555501234501',
  ref1: '000000000000012345',
  ref2: toQrReference('TYRE000123'),
  amount: '1000.00',
  merchantName: 'YANGDEE',
};

describe('PromptPay bill-payment payload', () => {
  it('computes CRC-16/CCITT-FALSE with the standard check value', () => {
    // The catalogue check value of CRC-16/CCITT-FALSE over the ASCII digits 1..9 is 0x29B1.
    expect(crc16CcittFalse('123456789')).toBe('29B1');
    expect(crc16CcittFalse('')).toBe('FFFF');
  });

  it('writes the tags in the order 00 01 30 53 54 58 59 63 with the bill-payment AID', () => {
    const payload = buildBillPaymentPayload(sample);
    expect(payload.startsWith('000201010212')).toBe(true);
    expect(payload).toContain('0016A000000677010112');
    expect(payload).toContain('5303764');
    expect(payload).toContain('54071000.00');
    expect(payload).toContain('5802TH');
    const parsed = parseBillPaymentPayload(payload);
    expect(parsed?.tagOrder).toEqual(['00', '01', '30', '53', '54', '58', '59', '63']);
    expect(parsed).toMatchObject(sample);
  });

  it('left-pads our reference number to 18 characters as reference 2', () => {
    expect(toQrReference('TYRE000123')).toBe('00000000TYRE000123');
  });

  it('refuses a payload whose CRC does not match', () => {
    const payload = buildBillPaymentPayload(sample);
    const tampered = payload.replace('1000.00', '1.00000');
    expect(parseBillPaymentPayload(tampered)).toBeNull();
    expect(parseBillPaymentPayload(`${payload.slice(0, -4)}0000`)).toBeNull();
  });
});
