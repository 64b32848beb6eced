import { TYRE_TYPE_CODES } from '@yangdee/contracts/catalog';
import type { Db } from '../../db/client';
import { brandLogoUrl } from '../../lib/image-urls';
import { findBrandBySlug, findCar, findPromotionHead, findTyreTypeName } from './seo.repository';
import { breadcrumbJsonLd, type Crumb, type PageHead, summarise } from './seo-head';
import { type StaticPage, staticPageFor } from './seo-static';

// Heads of the list screens. The tyre listing (/tire, /tire-by-car-model, /tire-by-type,
// /brand/:brand) is named after the filters that define it (brand, size, type, car, promotion);
// the canonical URL keeps exactly those query parameters (and page > 1), never sort, price range,
// stock or order-type switches, so every variant of one list points at one URL.

export type ListContext = { db: Db; baseUrl: string };
type Query = URLSearchParams;

const HOME_CRUMB: Crumb = { name: 'หน้าแรก', path: '/' };
const SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/i;

function slugParam(query: Query, name: string): string | undefined {
  const value = query.get(name)?.trim();
  return value && SLUG.test(value) ? value.toLowerCase() : undefined;
}

function intParam(query: Query, name: string, min: number, max: number): number | undefined {
  const value = query.get(name)?.trim();
  if (!value || !/^\d{1,4}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

function pageOf(query: Query): number {
  return intParam(query, 'page', 1, 10_000) ?? 1;
}

function withQuery(path: string, entries: Array<[string, string | number | undefined]>): string {
  const search = new URLSearchParams();
  for (const [key, value] of entries) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

const pageSuffix = (page: number) => (page > 1 ? ` หน้า ${page}` : '');

function sizeText(width?: number, ratio?: number, diameter?: number): string {
  if (width && ratio && diameter) return `ขนาด ${width}/${ratio}R${diameter}`;
  return [
    width ? `หน้ากว้าง ${width}` : '',
    ratio ? `ซีรีส์ ${ratio}` : '',
    diameter ? `ขอบ ${diameter}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The tyre listing; null when /brand/:brand names no active brand (404). */
export async function tyreListingHead(
  ctx: ListContext,
  route: string,
  query: Query,
  brandFromPath?: string,
): Promise<PageHead | null> {
  const brandSlug = brandFromPath ?? slugParam(query, 'brand');
  const width = intParam(query, 'width', 100, 400);
  const ratio = intParam(query, 'ratio', 20, 100);
  const diameter = intParam(query, 'diameter', 10, 30);
  const typeCode = query.get('type') ?? '';
  const type = (TYRE_TYPE_CODES as readonly string[]).includes(typeCode) ? typeCode : undefined;
  const make = slugParam(query, 'make');
  const model = make ? slugParam(query, 'model') : undefined;
  const year = make ? intParam(query, 'year', 1950, 2100) : undefined;
  const promotionKey = slugParam(query, 'promotion');
  const page = pageOf(query);

  const [brand, typeName, car, promotion] = await Promise.all([
    brandSlug ? findBrandBySlug(ctx.db, brandSlug) : null,
    type ? findTyreTypeName(ctx.db, type) : null,
    make ? findCar(ctx.db, make, model) : null,
    promotionKey ? findPromotionHead(ctx.db, promotionKey) : null,
  ]);
  if (brandFromPath && !brand) return null;

  const basePath = brandFromPath && brand ? `/brand/${brand.slug}` : route;
  const canonicalPath = withQuery(basePath, [
    ['brand', !brandFromPath && brand ? brand.slug : undefined],
    ['width', width],
    ['ratio', ratio],
    ['diameter', diameter],
    ['type', typeName ? type : undefined],
    ['make', car ? make : undefined],
    ['model', car?.model ? model : undefined],
    ['year', car ? year : undefined],
    ['promotion', promotion ? promotion.key : undefined],
    ['page', page > 1 ? page : undefined],
  ]);

  const size = sizeText(width, ratio, diameter);
  const carText = car
    ? [car.make, car.model, year ? `ปี ${year}` : ''].filter(Boolean).join(' ')
    : '';
  const hasFilters = Boolean(brand || typeName || size || car || promotion);
  const fallback = staticPageFor(route) ?? staticPageFor('/tire');

  let subject: string;
  if (brand) subject = `ยาง ${brand.nameEn}${typeName ? ` ประเภท${typeName}` : ''}`;
  else subject = typeName ?? 'ยางรถยนต์';
  const parts = [
    `ราคา${subject}`,
    brand && brandFromPath && !size && !typeName && !car ? `(${brand.nameTh}) ทุกรุ่น ทุกขนาด` : '',
    size,
    carText ? `สำหรับ ${carText}` : '',
    promotion ? `โปรโมชัน ${promotion.title}` : '',
  ].filter(Boolean);
  const title = hasFilters
    ? `${parts.join(' ')}${pageSuffix(page)}`
    : `${fallback?.title ?? 'ราคายางรถยนต์'}${pageSuffix(page)}`;
  const description = hasFilters
    ? summarise(
        `เปรียบเทียบ${parts.join(' ')} จากร้านยางทั่วประเทศ ดูราคาต่อเส้น ราคารวมติดตั้ง 4 เส้น สต็อก และปีผลิต เลือกติดตั้งที่ร้านหรือจัดส่งถึงบ้านกับยางดี`,
      )
    : (fallback?.description ?? '');

  const crumbs: Crumb[] = [HOME_CRUMB, { name: 'ราคายางรถยนต์', path: '/tire' }];
  if (brand) crumbs.push({ name: `ยาง ${brand.nameEn}`, path: `/brand/${brand.slug}` });
  if (canonicalPath !== crumbs[crumbs.length - 1].path) {
    crumbs.push({ name: title, path: canonicalPath });
  }
  return {
    status: 200,
    title,
    description,
    canonicalPath,
    ogType: 'website',
    image: brand ? brandLogoUrl(brand.id) : undefined,
    jsonLd: [breadcrumbJsonLd(ctx.baseUrl, crumbs)],
  };
}

/** /search?k=&t= — t in 1..3, else 1 (spec 2.1); never indexed. */
export function searchHead(ctx: ListContext, query: Query): PageHead {
  const keyword = (query.get('k') ?? '').trim().slice(0, 100);
  const tab = intParam(query, 't', 1, 3) ?? 1;
  const page = staticPageFor('/search') as StaticPage;
  const canonicalPath = withQuery('/search', [
    ['k', keyword || undefined],
    ['t', keyword ? tab : undefined],
  ]);
  const title = keyword ? `${page.title} “${keyword}”` : page.title;
  return {
    status: 200,
    title,
    description: keyword
      ? `ผลการค้นหา “${keyword}” ยาง ร้านยาง บทความ และโปรโมชันบนยางดี`
      : page.description,
    canonicalPath,
    ogType: 'website',
    isNoIndex: true,
    jsonLd: [breadcrumbJsonLd(ctx.baseUrl, [HOME_CRUMB, { name: title, path: canonicalPath }])],
  };
}

/** A fixed page; lists (hasBreadcrumb) keep `page` in the canonical URL and carry a breadcrumb. */
export function staticHead(
  ctx: ListContext,
  pathname: string,
  page: StaticPage,
  query: Query,
): PageHead {
  const pageNumber = page.hasBreadcrumb ? pageOf(query) : 1;
  const canonicalPath = withQuery(pathname, [['page', pageNumber > 1 ? pageNumber : undefined]]);
  const title = `${page.title}${pageSuffix(pageNumber)}`;
  return {
    status: 200,
    title,
    description: page.description,
    canonicalPath: page.isNoIndex ? null : canonicalPath,
    ogType: 'website',
    isNoIndex: page.isNoIndex,
    jsonLd: page.hasBreadcrumb
      ? [breadcrumbJsonLd(ctx.baseUrl, [HOME_CRUMB, { name: title, path: canonicalPath }])]
      : [],
  };
}
