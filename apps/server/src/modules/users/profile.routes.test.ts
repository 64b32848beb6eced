import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../../../test/test-customers';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import type { DatabaseHandle } from '../../db/client';
import { carMakes, carModels } from '../../db/schema/cars';
import { userCars, users } from '../../db/schema/users';
import { verifyPassword } from '../../lib/passwords';
import { issueUserToken } from '../accounts/tokens.service';

describe.each(testDatabases())('/my profile, password, cars and privacy on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let me: TestCustomer;
  let other: TestCustomer;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    me = await createCustomer(database.db, 'มานี มีนา');
    other = await createCustomer(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const call = (method: 'GET' | 'POST', url: string, who: TestCustomer | null, payload?: object) =>
    app.inject({
      method,
      url,
      headers: who ? { authorization: who.auth } : {},
      ...(method === 'POST' ? { payload: payload ?? {} } : {}),
    });

  it('every /my call needs a valid token', async () => {
    expect((await call('GET', '/api/user/get-profile', null)).statusCode).toBe(401);
    const forged = { ...me, auth: `Bearer ${me.id}|${'x'.repeat(43)}` };
    const res = await call('POST', '/api/user/save-name', forged, { name: 'ใครก็ได้' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/เข้าสู่ระบบ/);
  });

  it('reads the profile and saves each field by its own call', async () => {
    const before = (await call('GET', '/api/user/get-profile', me)).json();
    expect(before).toMatchObject({ name: 'มานี มีนา', email: '', gender: '', birthDate: null });

    expect(
      (await call('POST', '/api/user/save-name', me, { name: '  มานี ใจงาม ' })).json(),
    ).toEqual({ success: true });
    await call('POST', '/api/user/save-email', me, { email: 'Manee@Example.com' });
    await call('POST', '/api/user/save-birthdate', me, { birthDate: '1990-02-28' });
    await call('POST', '/api/user/save-gender', me, { gender: 'female' });
    const address = {
      address: '12/3 หมู่ 4',
      subDistrict: 'สะพานสอง',
      district: 'วังทองหลาง',
      province: 'กรุงเทพมหานคร',
      postCode: '10310',
    };
    expect((await call('POST', '/api/user/save-address', me, address)).statusCode).toBe(200);
    const after = (await call('GET', '/api/user/get-profile', me)).json();
    expect(after).toMatchObject({
      name: 'มานี ใจงาม',
      email: 'manee@example.com',
      birthDate: '1990-02-28',
      gender: 'female',
      ...address,
    });
    // The other customer is untouched.
    expect((await call('GET', '/api/user/get-profile', other)).json().name).toBe('ทดสอบ ระบบ');
  });

  it('refuses bad profile input with Thai field messages and changes nothing', async () => {
    const cases: Array<[string, object, string]> = [
      ['save-name', { name: '   ' }, 'name'],
      ['save-name', { name: 'ก'.repeat(101) }, 'name'],
      ['save-email', { email: 'not-an-email' }, 'email'],
      ['save-birthdate', { birthDate: '2099-01-01' }, 'birthDate'],
      ['save-birthdate', { birthDate: '1850-01-01' }, 'birthDate'],
      ['save-birthdate', { birthDate: '2001-02-30' }, 'birthDate'],
      ['save-gender', { gender: 'robot' }, 'gender'],
      [
        'save-address',
        {
          address: 'บ้าน',
          subDistrict: 'สะพานสอง',
          district: 'วังทองหลาง',
          province: 'เชียงใหม่',
          postCode: '10310',
        },
        'district',
      ],
      [
        'save-address',
        {
          address: 'บ้าน',
          subDistrict: 'สะพานสอง',
          district: 'วังทองหลาง',
          province: 'กรุงเทพมหานคร',
          postCode: '50200',
        },
        'postCode',
      ],
    ];
    for (const [path, body, field] of cases) {
      const res = await call('POST', `/api/user/${path}`, other, body);
      expect(res.statusCode, path).toBe(422);
      const json = res.json();
      expect(json.success).toBe(false);
      expect(json.fieldErrors[field][0], path).toMatch(/[ก-๙]/);
    }
    const profile = (await call('GET', '/api/user/get-profile', other)).json();
    expect(profile).toMatchObject({ name: 'ทดสอบ ระบบ', email: '', birthDate: null, gender: '' });
  });

  it('adds, lists and deletes cars; another customer cannot delete them', async () => {
    const [model] = await database.db
      .select({
        make: carMakes.nameEn,
        makeSlug: carMakes.slug,
        model: carModels.name,
        slug: carModels.slug,
      })
      .from(carModels)
      .innerJoin(carMakes, eq(carMakes.id, carModels.carMakeId))
      .limit(1);
    // The modal sends the option values (slugs); names work too. The stored car shows names.
    const added = await call('POST', '/api/user/add-car', me, {
      licenseNumber: '1กก234',
      licenseProvince: 'เชียงใหม่',
      carBrand: model.makeSlug,
      carModel: model.slug,
    });
    expect(added.statusCode, added.body).toBe(200);
    const car = added.json().car;
    expect(car).toMatchObject({
      licenseNumber: '1กก234',
      carBrand: model.make,
      carModel: model.model,
    });
    expect((await call('GET', '/api/user/get-car', me)).json()).toEqual([car]);
    expect((await call('GET', '/api/user/get-car', other)).json()).toEqual([]);

    const stolen = await call('POST', '/api/user/delete-car', other, { id: car.id });
    expect(stolen.statusCode).toBe(404);
    const [still] = await database.db.select().from(userCars).where(eq(userCars.id, car.id));
    expect(still.userId).toBe(me.id);

    expect((await call('POST', '/api/user/delete-car', me, { id: car.id })).statusCode).toBe(200);
    expect((await call('GET', '/api/user/get-car', me)).json()).toEqual([]);
  });

  it('refuses invalid cars: Latin plate, unknown province, brand or model', async () => {
    const good = {
      licenseNumber: 'กข1234',
      licenseProvince: 'กรุงเทพมหานคร',
      carBrand: 'Toyota',
      carModel: 'Hilux Revo',
    };
    const bad: Array<[object, string]> = [
      [{ ...good, licenseNumber: 'AB1234' }, 'licenseNumber'],
      [{ ...good, licenseNumber: 'กข12345678901' }, 'licenseNumber'],
      [{ ...good, licenseNumber: '  ' }, 'licenseNumber'],
      [{ ...good, licenseProvince: 'Bangkok' }, 'licenseProvince'],
      [{ ...good, carBrand: 'Yugo' }, 'carBrand'],
      [{ ...good, carModel: 'ไม่มีรุ่นนี้' }, 'carModel'],
    ];
    for (const [body, field] of bad) {
      const res = await call('POST', '/api/user/add-car', other, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().fieldErrors[field][0]).toMatch(/[ก-๙]/);
    }
    expect((await call('GET', '/api/user/get-car', other)).json()).toEqual([]);
  });

  it('changes the password: current one required, rules applied, other sessions revoked', async () => {
    const second = await issueUserToken(database.db, me.id);
    const wrong = await call('POST', '/api/user/change-password', me, {
      currentPassword: 'Wrong1234',
      newPassword: 'NewPassw0rd',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().fieldErrors.currentPassword[0]).toBe('รหัสผ่านปัจจุบันไม่ถูกต้อง');

    const weak = await call('POST', '/api/user/change-password', me, {
      currentPassword: me.password,
      newPassword: 'abc',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().fieldErrors.newPassword).toHaveLength(3);

    const done = await call('POST', '/api/user/change-password', me, {
      currentPassword: me.password,
      newPassword: 'NewPassw0rd',
    });
    expect(done.statusCode, done.body).toBe(200);
    // This session continues; the other one is revoked.
    expect((await call('GET', '/api/user/get-profile', me)).statusCode).toBe(200);
    const old = await app.inject({
      method: 'GET',
      url: '/api/user/get-profile',
      headers: { authorization: `Bearer ${second}` },
    });
    expect(old.statusCode).toBe(401);
    const [row] = await database.db.select().from(users).where(eq(users.id, me.id));
    expect(await verifyPassword(row.passwordHash, 'NewPassw0rd')).toBe(true);
    me.password = 'NewPassw0rd';
  });

  it('keeps privacy consent history with time; withdraw and accept again', async () => {
    expect(
      (await call('POST', '/api/user/save-privacy', other, { isAcceptPrivacy: true })).statusCode,
    ).toBe(200);
    let state = (await call('GET', '/api/user/get-privacy', other)).json();
    expect(state.isAcceptPrivacy).toBe(true);
    expect(state.acceptedAt).toEqual(expect.any(String));
    await call('POST', '/api/user/save-privacy', other, { isAcceptPrivacy: false });
    state = (await call('GET', '/api/user/get-privacy', other)).json();
    expect(state.isAcceptPrivacy).toBe(false);
    expect(state.acceptedAt).toBeNull();
    expect(state.history.map((h: { isAccepted: boolean }) => h.isAccepted)).toEqual([false, true]);
    expect((await call('GET', '/api/user/get-profile', other)).json().isAcceptPrivacy).toBe(false);
    expect(
      (await call('POST', '/api/user/save-privacy', other, { isAcceptPrivacy: 'yes' })).statusCode,
    ).toBe(422);
  });

  it('exports the caller’s data as a JSON download without secrets', async () => {
    const res = await call('GET', '/api/user/export-data', me);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment/);
    const data = res.json();
    expect(data.profile.name).toBe('มานี ใจงาม');
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining(['profile', 'privacy', 'cars', 'favourites', 'orders', 'reviews']),
    );
    const [row] = await database.db.select().from(users).where(eq(users.id, me.id));
    for (const secret of [row.passwordHash ?? '', me.token, me.token.split('|')[1], '$argon2']) {
      expect(res.body).not.toContain(secret);
    }
    expect(res.body).not.toMatch(/passwordHash|secretHash|codeHash|failedLogin|lockedUntil/);
  });

  it('records a deletion request once and says what happens next', async () => {
    const first = await call('POST', '/api/user/request-deletion', other);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toMatch(/30 วัน/);
    const again = (await call('POST', '/api/user/request-deletion', other)).json();
    expect(again.requestedAt).toBe(first.json().requestedAt);
    expect((await call('GET', '/api/user/get-privacy', other)).json().deletionRequestedAt).toBe(
      first.json().requestedAt,
    );
  });
});
