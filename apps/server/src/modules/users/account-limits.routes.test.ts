import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../../../test/test-customers';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import type { DatabaseHandle } from '../../db/client';
import { RATE_LIMITS } from '../../plugins/rate-limits';

// Issue 13 §8: the per-account limits of change-password and export-data count only requests
// whose token was accepted. A stranger who knows a customer's id (it is the part of the token
// before '|') but not the secret gets 401 every time and cannot lock the customer out.

describe.each(testDatabases())('per-account limits on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let victim: TestCustomer;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    victim = await createCustomer(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const forged = () => `Bearer ${victim.id}|${'x'.repeat(43)}`;
  const changePassword = (authorization: string, currentPassword: string, newPassword: string) =>
    app.inject({
      method: 'POST',
      url: '/api/user/change-password',
      headers: { authorization },
      payload: { currentPassword, newPassword },
    });
  const exportData = (authorization: string) =>
    app.inject({ method: 'GET', url: '/api/user/export-data', headers: { authorization } });

  it('a wrong secret with the victim’s id is refused with 401 every time and uses up nothing', async () => {
    const tries = 3 * Math.max(RATE_LIMITS.changePassword.max, RATE_LIMITS.exportData.max);
    for (let i = 0; i < tries; i++) {
      const password = await changePassword(forged(), 'Anything1', 'Takeover99');
      const data = await exportData(forged());
      expect([password.statusCode, data.statusCode]).toEqual([401, 401]);
      expect(password.json().code).toBe('TOKEN_INVALID');
    }
    const exported = await exportData(victim.auth);
    expect(exported.statusCode, exported.body).toBe(200);
    const changed = await changePassword(victim.auth, victim.password, 'NewPassw0rd');
    expect(changed.statusCode, changed.body).toBe(200);
    victim.password = 'NewPassw0rd';
  });

  it('the customer’s own requests are limited per account, with a Thai 429', async () => {
    const me = await createCustomer(database.db);
    for (let i = 0; i < RATE_LIMITS.changePassword.max; i++) {
      const wrong = await changePassword(me.auth, 'Wrong1234', 'NewPassw0rd');
      expect(wrong.statusCode).toBe(422);
    }
    const limited = await changePassword(me.auth, me.password, 'NewPassw0rd');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
    expect(limited.json().message).toMatch(/[ก-๙]/);
    // Another account is not affected.
    const other = await createCustomer(database.db);
    expect((await changePassword(other.auth, other.password, 'NewPassw0rd')).statusCode).toBe(200);
  });
});
