// Builds content: authors, articles, tags, home banners, reviews, popular search keywords.

import type {
  articles,
  articleTags,
  authors,
  banners,
  reviews,
  searchKeywords,
  settings,
  tags,
} from '../schema/content';
import type { sellerProducts } from '../schema/offers';
import type { stores } from '../schema/stores';
import type { ProductInfo } from './build-catalog';
import { articleSeeds, authorSeeds } from './data/articles';
import { firstNames, lastNames, reviewerDisplayName } from './data/people';
import type { PromotionSeed } from './data/promotions';
import { ratingWeights, reviewTextsByRating } from './data/reviews';
import { searchKeywordSeeds, tagSeeds } from './data/tags';
import type { Rng } from './prng';
import { SEED } from './prng';
import { articleCoverSvg, avatarSvg, bannerSvg } from './svg';

export type ContentRows = {
  authors: (typeof authors.$inferInsert)[];
  articles: (typeof articles.$inferInsert)[];
  tags: (typeof tags.$inferInsert)[];
  articleTags: (typeof articleTags.$inferInsert)[];
  banners: (typeof banners.$inferInsert)[];
  reviews: (typeof reviews.$inferInsert)[];
  searchKeywords: (typeof searchKeywords.$inferInsert)[];
  settings: (typeof settings.$inferInsert)[];
};

export function buildContent(
  rng: Rng,
  productInfo: ProductInfo[],
  storeRows: (typeof stores.$inferInsert)[],
  offerRows: (typeof sellerProducts.$inferInsert)[],
  promotionSeeds: readonly PromotionSeed[],
  seedDay: string,
): ContentRows {
  const authorIdByKey = new Map(authorSeeds.map((a, i) => [a.key, i + 1]));
  const authorRows = authorSeeds.map((a, i) => ({
    id: i + 1,
    name: a.name,
    title: a.title,
    bio: a.bio,
    avatarSvg: avatarSvg(a.name, a.color),
  }));

  const tagIdByText = new Map(tagSeeds.map((t, i) => [t.text, i + 1]));
  const tagRows = tagSeeds.map((t, i) => ({ id: i + 1, ...t, sortOrder: i + 1 }));

  const articleRows: ContentRows['articles'] = [];
  const articleTagRows: ContentRows['articleTags'] = [];
  articleSeeds.forEach((a, i) => {
    const id = i + 1;
    const author = authorSeeds.find((x) => x.key === a.authorKey);
    if (!author) throw new Error(`article ${a.key}: unknown author ${a.authorKey}`);
    const related = productInfo
      .filter((p) => p.brand.isPopular && a.relatedTypes.some((t) => p.model.types.includes(t)))
      .slice(0, 40);
    articleRows.push({
      id,
      key: a.key,
      authorId: authorIdByKey.get(a.authorKey) as number,
      title: a.title,
      summary: a.summary,
      bodyHtml: a.bodyHtml,
      coverSvg: articleCoverSvg(a.title, author.color),
      relatedProductIds: rng.sample(related, 4).map((p) => p.id),
      isHelp: a.isHelp,
      publishedAt: new Date(a.publishedAt),
      viewCount: a.viewCount,
    });
    for (const text of a.tags) {
      const tagId = tagIdByText.get(text);
      if (!tagId) throw new Error(`article ${a.key}: unknown tag ${text}`);
      articleTagRows.push({ articleId: id, tagId });
    }
  });

  const active = promotionSeeds.filter((p) => p.endDate >= seedDay);
  const bannerRows = active.slice(0, 5).map((p, i) => ({
    id: i + 1,
    title: p.title,
    link: `/promotion/${p.key}`,
    desktopSvg: bannerSvg('desktop', p.imageTitle, p.title, p.colors, `home-${p.key}`),
    mobileSvg: bannerSvg('mobile', p.imageTitle, p.title, p.colors, `home-${p.key}`),
    sortOrder: i + 1,
  }));

  // Reviews: every tyre shop gets a handful, ratings mostly 4–5, spread over the past year.
  const offersByStore = new Map<number, number[]>();
  for (const o of offerRows)
    offersByStore.set(o.storeId, [...(offersByStore.get(o.storeId) ?? []), o.productId]);
  const reviewRows: ContentRows['reviews'] = [];
  let reviewId = 0;
  for (const store of storeRows) {
    const storeId = store.id as number;
    const products = offersByStore.get(storeId) ?? [];
    const count = storeId <= 3 ? 24 : store.isTyreShop ? rng.int(3, 14) : rng.int(1, 5);
    let total = 0;
    for (let i = 0; i < count; i++) {
      reviewId += 1;
      const rating = rng.weighted(
        ratingWeights.map(([r]) => r),
        ratingWeights.map(([, w]) => w),
      );
      total += rating;
      const month = rng.int(1, 11);
      const day = month === 11 ? rng.int(1, 20) : rng.int(1, 28);
      reviewRows.push({
        id: reviewId,
        storeId,
        productId: products.length ? rng.pick(products) : null,
        reviewerName: reviewerDisplayName(rng.pick(firstNames), rng.pick(lastNames)),
        rating,
        text: rng.pick(reviewTextsByRating[rating]),
        createdAt: new Date(
          `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T${String(rng.int(8, 20)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00+07:00`,
        ),
      });
    }
    store.ratingAverage = count ? (total / count).toFixed(2) : '0';
    store.ratingCount = count;
  }

  const keywordRows = searchKeywordSeeds.map(([text, tab, weight], i) => ({
    id: i + 1,
    text,
    tab,
    weight,
  }));
  const settingRows = [{ key: 'seed', value: { seed: SEED, version: 1, seededFor: seedDay } }];

  return {
    authors: authorRows,
    articles: articleRows,
    tags: tagRows,
    articleTags: articleTagRows,
    banners: bannerRows,
    reviews: reviewRows,
    searchKeywords: keywordRows,
    settings: settingRows,
  };
}
