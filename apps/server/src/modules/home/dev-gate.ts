import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The development-environment gate (spec 1): true when the password matches DEV_GATE_PASSWORD.
 * With no password configured the gate is off, so any answer opens it. Compared in constant time.
 */
export function checkDevPassword(expected: string | undefined, given: string): boolean {
  if (!expected) return true;
  const a = createHash('sha256').update(expected).digest();
  const b = createHash('sha256').update(given).digest();
  return timingSafeEqual(a, b);
}
