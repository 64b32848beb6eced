import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import type { DatabaseHandle } from '../../db/client';
import { bangkokToday } from '../../lib/time';

// Home content calls (spec 7 Home): get-banner, get-content, reviews.

describe.each(testDatabases())('home content on $name', ({ open }) => {
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
    return res;
  };

  it('get-banner lists the active banners with desktop and mobile pictures', async () => {
    const banners = (await get('/api/home/get-banner')).json();
    expect(banners.length).toBeGreaterThanOrEqual(3);
    for (const b of banners) {
      expect(b).toEqual({
        id: expect.any(Number),
        title: expect.stringMatching(/[ก-๙]/),
        link: expect.stringMatching(/^\/promotion\//),
        desktop: `/api/images/banner/${b.id}.svg`,
        mobile: `/api/images/banner-mobile/${b.id}.svg`,
      });
    }
    const desktop = await get(banners[0].desktop);
    expect(desktop.headers['content-type']).toContain('image/svg+xml');
    expect(desktop.body).toContain('<svg');
    expect((await get(banners[0].mobile)).body).toContain('<svg');
    const missing = await app.inject({ method: 'GET', url: '/api/images/banner/999999.svg' });
    expect(missing.statusCode).toBe(404);
  });

  it('get-content gives the latest running promotions and the latest articles', async () => {
    const today = bangkokToday();
    const content = (await get('/api/home/get-content')).json();
    expect(content.promotions.length).toBeGreaterThan(0);
    expect(content.promotions.length).toBeLessThanOrEqual(4);
    for (const p of content.promotions)
      expect(p.startDate <= today && p.endDate >= today).toBe(true);
    expect(content.articles.length).toBe(4);
    const times = content.articles.map((a: { publishedAt: string }) => a.publishedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(content.articles[0]).toMatchObject({
      key: expect.any(String),
      title: expect.stringMatching(/[ก-๙]/),
      picture: expect.stringMatching(/^\/api\/images\/article\/\d+\.svg$/),
      author: { id: expect.any(Number), name: expect.any(String) },
    });
  });

  it('reviews gives the latest visible reviews with store name and rating', async () => {
    const reviews = (await get('/api/home/reviews')).json();
    expect(reviews.length).toBe(6);
    for (const r of reviews) {
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(r.store.name).toMatch(/\S/);
    }
    const times = reviews.map((r: { createdAt: string }) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
