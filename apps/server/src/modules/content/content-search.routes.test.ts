import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import type { DatabaseHandle } from '../../db/client';
import { articles } from '../../db/schema/content';

// POST /api/product/get-content-search: articles and promotions by Thai substring, newest first,
// stable paging; a tyre size matches in any common spelling.

type Hit = { kind: string; key: string; title: string; date: string };

describe.each(testDatabases())('content search on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const unique = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    await database.db.insert(articles).values({
      key: `${unique}-size`,
      authorId: 1,
      title: `รีวิวยาง 265/65R17 สำหรับกระบะ ${unique}`,
      bodyHtml: '<p>ทดสอบ</p>',
      publishedAt: new Date('2026-01-01T00:00:00+07:00'),
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const search = async (payload: object, status = 200) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/product/get-content-search',
      payload,
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
    return res.json();
  };

  it('finds Thai substrings in article and promotion titles', async () => {
    const michelin = await search({ k: 'มิชลิน' });
    expect(michelin.items.some((h: Hit) => h.kind === 'promotion')).toBe(true);
    for (const h of michelin.items)
      expect(h.picture).toMatch(/^\/api\/images\/(article|promotion)\//);
    const pressure = await search({ k: 'ลมยาง' });
    expect(pressure.items.map((h: Hit) => h.key)).toContain('tyre-pressure-guide');
    expect(pressure.items.every((h: Hit) => h.kind === 'article' || h.kind === 'promotion')).toBe(
      true,
    );
  });

  it('is newest first and pages stably', async () => {
    const whole = await search({ k: 'ยาง', pageSize: 60 });
    expect(whole.total).toBeGreaterThan(5);
    const dates = whole.items.map((h: Hit) => h.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const pages: Hit[] = [];
    for (let page = 1; page <= Math.ceil(whole.total / 4); page += 1)
      pages.push(...(await search({ k: 'ยาง', page, pageSize: 4 })).items);
    expect(pages.map((h) => `${h.kind}:${h.key}`)).toEqual(
      whole.items.map((h: Hit) => `${h.kind}:${h.key}`),
    );
  });

  it('matches a tyre size in any common spelling', async () => {
    for (const k of ['2656517', '265/65R17', '265 65 17']) {
      const hits = await search({ k });
      expect(
        hits.items.map((h: Hit) => h.key),
        k,
      ).toContain(`${unique}-size`);
    }
  });

  it('empty keyword and LIKE wildcards find nothing; bad paging is 422', async () => {
    expect(await search({ k: '' })).toMatchObject({ items: [], total: 0, totalPage: 0 });
    expect((await search({ k: '%%%' })).total).toBe(0);
    expect((await search({ k: 'ไม่มีคำนี้แน่นอนxyz' })).total).toBe(0);
    await search({ k: 'ยาง', page: 0 }, 422);
  });
});
