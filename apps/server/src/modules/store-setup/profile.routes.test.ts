import { taxIdCheckDigit } from '@yangdee/contracts/store-profile';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore } from '../../../test/offer-fixtures';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import { createStaff, type TestStaff } from '../../../test/test-sellers';
import type { DatabaseHandle } from '../../db/client';
import { storeSettings, stores } from '../../db/schema/stores';

// get-profile / save-store (spec 7, issue 14 §5 and §6): the active store only, Thai messages per
// field, nothing half-saved, and the shopper's /store/:id shows the new hours and services.

const TAX_ID = `010555012345${taxIdCheckDigit('010555012345')}`;
const hours = (open: string, close: string) => ({ open, close });

function profileBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'ร้านยางทดสอบโปรไฟล์',
    branchName: 'สาขานิมมาน',
    tel: '053123456',
    email: 'shop@example.com',
    address: '99/1 ถนนนิมมานเหมินท์',
    subDistrict: 'สุเทพ',
    district: 'เมืองเชียงใหม่',
    province: 'เชียงใหม่',
    postCode: '50200',
    latitude: 18.8,
    longitude: 98.97,
    weeklyHours: [
      null,
      hours('08:00', '18:00'),
      hours('08:00', '18:00'),
      hours('08:00', '18:00'),
      hours('08:00', '18:00'),
      hours('08:00', '18:00'),
      hours('09:00', '15:00'),
    ],
    services: {
      hasTireBalancing: true,
      hasTireCenter: false,
      hasNitrogen: true,
      hasPatchMushroom: false,
      hasPatchStreamingCool: false,
      hasPatchStreamingHeat: false,
      hasPatchSilkPlug: true,
    },
    isAllowTaxRequest: true,
    legalName: 'บริษัท ยางทดสอบ จำกัด',
    taxId: TAX_ID,
    isTaxAddressSame: true,
    taxAddress: '',
    taxSubDistrict: '',
    taxDistrict: '',
    taxProvince: '',
    taxPostCode: '',
    ...overrides,
  };
}

describe.each(testDatabases())('store profile on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let store: { id: number; link: string };
  let owner: TestStaff;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    store = await createStore(database.db, { name: 'ร้านโปรไฟล์', latitude: 13.7, longitude: 100.5 });
    owner = await createStaff(database.db, store.id, { manageStoreProfile: true });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const call = (auth: string | null, url: string, payload?: object) =>
    app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/api/seller/${url}`,
      payload,
      headers: auth ? { authorization: auth } : {},
    });

  it('refuses without a token, and a staff member without manageStoreProfile', async () => {
    expect((await call(null, 'get-profile')).statusCode).toBe(401);
    const other = await createStaff(database.db, store.id, { manageSetting: true });
    const refused = await call(other.auth, 'save-store', profileBody());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/[ก-๙]/);
    const [row] = await database.db.select().from(stores).where(eq(stores.id, store.id));
    expect(row.name).toBe('ร้านโปรไฟล์');
  });

  it('answers the active store with its read-only public link', async () => {
    const res = await call(owner.auth, 'get-profile');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ storeId: store.id, link: store.link, name: 'ร้านโปรไฟล์' });
    expect(res.json().weeklyHours).toHaveLength(7);
  });

  it('saves the profile; /store/:id shows the new hours, services and opening text', async () => {
    const saved = await call(owner.auth, 'save-store', profileBody());
    expect(saved.statusCode, saved.body).toBe(200);
    const profile = (await call(owner.auth, 'get-profile')).json();
    expect(profile).toMatchObject({
      name: 'ร้านยางทดสอบโปรไฟล์',
      province: 'เชียงใหม่',
      taxId: TAX_ID,
      isTaxAddressSame: true,
      taxProvince: 'เชียงใหม่',
    });
    expect(profile.weeklyHours[0]).toBeNull();
    expect(profile.weeklyHours[6]).toEqual({ open: '09:00', close: '15:00' });
    expect(profile.openTimeHtml).toBe(
      '<p>จันทร์ - ศุกร์ 08:00 - 18:00 น.<br>เสาร์ 09:00 - 15:00 น.<br>อาทิตย์ ปิด</p>',
    );
    // The closed day closes the install calendar too.
    const [settings] = await database.db
      .select()
      .from(storeSettings)
      .where(eq(storeSettings.storeId, store.id));
    expect(settings.closedWeekdays).toEqual([0]);

    const page = await app.inject({
      method: 'POST',
      url: '/api/store/get-store-detail',
      payload: { id: store.link },
    });
    expect(page.statusCode, page.body).toBe(200);
    const shown = page.json().store;
    expect(shown.name).toBe('ร้านยางทดสอบโปรไฟล์');
    expect(shown.weeklyHours[6]).toEqual({ day: 6, open: '09:00', close: '15:00' });
    expect(shown.weeklyHours[0]).toBeNull();
    expect(shown.openTimeHtml).toContain('เสาร์ 09:00 - 15:00 น.');
    expect(shown).toMatchObject({
      hasTireBalancing: true,
      hasTireCenter: false,
      hasPatchSilkPlug: true,
    });

    // The shop search (served from memory, decision 0059) finds the new name, province and services.
    const search = await app.inject({
      method: 'POST',
      url: '/api/product/search-store',
      payload: { k: 'ร้านยางทดสอบโปรไฟล์', province: 'เชียงใหม่', services: ['hasPatchSilkPlug'] },
    });
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json().items.map((c: { id: number }) => c.id)).toContain(store.id);
  });

  it('keeps a separate tax address checked against the Thai address data', async () => {
    const bad = await call(
      owner.auth,
      'save-store',
      profileBody({
        isTaxAddressSame: false,
        taxAddress: '1 ถนนพระราม 4',
        taxSubDistrict: 'สุเทพ',
        taxDistrict: 'ปทุมวัน',
        taxProvince: 'กรุงเทพมหานคร',
        taxPostCode: '10330',
      }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fieldErrors.taxSubDistrict[0]).toMatch(/[ก-๙]/);
    const good = await call(
      owner.auth,
      'save-store',
      profileBody({
        isTaxAddressSame: false,
        taxAddress: '1 ถนนพระราม 4',
        taxSubDistrict: 'ลุมพินี',
        taxDistrict: 'ปทุมวัน',
        taxProvince: 'กรุงเทพมหานคร',
        taxPostCode: '10330',
      }),
    );
    expect(good.statusCode, good.body).toBe(200);
    expect((await call(owner.auth, 'get-profile')).json()).toMatchObject({
      isTaxAddressSame: false,
      taxSubDistrict: 'ลุมพินี',
    });
  });

  it('answers bad input with a Thai message per field and changes nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ subDistrict: 'ลุมพินี' }, 'subDistrict'],
      [{ taxId: '0105550123450' === TAX_ID ? '0105550123451' : '0105550123450' }, 'taxId'],
      [{ latitude: 35.6 }, 'latitude'],
      [{ name: '' }, 'name'],
      [{ tel: '02-123' }, 'tel'],
      [{ email: 'not-an-email' }, 'email'],
      [{ weeklyHours: [null, null, null, null, null, null, null] }, 'weeklyHours'],
      [
        { weeklyHours: [null, hours('18:00', '08:00'), null, null, null, null, null] },
        'weeklyHours.1.close',
      ],
      [{ isAllowTaxRequest: true, taxId: '' }, 'taxId'],
    ];
    for (const [change, field] of cases) {
      const res = await call(owner.auth, 'save-store', profileBody({ name: 'ชื่อใหม่', ...change }));
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      const errors = res.json().fieldErrors as Record<string, string[]>;
      expect(Object.keys(errors), JSON.stringify(errors)).toContain(field);
      expect(errors[field][0]).toMatch(/[ก-๙]/);
    }
    const [row] = await database.db.select().from(stores).where(eq(stores.id, store.id));
    expect(row.name).toBe('ร้านยางทดสอบโปรไฟล์');
  });
});
