import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { orders } from './orders';
import { stores } from './stores';
import { users } from './users';

// Articles, authors, tags, banners, reviews, contact messages, search keywords, settings.

export const authors = pgTable('authors', {
  id: serial().primaryKey(),
  name: varchar({ length: 120 }).notNull(),
  title: varchar({ length: 160 }).notNull().default(''),
  bio: text().notNull().default(''),
  avatarSvg: text().notNull().default(''),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const articles = pgTable(
  'articles',
  {
    id: serial().primaryKey(),
    key: varchar({ length: 160 }).notNull(),
    authorId: integer()
      .notNull()
      .references(() => authors.id),
    title: varchar({ length: 250 }).notNull(),
    summary: text().notNull().default(''),
    /** Rich text; sanitised before render. */
    bodyHtml: text().notNull(),
    coverSvg: text().notNull().default(''),
    /** Products the article is about (related-product-by-article). */
    relatedProductIds: jsonb().$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    isHelp: boolean().notNull().default(false),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
    viewCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('articles_key_uq').on(t.key),
    index('articles_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

export const tags = pgTable(
  'tags',
  {
    id: serial().primaryKey(),
    text: varchar({ length: 120 }).notNull(),
    /** Site-relative link the tag opens. */
    link: varchar({ length: 300 }).notNull(),
    isFooter: boolean().notNull().default(false),
    isSuggested: boolean().notNull().default(false),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('tags_text_uq').on(t.text)],
);

export const articleTags = pgTable(
  'article_tags',
  {
    articleId: integer()
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    tagId: integer()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('article_tags_uq').on(t.articleId, t.tagId)],
);

export const banners = pgTable('banners', {
  id: serial().primaryKey(),
  title: varchar({ length: 200 }).notNull(),
  link: varchar({ length: 300 }).notNull().default(''),
  desktopSvg: text().notNull(),
  mobileSvg: text().notNull(),
  sortOrder: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
});

export const reviews = pgTable(
  'reviews',
  {
    id: serial().primaryKey(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    productId: integer().references(() => products.id, { onDelete: 'set null' }),
    reviewerName: varchar({ length: 120 }).notNull(),
    rating: smallint().notNull(),
    text: text().notNull().default(''),
    isVisible: boolean().notNull().default(true),
    /** The shop's one answer (issue 17), shown under the review on the public pages. */
    reply: text(),
    repliedAt: timestamp({ withTimezone: true }),
    repliedBy: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_store_idx').on(t.storeId, t.createdAt),
    uniqueIndex('reviews_order_uq').on(t.orderId),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial().primaryKey(),
  name: varchar({ length: 120 }).notNull(),
  email: varchar({ length: 100 }).notNull(),
  tel: varchar({ length: 20 }).notNull().default(''),
  subject: varchar({ length: 200 }).notNull().default(''),
  message: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Keywords offered by the header search box (get-keyword-list) with their tab (1..3). */
export const searchKeywords = pgTable(
  'search_keywords',
  {
    id: serial().primaryKey(),
    text: varchar({ length: 160 }).notNull(),
    tab: smallint().notNull().default(1),
    weight: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('search_keywords_text_tab_uq').on(t.text, t.tab),
    index('search_keywords_text_trgm').using('gin', sql`${t.text} gin_trgm_ops`),
  ],
);

export const settings = pgTable('settings', {
  key: varchar({ length: 80 }).primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
