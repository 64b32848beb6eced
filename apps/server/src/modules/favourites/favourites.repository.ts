import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands, products, tyreModels } from '../../db/schema/catalog';
import { favourites } from '../../db/schema/users';
import type { CardRow } from '../catalog/product-card.repository';

// Drizzle queries behind /api/favorite/*. Every query is scoped by the caller's user id.

export async function isActiveProduct(db: DbOrTx, productId: number): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(tyreModels, eq(tyreModels.id, products.tyreModelId))
    .innerJoin(brands, eq(brands.id, tyreModels.brandId))
    .where(
      and(
        eq(products.id, productId),
        eq(products.isActive, true),
        eq(tyreModels.isActive, true),
        eq(brands.isActive, true),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Adds the favourite once; adding it again changes nothing. */
export async function insertFavourite(db: DbOrTx, userId: number, productId: number) {
  await db.insert(favourites).values({ userId, productId }).onConflictDoNothing();
}

export async function deleteFavourite(db: DbOrTx, userId: number, productId: number) {
  await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)));
}

/** The caller's favourite product ids (active products only), newest first. */
export async function findFavouriteProductIds(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ productId: favourites.productId })
    .from(favourites)
    .innerJoin(products, eq(products.id, favourites.productId))
    .where(and(eq(favourites.userId, userId), eq(products.isActive, true)))
    .orderBy(desc(favourites.createdAt), desc(favourites.id));
  return rows.map((r) => r.productId);
}

/**
 * One page of the caller's favourites as card rows (the shape of the listing's cards), newest
 * first. Unlike the listing, a favourite no shop sells any more stays, with no price and 0 shops.
 */
export async function findFavouriteCardRows(
  db: DbOrTx,
  userId: number,
  limit: number,
  offset: number,
): Promise<CardRow[]> {
  const result = await db.execute<CardRow>(sql`
    select p.id, b.slug as brand_slug, b.name_en as brand_name, b.id as brand_id,
           m.id as model_id, m.name as model_name, m.slug as model_slug,
           z.label as size_label, p.load_index, p.speed_rating, p.production_year,
           m.eu_rolling_resistance, m.eu_wet_grip, m.eu_noise_db,
           coalesce(a.min_price, 0)::int as min_price, coalesce(a.shop_count, 0)::int as shop_count,
           (count(*) over ())::int as total
    from favourites f
    join products p on p.id = f.product_id
    join tyre_models m on m.id = p.tyre_model_id
    join brands b on b.id = m.brand_id
    join tyre_sizes z on z.id = p.tyre_size_id
    left join lateral (
      select min(sp.price_satang)::int as min_price, count(distinct sp.store_id)::int as shop_count
      from seller_products sp
      join stores s on s.id = sp.store_id
      where sp.product_id = p.id and s.is_active and sp.is_display and sp.status <> 4
    ) a on true
    where f.user_id = ${userId} and p.is_active and m.is_active and b.is_active
    order by f.created_at desc, f.id desc
    limit ${limit} offset ${offset}`);
  return result.rows;
}

export async function countFavourites(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(favourites)
    .innerJoin(products, eq(products.id, favourites.productId))
    .innerJoin(tyreModels, eq(tyreModels.id, products.tyreModelId))
    .innerJoin(brands, eq(brands.id, tyreModels.brandId))
    .where(
      and(
        eq(favourites.userId, userId),
        eq(products.isActive, true),
        eq(tyreModels.isActive, true),
        eq(brands.isActive, true),
      ),
    );
  return row?.n ?? 0;
}
