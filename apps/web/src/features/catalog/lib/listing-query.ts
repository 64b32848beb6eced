import type { SearchProductInput } from '@yangdee/contracts/catalog';
import {
  LISTING_QUERY_KEYS,
  type ListingQueryKey,
  ORDER_TYPES,
  PRODUCT_SORTS,
  TYRE_TYPE_CODES,
} from '@yangdee/contracts/catalog-query';
import { freshnessOf } from '@yangdee/contracts/production-year';

// The listing's state lives in the URL (issue 2/6 §2: shareable, bookmarkable). These read the
// query into search criteria and compute the next query when a filter changes. Kept free of zod
// so the listing chunk stays small; the server validates again.

const NUMBER = /^\d{1,7}(\.\d{1,2})?$/;
const SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/i;

const VALID: Record<ListingQueryKey, (v: string) => boolean> = {
  k: (v) => v.trim().length > 0 && v.length <= 100,
  brand: (v) => SLUG.test(v),
  width: (v) => /^\d{1,3}$/.test(v),
  ratio: (v) => /^\d{1,3}$/.test(v),
  diameter: (v) => /^\d{1,3}$/.test(v),
  type: (v) => (TYRE_TYPE_CODES as readonly string[]).includes(v),
  make: (v) => SLUG.test(v),
  model: (v) => SLUG.test(v),
  year: (v) => /^(19[5-9]\d|20\d\d)$/.test(v),
  promotion: (v) => v.length > 0 && v.length <= 120,
  priceMin: (v) => NUMBER.test(v),
  priceMax: (v) => NUMBER.test(v),
  inStock: (v) => v === '1',
  orderType: (v) => (ORDER_TYPES as readonly string[]).includes(v),
  fresh: (v) => freshnessOf(v) !== undefined,
  sort: (v) => (PRODUCT_SORTS as readonly string[]).includes(v),
  page: (v) => /^[1-9]\d{0,3}$/.test(v),
  pageSize: (v) => /^[1-9]\d?$/.test(v) && Number(v) <= 60,
};

/** The valid listing values of a query; a broken value is ignored rather than failing the page. */
export function readListingQuery(
  params: URLSearchParams,
): Partial<Record<ListingQueryKey, string>> {
  const out: Partial<Record<ListingQueryKey, string>> = {};
  for (const key of LISTING_QUERY_KEYS) {
    const value = params.get(key);
    if (value !== null && value !== '' && VALID[key](value)) out[key] = value;
  }
  return out;
}

/** Search criteria for the server; `brand` from the path (/brand/:brand) wins over the query. */
export function criteriaFromQuery(params: URLSearchParams, pathBrand?: string): SearchProductInput {
  const q = readListingQuery(params);
  return { ...q, ...(pathBrand ? { brand: pathBrand } : {}) } as SearchProductInput;
}

/** A path brand that cannot be a brand slug (it goes straight to the not-found page). */
export function isBrandSlug(value: string | undefined): boolean {
  return !!value && SLUG.test(value);
}

/** Filters that only make sense under another: changing the parent clears them. */
const DEPENDENTS: Partial<Record<ListingQueryKey, ListingQueryKey[]>> = {
  width: ['ratio', 'diameter'],
  ratio: ['diameter'],
  make: ['model', 'year'],
  model: ['year'],
};

/**
 * The next query after some filters change (null or '' removes one). Dependent selects are
 * cleared with their parent, and any change but the page goes back to page 1.
 */
export function nextListingQuery(
  params: URLSearchParams,
  changes: Partial<Record<ListingQueryKey, string | null>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes) as [ListingQueryKey, string | null][]) {
    for (const dependent of DEPENDENTS[key] ?? []) {
      if (!(dependent in changes)) next.delete(dependent);
    }
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

/** Number of filters in force (the clear button shows only when there is one). */
export function countFilters(params: URLSearchParams): number {
  const q = readListingQuery(params);
  return Object.keys(q).filter((k) => !['sort', 'page', 'pageSize'].includes(k)).length;
}
