import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { operators } from './operators';

// Shops (sellers), their branches, networks and the settings the back office edits (spec 2.3, 3).

export const networks = pgTable(
  'networks',
  {
    id: serial().primaryKey(),
    key: varchar({ length: 80 }).notNull(),
    name: varchar({ length: 160 }).notNull(),
    descriptionTh: text().notNull().default(''),
    logoSvg: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('networks_key_uq').on(t.key)],
);

/** Opening hours per weekday (0 = Sunday): null when closed. */
export type WeeklyHours = Array<{ day: number; open: string; close: string } | null>;

export const stores = pgTable(
  'stores',
  {
    id: serial().primaryKey(),
    /** Public link part: /store/{link}. */
    link: varchar({ length: 120 }).notNull(),
    /** Store code shown in the seller menu ('store code : name'). */
    code: varchar({ length: 20 }).notNull(),
    name: varchar({ length: 200 }).notNull(),
    branchName: varchar({ length: 200 }).notNull().default(''),
    /** Head office of a branch; null for a head office or a single store. */
    parentStoreId: integer(),
    networkId: integer().references(() => networks.id),
    isTyreShop: boolean().notNull().default(true),
    isRepairShop: boolean().notNull().default(false),
    legalName: varchar({ length: 200 }).notNull().default(''),
    taxId: varchar({ length: 20 }).notNull().default(''),
    /** Branch number of the tax registration, 00000 = head office (issue 32, decision 0141). */
    taxBranchNo: varchar({ length: 5 }).notNull().default('00000'),
    /** Address printed on the shop's tax invoices; all blank → the store's address. */
    taxAddress: varchar({ length: 250 }).notNull().default(''),
    taxSubDistrict: varchar({ length: 100 }).notNull().default(''),
    taxDistrict: varchar({ length: 100 }).notNull().default(''),
    taxProvince: varchar({ length: 100 }).notNull().default(''),
    taxPostCode: varchar({ length: 10 }).notNull().default(''),
    address: varchar({ length: 250 }).notNull().default(''),
    subDistrict: varchar({ length: 100 }).notNull().default(''),
    district: varchar({ length: 100 }).notNull().default(''),
    province: varchar({ length: 100 }).notNull().default(''),
    postCode: varchar({ length: 10 }).notNull().default(''),
    tel: varchar({ length: 20 }).notNull().default(''),
    email: varchar({ length: 100 }).notNull().default(''),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    /** Shop-authored HTML; sanitised before it is rendered. */
    openTimeHtml: text().notNull().default(''),
    weeklyHours: jsonb().$type<WeeklyHours>().notNull().default(sql`'[]'::jsonb`),
    hasTireBalancing: boolean().notNull().default(false),
    hasTireCenter: boolean().notNull().default(false),
    hasNitrogen: boolean().notNull().default(false),
    hasPatchMushroom: boolean().notNull().default(false),
    hasPatchStreamingCool: boolean().notNull().default(false),
    hasPatchStreamingHeat: boolean().notNull().default(false),
    hasPatchSilkPlug: boolean().notNull().default(false),
    isServiceEnabled: boolean().notNull().default(true),
    isDeliveryEnabled: boolean().notNull().default(false),
    isAllowTaxRequest: boolean().notNull().default(true),
    isAllowElecTaxRequest: boolean().notNull().default(false),
    isAllowMultipleSize: boolean().notNull().default(true),
    announcement: text().notNull().default(''),
    storefrontSvg: text(),
    ratingAverage: numeric({ precision: 3, scale: 2 }).notNull().default('0'),
    ratingCount: integer().notNull().default(0),
    registerDate: date().notNull().default(sql`CURRENT_DATE`),
    isActive: boolean().notNull().default(true),
    /**
     * Platform approval of a self-registered shop (issue 14, decision 0070): 'pending' |
     * 'approved' | 'rejected'. Only approved shops are made active (public).
     */
    approvalStatus: varchar({ length: 10 }).notNull().default('approved'),
    /** The marketplace's commission on money paid through us, basis points (decision 0102). */
    commissionRateBp: smallint().notNull().default(500),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stores_link_uq').on(t.link),
    uniqueIndex('stores_code_uq').on(t.code),
    index('stores_parent_idx').on(t.parentStoreId),
    index('stores_province_idx').on(t.province),
    index('stores_network_idx').on(t.networkId),
    index('stores_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    // Nearest-shop search (earthdistance KNN on GiST), see ARCHITECTURE "Nearest shops".
    index('stores_earth_gist').using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
  ],
);

/** What a store picture is (decoration, spec 2.3 /seller/decoration; decision 0076). */
export const STORE_PICTURE_KINDS = ['storefront', 'banner', 'gallery'] as const;
export type StorePictureKind = (typeof STORE_PICTURE_KINDS)[number];

export const storePictures = pgTable(
  'store_pictures',
  {
    id: serial().primaryKey(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** storefront (one; the picture check of spec 2.8 reads it), banner (one) or gallery. */
    kind: varchar({ length: 12 }).$type<StorePictureKind>().notNull().default('gallery'),
    svg: text(),
    /** Name of an uploaded, re-encoded file under DATA_DIR/uploads (lib/uploads.ts). */
    filePath: varchar({ length: 300 }),
    sortOrder: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('store_pictures_store_kind_idx').on(t.storeId, t.kind, t.sortOrder),
    // At most one storefront and one banner per store.
    uniqueIndex('store_pictures_single_uq')
      .on(t.storeId, t.kind)
      .where(sql`${t.kind} <> 'gallery'`),
  ],
);

/** Installation, delivery and deposit settings (spec 2.3 /seller/setting, /seller/setting-prepaid). */
export const storeSettings = pgTable('store_settings', {
  storeId: integer()
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  /** Installation: customers per slot; custom slots (null → the four slots of spec 9). */
  slotCapacity: smallint().notNull().default(2),
  customSlots: jsonb().$type<Array<{ value: string; from: string; to: string }>>(),
  /** Slot value → weekdays it is offered (0 = Sunday); null → every slot every open day. */
  slotWeekdays: jsonb().$type<Record<string, number[]>>(),
  /** Bookings that fit the work (decision 0162): minutes to fit one tyre. */
  minutesPerTyre: smallint().notNull().default(15),
  /** Bays and opening hours per weekday (index 0 = Sunday); null → the slots above. */
  bayDays: jsonb().$type<Array<{ bays: number; open: string; close: string }>>(),
  /** Weekdays the shop is closed (0 = Sunday). */
  closedWeekdays: jsonb().$type<number[]>().notNull().default(sql`'[]'::jsonb`),
  /** Days to prepare goods before installation/delivery (0–7). */
  prepareDays: smallint().notNull().default(1),
  /** Default delivery fee per tyre when the province has no area rate (satang). */
  defaultDeliveryRateSatang: integer().notNull().default(0),
  /** Deposit (prepaid): percent of the order or a fixed amount per order. */
  isPrepaidEnabled: boolean().notNull().default(false),
  prepaidType: varchar({ length: 10 }).notNull().default('percent'),
  prepaidValue: integer().notNull().default(0),
  /** Payment methods the shop accepts. */
  acceptScanQr: boolean().notNull().default(true),
  acceptInternetBanking: boolean().notNull().default(true),
  acceptCreditCard: boolean().notNull().default(true),
  acceptFreeInstallment: boolean().notNull().default(false),
  acceptInterestInstallment: boolean().notNull().default(false),
  /** Monthly interest for 'with interest' instalments, in basis points (80 = 0.80%). */
  installmentInterestBp: integer().notNull().default(80),
  /** Minimum order (satang) for instalments. */
  installmentMinSatang: integer().notNull().default(300000),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Delivery fee per tyre for one province (spec 7 save-delivery-area-rate). */
export const deliveryAreaRates = pgTable(
  'delivery_area_rates',
  {
    id: serial().primaryKey(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    province: varchar({ length: 100 }).notNull(),
    rateSatang: integer().notNull(),
  },
  (t) => [uniqueIndex('delivery_area_rates_uq').on(t.storeId, t.province)],
);

export const storeHolidays = pgTable(
  'store_holidays',
  {
    id: serial().primaryKey(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** spec 3 Holiday: dateKey (YYYY-MM-DD). */
    dateKey: date().notNull(),
    title: varchar({ length: 200 }).notNull().default(''),
  },
  (t) => [uniqueIndex('store_holidays_uq').on(t.storeId, t.dateKey)],
);

/**
 * Version counters of data the app keeps in memory (decision 0059): a statement-level trigger
 * bumps a row in the writing transaction, so a reader that sees the new version also sees the
 * rows that changed.
 */
export const cacheVersions = pgTable('cache_versions', {
  name: varchar({ length: 40 }).primaryKey(),
  version: bigint({ mode: 'number' }).notNull().default(0),
});

/**
 * Tyres whose page changed, in commit order (decision 0060): triggers log the tyres each
 * catalogue write touches (NULL: every tyre), and for writes of offers and of what offers show
 * (links, shops, services, warranties, promotions) each offer touched (decision 0124: the
 * in-memory tyre pages rewrite those offers; a tyre logged without an offer is read again whole).
 * Rows older than a few minutes are pruned.
 */
export const catalogChanges = pgTable('catalog_changes', {
  seq: bigserial({ mode: 'number' }).primaryKey(),
  productId: integer(),
  offerId: integer(),
  at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A shop suspended by an operator (issue 32 item 4, decision 0143, migration 0032). The open row
 * (liftedAt null, at most one per store) is the current suspension; `wasActive` is is_active as
 * it was before, which reactivation restores. Written only by modules/admin/shops.
 */
export const storeSuspensions = pgTable(
  'store_suspensions',
  {
    id: serial().primaryKey(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    suspendedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    reason: varchar({ length: 500 }).notNull(),
    suspendedBy: integer()
      .notNull()
      .references(() => operators.id),
    wasActive: boolean().notNull(),
    liftedAt: timestamp({ withTimezone: true }),
    liftedBy: integer().references(() => operators.id),
    liftReason: varchar({ length: 500 }),
  },
  (t) => [
    uniqueIndex('store_suspensions_open_uq').on(t.storeId).where(sql`${t.liftedAt} is null`),
    index('store_suspensions_store_idx').on(t.storeId, t.suspendedAt),
  ],
);
