import { productParam } from '@yangdee/contracts/catalog';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { buildSitemapPart } from '../src/modules/seo/sitemap.service';
import {
  BASE,
  fakeWebDist,
  findSeoSamples,
  jsonLd,
  type Ld,
  metaContent,
  rows,
  type SeoSamples,
  titleOf,
} from './seo-fixtures';
import { buildTestApp, testDatabases } from './test-databases';

// Issue [2/6] §7: the server renders each page's head (a crawler without JavaScript sees the
// Thai title, description, canonical URL, Open Graph tags and JSON-LD) and answers 404 for
// unknown things. Sitemap and robots: sitemap.test.ts.

describe.each(testDatabases())('server-rendered SEO on $name', ({ open }) => {
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

  it('/tire/<id> carries the Thai title, canonical, Open Graph and Product JSON-LD in THB', async () => {
    const param = productParam(product.id, product.brand_slug, product.model_slug, product.label);
    // Any slug after the id works; the canonical URL uses the product's own param.
    const res = await app.inject({ method: 'GET', url: `/tire/${product.id}.whatever` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    // The title names the brand as Thai shoppers search it (the page's own heading does too).
    const name = `${product.brand_th} ${product.model} ${product.label}`;
    expect(titleOf(html)).toBe(`ยาง ${name} ราคาถูก เปรียบเทียบราคาจากร้านยาง | ยางดี`);
    expect(html).not.toContain('template description');
    expect(metaContent(html, 'name', 'description')).toMatch(/ราคาเริ่มต้น [\d,]+ บาท\/เส้น/);
    expect(html).toContain(`<link rel="canonical" href="${BASE}/tire/${param}">`);
    expect(metaContent(html, 'property', 'og:title')).toBe(titleOf(html));
    expect(metaContent(html, 'property', 'og:type')).toBe('product');
    expect(metaContent(html, 'property', 'og:locale')).toBe('th_TH');
    expect(metaContent(html, 'property', 'og:site_name')).toBe('ยางดี');
    expect(metaContent(html, 'property', 'og:url')).toBe(`${BASE}/tire/${param}`);
    expect(metaContent(html, 'property', 'og:image')).toMatch(
      new RegExp(`^${BASE}/api/images/(picture|model)/\\d+\\.svg$`),
    );

    const ld = jsonLd(html);
    const productLd = ld.find((item) => item['@type'] === 'Product') as Ld;
    expect(productLd).toBeDefined();
    expect(productLd.name).toContain(name);
    expect(productLd.brand).toEqual({ '@type': 'Brand', name: product.brand });
    expect(productLd.sku).toEqual(expect.any(String));
    expect(productLd.offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'THB' });

    const [offers] = await rows<{ low: number; high: number; n: number }>(
      database,
      sql`select min(sp.price_satang)::int as low, max(sp.price_satang)::int as high,
            count(*)::int as n
          from seller_products sp join stores st on st.id = sp.store_id
          where sp.product_id = ${product.id} and sp.is_display and sp.status in (1, 2, 3)
            and st.is_active`,
    );
    expect(productLd.offers.lowPrice).toBe(offers.low / 100);
    expect(productLd.offers.highPrice).toBe(offers.high / 100);
    expect(productLd.offers.offerCount).toBe(offers.n);
    expect(productLd.offers.offerCount).toBeGreaterThanOrEqual(2);
    expect(ld.some((item) => item['@type'] === 'BreadcrumbList')).toBe(true);

    // The image the og:image points at exists.
    const image = await app.inject({
      method: 'GET',
      url: (metaContent(html, 'property', 'og:image') as string).replace(BASE, ''),
    });
    expect(image.statusCode).toBe(200);
  });

  it('/article/<key> carries Article JSON-LD with its author and date', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/article/${encodeURIComponent(article.key)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe(`${article.title} | ยางดี`);
    expect(metaContent(res.body, 'property', 'og:type')).toBe('article');
    const ld = jsonLd(res.body).find((item) => item['@type'] === 'Article') as Ld;
    expect(ld.headline).toBe(article.title.length <= 110 ? article.title : expect.any(String));
    expect(ld.author).toMatchObject({ '@type': 'Person', name: article.author });
    expect(new Date(ld.datePublished).toString()).not.toBe('Invalid Date');
    expect(ld.image[0]).toMatch(new RegExp(`^${BASE}/api/images/article/${article.id}\\.svg$`));
  });

  it('a list carries a BreadcrumbList; filters that define it stay in the canonical URL', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/tire?brand=${product.brand_slug}&width=265&ratio=65&diameter=17&sort=price_asc&priceMin=100&page=2`,
    });
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe(`ราคายาง ${product.brand} ขนาด 265/65R17 หน้า 2 | ยางดี`);
    expect(res.body).toContain(
      `<link rel="canonical" href="${BASE}/tire?brand=${product.brand_slug}&amp;width=265&amp;ratio=65&amp;diameter=17&amp;page=2">`,
    );
    const crumbs = jsonLd(res.body).find((item) => item['@type'] === 'BreadcrumbList') as Ld;
    expect(crumbs.itemListElement.map((c: { name: string }) => c.name)).toEqual([
      'หน้าแรก',
      'ราคายางรถยนต์',
      `ยาง ${product.brand}`,
      `ราคายาง ${product.brand} ขนาด 265/65R17 หน้า 2`,
    ]);
    expect(crumbs.itemListElement[0]).toMatchObject({ position: 1, item: `${BASE}/` });

    const brandPage = await app.inject({ method: 'GET', url: `/brand/${product.brand_slug}` });
    expect(brandPage.statusCode).toBe(200);
    expect(titleOf(brandPage.body)).toMatch(new RegExp(`^ราคายาง ${product.brand} \\(.+\\) ทุกรุ่น`));
    expect(brandPage.body).toContain(
      `<link rel="canonical" href="${BASE}/brand/${product.brand_slug}">`,
    );

    for (const url of ['/promotion', '/article', '/review', '/store', '/network']) {
      const list = await app.inject({ method: 'GET', url });
      expect(list.statusCode).toBe(200);
      expect(jsonLd(list.body).some((item) => item['@type'] === 'BreadcrumbList')).toBe(true);
      expect(titleOf(list.body)).toMatch(/[\u0E00-\u0E7F].* \| ยางดี$/);
    }
  });

  it('promotion, store, static and search pages have Thai heads; search is not indexed', async () => {
    const promo = await app.inject({ method: 'GET', url: `/promotion/${promotion.key}` });
    expect(promo.statusCode).toBe(200);
    expect(titleOf(promo.body)).toBe(`${promotion.title} โปรโมชันยาง | ยางดี`);

    const shop = await app.inject({ method: 'GET', url: `/store/${store.link}` });
    expect(shop.statusCode).toBe(200);
    expect(titleOf(shop.body)).toContain(store.name);
    const shopLd = jsonLd(shop.body).find((item) => item['@type'] === 'AutoPartsStore') as Ld;
    expect(shopLd.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'TH' });

    const privacy = await app.inject({ method: 'GET', url: '/help/privacy' });
    expect(titleOf(privacy.body)).toBe('นโยบายความเป็นส่วนตัว | ยางดี');
    expect(privacy.body).toContain(`<link rel="canonical" href="${BASE}/help/privacy">`);

    const home = await app.inject({ method: 'GET', url: '/' });
    expect(titleOf(home.body)).toMatch(/^ยางดี /);
    expect(jsonLd(home.body).some((item) => item['@type'] === 'WebSite')).toBe(true);

    const search = await app.inject({ method: 'GET', url: '/search?k=%3Cscript%3Eมิชลิน&t=9' });
    expect(search.statusCode).toBe(200);
    expect(titleOf(search.body)).toBe('ผลการค้นหา “&lt;script&gt;มิชลิน” | ยางดี');
    expect(search.body).toContain('<meta name="robots" content="noindex, follow">');
    expect(search.body).not.toContain('<script>มิชลิน');
    // JSON-LD never carries a raw '<'.
    expect(search.body).toContain('\\u003cscript\\u003eมิชลิน');
  });

  it('unknown tyre, article, promotion, brand, store and author → 404 with the not-found title', async () => {
    for (const url of [
      '/tire/999999999.no-such-tyre',
      '/tire/not-a-number',
      '/article/no-such-article',
      '/promotion/no-such-promotion',
      '/brand/no-such-brand',
      '/store/no-such-store',
      '/author/999999',
      '/no/such/page',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(titleOf(res.body)).toBe('ไม่พบหน้าที่คุณต้องการ | ยางดี');
      expect(res.body).toContain('<meta name="robots" content="noindex, follow">');
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('a scheduled article and a shop promotion are not public pages (404)', async () => {
    const suffix = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    await database.db.execute(sql`insert into articles (key, author_id, title, body_html, published_at)
      select ${`seo-scheduled-${suffix}`}, id, 'บทความที่ตั้งเวลาเผยแพร่', '<p>ยังไม่เผยแพร่</p>',
             now() + interval '1 day' from authors order by id limit 1`);
    await database.db.execute(sql`insert into promotions
        (key, store_id, amount_type, amount_value, title, start_date, end_date)
      select ${`seo-shop-promo-${suffix}`}, id, 'discountAmount', 10000, 'โปรโมชันของร้าน',
             current_date, current_date + 30 from stores order by id limit 1`);
    for (const url of [`/article/seo-scheduled-${suffix}`, `/promotion/seo-shop-promo-${suffix}`]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(titleOf(res.body)).toBe('ไม่พบหน้าที่คุณต้องการ | ยางดี');
    }
    const sitemap = await buildSitemapPart(
      { db: database.db, baseUrl: BASE, staticLastmod: new Date() },
      'pages',
    );
    expect(sitemap).not.toContain(`seo-scheduled-${suffix}`);
    expect(sitemap).not.toContain(`seo-shop-promo-${suffix}`);
  });
});
