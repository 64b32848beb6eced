import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { carFitments, carMakes, carModels } from '../../db/schema/cars';
import { brands, tyreSizes } from '../../db/schema/catalog';

// Look-ups the tyre search resolves its criteria with: brands (for brand words and the brand
// filter) and a car's factory sizes (car make → model → year).

export type BrandRow = { id: number; slug: string; nameEn: string; nameTh: string };

const BRAND_CACHE_MS = 60_000;
const brandCache = new WeakMap<object, { at: number; rows: BrandRow[] }>();

/** Active brands; kept a minute per database (a few dozen rows read on every search otherwise). */
export async function findActiveBrands(db: Db): Promise<BrandRow[]> {
  const hit = brandCache.get(db);
  if (hit && Date.now() - hit.at < BRAND_CACHE_MS) return hit.rows;
  const rows = await db
    .select({ id: brands.id, slug: brands.slug, nameEn: brands.nameEn, nameTh: brands.nameTh })
    .from(brands)
    .where(eq(brands.isActive, true))
    .orderBy(asc(brands.sortOrder), asc(brands.id));
  brandCache.set(db, { at: Date.now(), rows });
  return rows;
}

/** Factory tyre sizes of a car (spec 2.1 "by car make, model and year"); null when no such car. */
export async function findCarSizes(
  db: DbOrTx,
  makeSlug: string,
  modelSlug: string,
  year?: number,
): Promise<{ id: number; label: string }[] | null> {
  const [model] = await db
    .select({ id: carModels.id })
    .from(carModels)
    .innerJoin(carMakes, eq(carMakes.id, carModels.carMakeId))
    .where(and(eq(carMakes.slug, makeSlug), eq(carModels.slug, modelSlug)))
    .limit(1);
  if (!model) return null;
  return db
    .selectDistinct({ id: tyreSizes.id, label: tyreSizes.label })
    .from(carFitments)
    .innerJoin(tyreSizes, eq(tyreSizes.id, carFitments.tyreSizeId))
    .where(
      and(
        eq(carFitments.carModelId, model.id),
        year ? lte(carFitments.yearFrom, year) : undefined,
        year ? gte(carFitments.yearTo, year) : undefined,
      ),
    )
    .orderBy(asc(tyreSizes.label));
}
