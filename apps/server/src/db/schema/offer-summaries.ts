import { boolean, index, integer, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog';

// One row per product that has an offer that counts (decision 0005: displayed, not NOTSALE, of an
// active store): the lowest price and the shop count for each shopper filter (any offer, in stock,
// SERVICE, SERVICE in stock, DELIVERY, DELIVERY in stock), plus copies of the product's listing
// keys (brand, size, active, popularity, newness) so a listing filters, sorts and pages on this
// table alone. Kept by triggers on seller_products, stores, products, tyre_models and brands in
// the same transaction as every write (custom migration "offer-summary-triggers", decision 0020).

export const productOfferSummaries = pgTable(
  'product_offer_summaries',
  {
    productId: integer()
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Lowest SERVICE price per tyre (price_satang) over every counting offer, satang. */
    minPriceSatang: integer(),
    shopCount: integer().notNull().default(0),
    /** … over offers with stock on hand (LIMITED, qty > 0). */
    stockMinPriceSatang: integer(),
    stockShopCount: integer().notNull().default(0),
    /** … over offers the shop installs (SERVICE). */
    serviceMinPriceSatang: integer(),
    serviceShopCount: integer().notNull().default(0),
    serviceStockMinPriceSatang: integer(),
    serviceStockShopCount: integer().notNull().default(0),
    /** Lowest DELIVERY price per tyre (price_delivery_satang) over offers the shop delivers. */
    deliveryMinPriceSatang: integer(),
    deliveryShopCount: integer().notNull().default(0),
    deliveryStockMinPriceSatang: integer(),
    deliveryStockShopCount: integer().notNull().default(0),
    /**
     * Counting offers that carry an active warranty (the card's warranty badge), per shopper
     * filter in the order above: the listing reads its badges here instead of aggregating every
     * offer (decision 0122). Counts, not flags, so a write adds and subtracts its own offers.
     */
    warrantyOffers: integer().notNull().default(0),
    stockWarrantyOffers: integer().notNull().default(0),
    serviceWarrantyOffers: integer().notNull().default(0),
    serviceStockWarrantyOffers: integer().notNull().default(0),
    deliveryWarrantyOffers: integer().notNull().default(0),
    deliveryStockWarrantyOffers: integer().notNull().default(0),
    // Copies of the product's listing keys.
    tyreModelId: integer().notNull(),
    brandId: integer().notNull(),
    tyreSizeId: integer().notNull(),
    /** Product, model and brand all active. */
    isListed: boolean().notNull(),
    soldCount: integer().notNull(),
    searchCount: integer().notNull(),
    viewCount: integer().notNull(),
    productionYear: smallint().notNull(),
    productCreatedAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_offer_summaries_brand_idx').on(t.brandId),
    index('product_offer_summaries_size_idx').on(t.tyreSizeId),
    // The listing sorts (decision 0005 "Sort"), so a page is read in index order. Views are not
    // in it (decision 0127): the view counter's batch changes view_count of thousands of rows
    // every few seconds, and a column in no index lets each update stay on its page (HOT) with
    // no index written. A popular page sorts by views after the index (at most ~5,000 tyres).
    index('product_offer_summaries_popular_idx').on(
      t.soldCount.desc(),
      t.searchCount.desc(),
      t.productId,
    ),
    index('product_offer_summaries_newest_idx').on(
      t.productionYear.desc(),
      t.productCreatedAt.desc(),
      t.productId.desc(),
    ),
    index('product_offer_summaries_price_idx').on(t.minPriceSatang, t.productId),
    index('product_offer_summaries_stock_price_idx').on(t.stockMinPriceSatang, t.productId),
    index('product_offer_summaries_delivery_price_idx').on(t.deliveryMinPriceSatang, t.productId),
  ],
);
