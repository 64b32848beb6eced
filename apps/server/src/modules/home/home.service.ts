import { and, asc, desc, eq, ilike, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, tyreModels, tyreSizes } from '../../db/schema/catalog';
import { articles, searchKeywords } from '../../db/schema/content';
import { promotions } from '../../db/schema/offers';
import { stores } from '../../db/schema/stores';
import { brandLogoUrl } from '../../lib/image-urls';

// Home: brand grid and the header search box's keyword suggestions (spec 2.5, 7 Home).

export async function findBrandsForHome(db: Db) {
  const rows = await db
    .select({ id: brands.id, slug: brands.slug, nameTh: brands.nameTh, nameEn: brands.nameEn })
    .from(brands)
    .where(eq(brands.isActive, true))
    .orderBy(desc(brands.isPopular), asc(brands.sortOrder), asc(brands.nameEn));
  return rows.map((b) => ({
    id: b.id,
    param: b.slug,
    title: b.nameTh,
    titleEn: b.nameEn,
    logo: brandLogoUrl(b.id),
  }));
}

const MAX_SUGGESTIONS = 10;

/** Escapes LIKE wildcards so the keyword matches literally. */
function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type Suggestion = { text: string; tab: number };

/**
 * Suggestions for the header search box: tyres (brands, models, sizes) are tab 1, stores tab 2,
 * articles and promotions tab 3. The web app asks only from 3 characters on (spec 2.5).
 */
export async function findKeywordSuggestions(db: Db, keyword: string): Promise<Suggestion[]> {
  const k = keyword.trim();
  if (k.length === 0) return [];
  const pattern = likePattern(k);
  const digits = k.replace(/\D/g, '');
  const isSizeLike = digits.length >= 3 && /^[\d\s/rR.-]+$/.test(k);

  const [kw, brandRows, modelRows, sizeRows, storeRows, articleRows, promoRows] = await Promise.all(
    [
      db
        .select({ text: searchKeywords.text, tab: searchKeywords.tab })
        .from(searchKeywords)
        .where(ilike(searchKeywords.text, pattern))
        .orderBy(desc(searchKeywords.weight))
        .limit(MAX_SUGGESTIONS),
      db
        .select({ th: brands.nameTh, en: brands.nameEn })
        .from(brands)
        .where(
          and(
            eq(brands.isActive, true),
            or(ilike(brands.nameTh, pattern), ilike(brands.nameEn, pattern)),
          ),
        )
        .limit(MAX_SUGGESTIONS),
      db
        .select({ brand: brands.nameEn, name: tyreModels.name })
        .from(tyreModels)
        .innerJoin(brands, eq(brands.id, tyreModels.brandId))
        .where(ilike(sql`${brands.nameEn} || ' ' || ${tyreModels.name}`, pattern))
        .limit(MAX_SUGGESTIONS),
      isSizeLike
        ? db
            .select({ label: tyreSizes.label })
            .from(tyreSizes)
            .where(like(tyreSizes.compact, `${digits}%`))
            .orderBy(asc(tyreSizes.compact))
            .limit(MAX_SUGGESTIONS)
        : Promise.resolve([]),
      db
        .select({ name: stores.name })
        .from(stores)
        .where(and(eq(stores.isActive, true), ilike(stores.name, pattern)))
        .limit(5),
      db
        .select({ title: articles.title })
        .from(articles)
        .where(ilike(articles.title, pattern))
        .limit(3),
      db
        .select({ title: promotions.title })
        .from(promotions)
        .where(and(eq(promotions.isActive, true), ilike(promotions.title, pattern)))
        .limit(3),
    ],
  );

  const all: Suggestion[] = [
    ...sizeRows.map((s) => ({ text: s.label, tab: 1 })),
    ...brandRows.flatMap((b) => [
      { text: b.th, tab: 1 },
      { text: b.en, tab: 1 },
    ]),
    ...modelRows.map((m) => ({ text: `${m.brand} ${m.name}`, tab: 1 })),
    ...kw,
    ...storeRows.map((s) => ({ text: s.name, tab: 2 })),
    ...articleRows.map((a) => ({ text: a.title, tab: 3 })),
    ...promoRows.map((p) => ({ text: p.title, tab: 3 })),
  ];
  const lower = k.toLowerCase();
  const seen = new Set<string>();
  return all
    .filter((s) => {
      const key = `${s.tab}|${s.text.toLowerCase()}`;
      if (seen.has(key) || (!s.text.toLowerCase().includes(lower) && !isSizeLike)) return false;
      seen.add(key);
      return true;
    })
    .map((s, i) => ({ s, i, pos: s.text.toLowerCase().indexOf(lower) }))
    .sort((a, b) => (a.pos === -1 ? 99 : a.pos) - (b.pos === -1 ? 99 : b.pos) || a.i - b.i)
    .slice(0, MAX_SUGGESTIONS)
    .map(({ s }) => s);
}
