import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import type { DatabaseHandle } from '../../db/client';

describe.each(testDatabases())('master data on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
    return res.json();
  };
  const post = async (url: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url, payload });
    expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
    return res.json();
  };

  it('top menu lists rim diameters, tyre types and promotions as query-string params', async () => {
    const menu = await get('/api/master/top-menu');
    expect(menu.diameter.length).toBeGreaterThan(5);
    expect(menu.diameter).toContainEqual({
      param: 'diameter=17',
      text: expect.stringContaining('17'),
    });
    expect(menu.type.map((t: { param: string }) => t.param)).toContain('type=suv');
    expect(menu.promotion.length).toBeGreaterThan(0);
    expect(menu.promotion[0].param).toMatch(/^promotion=/);
  });

  it('suggest tags are seeded tags with links', async () => {
    const tags = await get('/api/master/suggest-tags');
    expect(tags.length).toBeGreaterThan(0);
    expect(tags[0]).toEqual({ text: expect.any(String), link: expect.stringMatching(/^\//) });
  });

  it('lists every tyre size and chains width → ratio → diameter', async () => {
    const all = await get('/api/master/tire-all-size');
    expect(all.length).toBeGreaterThanOrEqual(80);
    expect(all.map((s: { label: string }) => s.label)).toContain('265/65R17');

    const widths = await get('/api/master/tire-width');
    expect(widths).toContainEqual({ value: '265', text: '265' });
    const ratios = await post('/api/master/tire-ratio', { width: 265 });
    expect(ratios).toContainEqual({ value: '65', text: '65' });
    const diameters = await post('/api/master/tire-diameter', { width: 265, ratio: 65 });
    expect(diameters).toContainEqual({ value: '17', text: '17' });

    const bySize = await post('/api/master/tire-size-by-condition', { width: 265, ratio: 65 });
    expect(
      bySize.every((s: { width: number; ratio: number }) => s.width === 265 && s.ratio === 65),
    ).toBe(true);
  });

  it('lists tyre types', async () => {
    const types = await get('/api/master/tire-type');
    expect(types.map((t: { value: string }) => t.value)).toEqual(
      expect.arrayContaining([
        'passenger',
        'suv',
        'pickup',
        'eco',
        'sport',
        'runflat',
        'allterrain',
      ]),
    );
  });

  it('chains car make → model → year', async () => {
    const makes = await get('/api/master/car-brand');
    expect(makes.length).toBeGreaterThanOrEqual(15);
    expect(makes.map((m: { value: string }) => m.value)).toContain('toyota');
    const models = await post('/api/master/car-model', { brand: 'toyota' });
    const revo = models.find((m: { text: string }) => /Revo/i.test(m.text));
    expect(revo).toBeTruthy();
    const years = await post('/api/master/car-year', { brand: 'toyota', model: revo.value });
    expect(years.length).toBeGreaterThan(0);
    expect(Number(years[0].value)).toBeGreaterThan(2010);
  });

  it('chains product brand → model → sizes of that model → picture', async () => {
    const brands = await get('/api/master/product-brand');
    expect(brands.length).toBeGreaterThanOrEqual(20);
    const models = await post('/api/master/product-model', { brand: 'michelin' });
    expect(models.length).toBeGreaterThan(0);
    const model = models[0].value;
    const widths = await post('/api/master/tire-width-by-model', { brand: 'michelin', model });
    expect(widths.length).toBeGreaterThan(0);
    const width = Number(widths[0].value);
    const ratios = await post('/api/master/tire-ratio-by-model', {
      brand: 'michelin',
      model,
      width,
    });
    const ratio = Number(ratios[0].value);
    const diameters = await post('/api/master/tire-diameter-by-model', {
      brand: 'michelin',
      model,
      width,
      ratio,
    });
    expect(diameters.length).toBeGreaterThan(0);
    const pictures = await post('/api/master/get-product-picture', { brand: 'michelin', model });
    expect(pictures[0].picture).toMatch(/^\/api\/images\/model\/\d+\.svg$/);
    const image = await app.inject({ method: 'GET', url: pictures[0].picture });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('<svg');
  });

  it('promotion, warranty and service lists', async () => {
    const promos = await post('/api/master/promotion-list', {});
    expect(promos.length).toBeGreaterThan(0);
    expect(promos[0]).toEqual(
      expect.objectContaining({ value: expect.any(String), text: expect.any(String) }),
    );
    const category = promos[0].category;
    const filtered = await post('/api/master/promotion-list', { category });
    expect(filtered.every((p: { category: string }) => p.category === category)).toBe(true);
    expect((await get('/api/master/warranty-list')).map((w: { value: string }) => w.value)).toEqual(
      ['warranty', 'freeGift', 'yltGift'],
    );
    expect((await get('/api/master/service-list')).length).toBe(7);
  });

  it('chains region → province → district → sub-district with post codes', async () => {
    const regions = await get('/api/master/get-region');
    expect(regions).toHaveLength(6);
    const all = await post('/api/master/get-province', {});
    expect(all).toHaveLength(77);
    expect(all[0].value).toBe('กรุงเทพมหานคร');
    expect(all[76].value).toBe('บึงกาฬ');
    const north = await post('/api/master/get-province', { region: 'north' });
    expect(north.map((p: { value: string }) => p.value)).toContain('เชียงใหม่');
    const districts = await post('/api/master/get-district', { province: 'เชียงใหม่' });
    expect(districts.map((d: { value: string }) => d.value)).toContain('เมืองเชียงใหม่');
    const subs = await post('/api/master/get-sub-district', {
      province: 'เชียงใหม่',
      district: 'เมืองเชียงใหม่',
    });
    expect(subs.find((s: { value: string }) => s.value === 'ศรีภูมิ')?.postcode).toBe('50200');
  });

  it('address data is the nested Thai address list with version 5', async () => {
    const data = await get('/api/master/address-data');
    expect(data.version).toBe(5);
    expect(data.provinces).toHaveLength(77);
    const bkk = data.provinces[0];
    expect(bkk.name).toBe('กรุงเทพมหานคร');
    expect(bkk.listAmphur.length).toBeGreaterThan(40);
    expect(bkk.listAmphur[0].listTumbon[0]).toEqual({
      name: expect.any(String),
      postcode: expect.stringMatching(/^\d{5}$/),
    });
  });

  it('rejects a bad body with a Thai validation message and field errors', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/master/tire-ratio',
      payload: { width: 'abc' },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(body.message).toMatch(/[\u0E00-\u0E7F]/);
    expect(body.fieldErrors.width).toBeDefined();
  });

  it('SKU lookup needs a seller token', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/master/get-product-sku',
      payload: { brand: 'michelin', model: 'x', width: 265, ratio: 65, diameter: 17 },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });
});
