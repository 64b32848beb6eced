import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { buildTestApp, testDatabases } from './test-databases';

describe.each(testDatabases())('home and product menus on $name', ({ open }) => {
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

  const keywords = async (keyword: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/home/get-keyword-list',
      payload: { keyword },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as Array<{ text: string; tab: number }>;
  };

  it('brand menu lists at least 20 brands as {param, title}', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/product/tire-brand' });
    const brands = res.json();
    expect(brands.length).toBeGreaterThanOrEqual(20);
    expect(brands).toContainEqual({ param: 'michelin', title: 'มิชลิน' });
  });

  it('footer tags are {link, text} with site-relative links', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/product/footer-tags' });
    const tags = res.json();
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag.link).toMatch(/^\//);
  });

  it('brand logos are served as SVG images', async () => {
    const brands = (await app.inject({ method: 'GET', url: '/api/home/get-brand' })).json();
    const logo = await app.inject({ method: 'GET', url: brands[0].logo });
    expect(logo.statusCode).toBe(200);
    expect(logo.body).toContain('<svg');
    expect(
      (await app.inject({ method: 'GET', url: '/api/images/brand/999999.svg' })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/api/images/brand/..%2Fetc.svg' })).statusCode,
    ).toBe(422);
  });

  it('suggests Thai and English brand names, sizes and stores with their tab', async () => {
    const thai = await keywords('มิชลิน');
    expect(thai).toContainEqual({ text: 'มิชลิน', tab: 1 });
    const english = await keywords('mich');
    expect(english.some((s) => s.text.toLowerCase().startsWith('mich'))).toBe(true);
    const size = await keywords('2656517');
    expect(size).toContainEqual({ text: '265/65R17', tab: 1 });
    const sizeSlash = await keywords('265/65');
    expect(sizeSlash.map((s) => s.text)).toContain('265/65R17');
    expect((await keywords('ร้าน')).some((s) => s.tab === 2)).toBe(true);
  });

  it('keeps at most 10 suggestions, sorted by where the keyword appears', async () => {
    const list = await keywords('an');
    expect(list.length).toBeLessThanOrEqual(10);
    const positions = list.map((s) => s.text.toLowerCase().indexOf('an'));
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('treats LIKE wildcards in the keyword literally', async () => {
    expect(await keywords('%%%')).toEqual([]);
  });

  it('the dev login answers isValid true when no gate password is configured', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/home/submit-dev-login',
      payload: { devPassword: 'anything' },
    });
    expect(res.json()).toEqual({ isValid: true });
  });
});
