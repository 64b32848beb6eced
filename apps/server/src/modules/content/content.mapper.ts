import type {
  ArticleSummary,
  PromotionSummary,
  RatingSummary,
  Review,
} from '@yangdee/contracts/content';
import type { ArticleSummaryRow } from './articles.repository';
import { contentImageUrl } from './content-images';
import type { PromotionSummaryRow } from './promotions.repository';

// Database rows → contract shapes.

const iso = (value: Date | string) => new Date(value).toISOString();

export function toPromotionSummary(row: PromotionSummaryRow): PromotionSummary {
  return {
    key: row.key,
    title: row.title,
    remark: row.remark,
    category: row.category,
    picture: contentImageUrl('promotion', row.id),
    startDate: row.startDate,
    endDate: row.endDate,
  };
}

export function toArticleSummary(row: ArticleSummaryRow): ArticleSummary {
  return {
    id: row.id,
    key: row.key,
    title: row.title,
    summary: row.summary,
    picture: contentImageUrl('article', row.id),
    publishedAt: iso(row.publishedAt),
    author: { id: row.authorId, name: row.authorName },
  };
}

export type ReviewRow = {
  id: number;
  reviewerName: string;
  rating: number;
  text: string;
  createdAt: Date;
  storeId: number;
  storeName: string;
  storeLink: string;
};

export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    reviewerName: row.reviewerName,
    rating: row.rating,
    text: row.text,
    createdAt: iso(row.createdAt),
    store: { id: row.storeId, name: row.storeName, link: row.storeLink },
  };
}

/** Average to two decimals, count, and the count per star from 5 down to 1. */
export function toRatingSummary(counts: { rating: number; n: number }[]): RatingSummary {
  const byRating = new Map(counts.map((c) => [c.rating, Number(c.n)]));
  const histogram = [5, 4, 3, 2, 1].map((rating) => ({ rating, count: byRating.get(rating) ?? 0 }));
  const total = histogram.reduce((sum, h) => sum + h.count, 0);
  const points = histogram.reduce((sum, h) => sum + h.rating * h.count, 0);
  return {
    average: total ? Math.round((points / total) * 100) / 100 : 0,
    count: total,
    histogram,
  };
}

export function toPage<T>(items: T[], total: number, page: number, pageSize: number) {
  return { items, total, page, pageSize, totalPage: Math.ceil(total / pageSize) };
}

export { iso };
