import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sellerProducts } from './offers';
import { stores } from './stores';
import { users } from './users';

// Carts, orders, payments and slot reservations (spec 2.9, 2.10, 3 Cart, 4 Order status).

/** Customer and tax fields of spec 3 cartData.customer, kept on the cart and frozen on the order. */
export type CartCustomer = {
  firstName: string;
  lastName: string;
  email: string;
  tel: string;
  address: string;
  subDistrict: string;
  district: string;
  province: string;
  postCode: string;
  carBrand: string;
  carModel: string;
  licenseNumber: string;
  licenseProvince: string;
  requireTax: boolean;
  requireElecTax: boolean;
  taxId: string;
  taxName: string;
  taxAddress: string;
  taxSubDistrict: string;
  taxDistrict: string;
  taxProvince: string;
  taxPostCode: string;
  taxEmail: string;
};

export type ShippingData = {
  receiverFirstname: string;
  receiverLastname: string;
  receiverTel: string;
  receiverEmail: string;
  address: string;
  subDistrict: string;
  district: string;
  province: string;
  postCode: string;
  deliveryRemark: string;
};

/** Running number of human order numbers ('YD' + yymmdd + serial); starts above seeded orders. */
export const orderNoSeq = pgSequence('order_no_seq', { startWith: 1001 });

export const carts = pgTable(
  'carts',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer()
      .notNull()
      .references(() => stores.id),
    /** 1 SERVICE, 2 DELIVERY */
    orderType: smallint().notNull(),
    appointmentDate: date(),
    /** 'slot1'…'slot4' (or a shop's own slot), or a bay start time 'HH:MM' (decision 0162). */
    appointmentTime: varchar({ length: 20 }),
    customer: jsonb().$type<Partial<CartCustomer>>().notNull().default(sql`'{}'::jsonb`),
    shipping: jsonb().$type<Partial<ShippingData>>(),
    /** Service ids the customer excluded / added, discount ids toggled. */
    excludedServiceIds: jsonb().$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    addedServiceIds: jsonb().$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    excludedPromotionIds: jsonb().$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    /** Togglable promotions the customer asked for ('รับส่วนลด'). */
    addedPromotionIds: jsonb().$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    paymentMethod: varchar({ length: 30 }),
    installmentPeriod: smallint(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carts_user_uq').on(t.userId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial().primaryKey(),
    cartId: integer()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    sellerProductId: integer()
      .notNull()
      .references(() => sellerProducts.id),
    quantity: smallint().notNull(),
    /** Price seen when added, to tell the shopper when it changed (satang). */
    priceSatangSeen: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_uq').on(t.cartId, t.sellerProductId)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial().primaryKey(),
    /** Human order number, e.g. 'YD2611220001'. */
    orderNo: varchar({ length: 30 }).notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    storeId: integer()
      .notNull()
      .references(() => stores.id),
    orderType: smallint().notNull(),
    /** Order status of spec 4 (1, 2, 3, 4, 5, 99); 0 = awaiting payment. */
    status: smallint().notNull().default(0),
    paymentMethod: varchar({ length: 30 }).notNull(),
    installmentPeriod: smallint(),
    appointmentDate: date(),
    appointmentTime: varchar({ length: 20 }),
    /** A bay booking's length in minutes and its bay (1-based); null for slot bookings. */
    jobMinutes: smallint(),
    bay: smallint(),
    customer: jsonb().$type<Partial<CartCustomer>>().notNull(),
    shipping: jsonb().$type<Partial<ShippingData>>(),
    /** Frozen services, discounts and benefits as shown at checkout. */
    snapshot: jsonb().notNull(),
    subtotalSatang: integer().notNull(),
    deliveryFeeSatang: integer().notNull().default(0),
    serviceTotalSatang: integer().notNull().default(0),
    discountTotalSatang: integer().notNull().default(0),
    totalSatang: integer().notNull(),
    /** Amount charged online now (the full total, or the deposit). */
    paidNowSatang: integer().notNull(),
    /** Remainder due at the shop for deposit orders. */
    remainSatang: integer().notNull().default(0),
    trackingText: text().notNull().default(''),
    /** Carrier named by the shop when it confirms delivery (issue 15). */
    carrier: varchar({ length: 100 }).notNull().default(''),
    /** Why the shop cancelled, as the shopper reads it (cancelReasonText of seller-orders). */
    cancelReason: text().notNull().default(''),
    /** When the shop confirmed the order, and when the fitting or the delivery was done. */
    confirmedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    /** A deposit order's remainder was collected at the shop. */
    remainCollectedAt: timestamp({ withTimezone: true }),
    /** Who recorded it (seller_users.id, and the name shown then; issue 37 item 10). */
    remainCollectedBy: integer(),
    remainCollectedByName: varchar({ length: 200 }).notNull().default(''),
    taxInvoiceNo: varchar({ length: 30 }),
    /** Reservations (stock, slot) stop counting after this time unless paid. */
    reservedUntil: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    isGtmTracked: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_no_uq').on(t.orderNo),
    index('orders_user_idx').on(t.userId, t.createdAt),
    // The shop's order list newest first, read from the index alone for its tabs and order type
    // (decision 0169; replaced orders_store_idx (store_id, created_at), a prefix of it).
    index('orders_store_list_idx').on(t.storeId, t.createdAt, t.id, t.status, t.orderType),
    index('orders_store_status_idx').on(t.storeId, t.status, t.createdAt),
    // Orders whose remainder the shop collected (income.repository.ts sumRemain, decision 0169).
    index('orders_remain_collected_idx')
      .on(t.storeId, t.id)
      .where(sql`${t.remainCollectedAt} is not null`),
    // The shop's order search (seller-orders.repository.ts keywordCondition, decision 0169).
    index('orders_search_trgm').using('gin', sql`${orderSearchText(t)} gin_trgm_ops`),
  ],
);

/**
 * What the shop's order search looks in, as one text (decision 0169): the order number, the
 * customer's full name, phone, licence plate (as typed and without spaces) and the receiver's
 * phone, separated by chr(31) so that no keyword spans two of them. The trigram index above is
 * on this very expression; the search narrows by it, then checks each field as before.
 */
export function orderSearchText(t: {
  orderNo: AnyPgColumn;
  customer: AnyPgColumn;
  shipping: AnyPgColumn;
}): SQL {
  const c = t.customer;
  return sql`(${t.orderNo} || chr(31) || coalesce(${c}->>'firstName', '') || ' ' || coalesce(${c}->>'lastName', '') || chr(31) || coalesce(${c}->>'tel', '') || chr(31) || coalesce(${c}->>'licenseNumber', '') || chr(31) || replace(coalesce(${c}->>'licenseNumber', ''), ' ', '') || chr(31) || coalesce(${t.shipping}->>'receiverTel', ''))`;
}

export const orderItems = pgTable(
  'order_items',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerProductId: integer()
      .notNull()
      .references(() => sellerProducts.id),
    /** Frozen product text: brand, model, size, year. */
    title: varchar({ length: 300 }).notNull(),
    quantity: smallint().notNull(),
    unitPriceSatang: integer().notNull(),
    lineTotalSatang: integer().notNull(),
    /** DOT codes ('WWYY') of the tyres fitted, entered by the shop on confirm-service. */
    dotCodes: jsonb().$type<string[]>().notNull().default([]),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/**
 * Every change of an order's status, with who did it (docs/decisions: orders lifecycle). Written
 * only by the orders lifecycle in the same transaction as the change.
 */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: smallint(),
    toStatus: smallint().notNull(),
    /** An ORDER_EVENTS name, or 'PLACED'. */
    event: varchar({ length: 40 }).notNull(),
    /** customer | staff | provider | system */
    actorKind: varchar({ length: 20 }).notNull(),
    /** users.id for a customer, seller_users.id for staff; null otherwise. */
    actorId: integer(),
    actorName: varchar({ length: 200 }).notNull().default(''),
    note: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

export const payments = pgTable(
  'payments',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    /** Our reference sent to the provider (referenceNo). */
    referenceNo: varchar({ length: 40 }).notNull(),
    /** Unguessable token in the background callback path. */
    callbackTokenHash: varchar({ length: 128 }).notNull(),
    method: varchar({ length: 30 }).notNull(),
    amountSatang: integer().notNull(),
    /** pending | paid | failed | expired */
    status: varchar({ length: 20 }).notNull().default('pending'),
    gbpReferenceNo: varchar({ length: 60 }),
    providerResultCode: varchar({ length: 10 }),
    installmentPeriod: smallint(),
    bankCode: varchar({ length: 10 }),
    /** The PNG data URL of a QR attempt, shown again while the attempt is valid (decision 0134). */
    qrImage: text(),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_reference_uq').on(t.referenceNo),
    index('payments_order_idx').on(t.orderId),
  ],
);

/**
 * One row per seat taken in a store's slot on a date. The unique constraint makes double booking
 * impossible (ARCHITECTURE "Overselling"); an unpaid reservation stops counting after expiresAt.
 */
export const slotReservations = pgTable(
  'slot_reservations',
  {
    id: serial().primaryKey(),
    storeId: integer()
      .notNull()
      .references(() => stores.id),
    scheduleDate: date().notNull(),
    slot: varchar({ length: 20 }).notNull(),
    seat: smallint().notNull(),
    orderId: integer().references(() => orders.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('slot_reservations_seat_uq').on(t.storeId, t.scheduleDate, t.slot, t.seat)],
);

/**
 * One row per 15-minute block of a bay a booking takes (decision 0162). The unique index sells a
 * bay's time once; an unpaid booking stops counting after expiresAt, paying makes it final.
 */
export const bayBookings = pgTable(
  'bay_bookings',
  {
    id: serial().primaryKey(),
    storeId: integer()
      .notNull()
      .references(() => stores.id),
    scheduleDate: date().notNull(),
    bay: smallint().notNull(),
    block: smallint().notNull(),
    orderId: integer().references(() => orders.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bay_bookings_block_uq').on(t.storeId, t.scheduleDate, t.bay, t.block),
    index('bay_bookings_order_idx').on(t.orderId),
  ],
);

/**
 * Tyres held by an unpaid order (docs/decisions/0057). Available stock = seller_products.qty − the
 * quantities of live rows (expiresAt in the future). Paying deducts the quantity from the offer and
 * deletes the row; an unpaid row simply stops counting after expiresAt.
 */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerProductId: integer()
      .notNull()
      .references(() => sellerProducts.id, { onDelete: 'cascade' }),
    quantity: smallint().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_reservations_offer_idx').on(t.sellerProductId, t.expiresAt),
    index('stock_reservations_order_idx').on(t.orderId),
  ],
);
