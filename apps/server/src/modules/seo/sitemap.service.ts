import { productParam } from '@yangdee/contracts/catalog';
import type { Db } from '../../db/client';
import {
  countProductsForSitemap,
  listArticlesForSitemap,
  listAuthorsForSitemap,
  listBrandsForSitemap,
  listNetworksForSitemap,
  listProductsForSitemap,
  listPromotionsForSitemap,
  listStoresForSitemap,
} from './seo.repository';
import { absoluteUrl, escapeHtml } from './seo-head';
import { SITEMAP_STATIC_PATHS } from './seo-static';

// /sitemap.xml (sitemaps.org 0.9): every brand, tyre, store, promotion, article, author, network
// and public static page as an absolute URL on PUBLIC_BASE_URL with lastmod. A sitemap holds at
// most 50,000 URLs; above that /sitemap.xml becomes a sitemap index of /sitemap/pages.xml (all
// but tyres) and /sitemap/tires-{n}.xml (50,000 tyres each).

export const SITEMAP_MAX_URLS = 50_000;

type Entry = { path: string; lastmod?: Date | string | null };

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function isoDate(value: Date | string | null | undefined): string | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function urlset(baseUrl: string, entries: Entry[]): string {
  const body = entries
    .map((entry) => {
      const lastmod = isoDate(entry.lastmod);
      return `<url><loc>${escapeHtml(absoluteUrl(baseUrl, entry.path))}</loc>${
        lastmod ? `<lastmod>${lastmod}</lastmod>` : ''
      }</url>`;
    })
    .join('\n');
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${body}\n</urlset>\n`;
}

/** Everything except tyres: static pages, brands, stores, promotions, articles, authors, networks. */
async function pageEntries(db: Db, staticLastmod: Date): Promise<Entry[]> {
  const [brandRows, storeRows, promotionRows, articleRows, authorRows, networkRows] =
    await Promise.all([
      listBrandsForSitemap(db),
      listStoresForSitemap(db),
      listPromotionsForSitemap(db),
      listArticlesForSitemap(db),
      listAuthorsForSitemap(db),
      listNetworksForSitemap(db),
    ]);
  const enc = encodeURIComponent;
  return [
    ...SITEMAP_STATIC_PATHS.map((path) => ({ path, lastmod: staticLastmod })),
    ...brandRows.map((b) => ({ path: `/brand/${enc(b.slug)}`, lastmod: b.updatedAt })),
    ...storeRows.map((s) => ({ path: `/store/${enc(s.link)}`, lastmod: s.updatedAt })),
    ...promotionRows.map((p) => ({ path: `/promotion/${enc(p.key)}`, lastmod: p.updatedAt })),
    ...articleRows.map((a) => ({ path: `/article/${enc(a.key)}`, lastmod: a.updatedAt })),
    ...authorRows.map((a) => ({ path: `/author/${a.id}`, lastmod: a.updatedAt })),
    ...networkRows.map((n) => ({ path: `/network/${enc(n.key)}`, lastmod: n.updatedAt })),
  ];
}

async function tyreEntries(db: Db, offset: number, limit: number): Promise<Entry[]> {
  const rows = await listProductsForSitemap(db, offset, limit);
  return rows.map((p) => ({
    path: `/tire/${productParam(p.id, p.brandSlug, p.modelSlug, p.sizeLabel)}`,
    lastmod: p.updatedAt,
  }));
}

export type SitemapContext = {
  db: Db;
  baseUrl: string;
  /** lastmod of the static pages: their texts ship with the release, so the start time. */
  staticLastmod: Date;
  maxUrls?: number;
};

/** /sitemap.xml: a urlset when everything fits, else a sitemap index. */
export async function buildSitemap(ctx: SitemapContext): Promise<string> {
  const max = ctx.maxUrls ?? SITEMAP_MAX_URLS;
  const [pages, tyreCount] = await Promise.all([
    pageEntries(ctx.db, ctx.staticLastmod),
    countProductsForSitemap(ctx.db),
  ]);
  if (pages.length + tyreCount <= max) {
    return urlset(ctx.baseUrl, [...pages, ...(await tyreEntries(ctx.db, 0, tyreCount))]);
  }
  const now = new Date().toISOString();
  const parts = ['/sitemap/pages.xml'];
  for (let n = 1; (n - 1) * max < tyreCount; n++) parts.push(`/sitemap/tires-${n}.xml`);
  const body = parts
    .map(
      (path) =>
        `<sitemap><loc>${escapeHtml(absoluteUrl(ctx.baseUrl, path))}</loc><lastmod>${now}</lastmod></sitemap>`,
    )
    .join('\n');
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${body}\n</sitemapindex>\n`;
}

/** A part of the sitemap index: 'pages' or 'tires-{n}'; null when there is no such part. */
export async function buildSitemapPart(ctx: SitemapContext, part: string): Promise<string | null> {
  const max = ctx.maxUrls ?? SITEMAP_MAX_URLS;
  if (part === 'pages') return urlset(ctx.baseUrl, await pageEntries(ctx.db, ctx.staticLastmod));
  const match = /^tires-(\d{1,4})$/.exec(part);
  if (!match) return null;
  const n = Number(match[1]);
  if (n < 1) return null;
  const entries = await tyreEntries(ctx.db, (n - 1) * max, max);
  return entries.length ? urlset(ctx.baseUrl, entries) : null;
}

/** robots.txt: crawl the storefront, not accounts, the back office, checkout or the API. */
export function buildRobotsTxt(baseUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /my/',
    'Disallow: /seller/',
    'Disallow: /cart',
    'Disallow: /order/',
    'Disallow: /api/',
    'Disallow: /admin',
    '',
    `Sitemap: ${absoluteUrl(baseUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
