import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { banners } from '../../db/schema/content';

export async function findActiveBanners(db: DbOrTx) {
  return db
    .select({ id: banners.id, title: banners.title, link: banners.link })
    .from(banners)
    .where(eq(banners.isActive, true))
    .orderBy(asc(banners.sortOrder), asc(banners.id));
}
