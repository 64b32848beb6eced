import { fullAcl } from '@yangdee/contracts/seller-acl';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { sellerUsers, staffMemberships } from '../src/db/schema/sellers';
import { stores } from '../src/db/schema/stores';
import { hashPassword } from '../src/lib/passwords';
import { issueSellerToken } from '../src/modules/accounts/tokens.service';
import { recordPaidOrder } from '../src/modules/ledger/ledger';
import { createOffer, createProduct, createStore } from './offer-fixtures';
import { createSellerOrder, type SellerOrderSpec } from './seller-orders-fixtures';

// A shop of the reports' tests: a head office with one branch, an owner of both, tyres on offer,
// and paid orders written through the income writers the lifecycle calls on payment (ledger row
// and daily summaries, decision 0102), at chosen moments.

export type ReportShop = {
  headId: number;
  branchId: number;
  ownerId: number;
  ownerAuth: string;
  productIds: number[];
  /** offers[store][i] is the store's offer of productIds[i]. */
  offers: Record<number, number[]>;
};

export async function createReportShop(db: Db, products = 3): Promise<ReportShop> {
  const head = await createStore(db, { name: 'ร้านรายงาน', latitude: 13.7, longitude: 100.5 });
  const branch = await createStore(db, { name: 'ร้านรายงาน', latitude: 13.8, longitude: 100.6 });
  await db
    .update(stores)
    .set({ parentStoreId: head.id, branchName: 'สาขาบางนา' })
    .where(eq(stores.id, branch.id));
  const [owner] = await db
    .insert(sellerUsers)
    .values({
      username: `rep_${Math.random().toString(36).slice(2, 10)}`,
      passwordHash: await hashPassword('Passw0rdOwner'),
      name: 'เจ้าของ รายงาน',
    })
    .returning({ id: sellerUsers.id });
  for (const storeId of [head.id, branch.id]) {
    await db
      .insert(staffMemberships)
      .values({ sellerUserId: owner.id, storeId, isOwner: true, acl: fullAcl() });
  }
  const productIds: number[] = [];
  for (let i = 0; i < products; i++) productIds.push(await createProduct(db));
  const offers: Record<number, number[]> = { [head.id]: [], [branch.id]: [] };
  for (const storeId of [head.id, branch.id]) {
    for (const [i, productId] of productIds.entries()) {
      offers[storeId].push(
        await createOffer(db, {
          storeId,
          productId,
          priceSatang: 200_000 + i * 50_000,
          qty: 8 + i,
        }),
      );
    }
  }
  return {
    headId: head.id,
    branchId: branch.id,
    ownerId: owner.id,
    ownerAuth: `Bearer ${await issueSellerToken(db, owner.id, head.id)}`,
    productIds,
    offers,
  };
}

export type PaidSpec = Omit<SellerOrderSpec, 'sellerProductId' | 'paidAt'> & {
  productId: number;
  sellerProductId: number;
  paidAt: Date;
  /** A promotion's discount frozen on the order. */
  discount?: { title: string; satang: number };
};

/** A paid order with its income entry and its share of the daily summaries. */
export async function paidReportOrder(db: Db, spec: PaidSpec) {
  const quantity = spec.quantity ?? 4;
  const unit = spec.unitPriceSatang ?? 250_000;
  const order = await createSellerOrder(db, {
    ...spec,
    quantity,
    unitPriceSatang: unit,
    createdAt: spec.paidAt,
    snapshot: {
      services: [],
      discounts: spec.discount
        ? [{ title: spec.discount.title, priceSatang: spec.discount.satang }]
        : [],
      benefits: [],
    },
  });
  const total = unit * quantity;
  const deposit = spec.depositSatang ?? 0;
  const paidNow = deposit > 0 ? deposit : total;
  const discount = spec.discount?.satang ?? 0;
  await db.execute(
    sql`update orders set discount_total_satang = ${discount} where id = ${order.id}`,
  );
  // The income writers the order lifecycle calls on payment (decision 0102).
  await recordPaidOrder(db, order.id);
  return { ...order, total, paidNow, discount, quantity };
}

/** A Bangkok wall-clock moment, e.g. bangkok('2025-03-10T23:30'). */
export const bangkok = (local: string) => new Date(`${local}:00+07:00`);
