import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { carFitments, carMakes, carModels } from '../../db/schema/cars';
import { brands, tyreSizes } from '../../db/schema/catalog';

// Look-ups the tyre search resolves its criteria with: brands (for brand words and the brand
// filter) and a car's factory sizes (car make → model → year).

export type BrandRow = { id: number; slug: string; nameEn: string; nameTh: string };

const BRAND_CACHE_MS = 60_000;

/**
 * Active brands, kept a minute (a few dozen rows read on every search otherwise): one per
 * database handle, held by its catalogue (catalogue.ts).
 */
export class BrandCache {
  private hit: { at: number; rows: BrandRow[] } | null = null;

  async activeBrands(db: Db): Promise<BrandRow[]> {
    const hit = this.hit;
    if (hit && Date.now() - hit.at < BRAND_CACHE_MS) return hit.rows;
    const rows = await findActiveBrands(db);
    this.hit = { at: Date.now(), rows };
    return rows;
  }
}

/** Active brands, read now. */
export function findActiveBrands(db: Db): Promise<BrandRow[]> {
  return db
    .select({ id: brands.id, slug: brands.slug, nameEn: brands.nameEn, nameTh: brands.nameTh })
    .from(brands)
    .where(eq(brands.isActive, true))
    .orderBy(asc(brands.sortOrder), asc(brands.id));
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
