import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
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
import { products } from './catalog';
import { stores } from './stores';

// A shop's offer of a product (seller product / stock item), and what the shop attaches to it:
// services, warranties and promotions (spec 7 Seller: stock, promotions, warranties, services).

export const sellerProducts = pgTable(
  'seller_products',
  {
    id: serial().primaryKey(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id),
    /** Price per tyre for installation at the shop (SERVICE), satang. */
    priceSatang: integer().notNull(),
    /** Price per tyre for home delivery (DELIVERY), satang; null → not sold for delivery. */
    priceDeliverySatang: integer(),
    /** Per-product delivery fee per tyre (spec 7 save-delivery-product-rate), satang. */
    deliveryRateSatang: integer(),
    qty: integer().notNull().default(0),
    /** Stock status of spec 4: 1 LIMITED, 3 FACTORY, 2 SUBLET, 4 NOTSALE. */
    status: smallint().notNull().default(1),
    isDisplay: boolean().notNull().default(true),
    productionYear: smallint().notNull(),
    /** Production week (1–53) for the DOT freshness badge. */
    productionWeek: smallint(),
    isServiceAvailable: boolean().notNull().default(true),
    isDeliveryAvailable: boolean().notNull().default(false),
    /** Days to prepare before installation/delivery; null → the store's setting. */
    prepareDays: smallint(),
    minQty: smallint().notNull().default(1),
    /** The tyre takes a deposit when the shop offers deposits (decision 0075). */
    isPrepaid: boolean().notNull().default(true),
    /** Deposit per tyre, satang; null → the shop's deposit rule. */
    prepaidSatang: integer(),
    /** Marketplace integration flag (seller stock sort column 'integrate'). */
    isIntegrated: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('seller_products_store_product_year_uq').on(
      t.storeId,
      t.productId,
      t.productionYear,
    ),
    index('seller_products_product_price_idx').on(t.productId, t.priceSatang, t.id),
    index('seller_products_store_idx').on(t.storeId),
  ],
);

export const sellerServices = pgTable('seller_services', {
  id: serial().primaryKey(),
  storeId: integer()
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' }),
  title: varchar({ length: 200 }).notNull(),
  description: text().notNull().default(''),
  /** Price per order, satang; 0 → free. */
  priceSatang: integer().notNull().default(0),
  /** Included by default in a cart. */
  isIncluded: boolean().notNull().default(true),
  /** The customer may add or remove it. */
  isTogglable: boolean().notNull().default(false),
  /** 1 SERVICE, 2 DELIVERY, 0 both. */
  orderType: smallint().notNull().default(0),
  isActive: boolean().notNull().default(true),
  /** Minutes the service adds to a fitting job (decision 0162). */
  minutes: smallint().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const sellerWarranties = pgTable('seller_warranties', {
  id: serial().primaryKey(),
  storeId: integer()
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' }),
  /** warranty | freeGift | yltGift (spec 9 Benefit type). */
  type: varchar({ length: 20 }).notNull().default('warranty'),
  title: varchar({ length: 200 }).notNull(),
  /** Terms shown with the benefit (plain text). */
  remark: text().notNull().default(''),
  /** What a warranty covers (plain text, decision 0161); '' for a gift. */
  coverage: text().notNull().default(''),
  /** Warranty length in months; null → not limited by time (or not a warranty). */
  months: smallint(),
  /** Warranty distance in kilometres; null → not limited by distance. */
  kilometres: integer(),
  isActive: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Platform promotions (storefront) and shop promotions share one table; storeId null = platform. */
export const promotions = pgTable(
  'promotions',
  {
    id: serial().primaryKey(),
    key: varchar({ length: 120 }).notNull(),
    storeId: integer().references(() => stores.id, { onDelete: 'cascade' }),
    /** Category shown in menus and lists (e.g. 'discount', 'gift', 'installment'). */
    category: varchar({ length: 40 }).notNull().default('discount'),
    /** discountAmount | discountOrderAmt | discountTurnPart | discountPercent | discountOrderPercent */
    amountType: varchar({ length: 30 }).notNull(),
    /** satang for amount types, basis points (1% = 100) for percent types. */
    amountValue: integer().notNull(),
    /** Minimum quantity (tyres) for the promotion to apply. */
    minQty: smallint().notNull().default(1),
    title: varchar({ length: 200 }).notNull(),
    remark: varchar({ length: 300 }).notNull().default(''),
    /** HTML detail; sanitised before render. */
    detailHtml: text().notNull().default(''),
    imageTitle: varchar({ length: 200 }).notNull().default(''),
    topBannerSvg: text(),
    topBannerMobileSvg: text(),
    bottomBannerSvg: text(),
    bottomBannerMobileSvg: text(),
    /** Uploaded banner pictures (names under DATA_DIR/uploads, lib/uploads.ts); win over the SVGs. */
    topBannerFile: varchar({ length: 300 }),
    topBannerMobileFile: varchar({ length: 300 }),
    isTogglable: boolean().notNull().default(false),
    startDate: date().notNull(),
    endDate: date().notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotions_key_uq').on(t.key),
    index('promotions_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

export const sellerProductPromotions = pgTable(
  'seller_product_promotions',
  {
    sellerProductId: integer()
      .notNull()
      .references(() => sellerProducts.id, { onDelete: 'cascade' }),
    promotionId: integer()
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('seller_product_promotions_uq').on(t.sellerProductId, t.promotionId)],
);

export const sellerProductServices = pgTable(
  'seller_product_services',
  {
    sellerProductId: integer()
      .notNull()
      .references(() => sellerProducts.id, { onDelete: 'cascade' }),
    sellerServiceId: integer()
      .notNull()
      .references(() => sellerServices.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('seller_product_services_uq').on(t.sellerProductId, t.sellerServiceId)],
);

export const sellerProductWarranties = pgTable(
  'seller_product_warranties',
  {
    sellerProductId: integer()
      .notNull()
      .references(() => sellerProducts.id, { onDelete: 'cascade' }),
    sellerWarrantyId: integer()
      .notNull()
      .references(() => sellerWarranties.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('seller_product_warranties_uq').on(t.sellerProductId, t.sellerWarrantyId)],
);
