import { and, count, desc, eq, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { articles, articleTags, authors, tags } from '../../db/schema/content';

// Articles (บทความ), their authors and tags. An article is public from its publish time on.

const summaryColumns = {
  id: articles.id,
  key: articles.key,
  title: articles.title,
  summary: articles.summary,
  publishedAt: articles.publishedAt,
  authorId: authors.id,
  authorName: authors.name,
};
export type ArticleSummaryRow = {
  id: number;
  key: string;
  title: string;
  summary: string;
  publishedAt: Date;
  authorId: number;
  authorName: string;
};

const newestFirst = [desc(articles.publishedAt), desc(articles.id)];

function publishedWhere(now: Date, extra?: SQL) {
  return and(lte(articles.publishedAt, now), extra);
}

/** Articles filed under a tag. */
const taggedWith = (tagId: number) =>
  inArray(
    articles.id,
    sql`(select ${articleTags.articleId} from ${articleTags} where ${articleTags.tagId} = ${tagId})`,
  );

export type ArticleFilter = { tagId?: number; authorId?: number; excludeId?: number };

function filterWhere(now: Date, filter: ArticleFilter) {
  return publishedWhere(
    now,
    and(
      filter.tagId ? taggedWith(filter.tagId) : undefined,
      filter.authorId ? eq(articles.authorId, filter.authorId) : undefined,
      filter.excludeId ? ne(articles.id, filter.excludeId) : undefined,
    ),
  );
}

export async function findArticles(
  db: DbOrTx,
  now: Date,
  filter: ArticleFilter,
  limit: number,
  offset = 0,
): Promise<ArticleSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(articles)
    .innerJoin(authors, eq(authors.id, articles.authorId))
    .where(filterWhere(now, filter))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
}

export async function countArticles(db: DbOrTx, now: Date, filter: ArticleFilter) {
  const [row] = await db.select({ n: count() }).from(articles).where(filterWhere(now, filter));
  return row?.n ?? 0;
}

/** Counts the view and returns the article in one statement (spec: article-detail is a view). */
export async function recordArticleView(db: DbOrTx, key: string, now: Date) {
  const [row] = await db
    .update(articles)
    .set({ viewCount: sql`${articles.viewCount} + 1` })
    .where(and(eq(articles.key, key), lte(articles.publishedAt, now)))
    .returning({
      id: articles.id,
      key: articles.key,
      title: articles.title,
      summary: articles.summary,
      bodyHtml: articles.bodyHtml,
      publishedAt: articles.publishedAt,
      updatedAt: articles.updatedAt,
      viewCount: articles.viewCount,
      authorId: articles.authorId,
    });
  return row ?? null;
}

export async function findAuthor(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: authors.id, name: authors.name, title: authors.title, bio: authors.bio })
    .from(authors)
    .where(eq(authors.id, id));
  return row ?? null;
}

export async function findTagsOfArticle(db: DbOrTx, articleId: number) {
  return db
    .select({ id: tags.id, text: tags.text })
    .from(articleTags)
    .innerJoin(tags, eq(tags.id, articleTags.tagId))
    .where(eq(articleTags.articleId, articleId))
    .orderBy(tags.sortOrder, tags.id);
}

export async function findTag(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: tags.id, text: tags.text }).from(tags).where(eq(tags.id, id));
  return row ?? null;
}
