// Fills an empty database with realistic, deterministic demo data (one seeded PRNG, fixed dates;
// the promotions' dates move with the seeding day, seed-dates.ts).
// Rows carry explicit ids so they can be linked in memory; the id sequences are moved past them.

import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { bangkokToday } from '../../lib/time';
import type { Db, Tx } from '../client';
import * as cars from '../schema/cars';
import * as catalog from '../schema/catalog';
import * as content from '../schema/content';
import * as offers from '../schema/offers';
import * as operatorsSchema from '../schema/operators';
import * as ordersSchema from '../schema/orders';
import * as refundsSchema from '../schema/refunds';
import * as sellers from '../schema/sellers';
import * as storesSchema from '../schema/stores';
import * as usersSchema from '../schema/users';
import { buildAccounts } from './build-accounts';
import { buildCatalog } from './build-catalog';
import { buildContent } from './build-content';
import { buildOffers } from './build-offers';
import { buildOperators } from './build-operators';
import { buildOrders } from './build-orders';
import { buildStores, DEMO_STORE_IDS } from './build-stores';
import { createRng, type Rng, SEED } from './prng';
import { seedCommissionDocuments } from './seed-commission';
import { datedPromotionSeeds } from './seed-dates';
import { seedIncome } from './seed-income';
// issue 32 payouts
import { seedPayoutAccounts } from './seed-payouts';
// Issue 32, the console's shops area (decision 0143).
import { seedWaitingShop } from './seed-waiting-shop';

const CHUNK = 500;

async function insertAll<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx.insert(table).values(rows.slice(i, i + CHUNK));
  }
}

/** Moves a serial id sequence past the explicit ids the seed inserted. */
async function resetSequence(tx: Tx, table: PgTable): Promise<void> {
  const name = getTableName(table);
  await tx.execute(
    sql.raw(
      `SELECT setval(pg_get_serial_sequence('"${name}"', 'id'), COALESCE((SELECT MAX(id) FROM "${name}"), 0) + 1, false)`,
    ),
  );
}

/** The catalogue, the shops and their offers for the day the seed runs (pure, deterministic). */
export function buildShelves(rng: Rng, seedDay: string) {
  const promotionSeeds = datedPromotionSeeds(seedDay);
  const catalogResult = buildCatalog(rng.fork('catalog'), seedDay);
  const storeRows = buildStores(rng.fork('stores'));
  const offerRows = buildOffers(
    rng.fork('offers'),
    storeRows.stores,
    catalogResult.productInfo,
    promotionSeeds,
    seedDay,
  );
  return { promotionSeeds, catalogResult, storeRows, offerRows };
}

/** Builds every row in memory (pure, deterministic apart from password salts). */
export async function buildSeedRows(seed = SEED, seedDay = bangkokToday()) {
  const rng = createRng(seed);
  const { promotionSeeds, catalogResult, storeRows, offerRows } = buildShelves(rng, seedDay);
  const contentRows = buildContent(
    rng.fork('content'),
    catalogResult.productInfo,
    storeRows.stores,
    offerRows.sellerProducts,
    promotionSeeds,
    seedDay,
  );
  const accountRows = await buildAccounts(
    rng.fork('accounts'),
    catalogResult.productInfo.map((p) => p.id),
  );
  const orderRows = buildOrders(
    rng.fork('orders'),
    offerRows.sellerProducts,
    catalogResult.productInfo,
    storeRows.stores,
    contentRows.reviews.length + 1,
  );
  return {
    orders: orderRows,
    catalog: catalogResult.rows,
    stores: storeRows,
    offers: offerRows,
    content: contentRows,
    accounts: accountRows,
  };
}

export async function seedDatabase(db: Db): Promise<void> {
  const rows = await buildSeedRows();
  const c = rows.catalog;
  const s = rows.stores;
  const o = rows.offers;
  const t = rows.content;
  const a = rows.accounts;

  // One transaction: a failed seed leaves an empty database, never a half-seeded one that
  // is-seeded.ts would then treat as done.
  await db.transaction(async (tx) => {
    await insertAll(tx, catalog.brands, c.brands);
    await insertAll(tx, catalog.tyreTypes, c.tyreTypes);
    await insertAll(tx, catalog.tyreSizes, c.tyreSizes);
    await insertAll(tx, catalog.tyreModels, c.tyreModels);
    await insertAll(tx, catalog.tyreModelTypes, c.tyreModelTypes);
    await insertAll(tx, catalog.productPictures, c.productPictures);
    await insertAll(tx, catalog.products, c.products);
    await insertAll(tx, cars.carMakes, c.carMakes);
    await insertAll(tx, cars.carModels, c.carModels);
    await insertAll(tx, cars.carFitments, c.carFitments);
    for (const table of [
      catalog.brands,
      catalog.tyreTypes,
      catalog.tyreSizes,
      catalog.tyreModels,
      catalog.productPictures,
      catalog.products,
      cars.carMakes,
      cars.carModels,
      cars.carFitments,
    ]) {
      await resetSequence(tx, table);
    }

    await insertAll(tx, storesSchema.networks, s.networks);
    await insertAll(tx, storesSchema.stores, s.stores);
    await insertAll(tx, storesSchema.storePictures, s.storePictures);
    await insertAll(tx, storesSchema.storeSettings, s.storeSettings);
    await insertAll(tx, storesSchema.deliveryAreaRates, s.deliveryAreaRates);
    await insertAll(tx, storesSchema.storeHolidays, s.storeHolidays);
    await insertAll(tx, offers.sellerServices, o.sellerServices);
    await insertAll(tx, offers.sellerWarranties, o.sellerWarranties);
    await insertAll(tx, offers.sellerProducts, o.sellerProducts);
    await insertAll(tx, offers.promotions, o.promotions);
    await insertAll(tx, offers.sellerProductPromotions, o.sellerProductPromotions);
    await insertAll(tx, offers.sellerProductServices, o.sellerProductServices);
    await insertAll(tx, offers.sellerProductWarranties, o.sellerProductWarranties);
    for (const table of [
      storesSchema.networks,
      storesSchema.stores,
      storesSchema.storePictures,
      storesSchema.deliveryAreaRates,
      storesSchema.storeHolidays,
      offers.sellerServices,
      offers.sellerWarranties,
      offers.sellerProducts,
      offers.promotions,
    ]) {
      await resetSequence(tx, table);
    }
    // Each offer's opening quantity in its quantity history, as the shop's form would record it
    // (decision 0156): a demo shop's "ประวัติจำนวน" starts from what it had, not from nothing.
    await tx.execute(sql`insert into stock_movements (seller_product_id, store_id, change,
        qty_after, reason, reference, actor_kind, actor_id)
      select id, store_id, qty, qty, 'create', null, 'system', null from seller_products
      where qty <> 0 order by id`);

    await insertAll(tx, usersSchema.users, a.users);
    await insertAll(tx, usersSchema.userCars, a.userCars);
    await insertAll(tx, usersSchema.favourites, a.favourites);
    await insertAll(tx, sellers.sellerUsers, a.sellerUsers);
    await insertAll(tx, sellers.staffMemberships, a.staffMemberships);
    await insertAll(tx, content.authors, t.authors);
    await insertAll(tx, content.tags, t.tags);
    await insertAll(tx, content.articles, t.articles);
    await insertAll(tx, content.articleTags, t.articleTags);
    await insertAll(tx, content.banners, t.banners);
    await insertAll(tx, content.reviews, t.reviews);
    await insertAll(tx, content.searchKeywords, t.searchKeywords);
    await insertAll(tx, ordersSchema.orders, rows.orders.orders);
    await insertAll(tx, ordersSchema.orderItems, rows.orders.orderItems);
    await insertAll(tx, ordersSchema.payments, rows.orders.payments);
    await insertAll(tx, refundsSchema.paymentRefunds, rows.orders.refunds);
    await insertAll(tx, ordersSchema.slotReservations, seededSeats(rows.orders.orders));
    await insertAll(tx, content.reviews, rows.orders.reviews);
    // Written last: is-seeded.ts treats this row as "the seed completed".
    await insertAll(tx, content.settings, t.settings);
    for (const table of [
      usersSchema.users,
      usersSchema.userCars,
      usersSchema.favourites,
      sellers.sellerUsers,
      sellers.staffMemberships,
      content.authors,
      content.tags,
      content.articles,
      content.banners,
      content.reviews,
      content.searchKeywords,
      ordersSchema.orders,
      ordersSchema.orderItems,
      ordersSchema.payments,
      refundsSchema.paymentRefunds,
    ]) {
      await resetSequence(tx, table);
    }
    // The paid orders' money and the daily summaries, as the lifecycle would have written them.
    await seedIncome(tx);
    // Issue 32, operator console: the demo operators.
    await insertAll(tx, operatorsSchema.operators, await buildOperators());
    await resetSequence(tx, operatorsSchema.operators);
    // issue 32 payouts: the demo shop's payout account
    await seedPayoutAccounts(tx, DEMO_STORE_IDS);
    // Issue 32, commission and books: the demo shops' monthly commission tax invoices.
    await seedCommissionDocuments(tx);
    // Issue 32, the console's shops area: a shop waiting for approval (decision 0143).
    await seedWaitingShop(tx);
  });
}

/**
 * The install seats of the seeded orders still waiting for their fitting, so the shop's day board
 * counts them against the slot's capacity as it counts every booked order (issue 15).
 */
function seededSeats(
  orders: (typeof ordersSchema.orders.$inferInsert)[],
): (typeof ordersSchema.slotReservations.$inferInsert)[] {
  return orders.flatMap((o) =>
    o.orderType === 1 &&
    (o.status === 1 || o.status === 2) &&
    o.appointmentDate &&
    o.appointmentTime
      ? [
          {
            storeId: o.storeId,
            scheduleDate: o.appointmentDate,
            slot: o.appointmentTime,
            seat: 1,
            orderId: o.id ?? null,
          },
        ]
      : [],
  );
}
