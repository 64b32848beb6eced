import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

// The webhook's X-Line-Signature: base64 of HMAC-SHA256 of the raw body with the channel secret,
// compared in constant time. And the retry key of a push, derived from the outbox row.

export function lineSignature(secret: string, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(rawBody).digest('base64');
}

export function isLineSignatureValid(
  secret: string,
  rawBody: string | Buffer,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(lineSignature(secret, rawBody));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A UUID (version 5 layout) fixed for one outbox row: every try of the row sends the same
 * X-Line-Retry-Key. The row's creation time is part of it, so a database started afresh (ids
 * again from 1) never reuses a key LINE still remembers.
 */
export function outboxRetryKey(rowId: number, createdAt: Date): string {
  const hash = createHash('sha256')
    .update(`yangdee-outbox:${rowId}:${createdAt.toISOString()}`)
    .digest();
  const b = Buffer.from(hash.subarray(0, 16));
  b[6] = (b[6] & 0x0f) | 0x50;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = b.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
