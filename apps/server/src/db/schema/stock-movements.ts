import type { StockMovementReason } from '@yangdee/contracts/seller-stock';
import { bigserial, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sellerProducts } from './offers';
import { stores } from './stores';

// The stock movement ledger (issue 34 item 2, decision 0156, migration 0035): one row for every
// change of an offer's quantity, written by modules/stock/stock-ledger.ts alone, in the same
// transaction as the change. `change` is signed; `qtyAfter` is the offer's quantity after it.

export type { StockMovementReason };

/** Who moved it: the shop's staff (actorId = seller user), a customer, the payment provider. */
export type StockMovementActorKind = 'seller' | 'customer' | 'provider' | 'operator' | 'system';

export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    sellerProductId: integer()
      .notNull()
      .references(() => sellerProducts.id, { onDelete: 'cascade' }),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    change: integer().notNull(),
    qtyAfter: integer().notNull(),
    reason: varchar({ length: 16 }).$type<StockMovementReason>().notNull(),
    /** Order number, import job id (`#12`), or null for a shop's own edit. */
    reference: varchar({ length: 64 }),
    actorKind: varchar({ length: 16 }).$type<StockMovementActorKind>().notNull(),
    actorId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_movements_offer_idx').on(t.sellerProductId, t.id)],
);
