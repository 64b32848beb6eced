// Catalogue constants and the product param helpers, free of zod so that public screens (home,
// listing, the ProductCard) can import them without pulling the validation library into their
// first chunk. catalog.ts re-exports them next to the schemas.

// Product param (spec 3: "its first segment before '.' is the product id").

/** Lower-case kebab text: letters and digits kept, every other run becomes one '-'. */
export function toKebab(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\u0e00-\u0e7f]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `{productId}.{slug}`, e.g. productParam(123, 'michelin', 'primacy-4', '205/55R16') → '123.michelin-primacy-4-205-55r16'. */
export function productParam(
  id: number,
  brandSlug: string,
  modelSlug: string,
  sizeLabel: string,
): string {
  const slug = toKebab(`${brandSlug}-${modelSlug}-${sizeLabel}`);
  return slug ? `${id}.${slug}` : String(id);
}

/** The product id of a param (only the part before the first '.' counts); null when it is not one. */
export function productIdFromParam(param: string | null | undefined): number | null {
  if (typeof param !== 'string') return null;
  const head = param.split('.', 1)[0]?.trim() ?? '';
  if (!/^\d{1,10}$/.test(head)) return null;
  const id = Number(head);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

// ---------------------------------------------------------------------------------------------
// Listing criteria: the URL query names of /tire (and the body of POST /api/product/search-product).

export const TYRE_TYPE_CODES = [
  'passenger',
  'suv',
  'pickup',
  'eco',
  'sport',
  'runflat',
  'allterrain',
] as const;
export type TyreTypeCode = (typeof TYRE_TYPE_CODES)[number];

/** 'total': the lowest total of 4 tyres fitted at the shop (decision 0165). */
export const PRODUCT_SORTS = ['popular', 'price_asc', 'price_desc', 'newest', 'total'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const DEFAULT_PRODUCT_SORT: ProductSort = 'popular';

export const ORDER_TYPES = ['SERVICE', 'DELIVERY'] as const;
export type OrderTypeName = (typeof ORDER_TYPES)[number];

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 60;

/** The highest price bound a listing can be filtered by (baht). */
export const PRICE_FILTER_MAX_BAHT = 10_000_000;

/**
 * A price bound as a shopper typed it ("3,450", " 2500.50 ") as the listing query's text, or null
 * when it is not a price (at most two decimals, 0 to PRICE_FILTER_MAX_BAHT): the listing's price
 * form and the search body's rule (catalog.ts) are this one rule.
 */
export function priceFilterOf(typed: unknown): string | null {
  if (typeof typed !== 'string' && typeof typed !== 'number') return null;
  const text = String(typed).replace(/[,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const baht = Number(text);
  return baht <= PRICE_FILTER_MAX_BAHT ? String(baht) : null;
}

/** The listing query names in URL order (for building and reading /tire?... links). */
export const LISTING_QUERY_KEYS = [
  'k',
  'brand',
  'width',
  'ratio',
  'diameter',
  'type',
  'make',
  'model',
  'year',
  'promotion',
  'priceMin',
  'priceMax',
  'inStock',
  'orderType',
  'fresh',
  'sort',
  'page',
  'pageSize',
] as const;
export type ListingQueryKey = (typeof LISTING_QUERY_KEYS)[number];
