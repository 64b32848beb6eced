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
import { orderItems, orders } from './orders';
import { stores } from './stores';
import { users } from './users';

// A shopper's warranty on each fitted tyre and the claims on it (issue 36 items 1–2, decision
// 0161, migration 0037). Owned by modules/warranty: registrations are written when the shop
// confirms a fitting (called from the orders lifecycle, in its transaction), claims only through
// the claim transition table of contracts/warranty.ts.

export const warrantyRegistrations = pgTable(
  'warranty_registrations',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** The branch that fitted the tyre (its claims go to that branch's wall). */
    storeId: integer()
      .notNull()
      .references(() => stores.id),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer()
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    /** 1-based tyre of the order line; its DOT code is dotCodes[tyreNo - 1]. */
    tyreNo: smallint().notNull(),
    tyreCount: smallint().notNull(),
    tyreTitle: varchar({ length: 300 }).notNull(),
    dotCode: varchar({ length: 8 }).notNull().default(''),
    fittedAt: timestamp({ withTimezone: true }).notNull(),
    /** What was paid for this one tyre (satang): the ground of a pro-rata credit. */
    priceSatang: integer().notNull(),
    /** The offer carried a warranty when it was fitted; the terms below are frozen then. */
    hasWarranty: boolean().notNull(),
    warrantyTitle: varchar({ length: 200 }).notNull().default(''),
    warrantyMonths: smallint(),
    warrantyKm: integer(),
    warrantyCoverage: text().notNull().default(''),
    warrantyRemark: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('warranty_registrations_tyre_uq').on(t.orderItemId, t.tyreNo),
    index('warranty_registrations_user_idx').on(t.userId, t.fittedAt),
  ],
);

export const warrantyClaims = pgTable(
  'warranty_claims',
  {
    id: serial().primaryKey(),
    registrationId: integer()
      .notNull()
      .references(() => warrantyRegistrations.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id),
    storeId: integer()
      .notNull()
      .references(() => stores.id),
    /** contracts CLAIM_STATES: submitted | needInfo | accepted | rejected. */
    state: varchar({ length: 12 }).notNull().default('submitted'),
    story: text().notNull(),
    odometerKm: integer().notNull(),
    /** Upload names (uploaded_files) of the shopper's photos. */
    photos: jsonb().$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** replacement | credit, once accepted. */
    remedy: varchar({ length: 12 }),
    /** tread | months, for a credit. */
    creditBasis: varchar({ length: 8 }),
    newTreadTenths: smallint(),
    remainingTreadTenths: smallint(),
    creditSatang: integer(),
    rejectReason: text().notNull().default(''),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One claim being handled per tyre at a time.
    uniqueIndex('warranty_claims_one_open_uq')
      .on(t.registrationId)
      .where(sql`state in ('submitted', 'needInfo')`),
    index('warranty_claims_store_idx').on(t.storeId, t.createdAt),
    index('warranty_claims_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Every step of a claim, with who took it and when (the shopper sees them all). */
export const warrantyClaimSteps = pgTable(
  'warranty_claim_steps',
  {
    id: serial().primaryKey(),
    claimId: integer()
      .notNull()
      .references(() => warrantyClaims.id, { onDelete: 'cascade' }),
    /** contracts CLAIM_EVENTS. */
    event: varchar({ length: 12 }).notNull(),
    /** customer | staff */
    actorKind: varchar({ length: 12 }).notNull(),
    actorId: integer(),
    actorName: varchar({ length: 200 }).notNull().default(''),
    text: text().notNull().default(''),
    photos: jsonb().$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('warranty_claim_steps_claim_idx').on(t.claimId, t.id)],
);
