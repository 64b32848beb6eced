import { SELLING_STATUSES } from '@yangdee/contracts/stock-status';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { carMakes, carModels } from '../../db/schema/cars';
import { brands, products, tyreModels, tyreSizes, tyreTypes } from '../../db/schema/catalog';
import { articles, authors } from '../../db/schema/content';
import { promotions } from '../../db/schema/offers';
import { networks, stores } from '../../db/schema/stores';

// The reads behind the server-rendered head: one indexed lookup per detail page (primary key or
// unique key), the offer aggregate in the same statement as the product.

/**
 * Offers a shopper sees on the tyre detail page (the same rule as get-product-detail): displayed,
 * in a selling stock status (spec 4: LIMITED, FACTORY, SUBLET), at an active store.
 * lowPrice/highPrice are the per-tyre prices of those offers, satang.
 */
const sellingStatuses = sql.join(
  SELLING_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);
const offerAggregate = sql`(
  select min(sp.price_satang) as low_satang, max(sp.price_satang) as high_satang,
         count(*)::int as offer_count
  from seller_products sp join stores st on st.id = sp.store_id
  where sp.product_id = ${products.id} and sp.is_display
    and sp.status in (${sellingStatuses}) and st.is_active
)`;

export async function findProductHead(db: DbOrTx, productId: number) {
  const [row] = await db
    .select({
      id: products.id,
      sku: products.sku,
      loadIndex: products.loadIndex,
      speedRating: products.speedRating,
      productionYear: products.productionYear,
      updatedAt: products.updatedAt,
      modelId: tyreModels.id,
      modelName: tyreModels.name,
      modelSlug: tyreModels.slug,
      descriptionTh: tyreModels.descriptionTh,
      country: tyreModels.countryOfOrigin,
      brandName: brands.nameEn,
      brandNameTh: brands.nameTh,
      brandSlug: brands.slug,
      sizeLabel: tyreSizes.label,
      pictureId: sql<number | null>`(select pp.id from product_pictures pp
        where pp.tyre_model_id = ${tyreModels.id} order by pp.sort_order, pp.id limit 1)`,
      lowSatang: sql<number | null>`o.low_satang`,
      highSatang: sql<number | null>`o.high_satang`,
      offerCount: sql<number>`coalesce(o.offer_count, 0)`,
      ratingAverage: sql<string | null>`(select round(avg(r.rating), 2)::text from reviews r
        where r.product_id = ${products.id} and r.is_visible)`,
      ratingCount: sql<number>`(select count(*)::int from reviews r
        where r.product_id = ${products.id} and r.is_visible)`,
    })
    .from(products)
    .innerJoin(tyreModels, eq(tyreModels.id, products.tyreModelId))
    .innerJoin(brands, eq(brands.id, tyreModels.brandId))
    .innerJoin(tyreSizes, eq(tyreSizes.id, products.tyreSizeId))
    .crossJoinLateral(sql`${offerAggregate} as o`)
    .where(
      and(
        eq(products.id, productId),
        eq(products.isActive, true),
        eq(tyreModels.isActive, true),
        eq(brands.isActive, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function findBrandBySlug(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({ id: brands.id, slug: brands.slug, nameEn: brands.nameEn, nameTh: brands.nameTh })
    .from(brands)
    .where(and(eq(brands.slug, slug), eq(brands.isActive, true)))
    .limit(1);
  return row ?? null;
}

export async function findTyreTypeName(db: DbOrTx, code: string) {
  const [row] = await db
    .select({ nameTh: tyreTypes.nameTh })
    .from(tyreTypes)
    .where(eq(tyreTypes.code, code))
    .limit(1);
  return row?.nameTh ?? null;
}

export async function findCar(db: DbOrTx, makeSlug: string, modelSlug?: string) {
  const [row] = await db
    .select({ make: carMakes.nameEn, model: modelSlug ? carModels.name : sql<null>`null` })
    .from(carMakes)
    .leftJoin(
      carModels,
      modelSlug
        ? and(eq(carModels.carMakeId, carMakes.id), eq(carModels.slug, modelSlug))
        : sql`false`,
    )
    .where(eq(carMakes.slug, makeSlug))
    .limit(1);
  return row ?? null;
}

export async function findArticleHead(db: DbOrTx, key: string) {
  const [row] = await db
    .select({
      id: articles.id,
      key: articles.key,
      title: articles.title,
      summary: articles.summary,
      bodyHtml: articles.bodyHtml,
      publishedAt: articles.publishedAt,
      updatedAt: articles.updatedAt,
      authorId: authors.id,
      authorName: authors.name,
    })
    .from(articles)
    .innerJoin(authors, eq(authors.id, articles.authorId))
    // An article is public from its publish time on (as the content module reads it).
    .where(and(eq(articles.key, key), lte(articles.publishedAt, new Date())))
    .limit(1);
  return row ?? null;
}

export async function findPromotionHead(db: DbOrTx, key: string) {
  const [row] = await db
    .select({
      id: promotions.id,
      key: promotions.key,
      title: promotions.title,
      remark: promotions.remark,
      detailHtml: promotions.detailHtml,
      startDate: promotions.startDate,
      endDate: promotions.endDate,
    })
    .from(promotions)
    // /promotion/:key shows platform promotions (no store), as the content module reads them.
    .where(and(eq(promotions.key, key), isNull(promotions.storeId), eq(promotions.isActive, true)))
    .limit(1);
  return row ?? null;
}

export async function findStoreHead(db: DbOrTx, link: string) {
  const [row] = await db
    .select({
      id: stores.id,
      link: stores.link,
      name: stores.name,
      branchName: stores.branchName,
      address: stores.address,
      subDistrict: stores.subDistrict,
      district: stores.district,
      province: stores.province,
      postCode: stores.postCode,
      tel: stores.tel,
      latitude: stores.latitude,
      longitude: stores.longitude,
      ratingAverage: stores.ratingAverage,
      ratingCount: stores.ratingCount,
      isRepairShop: stores.isRepairShop,
    })
    .from(stores)
    .where(and(eq(stores.link, link), eq(stores.isActive, true)))
    .limit(1);
  return row ?? null;
}

export async function findAuthorHead(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: authors.id, name: authors.name, title: authors.title, bio: authors.bio })
    .from(authors)
    .where(eq(authors.id, id))
    .limit(1);
  return row ?? null;
}

export async function findNetworkHead(db: DbOrTx, key: string) {
  const [row] = await db
    .select({ key: networks.key, name: networks.name, descriptionTh: networks.descriptionTh })
    .from(networks)
    .where(eq(networks.key, key))
    .limit(1);
  return row ?? null;
}

// -------------------------------------------------------------------------------------------
// Sitemap lists.

export function listBrandsForSitemap(db: DbOrTx) {
  return db
    .select({ slug: brands.slug, updatedAt: brands.updatedAt })
    .from(brands)
    .where(eq(brands.isActive, true))
    .orderBy(asc(brands.sortOrder), asc(brands.slug));
}

export async function countProductsForSitemap(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .innerJoin(tyreModels, eq(tyreModels.id, products.tyreModelId))
    .innerJoin(brands, eq(brands.id, tyreModels.brandId))
    .where(
      and(eq(products.isActive, true), eq(tyreModels.isActive, true), eq(brands.isActive, true)),
    );
  return Number(row?.n ?? 0);
}

export function listProductsForSitemap(db: DbOrTx, offset: number, limit: number) {
  return db
    .select({
      id: products.id,
      brandSlug: brands.slug,
      modelSlug: tyreModels.slug,
      sizeLabel: tyreSizes.label,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .innerJoin(tyreModels, eq(tyreModels.id, products.tyreModelId))
    .innerJoin(brands, eq(brands.id, tyreModels.brandId))
    .innerJoin(tyreSizes, eq(tyreSizes.id, products.tyreSizeId))
    .where(
      and(eq(products.isActive, true), eq(tyreModels.isActive, true), eq(brands.isActive, true)),
    )
    .orderBy(asc(products.id))
    .offset(offset)
    .limit(limit);
}

export function listStoresForSitemap(db: DbOrTx) {
  return db
    .select({ link: stores.link, updatedAt: stores.updatedAt })
    .from(stores)
    .where(eq(stores.isActive, true))
    .orderBy(asc(stores.id));
}

export function listPromotionsForSitemap(db: DbOrTx) {
  return db
    .select({ key: promotions.key, updatedAt: promotions.updatedAt })
    .from(promotions)
    .where(and(isNull(promotions.storeId), eq(promotions.isActive, true)))
    .orderBy(asc(promotions.id));
}

export function listArticlesForSitemap(db: DbOrTx) {
  return db
    .select({ key: articles.key, updatedAt: articles.updatedAt })
    .from(articles)
    .where(sql`${articles.publishedAt} <= now()`)
    .orderBy(asc(articles.id));
}

export function listAuthorsForSitemap(db: DbOrTx) {
  return db
    .select({ id: authors.id, updatedAt: authors.createdAt })
    .from(authors)
    .orderBy(asc(authors.id));
}

export function listNetworksForSitemap(db: DbOrTx) {
  return db
    .select({ key: networks.key, updatedAt: networks.createdAt })
    .from(networks)
    .orderBy(asc(networks.id));
}
