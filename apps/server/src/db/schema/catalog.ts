import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

// Tyre catalogue: brand → model (pattern) → product (a model in one size and production year).

export const brands = pgTable(
  'brands',
  {
    id: serial().primaryKey(),
    slug: varchar({ length: 80 }).notNull(),
    nameEn: varchar({ length: 120 }).notNull(),
    nameTh: varchar({ length: 120 }).notNull(),
    country: varchar({ length: 80 }).notNull().default(''),
    /** SVG markup of the generated logo. */
    logoSvg: text().notNull().default(''),
    isPopular: boolean().notNull().default(false),
    sortOrder: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('brands_slug_uq').on(t.slug)],
);

export const tyreTypes = pgTable('tyre_types', {
  id: serial().primaryKey(),
  /** passenger | suv | pickup | eco | sport | runflat | allterrain */
  code: varchar({ length: 40 }).notNull().unique(),
  nameTh: varchar({ length: 120 }).notNull(),
  nameEn: varchar({ length: 120 }).notNull(),
  sortOrder: integer().notNull().default(0),
});

export const tyreModels = pgTable(
  'tyre_models',
  {
    id: serial().primaryKey(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    slug: varchar({ length: 120 }).notNull(),
    name: varchar({ length: 160 }).notNull(),
    descriptionTh: text().notNull().default(''),
    countryOfOrigin: varchar({ length: 80 }).notNull().default(''),
    /** EU tyre label: rolling resistance class A–E, wet grip class A–E, noise dB and class A–C. */
    euRollingResistance: varchar({ length: 1 }),
    euWetGrip: varchar({ length: 1 }),
    euNoiseDb: smallint(),
    euNoiseClass: varchar({ length: 1 }),
    /** Thai Industrial Standard (มอก.) certificate number, e.g. 'มอก. 2721-2560'. */
    tsiStandard: varchar({ length: 80 }),
    warrantyYears: smallint().notNull().default(0),
    warrantyKm: integer().notNull().default(0),
    pictureSvg: text().notNull().default(''),
    documentPdfBase64: text(),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tyre_models_brand_slug_uq').on(t.brandId, t.slug),
    index('tyre_models_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const tyreModelTypes = pgTable(
  'tyre_model_types',
  {
    tyreModelId: integer()
      .notNull()
      .references(() => tyreModels.id, { onDelete: 'cascade' }),
    tyreTypeId: integer()
      .notNull()
      .references(() => tyreTypes.id),
  },
  (t) => [uniqueIndex('tyre_model_types_uq').on(t.tyreModelId, t.tyreTypeId)],
);

export const tyreSizes = pgTable(
  'tyre_sizes',
  {
    id: serial().primaryKey(),
    width: smallint().notNull(),
    ratio: smallint().notNull(),
    diameter: smallint().notNull(),
    /** Canonical text, e.g. '265/65R17'. */
    label: varchar({ length: 20 }).notNull(),
    /** Digits only, e.g. '2656517', for search in any spelling. */
    compact: varchar({ length: 12 }).notNull(),
    /** passenger | suv | pickup */
    category: varchar({ length: 20 }).notNull().default('passenger'),
  },
  (t) => [
    uniqueIndex('tyre_sizes_dim_uq').on(t.width, t.ratio, t.diameter),
    index('tyre_sizes_compact_idx').on(t.compact),
  ],
);

export const products = pgTable(
  'products',
  {
    id: serial().primaryKey(),
    tyreModelId: integer()
      .notNull()
      .references(() => tyreModels.id),
    tyreSizeId: integer()
      .notNull()
      .references(() => tyreSizes.id),
    /** Load index, e.g. 112. */
    loadIndex: smallint().notNull(),
    /** Speed rating letter, e.g. 'S', 'H', 'V'. */
    speedRating: varchar({ length: 2 }).notNull(),
    productionYear: smallint().notNull(),
    sku: varchar({ length: 60 }).notNull(),
    isRunflat: boolean().notNull().default(false),
    /** Popularity counters used by home lists and sort. */
    viewCount: integer().notNull().default(0),
    searchCount: integer().notNull().default(0),
    soldCount: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_sku_uq').on(t.sku),
    index('products_size_idx').on(t.tyreSizeId),
    index('products_model_idx').on(t.tyreModelId),
  ],
);

export const productPictures = pgTable('product_pictures', {
  id: serial().primaryKey(),
  tyreModelId: integer()
    .notNull()
    .references(() => tyreModels.id, { onDelete: 'cascade' }),
  svg: text().notNull(),
  sortOrder: integer().notNull().default(0),
});
