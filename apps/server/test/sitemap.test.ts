import { productParam } from '@yangdee/contracts/catalog';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { buildSitemap, buildSitemapPart } from '../src/modules/seo/sitemap.service';
import { BASE, fakeWebDist, findSeoSamples, rows, type SeoSamples } from './seo-fixtures';
import { buildTestApp, testDatabases } from './test-databases';

// Issue [2/6] §7: /sitemap.xml lists every brand, tyre, store, promotion and article (a sitemap
// index above 50,000 URLs); /robots.txt.

describe.each(testDatabases())('sitemap and robots on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let product: SeoSamples['product'];
  let article: SeoSamples['article'];
  let promotion: SeoSamples['promotion'];
  let store: SeoSamples['store'];

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database, { webDistDir: fakeWebDist(), publicBaseUrl: BASE });
    ({ product, article, promotion, store } = await findSeoSamples(database));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('/sitemap.xml lists brands, tyres, stores, promotions and articles as absolute URLs', async () => {
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = res.body;
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const param = productParam(product.id, product.brand_slug, product.model_slug, product.label);
    for (const path of [
      '/',
      `/brand/${product.brand_slug}`,
      `/tire/${param}`,
      `/store/${store.link}`,
      `/promotion/${promotion.key}`,
      `/article/${encodeURIComponent(article.key)}`,
      '/help/privacy',
    ]) {
      expect(xml, path).toMatch(
        new RegExp(
          `<url><loc>${BASE}${path.replace(/[.?]/g, '\\$&')}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`,
        ),
      );
    }
    expect(xml).not.toContain('/my/');
    expect(xml).not.toContain('/cart');
    const [{ n }] = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from products where is_active`,
    );
    expect(xml.match(/<loc>[^<]*\/tire\/\d+\./g)?.length).toBe(n);
  });

  it('above the URL limit /sitemap.xml becomes an index of parts', async () => {
    const ctx = { db: database.db, baseUrl: BASE, staticLastmod: new Date(), maxUrls: 500 };
    const index = await buildSitemap(ctx);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(parts[0]).toBe(`${BASE}/sitemap/pages.xml`);
    expect(parts[1]).toBe(`${BASE}/sitemap/tires-1.xml`);
    let tyres = 0;
    for (const part of parts.slice(1)) {
      const xml = await buildSitemapPart(
        ctx,
        part.replace(`${BASE}/sitemap/`, '').replace('.xml', ''),
      );
      const count = xml?.match(/<url>/g)?.length ?? 0;
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(500);
      tyres += count;
    }
    const [{ n }] = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from products where is_active`,
    );
    expect(tyres).toBe(n);
    expect(await buildSitemapPart(ctx, `tires-${parts.length + 5}`)).toBeNull();
    // The route serves the parts too (here with the default limit: one part of tyres).
    const res = await app.inject({ method: 'GET', url: '/sitemap/tires-1.xml' });
    expect(res.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/sitemap/tires-99.xml' })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: 'GET', url: '/sitemap/other.xml' })).statusCode).toBe(404);
  });

  it('/robots.txt allows the storefront, keeps private areas out and names the sitemap', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    for (const line of [
      'User-agent: *',
      'Allow: /',
      'Disallow: /my/',
      'Disallow: /seller/',
      'Disallow: /cart',
      'Disallow: /order/',
      'Disallow: /api/',
      'Disallow: /admin',
      `Sitemap: ${BASE}/sitemap.xml`,
    ]) {
      expect(res.body.split('\n')).toContain(line);
    }
  });
});
