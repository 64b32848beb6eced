import type { SearchProductBody, SearchProductResponse } from '@yangdee/contracts/catalog';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bangkokToday } from '../../lib/time';
import { loadCards } from './product-card.mapper';
import { STATUS_LIMITED } from './product-card.repository';
import { findActiveBrands, findCarSizes } from './search.repository';
import { containsPattern, parseKeyword } from './search-keyword';

// POST /api/product/search-product: the listing of /tire, /tire-by-car-model, /tire-by-type,
// /brand/:brand and the tyre tab of /search (spec 2.1), driven by the URL query criteria.

/**
 * productWhere: conditions on the catalogue (p, m, b, z); summaryWhere: the same kind of
 * conditions on the offer summary row `a` where it holds the key (brand, size), so the common
 * listings read that one table (decision 0020).
 */
type Criteria = { productWhere: SQL[]; summaryWhere: SQL[]; offerWhere: SQL[] };

/** Offer conditions of the shopper's choices: stock, how the tyres are received, a promotion. */
export function offerConditions(
  c: Pick<SearchProductBody, 'inStock' | 'orderType' | 'promotion'>,
): SQL[] {
  const where: SQL[] = [];
  // "In stock" means stock on hand (LIMITED with qty > 0); FACTORY/SUBLET offers are orderable
  // but wait for goods, so they do not count as in stock (decision 0005).
  if (c.inStock) where.push(sql`and sp.qty > 0 and sp.status = ${STATUS_LIMITED}`);
  if (c.orderType === 'SERVICE')
    where.push(sql`and sp.is_service_available and s.is_service_enabled`);
  if (c.orderType === 'DELIVERY') {
    where.push(sql`and sp.is_delivery_available and s.is_delivery_enabled`);
  }
  if (c.promotion) {
    const today = bangkokToday();
    where.push(sql`and exists (select 1 from seller_product_promotions spp
      join promotions pr on pr.id = spp.promotion_id
      where spp.seller_product_id = sp.id and pr.key = ${c.promotion} and pr.is_active
        and pr.start_date <= ${today} and pr.end_date >= ${today})`);
  }
  return where;
}

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

export async function searchProducts(
  db: Db,
  body: SearchProductBody,
): Promise<SearchProductResponse> {
  const brandRows = await findActiveBrands(db);
  const parsed = body.k
    ? parseKeyword(body.k, brandRows)
    : { sizeCompact: null, brandSlug: null, words: [] };
  const c: Criteria = { productWhere: [], summaryWhere: [], offerWhere: offerConditions(body) };
  // A promotion filter is an offer condition the summary does not hold: aggregate offers then.
  const summary = body.promotion
    ? undefined
    : { inStock: Boolean(body.inStock), orderType: body.orderType };

  // Brand: from the filter or a brand word in the keyword; two different brands match nothing.
  const brandSlug = body.brand?.toLowerCase() ?? parsed.brandSlug;
  const brandRow = brandSlug ? brandRows.find((b) => b.slug === brandSlug) : undefined;
  const brand = brandRow
    ? {
        param: brandRow.slug,
        name: brandRow.nameTh,
        nameEn: brandRow.nameEn,
        logo: `/api/images/brand/${brandRow.id}.svg`,
      }
    : null;
  if (brandSlug && !brandRow) return emptyPage(body);
  if (body.brand && parsed.brandSlug && parsed.brandSlug !== brandRow?.slug) {
    return emptyPage(body, { brand });
  }
  if (brandRow) {
    if (summary) c.summaryWhere.push(sql`and a.brand_id = ${brandRow.id}`);
    else c.productWhere.push(sql`and b.id = ${brandRow.id}`);
  }

  // Car make → model → year: that car's factory sizes.
  let carSizes: string[] | null = null;
  if (body.make && body.model) {
    const sizes = await findCarSizes(db, body.make, body.model, body.year);
    carSizes = sizes?.map((s) => s.label) ?? [];
    if (!sizes || sizes.length === 0) return emptyPage(body, { brand, carSizes });
    const ids = sql.join(
      sizes.map((s) => sql`${s.id}`),
      sql`, `,
    );
    if (summary) c.summaryWhere.push(sql`and a.tyre_size_id in (${ids})`);
    else c.productWhere.push(sql`and p.tyre_size_id in (${ids})`);
  }

  const sizeWhere: SQL[] = [];
  if (body.width) sizeWhere.push(sql`and z.width = ${body.width}`);
  if (body.ratio) sizeWhere.push(sql`and z.ratio = ${body.ratio}`);
  if (body.diameter) sizeWhere.push(sql`and z.diameter = ${body.diameter}`);
  if (parsed.sizeCompact) sizeWhere.push(sql`and z.compact = ${parsed.sizeCompact}`);
  if (sizeWhere.length > 0 && summary) {
    c.summaryWhere.push(sql`and a.tyre_size_id in
      (select z.id from tyre_sizes z where true ${sql.join(sizeWhere, sql` `)})`);
  } else c.productWhere.push(...sizeWhere);
  if (body.type) {
    c.productWhere.push(sql`and exists (select 1 from tyre_model_types mt
      join tyre_types t on t.id = mt.tyre_type_id
      where mt.tyre_model_id = m.id and t.code = ${body.type})`);
  }
  // Remaining words: each must match the model name (trigram-indexed), a size, a brand spelling
  // or a tyre type name.
  for (const word of parsed.words) {
    const pattern = containsPattern(word);
    c.productWhere.push(sql`and (m.name ilike ${pattern} or z.label ilike ${pattern}
      or b.name_th ilike ${pattern} or b.name_en ilike ${pattern}
      or exists (select 1 from tyre_model_types mt join tyre_types t on t.id = mt.tyre_type_id
                 where mt.tyre_model_id = m.id and t.name_th ilike ${pattern}))`);
  }

  const { items, total } = await loadCards(db, {
    productWhere: sql.join(c.productWhere, sql` `),
    offerWhere: sql.join(c.offerWhere, sql` `),
    summary,
    summaryWhere: sql.join(c.summaryWhere, sql` `),
    isDeliveryPrice: body.orderType === 'DELIVERY',
    priceMinSatang: body.priceMin === undefined ? undefined : Math.round(body.priceMin * 100),
    priceMaxSatang: body.priceMax === undefined ? undefined : Math.round(body.priceMax * 100),
    sort: body.sort,
    limit: body.pageSize,
    offset: (body.page - 1) * body.pageSize,
  });
  return {
    items,
    total,
    page: body.page,
    pageSize: body.pageSize,
    totalPage: Math.ceil(total / body.pageSize),
    brand,
    carSizes,
  };
}
