import { describe, expect, it } from 'vitest';
import { hmacHex, isChecksumValid } from './checksum';

// The sandbox checks checksums with its own code; it must agree with shared/payments.md.
const secret = 'test_secret_key_123';
const base = [
  '1000.00',
  'TYRE000123',
  'https://shop.example/pay/return',
  'https://shop.example/pay/callback',
];

describe('sandbox checksum', () => {
  it('matches the provider check values', () => {
    expect(hmacHex(secret, [...base, '014'])).toBe(
      '8610af1935d2df6bc79303a3082b3146f99d7cb2e5aefe134894178a77155cb7',
    );
    expect(hmacHex(secret, [...base, '004', '6'])).toBe(
      'f598ba4c9e39c369cc7a6267c66c677d0e6141d7fa3411866dd12b954c721224',
    );
  });

  it('accepts upper-case hex and refuses anything else', () => {
    const good = hmacHex(secret, [...base, '014']);
    expect(isChecksumValid(secret, [...base, '014'], good.toUpperCase())).toBe(true);
    expect(isChecksumValid(secret, [...base, '002'], good)).toBe(false);
    expect(isChecksumValid(secret, [...base, '014'], 'abc')).toBe(false);
  });
});
