import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { intArray } from '../../db/int-array';
import { orderableWhere } from '../../db/orderable-offer-where';
import {
  brands,
  productPictures,
  products,
  tyreModels,
  tyreModelTypes,
  tyreSizes,
  tyreTypes,
} from '../../db/schema/catalog';
import { articles } from '../../db/schema/content';
import {
  promotions,
  sellerProductPromotions,
  sellerProductServices,
  sellerProducts,
  sellerProductWarranties,
  sellerServices,
  sellerWarranties,
} from '../../db/schema/offers';
import { storeSettings, stores } from '../../db/schema/stores';
import { favourites } from '../../db/schema/users';

// Drizzle queries behind the tyre detail, its document and related contents.

/** A tyre shoppers may see: the product, its model and its brand are active (p, m, b joined). */
const isActiveTyre = and(
  eq(products.isActive, true),
  eq(tyreModels.isActive, true),
  eq(brands.isActive, true),
);

/** Products with everything the spec table shows, of an active product, model and brand. */
function productsWhere(db: DbOrTx, which: SQL) {
  return db
    .select({
      id: products.id,
      loadIndex: products.loadIndex,
      speedRating: products.speedRating,
      productionYear: products.productionYear,
      sku: products.sku,
      isRunflat: products.isRunflat,
      brandId: brands.id,
      brandSlug: brands.slug,
      brandTh: brands.nameTh,
      brandEn: brands.nameEn,
      modelId: tyreModels.id,
      modelSlug: tyreModels.slug,
      modelName: tyreModels.name,
      description: tyreModels.descriptionTh,
      countryOfOrigin: tyreModels.countryOfOrigin,
      euRollingResistance: tyreModels.euRollingResistance,
      euWetGrip: tyreModels.euWetGrip,
      euNoiseDb: tyreModels.euNoiseDb,
      euNoiseClass: tyreModels.euNoiseClass,
      tsiStandard: tyreModels.tsiStandard,
      warrantyYears: tyreModels.warrantyYears,
      warrantyKm: tyreModels.warrantyKm,
      width: tyreSizes.width,
      ratio: tyreSizes.ratio,
      diameter: tyreSizes.diameter,
      sizeLabel: tyreSizes.label,
      productUpdatedAt: products.updatedAt,
      modelUpdatedAt: tyreModels.updatedAt,
      types: sql<{ code: string; name: string }[]>`coalesce((
        select json_agg(json_build_object('code', tt.code, 'name', tt.name_th)
                        order by tt.sort_order, tt.id)
        from ${tyreModelTypes} mt join ${tyreTypes} tt on tt.id = mt.tyre_type_id
        where mt.tyre_model_id = ${tyreModels.id}), '[]'::json)`,
      pictureIds: sql<number[]>`coalesce((
        select array_agg(pp.id order by pp.sort_order, pp.id)
        from ${productPictures} pp where pp.tyre_model_id = ${tyreModels.id}), '{}'::int[])`,
    })
    .from(products)
    .innerJoin(tyreModels, eq(tyreModels.id, products.tyreModelId))
    .innerJoin(brands, eq(brands.id, tyreModels.brandId))
    .innerJoin(tyreSizes, eq(tyreSizes.id, products.tyreSizeId))
    .where(and(which, isActiveTyre));
}

function productStatement(db: DbOrTx) {
  return productsWhere(db, eq(products.id, sql.placeholder('productId'))).prepare(
    'tyre_detail_product',
  );
}
/** An active product of an active model and brand, with everything its spec table shows. */
/** What an offer shows of its shop: one list for the one-tyre read and the load at once. */
export const SHOP_COLUMNS = {
  storeId: stores.id,
  storeLink: stores.link,
  storeName: stores.name,
  branchName: stores.branchName,
  district: stores.district,
  province: stores.province,
  ratingAverage: stores.ratingAverage,
  ratingCount: stores.ratingCount,
  isServiceEnabled: stores.isServiceEnabled,
  isDeliveryEnabled: stores.isDeliveryEnabled,
  storePrepareDays: storeSettings.prepareDays,
  defaultDeliveryRateSatang: storeSettings.defaultDeliveryRateSatang,
};

/**
 * The two detail statements run on every tyre view, prepared once per database handle (drizzle
 * builds the SQL once; node-postgres parses a named statement once per connection): the handle's
 * catalogue holds one (catalogue.ts).
 */
export class DetailStatements {
  private product: ReturnType<typeof productStatement> | null = null;
  private offers: ReturnType<typeof offersStatement> | null = null;

  constructor(private readonly db: DbOrTx) {}

  /** An active product of an active model and brand, with everything its spec table shows. */
  async activeProduct(productId: number) {
    this.product ??= productStatement(this.db);
    const [row] = await this.product.execute({ productId });
    return row ?? null;
  }

  /** The offers a shopper may see: displayed, orderable (decision 0068), of an active store. */
  visibleOffers(productId: number) {
    this.offers ??= offersStatement(this.db);
    return this.offers.execute({ productId });
  }
}

export type ProductRow = NonNullable<Awaited<ReturnType<DetailStatements['activeProduct']>>>;

/** Every active tyre with everything its spec table shows (the bulk load of every page). */
export function findAllActiveProducts(db: DbOrTx) {
  return productsWhere(db, sql`true`);
}

/** Every active tyre's id, most viewed first (the order tyre pages are loaded in). */
export async function findActiveProductIds(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(tyreModels, eq(tyreModels.id, products.tyreModelId))
    .innerJoin(brands, eq(brands.id, tyreModels.brandId))
    .where(isActiveTyre)
    .orderBy(desc(products.viewCount), asc(products.id));
  return rows.map((r) => r.id);
}

export type Location = { latitude: number; longitude: number };

export type OfferServiceJson = {
  id: number;
  title: string;
  priceSatang: number;
  isIncluded: boolean;
  isTogglable: boolean;
  orderType: number;
};
export type OfferPromotionJson = {
  id: number;
  key: string;
  title: string;
  amountType: string;
  amountValue: number;
  minQty: number;
  isTogglable: boolean;
  /** 'YYYY-MM-DD' */
  startDate: string;
  endDate: string;
};
export type OfferWarrantyJson = { type: string; title: string; remark: string };

/** Offers a shopper may see (displayed, orderable: decision 0068, of an active store), with what the page shows. */
function offersWhere(db: DbOrTx, which: SQL) {
  return db
    .select({
      id: sellerProducts.id,
      productId: sellerProducts.productId,
      priceSatang: sellerProducts.priceSatang,
      priceDeliverySatang: sellerProducts.priceDeliverySatang,
      deliveryRateSatang: sellerProducts.deliveryRateSatang,
      qty: sellerProducts.qty,
      minQty: sellerProducts.minQty,
      status: sellerProducts.status,
      productionYear: sellerProducts.productionYear,
      productionWeek: sellerProducts.productionWeek,
      isServiceAvailable: sellerProducts.isServiceAvailable,
      isDeliveryAvailable: sellerProducts.isDeliveryAvailable,
      offerPrepareDays: sellerProducts.prepareDays,
      ...SHOP_COLUMNS,
      // The distance to the shopper is worked out per request (lib/geo.ts): the offers of a tyre
      // are the same for every shopper and kept in memory (decision 0060).
      latitude: stores.latitude,
      longitude: stores.longitude,
      // The offer's services, promotions and warranties ride along as JSON: one statement.
      services: sql<OfferServiceJson[]>`coalesce((
        select json_agg(json_build_object('id', ss.id, 'title', ss.title,
          'priceSatang', ss.price_satang, 'isIncluded', ss.is_included,
          'isTogglable', ss.is_togglable, 'orderType', ss.order_type) order by ss.id)
        from ${sellerProductServices} sps join ${sellerServices} ss on ss.id = sps.seller_service_id
        where sps.seller_product_id = ${sellerProducts.id} and ss.is_active), '[]'::json)`,
      promotions: sql<OfferPromotionJson[]>`coalesce((
        select json_agg(json_build_object('id', pr.id, 'key', pr.key, 'title', pr.title,
          'amountType', pr.amount_type, 'amountValue', pr.amount_value, 'minQty', pr.min_qty,
          'isTogglable', pr.is_togglable, 'startDate', pr.start_date, 'endDate', pr.end_date)
          order by pr.id)
        from ${sellerProductPromotions} spp join ${promotions} pr on pr.id = spp.promotion_id
        where spp.seller_product_id = ${sellerProducts.id} and pr.is_active), '[]'::json)`,
      warranties: sql<OfferWarrantyJson[]>`coalesce((
        select json_agg(json_build_object('type', sw.type, 'title', sw.title, 'remark', sw.remark)
          order by sw.id)
        from ${sellerProductWarranties} spw join ${sellerWarranties} sw on sw.id = spw.seller_warranty_id
        where spw.seller_product_id = ${sellerProducts.id} and sw.is_active), '[]'::json)`,
    })
    .from(sellerProducts)
    .innerJoin(stores, eq(stores.id, sellerProducts.storeId))
    .leftJoin(storeSettings, eq(storeSettings.storeId, stores.id))
    .where(
      and(
        which,
        eq(sellerProducts.isDisplay, true),
        orderableWhere({
          status: sellerProducts.status,
          qty: sellerProducts.qty,
          minQty: sellerProducts.minQty,
        }),
        eq(stores.isActive, true),
      ),
    )
    .orderBy(asc(sellerProducts.id));
}

function offersStatement(db: DbOrTx) {
  return offersWhere(db, eq(sellerProducts.productId, sql.placeholder('productId'))).prepare(
    'tyre_detail_offers',
  );
}

export type OfferRow = Awaited<ReturnType<DetailStatements['visibleOffers']>>[number];

/**
 * The offers among `ids` a shopper may see, as visibleOffers gives them (the same statement
 * by offer id): what the tyre pages rewrite after a write logged those offers (decision 0124).
 */
export async function findVisibleOffersById(db: DbOrTx, ids: number[]): Promise<OfferRow[]> {
  return offersWhere(db, sql`${sellerProducts.id} = any(${intArray(ids)})`);
}

/** Active tyres among `ids` with everything their spec table shows (pages rewritten in place). */
export function findActiveProductsById(db: DbOrTx, ids: number[]) {
  return productsWhere(db, sql`${products.id} = any(${intArray(ids)})`);
}

// The bulk load of every tyre page reads what visibleOffers reads, set-wise in one snapshot:
// product-detail.bulk.repository.ts.

/** Adds counted views to products in one statement: [[productId, views], ...]. */
export async function addViewCounts(db: DbOrTx, counts: [number, number][]): Promise<void> {
  if (counts.length === 0) return;
  // Two array parameters: a VALUES row (two parameters) per tyre was ~13 ms of query building
  // for the 5,000 tyres viewed in 5 s, in the requests' thread.
  // Rows are locked in id order: several servers flush their counts at the same moment, and two
  // updates that lock the same tyres in different orders deadlock (the two-server bench did).
  const sorted = [...counts].sort(([a], [b]) => a - b);
  const ids = intArray(sorted.map(([id]) => id));
  const ns = intArray(sorted.map(([, n]) => n));
  await db.execute(sql`
    with locked as (
      select p.id from products p where p.id = any(${ids}) order by p.id for update
    )
    update products p set view_count = p.view_count + v.n
    from unnest(${ids}, ${ns}) as v(id, n) join locked l on l.id = v.id
    where p.id = v.id`);
}

export async function isFavouriteOf(db: DbOrTx, userId: number, productId: number) {
  const rows = await db
    .select({ id: favourites.id })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)))
    .limit(1);
  return rows.length > 0;
}

const RELATED_CONTENT_LIMIT = 6;

/** Escapes LIKE wildcards so a name matches literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Articles about the product: those that name it in related_product_ids first, then those whose
 * title mentions the model, the brand (Thai or English) or the size, then those whose text does;
 * newest first within each. Help pages are left out. The articles table is small (hundreds of
 * rows), so a scan of the body is fine here.
 */
export async function findRelatedArticles(db: DbOrTx, product: ProductRow) {
  const isLinked = sql`${articles.relatedProductIds} @> ${JSON.stringify([product.id])}::jsonb`;
  const words = [product.modelName, product.brandTh, product.brandEn].map(containsPattern);
  const inTitle = or(
    ...words.map((w) => ilike(articles.title, w)),
    ilike(articles.title, containsPattern(product.sizeLabel)),
  );
  const inBody = or(...words.map((w) => ilike(articles.bodyHtml, w)));
  const rank = sql<number>`case when ${isLinked} then 0 when ${inTitle} then 1 else 2 end`;
  return db
    .select({
      id: articles.id,
      key: articles.key,
      title: articles.title,
      summary: articles.summary,
    })
    .from(articles)
    .where(and(eq(articles.isHelp, false), or(isLinked, inTitle, inBody)))
    .orderBy(rank, desc(articles.publishedAt), asc(articles.id))
    .limit(RELATED_CONTENT_LIMIT);
}
