import type { SearchProductBody, SearchProductResponse } from '@yangdee/contracts/catalog';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandLogoUrl } from '../../lib/image-urls';
import { utf8Of } from '../../lib/ready-json';
import { bangkokToday } from '../../lib/time';
import { listingNow } from './card-index';
import type { ListingCopy } from './card-index.copy';
import type { ListingQuery } from './card-index.entries';
import { freshOfferWhere, freshSinceOn } from './card-index.repository';
import { catalogueOf } from './catalogue';
import { type CardQuery, offerConditions } from './product-card.repository';
import { findCarSizes } from './search.repository';
import { loadListingCards } from './search.totals';
import { containsPattern, parseKeyword } from './search-keyword';

// POST /api/product/search-product: the listing of /tire, /tire-by-car-model, /tire-by-type,
// /brand/:brand and the tyre tab of /search (spec 2.1), driven by the URL query criteria.

// Most pages come from the in-memory listing (decisions 0060, 0117) as ready JSON; a promotion
// filter (an offer condition the listing does not hold) and a process whose copy is still loading
// are answered by SQL, which also stands as the reference the listing is tested against.

function emptyPage(body: SearchProductBody, extra: Partial<SearchProductResponse> = {}) {
  return {
    items: [],
    total: 0,
    page: body.page,
    pageSize: body.pageSize,
    totalPage: 0,
    brand: null,
    carSizes: null,
    ...extra,
  } satisfies SearchProductResponse;
}

/** Where the listing is served from: the in-memory copy (the default) or SQL alone. */
export type SearchSource = {
  fromMemory: boolean;
  indexCheckMs: number;
  /** A listing copy of its own (tests compare one kept up to date change by change). */
  listing?: ListingCopy;
};

export async function searchProducts(
  db: Db,
  body: SearchProductBody,
  source: SearchSource = { fromMemory: true, indexCheckMs: 0 },
): Promise<SearchProductResponse | Buffer> {
  const brandRows = await catalogueOf(db).brands.activeBrands(db);
  const parsed = body.k
    ? parseKeyword(body.k, brandRows)
    : { sizeCompact: null, brandSlug: null, words: [] };

  // Brand: from the filter or a brand word in the keyword; two different brands match nothing.
  const brandSlug = body.brand?.toLowerCase() ?? parsed.brandSlug;
  const brandRow = brandSlug ? brandRows.find((b) => b.slug === brandSlug) : undefined;
  const brand = brandRow
    ? {
        param: brandRow.slug,
        name: brandRow.nameTh,
        nameEn: brandRow.nameEn,
        logo: brandLogoUrl(brandRow.id),
      }
    : null;
  if (brandSlug && !brandRow) return emptyPage(body);
  if (body.brand && parsed.brandSlug && parsed.brandSlug !== brandRow?.slug) {
    return emptyPage(body, { brand });
  }

  // Car make → model → year: that car's factory sizes.
  let carSizes: string[] | null = null;
  let sizeIds: number[] | undefined;
  if (body.make && body.model) {
    const sizes = await findCarSizes(db, body.make, body.model, body.year);
    carSizes = sizes?.map((s) => s.label) ?? [];
    if (!sizes || sizes.length === 0) return emptyPage(body, { brand, carSizes });
    sizeIds = sizes.map((s) => s.id);
  }

  const q: ListingQuery = {
    brandId: brandRow?.id,
    sizeIds,
    width: body.width,
    ratio: body.ratio,
    diameter: body.diameter,
    compact: parsed.sizeCompact ?? undefined,
    type: body.type,
    words: parsed.words,
    filter: { inStock: Boolean(body.inStock), orderType: body.orderType },
    fresh: body.fresh,
    priceMinSatang: body.priceMin === undefined ? undefined : Math.round(body.priceMin * 100),
    priceMaxSatang: body.priceMax === undefined ? undefined : Math.round(body.priceMax * 100),
    sort: body.sort,
    offset: (body.page - 1) * body.pageSize,
    limit: body.pageSize,
  };
  const paging = { page: body.page, pageSize: body.pageSize };

  // A cold process (its copy still loading) answers from SQL: no request waits for a load.
  const index =
    source.fromMemory && !body.promotion
      ? await (source.listing?.fresh() ?? listingNow(db, source.indexCheckMs))
      : null;
  if (index) {
    const { itemsJson, total } = index.page(q);
    const rest = { total, ...paging, totalPage: Math.ceil(total / body.pageSize), brand, carSizes };
    return utf8Of(`{"items":${itemsJson},`, JSON.stringify(rest).slice(1));
  }
  const today = bangkokToday(catalogueOf(db).clock());
  const cq = toCardQuery(q, body.promotion, today);
  const { items, total } = await loadListingCards(db, cq, q, body.promotion, today);
  return { items, total, ...paging, totalPage: Math.ceil(total / body.pageSize), brand, carSizes };
}

/**
 * The SQL card query of a listing. Without a promotion filter the common keys (brand, size) are
 * conditions on the offer summary row `a` (decision 0020); otherwise offers are aggregated and
 * every key is a condition on the catalogue (p, m, b, z).
 */
function toCardQuery(q: ListingQuery, promotion: string | undefined, today: string): CardQuery {
  const productWhere: SQL[] = [];
  const summaryWhere: SQL[] = [];
  // The summary holds "every offer" only: a freshness choice aggregates the offers (decision 0164).
  const summary = promotion || q.fresh ? undefined : q.filter;
  const keyWhere = summary ? summaryWhere : productWhere;
  if (q.brandId !== undefined) {
    keyWhere.push(summary ? sql`and a.brand_id = ${q.brandId}` : sql`and b.id = ${q.brandId}`);
  }
  if (q.sizeIds) {
    const ids = sql.join(
      q.sizeIds.map((id) => sql`${id}`),
      sql`, `,
    );
    keyWhere.push(
      summary ? sql`and a.tyre_size_id in (${ids})` : sql`and p.tyre_size_id in (${ids})`,
    );
  }
  const sizeWhere: SQL[] = [];
  if (q.width) sizeWhere.push(sql`and z.width = ${q.width}`);
  if (q.ratio) sizeWhere.push(sql`and z.ratio = ${q.ratio}`);
  if (q.diameter) sizeWhere.push(sql`and z.diameter = ${q.diameter}`);
  if (q.compact) sizeWhere.push(sql`and z.compact = ${q.compact}`);
  if (sizeWhere.length > 0 && summary) {
    summaryWhere.push(sql`and a.tyre_size_id in
      (select z.id from tyre_sizes z where true ${sql.join(sizeWhere, sql` `)})`);
  } else productWhere.push(...sizeWhere);
  if (q.type) {
    productWhere.push(sql`and exists (select 1 from tyre_model_types mt
      join tyre_types t on t.id = mt.tyre_type_id
      where mt.tyre_model_id = m.id and t.code = ${q.type})`);
  }
  // Remaining words: each must match the model name (trigram-indexed), a size, a brand spelling
  // or a tyre type name.
  for (const word of q.words) {
    const pattern = containsPattern(word);
    productWhere.push(sql`and (m.name ilike ${pattern} or z.label ilike ${pattern}
      or b.name_th ilike ${pattern} or b.name_en ilike ${pattern}
      or exists (select 1 from tyre_model_types mt join tyre_types t on t.id = mt.tyre_type_id
                 where mt.tyre_model_id = m.id and t.name_th ilike ${pattern}))`);
  }
  return {
    productWhere: sql.join(productWhere, sql` `),
    offerWhere: sql.join(
      [
        ...offerConditions({ ...q.filter, promotion }),
        ...(q.fresh ? [freshOfferWhere(freshSinceOn(today)[q.fresh])] : []),
      ],
      sql` `,
    ),
    summary,
    summaryWhere: sql.join(summaryWhere, sql` `),
    isDeliveryPrice: q.filter.orderType === 'DELIVERY',
    priceMinSatang: q.priceMinSatang,
    priceMaxSatang: q.priceMaxSatang,
    sort: q.sort,
    limit: q.limit,
    offset: q.offset,
  };
}
