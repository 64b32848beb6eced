import { describe, expect, it } from 'vitest';
import { formatToken, hashSecret, newSecret, parseToken, readBearer } from './tokens';

describe('bearer tokens', () => {
  it('are "{id}|{secret}" with at least 128 random bits', () => {
    const secret = newSecret();
    expect(Buffer.from(secret, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(newSecret()).not.toBe(secret);
    expect(parseToken(formatToken(42, secret))).toEqual({ ownerId: 42, secret });
  });

  it('reject malformed shapes', () => {
    for (const t of [
      '',
      '|',
      '42',
      '42|',
      '|abc',
      `x|${'a'.repeat(40)}`,
      `1|2|${'a'.repeat(40)}`,
      '1|short',
    ]) {
      expect(parseToken(t)).toBeNull();
    }
  });

  it('store only a hash of the secret', () => {
    const secret = newSecret();
    expect(hashSecret(secret)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSecret(secret)).not.toContain(secret);
  });

  it('read the Authorization header', () => {
    expect(readBearer('Bearer abc')).toBe('abc');
    expect(readBearer('bearer  abc ')).toBe('abc');
    expect(readBearer('Basic abc')).toBeNull();
    expect(readBearer(undefined)).toBeNull();
  });
});
