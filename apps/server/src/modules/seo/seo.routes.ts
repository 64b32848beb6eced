import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { LruCache } from './lru-cache';
import { buildRobotsTxt, buildSitemap, buildSitemapPart } from './sitemap.service';

// Crawler files at the site root (issue [2/6] §7): /sitemap.xml (+ its parts when it is an
// index), /robots.txt and the site picture used as og:image by pages without their own.
// Registered before the web app's catch-all so they are never answered with index.html.

const OG_IMAGE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#064e3b"/><stop offset="1" stop-color="#047857"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<circle cx="960" cy="315" r="210" fill="none" stroke="#0f172a" stroke-width="70"/>
<circle cx="960" cy="315" r="120" fill="#e2e8f0"/>
<circle cx="960" cy="315" r="40" fill="#94a3b8"/>
<text x="90" y="300" font-family="Sarabun, 'Noto Sans Thai', sans-serif" font-size="140" font-weight="700" fill="#ffffff">ยางดี</text>
<text x="90" y="390" font-family="Sarabun, 'Noto Sans Thai', sans-serif" font-size="44" fill="#d1fae5">เปรียบเทียบราคายางรถยนต์จากร้านยางทั่วไทย</text>
</svg>
`;

export function registerSeoRoutes(
  app: FastifyInstance,
  { db, config }: { db: Db; config: AppConfig },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = { db, baseUrl: config.publicBaseUrl, staticLastmod: new Date() };
  // Building the whole sitemap reads every product: keep each part for 60 s.
  const cache = new LruCache<string>(32, 60_000);
  const cached = async (key: string, build: () => Promise<string | null>) => {
    const hit = cache.get(key);
    if (hit) return hit;
    const xml = await build();
    if (xml) cache.set(key, xml);
    return xml;
  };

  r.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = await cached('index', () => buildSitemap(ctx));
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });

  r.get(
    '/sitemap/:file',
    {
      schema: {
        hide: true,
        params: z.object({ file: z.string().max(40) }),
      },
    },
    async (request, reply) => {
      // Anything but pages.xml or tires-{n}.xml is simply not a sitemap: 404.
      const part = /^(pages|tires-\d{1,4})\.xml$/.exec(request.params.file)?.[1];
      if (!part) throw new AppError('NOT_FOUND');
      const xml = await cached(part, () => buildSitemapPart(ctx, part));
      if (!xml) throw new AppError('NOT_FOUND');
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(xml);
    },
  );

  const robots = buildRobotsTxt(config.publicBaseUrl);
  r.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robots),
  );

  r.get('/og-image.svg', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(OG_IMAGE_SVG),
  );
}
