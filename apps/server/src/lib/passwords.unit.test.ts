import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hash with argon2id and verify', async () => {
    const h = await hashPassword('Secret123');
    expect(h.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(h, 'Secret123')).toBe(true);
    expect(await verifyPassword(h, 'Secret124')).toBe(false);
  });

  it('refuse missing or malformed hashes without throwing', async () => {
    expect(await verifyPassword(null, 'x')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
    expect(await verifyAgainstDummy('x')).toBe(false);
  });
});
