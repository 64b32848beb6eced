import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// Opaque bearer tokens "{ownerId}|{secret}" (ARCHITECTURE "Tokens"): 256 random bits, only a
// SHA-256 of the secret is stored, so a database leak gives no usable token.

export const TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function formatToken(ownerId: number, secret: string): string {
  return `${ownerId}|${secret}`;
}

/** Splits "{id}|{secret}"; null when the shape is wrong. */
export function parseToken(token: string): { ownerId: number; secret: string } | null {
  const bar = token.indexOf('|');
  if (bar <= 0 || bar !== token.lastIndexOf('|')) return null;
  const id = token.slice(0, bar);
  const secret = token.slice(bar + 1);
  if (!/^\d{1,10}$/.test(id) || !/^[A-Za-z0-9_-]{20,100}$/.test(secret)) return null;
  return { ownerId: Number(id), secret };
}

export function readBearer(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

export function safeEqualHex(a: string, b: string): boolean {
  const ba = Buffer.from(a, 'hex');
  const bb = Buffer.from(b, 'hex');
  return ba.length === bb.length && timingSafeEqual(ba, bb);
}
