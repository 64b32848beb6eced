import {
  type ArticleDetail,
  type ArticleList,
  type AuthorDetail,
  type Banner,
  CONTACT_SUCCESS_MESSAGE,
  type ContactBody,
  type ContentSearch,
  HOME_ARTICLE_COUNT,
  HOME_PROMOTION_COUNT,
  HOME_REVIEW_COUNT,
  type HomeContent,
  type PromotionDetail,
  type PromotionList,
  type Review,
  type ReviewList,
} from '@yangdee/contracts/content';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { bangkokToday } from '../../lib/time';
import * as articlesRepo from './articles.repository';
import { findActiveBanners } from './banners.repository';
import { insertContactMessage } from './contact.repository';
import {
  iso,
  toArticleSummary,
  toPage,
  toPromotionSummary,
  toRatingSummary,
  toReview,
} from './content.mapper';
import { sanitizeRichText } from './content-html';
import { contentImageUrl } from './content-images';
import { searchContent as searchContentRows } from './content-search.repository';
import * as promotionsRepo from './promotions.repository';
import { countVisibleReviewsByRating, findVisibleReviews } from './reviews.repository';

// Content use cases: home banners and content, promotions, articles, authors, reviews, content
// search and the contact form. `now` is a parameter so tests can pin the day.

type Paging = { page: number; pageSize: number };
const offsetOf = ({ page, pageSize }: Paging) => (page - 1) * pageSize;

export async function getHomeBanners(db: Db): Promise<Banner[]> {
  const rows = await findActiveBanners(db);
  return rows.map((b) => ({
    id: b.id,
    title: b.title,
    link: b.link,
    desktop: contentImageUrl('banner', b.id),
    mobile: contentImageUrl('banner-mobile', b.id),
  }));
}

export async function getHomeContent(db: Db, now = new Date()): Promise<HomeContent> {
  const [promotions, articles] = await Promise.all([
    promotionsRepo.findRunningPromotions(db, bangkokToday(now), HOME_PROMOTION_COUNT),
    articlesRepo.findArticles(db, now, {}, HOME_ARTICLE_COUNT),
  ]);
  return {
    promotions: promotions.map(toPromotionSummary),
    articles: articles.map(toArticleSummary),
  };
}

export async function getLatestReviews(db: Db): Promise<Review[]> {
  return (await findVisibleReviews(db, HOME_REVIEW_COUNT)).map(toReview);
}

export async function listPromotions(
  db: Db,
  paging: Paging,
  now = new Date(),
): Promise<PromotionList> {
  const today = bangkokToday(now);
  const [rows, total] = await Promise.all([
    promotionsRepo.findRunningPromotions(db, today, paging.pageSize, offsetOf(paging)),
    promotionsRepo.countRunningPromotions(db, today),
  ]);
  return toPage(rows.map(toPromotionSummary), total, paging.page, paging.pageSize);
}

export async function getPromotionDetail(
  db: Db,
  key: string,
  now = new Date(),
): Promise<PromotionDetail> {
  const row = await promotionsRepo.findPlatformPromotionByKey(db, key);
  if (!row) throw new AppError('NOT_FOUND', 'ไม่พบโปรโมชันที่ต้องการ');
  const today = bangkokToday(now);
  const state = today < row.startDate ? 'upcoming' : today > row.endDate ? 'ended' : 'active';
  const banner = (has: boolean, kind: Parameters<typeof contentImageUrl>[0]) =>
    has ? contentImageUrl(kind, row.id) : null;
  return {
    ...toPromotionSummary(row),
    amountType: row.amountType,
    // Satang for the amount types, basis points for the percent types: both are hundredths.
    amount: row.amountValue / 100,
    minQty: row.minQty,
    imageTitle: row.imageTitle,
    detail: sanitizeRichText(row.detailHtml),
    topBanner: banner(row.hasTopBanner, 'promotion'),
    topBannerMobile: banner(row.hasTopBannerMobile, 'promotion-mobile'),
    bottomBanner: banner(row.hasBottomBanner, 'promotion-bottom'),
    bottomBannerMobile: banner(row.hasBottomBannerMobile, 'promotion-bottom-mobile'),
    state,
  };
}

export async function listArticles(
  db: Db,
  input: Paging & { tag?: number },
  now = new Date(),
): Promise<ArticleList> {
  const tag = input.tag ? await articlesRepo.findTag(db, input.tag) : null;
  if (input.tag && !tag) throw new AppError('NOT_FOUND');
  const filter = { tagId: input.tag };
  const [rows, total] = await Promise.all([
    articlesRepo.findArticles(db, now, filter, input.pageSize, offsetOf(input)),
    articlesRepo.countArticles(db, now, filter),
  ]);
  return { ...toPage(rows.map(toArticleSummary), total, input.page, input.pageSize), tag };
}

const RELATED_ARTICLE_COUNT = 3;

export async function getArticleDetail(
  db: Db,
  key: string,
  now = new Date(),
): Promise<ArticleDetail> {
  const article = await articlesRepo.recordArticleView(db, key, now);
  if (!article) throw new AppError('NOT_FOUND', 'ไม่พบบทความที่ต้องการ');
  const [author, tags, related] = await Promise.all([
    articlesRepo.findAuthor(db, article.authorId),
    articlesRepo.findTagsOfArticle(db, article.id),
    articlesRepo.findArticles(db, now, { excludeId: article.id }, RELATED_ARTICLE_COUNT),
  ]);
  if (!author) throw new AppError('NOT_FOUND');
  return {
    id: article.id,
    key: article.key,
    title: article.title,
    summary: article.summary,
    picture: contentImageUrl('article', article.id),
    publishedAt: iso(article.publishedAt),
    updatedAt: iso(article.updatedAt),
    viewCount: article.viewCount,
    body: sanitizeRichText(article.bodyHtml),
    author: { ...author, avatar: contentImageUrl('author', author.id) },
    tags,
    related: related.map(toArticleSummary),
  };
}

export async function getAuthorDetail(
  db: Db,
  input: Paging & { id: number },
  now = new Date(),
): Promise<AuthorDetail> {
  const author = await articlesRepo.findAuthor(db, input.id);
  if (!author) throw new AppError('NOT_FOUND', 'ไม่พบผู้เขียนที่ต้องการ');
  const filter = { authorId: author.id };
  const [rows, total] = await Promise.all([
    articlesRepo.findArticles(db, now, filter, input.pageSize, offsetOf(input)),
    articlesRepo.countArticles(db, now, filter),
  ]);
  return {
    ...author,
    avatar: contentImageUrl('author', author.id),
    articles: toPage(rows.map(toArticleSummary), total, input.page, input.pageSize),
  };
}

export async function listReviews(db: Db, paging: Paging): Promise<ReviewList> {
  const [rows, counts] = await Promise.all([
    findVisibleReviews(db, paging.pageSize, offsetOf(paging)),
    countVisibleReviewsByRating(db),
  ]);
  const summary = toRatingSummary(counts);
  return { ...toPage(rows.map(toReview), summary.count, paging.page, paging.pageSize), summary };
}

/** The LIKE patterns for a keyword: literal, plus the slash spelling of a compact tyre size. */
export function contentSearchPatterns(keyword: string): string[] {
  const k = keyword.trim();
  const escaped = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const patterns = [escaped(k)];
  const size = /^(\d{3})\s*[/\s-]?\s*(\d{2})\s*[rR/\s-]?\s*(\d{2})$/.exec(k);
  if (size) patterns.push(escaped(`${size[1]}/${size[2]}R${size[3]}`));
  return [...new Set(patterns)];
}

export async function searchContent(
  db: Db,
  input: Paging & { k: string },
  now = new Date(),
): Promise<ContentSearch> {
  if (input.k.trim() === '') return toPage([], 0, input.page, input.pageSize);
  const { rows, total } = await searchContentRows(db, {
    patterns: contentSearchPatterns(input.k),
    now,
    today: bangkokToday(now),
    limit: input.pageSize,
    offset: offsetOf(input),
  });
  const items = rows.map((r) => ({
    kind: r.kind,
    key: r.key,
    title: r.title,
    summary: r.summary,
    picture: contentImageUrl(r.kind, r.id),
    date: iso(r.at),
  }));
  return toPage(items, total, input.page, input.pageSize);
}

export async function submitContact(db: Db, body: ContactBody) {
  await insertContactMessage(db, {
    name: body.name,
    email: body.email,
    tel: body.tel,
    subject: body.subject,
    message: body.message,
  });
  return { success: true as const, message: CONTACT_SUCCESS_MESSAGE };
}
