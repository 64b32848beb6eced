import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import type { DatabaseHandle } from '../../db/client';
import { articles } from '../../db/schema/content';
import { promotions } from '../../db/schema/offers';
import { bangkokToday } from '../../lib/time';

// Promotions, articles, authors and reviews (/api/content/*, decision 0006) on the seeded data.

const EVIL =
  '<p>ปลอดภัย</p><script>alert(1)</script><img src="x" onerror="alert(1)">' +
  '<a href="javascript:alert(1)" onmouseover="alert(2)">ลิงก์</a><iframe src="https://e.example"></iframe>';

describe.each(testDatabases())('content calls on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const unique = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    const today = bangkokToday();
    await database.db.insert(promotions).values({
      key: `${unique}-evil`,
      amountType: 'discountAmount',
      amountValue: 10_000,
      title: `โปรทดสอบ ${unique}`,
      detailHtml: EVIL,
      startDate: '2020-01-01',
      endDate: '2020-01-31',
    });
    await database.db.insert(articles).values({
      key: `${unique}-evil`,
      authorId: 1,
      title: `บทความทดสอบ ${unique}`,
      bodyHtml: EVIL,
      publishedAt: new Date(`${today}T00:00:00+07:00`),
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const post = async (url: string, payload: object, status = 200) => {
    const res = await app.inject({ method: 'POST', url, payload });
    expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(status);
    return res.json();
  };

  /** Every page of a list, in order. */
  const allPages = async (url: string, payload: object, pageSize: number) => {
    const first = await post(url, { ...payload, page: 1, pageSize });
    const items = [...first.items];
    for (let page = 2; page <= first.totalPage; page += 1)
      items.push(...(await post(url, { ...payload, page, pageSize })).items);
    return { first, items };
  };

  it('lists running platform promotions, newest first, with stable paging', async () => {
    const today = bangkokToday();
    // On PostgreSQL other test files add shops and promotions meanwhile: compare listings by the
    // keys both saw, and read everything through pages rather than one capped page.
    const whole = await allPages('/api/content/promotion-list', {}, 50);
    expect(whole.first.total).toBeGreaterThanOrEqual(3);
    for (const p of whole.items) {
      expect(p.startDate <= today && p.endDate >= today, p.key).toBe(true);
      expect(p.picture).toMatch(/^\/api\/images\/promotion\/\d+\.svg$/);
    }
    const keys = (list: { key: string }[]) => list.map((p) => p.key);
    expect(keys(whole.items)).not.toContain(`${unique}-evil`);
    const starts = whole.items.map((p: { startDate: string }) => p.startDate);
    expect([...starts].sort().reverse()).toEqual(starts);

    const paged = await allPages('/api/content/promotion-list', {}, 2);
    expect(paged.first.totalPage).toBe(Math.ceil(paged.first.total / 2));
    // Promotions other files add (offer-fixtures' 'test-…', started 2020) sort after every
    // seeded one, so the seeded ones must come exactly once and in the same order.
    const stable = (list: string[]) => list.filter((k) => !k.startsWith('test-'));
    expect(stable(keys(paged.items))).toEqual(stable(keys(whole.items)));
    expect(stable(keys(whole.items)).length).toBeGreaterThanOrEqual(3);
  });

  it('promotion detail carries spec 3 promotion data with sanitised HTML; unknown key is 404', async () => {
    const list = await post('/api/content/promotion-list', {});
    const detail = await post('/api/content/promotion-detail', { key: list.items[0].key });
    expect(detail).toMatchObject({
      key: list.items[0].key,
      state: 'active',
      topBanner: expect.stringMatching(/^\/api\/images\/promotion\/\d+\.svg$/),
      topBannerMobile: expect.stringMatching(/^\/api\/images\/promotion-mobile\//),
      bottomBanner: expect.stringMatching(/^\/api\/images\/promotion-bottom\//),
      bottomBannerMobile: expect.stringMatching(/^\/api\/images\/promotion-bottom-mobile\//),
    });
    expect(detail.detail).toContain('<li>');
    const banner = await app.inject({ method: 'GET', url: detail.topBanner });
    expect(banner.statusCode).toBe(200);
    expect(banner.body).toContain('<svg');

    const missing = await post('/api/content/promotion-detail', { key: 'no-such-promo' }, 404);
    expect(missing).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
      message: expect.any(String),
    });
    expect(missing.message).toMatch(/[ก-๙]/);
    await post('/api/content/promotion-detail', {}, 422);
  });

  it('an ended promotion still opens, marked ended, and its HTML comes back inert', async () => {
    const detail = await post('/api/content/promotion-detail', { key: `${unique}-evil` });
    expect(detail.state).toBe('ended');
    expect(detail.amount).toBe(100);
    expect(detail.detail).toContain('<p>ปลอดภัย</p>');
    for (const bad of ['<script', 'onerror', 'onmouseover', 'javascript:', '<iframe'])
      expect(detail.detail).not.toContain(bad);
  });

  it('lists articles newest first with stable paging and a tag filter', async () => {
    const whole = await post('/api/content/article-list', { pageSize: 60 });
    expect(whole.total).toBeGreaterThanOrEqual(13);
    const times = whole.items.map((a: { publishedAt: string }) => a.publishedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const { items } = await allPages('/api/content/article-list', {}, 5);
    expect(items.map((a: { id: number }) => a.id)).toEqual(
      whole.items.map((a: { id: number }) => a.id),
    );

    const detail = await post('/api/content/article-detail', { key: 'how-to-read-tyre-size' });
    const tag = detail.tags[0];
    const tagged = await post('/api/content/article-list', { tag: tag.id });
    expect(tagged.tag).toEqual(tag);
    expect(tagged.items.map((a: { key: string }) => a.key)).toContain('how-to-read-tyre-size');
    expect(tagged.total).toBeLessThan(whole.total);
    await post('/api/content/article-list', { tag: 999_999 }, 404);
  });

  it('article detail: sanitised body, author, tags, related articles, and counts each view', async () => {
    const first = await post('/api/content/article-detail', { key: 'tyre-pressure-guide' });
    expect(first.title).toMatch(/[ก-๙]/);
    expect(first.body).toContain('<table>');
    expect(first.author).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    expect(first.author.avatar).toMatch(/^\/api\/images\/author\/\d+\.svg$/);
    expect(first.related.length).toBe(3);
    expect(first.related.map((a: { key: string }) => a.key)).not.toContain('tyre-pressure-guide');
    const second = await post('/api/content/article-detail', { key: 'tyre-pressure-guide' });
    expect(second.viewCount).toBe(first.viewCount + 1);
    const cover = await app.inject({ method: 'GET', url: first.picture });
    expect(cover.statusCode).toBe(200);

    const evil = await post('/api/content/article-detail', { key: `${unique}-evil` });
    for (const bad of ['<script', 'onerror', 'onmouseover', 'javascript:', '<iframe'])
      expect(evil.body).not.toContain(bad);

    const missing = await post('/api/content/article-detail', { key: 'no-such-article' }, 404);
    expect(missing.code).toBe('NOT_FOUND');
  });

  it('author detail lists only that author’s articles; unknown author is 404', async () => {
    const article = await post('/api/content/article-detail', { key: 'ev-tyres' });
    const author = await post('/api/content/author-detail', { id: article.author.id });
    expect(author).toMatchObject({ id: article.author.id, name: article.author.name });
    expect(author.bio.length).toBeGreaterThan(10);
    expect(author.articles.items.length).toBeGreaterThan(0);
    for (const a of author.articles.items) expect(a.author.id).toBe(article.author.id);
    await post('/api/content/author-detail', { id: 999_999 }, 404);
    await post('/api/content/author-detail', { id: 'abc' }, 422);
  });

  it('review list: paged newest first, with average, count and 1–5 histogram', async () => {
    const first = await post('/api/content/review-list', { page: 1, pageSize: 10 });
    expect(first.items.length).toBe(10);
    expect(first.summary.count).toBe(first.total);
    expect(first.summary.histogram.map((h: { rating: number }) => h.rating)).toEqual([
      5, 4, 3, 2, 1,
    ]);
    const sum = first.summary.histogram.reduce((s: number, h: { count: number }) => s + h.count, 0);
    expect(sum).toBe(first.total);
    expect(first.summary.average).toBeGreaterThanOrEqual(1);
    expect(first.summary.average).toBeLessThanOrEqual(5);
    const second = await post('/api/content/review-list', { page: 2, pageSize: 10 });
    const ids = [...first.items, ...second.items].map((r: { id: number }) => r.id);
    expect(new Set(ids).size).toBe(20);
    const both = await post('/api/content/review-list', { page: 1, pageSize: 20 });
    expect(both.items.map((r: { id: number }) => r.id)).toEqual(ids);
    expect(first.items[0].store).toMatchObject({
      name: expect.any(String),
      link: expect.any(String),
    });
    await post('/api/content/review-list', { pageSize: 1000 }, 422);
  });
});
