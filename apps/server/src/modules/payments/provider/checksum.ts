import { createHmac } from 'node:crypto';

// The provider's checksum for the mobile banking and instalment forms (shared/payments.md):
// lowercase hex HMAC-SHA256 with the secret key over the plain concatenation of the exact posted
// strings. Mobile banking: amount + referenceNo + responseUrl + backgroundUrl + bankCode;
// instalments: the same + term.

export function formChecksum(secretKey: string, parts: string[]): string {
  return createHmac('sha256', secretKey).update(parts.join('')).digest('hex');
}

/** Satang → the provider's amount: baht with two decimals, no separators ('1000.00'). */
export function formatProviderAmount(amountSatang: number): string {
  if (!Number.isInteger(amountSatang) || amountSatang <= 0) {
    throw new Error('amount must be a positive whole number of satang');
  }
  return `${Math.floor(amountSatang / 100)}.${String(amountSatang % 100).padStart(2, '0')}`;
}

/** The provider's amount (string or number of baht) → satang; NaN when unreadable. */
export function parseProviderAmount(value: unknown): number {
  const text = typeof value === 'number' ? value.toFixed(2) : String(value ?? '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return Number.NaN;
  const [baht, fraction = ''] = text.split('.');
  return Number(baht) * 100 + Number(fraction.padEnd(2, '0'));
}
