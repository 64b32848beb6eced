import { createHmac, timingSafeEqual } from 'node:crypto';

// The provider's form checksum (shared/payments.md): lowercase hex HMAC-SHA256 with the secret
// key over the plain concatenation of the posted strings. Written here on its own (not shared
// with the server's adapter) so that a mistake on one side shows up as 'Incorrect Checksum'.

export function hmacHex(secretKey: string, parts: string[]): string {
  return createHmac('sha256', secretKey).update(parts.join('')).digest('hex');
}

export function isChecksumValid(secretKey: string, parts: string[], given: string): boolean {
  const expected = Buffer.from(hmacHex(secretKey, parts));
  const actual = Buffer.from(String(given).toLowerCase());
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
