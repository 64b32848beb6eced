import { and, asc, eq, exists, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { carFitments, carMakes, carModels } from '../../db/schema/cars';
import {
  brands,
  productPictures,
  products,
  tyreModels,
  tyreSizes,
  tyreTypes,
} from '../../db/schema/catalog';
import { tags } from '../../db/schema/content';
import { promotions } from '../../db/schema/offers';

// Drizzle queries behind the master-data calls. Sizes are those some active product is made in.

export type SizeFilter = {
  width?: number;
  ratio?: number;
  diameter?: number;
  brandSlug?: string;
  modelSlug?: string;
};

function sizeConditions(f: SizeFilter) {
  const productExists = exists(
    sql`(select 1 from ${products}
      join ${tyreModels} on ${tyreModels.id} = ${products.tyreModelId}
      join ${brands} on ${brands.id} = ${tyreModels.brandId}
      where ${products.tyreSizeId} = ${tyreSizes.id} and ${products.isActive}
      ${f.brandSlug ? sql`and ${brands.slug} = ${f.brandSlug}` : sql``}
      ${f.modelSlug ? sql`and ${tyreModels.slug} = ${f.modelSlug}` : sql``})`,
  );
  return and(
    productExists,
    f.width ? eq(tyreSizes.width, f.width) : undefined,
    f.ratio ? eq(tyreSizes.ratio, f.ratio) : undefined,
    f.diameter ? eq(tyreSizes.diameter, f.diameter) : undefined,
  );
}

export async function findSizes(db: DbOrTx, f: SizeFilter) {
  return db
    .select({
      id: tyreSizes.id,
      width: tyreSizes.width,
      ratio: tyreSizes.ratio,
      diameter: tyreSizes.diameter,
      label: tyreSizes.label,
    })
    .from(tyreSizes)
    .where(sizeConditions(f))
    .orderBy(asc(tyreSizes.width), asc(tyreSizes.ratio), asc(tyreSizes.diameter));
}

export async function findSizeDimension(
  db: DbOrTx,
  column: 'width' | 'ratio' | 'diameter',
  f: SizeFilter,
): Promise<number[]> {
  const col = tyreSizes[column];
  const rows = await db
    .selectDistinct({ value: col })
    .from(tyreSizes)
    .where(sizeConditions(f))
    .orderBy(asc(col));
  return rows.map((r) => r.value);
}

export async function findTyreTypes(db: DbOrTx) {
  return db.select().from(tyreTypes).orderBy(asc(tyreTypes.sortOrder), asc(tyreTypes.id));
}

export async function findBrands(db: DbOrTx) {
  return db
    .select()
    .from(brands)
    .where(eq(brands.isActive, true))
    .orderBy(asc(brands.sortOrder), asc(brands.nameEn));
}

export async function findModelsOfBrand(db: DbOrTx, brandSlug: string) {
  return db
    .select({ slug: tyreModels.slug, name: tyreModels.name })
    .from(tyreModels)
    .innerJoin(brands, eq(brands.id, tyreModels.brandId))
    .where(and(eq(brands.slug, brandSlug), eq(tyreModels.isActive, true)))
    .orderBy(asc(tyreModels.name));
}

export async function findModel(db: DbOrTx, brandSlug: string, modelSlug: string) {
  const rows = await db
    .select({ id: tyreModels.id, name: tyreModels.name, pictureSvg: tyreModels.pictureSvg })
    .from(tyreModels)
    .innerJoin(brands, eq(brands.id, tyreModels.brandId))
    .where(and(eq(brands.slug, brandSlug), eq(tyreModels.slug, modelSlug)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findModelPictures(db: DbOrTx, modelId: number) {
  return db
    .select({ id: productPictures.id })
    .from(productPictures)
    .where(eq(productPictures.tyreModelId, modelId))
    .orderBy(asc(productPictures.sortOrder));
}

export async function findSkus(
  db: DbOrTx,
  modelId: number,
  f: Required<Pick<SizeFilter, 'width' | 'ratio' | 'diameter'>>,
) {
  return db
    .select({
      productId: products.id,
      sku: products.sku,
      size: tyreSizes.label,
      loadIndex: products.loadIndex,
      speedRating: products.speedRating,
      productionYear: products.productionYear,
    })
    .from(products)
    .innerJoin(tyreSizes, eq(tyreSizes.id, products.tyreSizeId))
    .where(
      and(
        eq(products.tyreModelId, modelId),
        eq(tyreSizes.width, f.width),
        eq(tyreSizes.ratio, f.ratio),
        eq(tyreSizes.diameter, f.diameter),
      ),
    )
    .orderBy(asc(products.productionYear));
}

export async function findCarMakes(db: DbOrTx) {
  return db.select().from(carMakes).orderBy(asc(carMakes.sortOrder), asc(carMakes.nameEn));
}

export async function findCarModels(db: DbOrTx, makeSlug: string) {
  return db
    .select({
      slug: carModels.slug,
      name: carModels.name,
      yearFrom: carModels.yearFrom,
      yearTo: carModels.yearTo,
    })
    .from(carModels)
    .innerJoin(carMakes, eq(carMakes.id, carModels.carMakeId))
    .where(eq(carMakes.slug, makeSlug))
    .orderBy(asc(carModels.name));
}

export async function findCarModel(db: DbOrTx, makeSlug: string, modelSlug: string) {
  const rows = await db
    .select({ id: carModels.id, yearFrom: carModels.yearFrom, yearTo: carModels.yearTo })
    .from(carModels)
    .innerJoin(carMakes, eq(carMakes.id, carModels.carMakeId))
    .where(and(eq(carMakes.slug, makeSlug), eq(carModels.slug, modelSlug)))
    .limit(1);
  return rows[0] ?? null;
}

/** Factory sizes of a car model in a year (used by the listing "by car"). */
export async function findFitmentSizes(db: DbOrTx, carModelId: number, year?: number) {
  return db
    .selectDistinct({ id: tyreSizes.id, label: tyreSizes.label })
    .from(carFitments)
    .innerJoin(tyreSizes, eq(tyreSizes.id, carFitments.tyreSizeId))
    .where(
      and(
        eq(carFitments.carModelId, carModelId),
        year ? lte(carFitments.yearFrom, year) : undefined,
        year ? gte(carFitments.yearTo, year) : undefined,
      ),
    );
}

export async function findTags(db: DbOrTx, kind: 'footer' | 'suggested') {
  return db
    .select({ text: tags.text, link: tags.link })
    .from(tags)
    .where(kind === 'footer' ? eq(tags.isFooter, true) : eq(tags.isSuggested, true))
    .orderBy(asc(tags.sortOrder), asc(tags.id));
}

export async function findActivePromotions(db: DbOrTx, today: string, category?: string) {
  return db
    .select({
      key: promotions.key,
      title: promotions.title,
      category: promotions.category,
      amountType: promotions.amountType,
    })
    .from(promotions)
    .where(
      and(
        eq(promotions.isActive, true),
        lte(promotions.startDate, today),
        gte(promotions.endDate, today),
        category ? eq(promotions.category, category) : undefined,
      ),
    )
    .orderBy(asc(promotions.endDate), asc(promotions.id));
}

export async function findDiametersInUse(db: DbOrTx) {
  return findSizeDimension(db, 'diameter', {});
}
