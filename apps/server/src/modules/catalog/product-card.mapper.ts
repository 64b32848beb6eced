import { type ProductCard, productParam } from '@yangdee/contracts/catalog';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brandLogoUrl, modelPictureUrl } from '../../lib/image-urls';
import { bangkokToday } from '../../lib/time';
import { type CardQuery, type CardRow, findCardExtras, findCards } from './product-card.repository';
import { findCardsFromSummary } from './product-card-summary.repository';

/** From the offer summary when the query allows it (decision 0020), else by aggregating offers. */
export function findPage(db: DbOrTx, q: CardQuery): Promise<CardRow[]> {
  return q.summary ? findCardsFromSummary(db, q, q.summary) : findCards(db, q);
}

// Card rows → the contract's ProductCard (satang → baht, image and link params).

export function toProductCard(
  row: CardRow,
  extra: { types: string[]; hasPromotion: boolean; hasWarranty: boolean },
): ProductCard {
  return {
    id: row.id,
    param: productParam(row.id, row.brand_slug, row.model_slug, row.size_label),
    brand: row.brand_name,
    brandParam: row.brand_slug,
    brandLogo: brandLogoUrl(row.brand_id),
    model: row.model_name,
    modelParam: row.model_slug,
    size: row.size_label,
    loadIndex: row.load_index,
    speedRating: row.speed_rating,
    year: row.production_year,
    picture: modelPictureUrl(row.model_id),
    minPrice: row.min_price / 100,
    shopCount: row.shop_count,
    hasPromotion: extra.hasPromotion,
    hasWarranty: extra.hasWarranty,
    euRollingResistance: row.eu_rolling_resistance,
    euWetGrip: row.eu_wet_grip,
    euNoiseDb: row.eu_noise_db,
    types: extra.types,
  };
}

/** Runs a card query and completes the rows with types and badges: one page of cards + total. */
export async function loadCards(
  db: DbOrTx,
  q: CardQuery,
): Promise<{ items: ProductCard[]; total: number }> {
  const rows = await findPage(db, q);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && q.offset > 0) {
    // Past the last page: the window count is not there, ask for it alone.
    const first = await findPage(db, { ...q, limit: 1, offset: 0 });
    total = first[0]?.total ?? 0;
  }
  const items = await completeCards(db, rows, q.offerWhere);
  return { items, total };
}

/**
 * Card rows → ProductCards with their types and badges (promotion, warranty) counted over the
 * offers `offerWhere` keeps (all of them when empty): the listing's pages and a shopper's
 * favourites alike.
 */
export async function completeCards(
  db: DbOrTx,
  rows: CardRow[],
  offerWhere: SQL = sql``,
): Promise<ProductCard[]> {
  const extras = await findCardExtras(
    db,
    rows.map((r) => r.id),
    offerWhere,
    bangkokToday(),
  );
  const byId = new Map(extras.map((e) => [e.product_id, e]));
  return rows.map((row) => {
    const e = byId.get(row.id);
    return toProductCard(row, {
      types: e?.types ?? [],
      hasPromotion: e?.has_promotion ?? false,
      hasWarranty: e?.has_warranty ?? false,
    });
  });
}
