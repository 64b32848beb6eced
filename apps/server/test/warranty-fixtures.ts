import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../src/db/client';
import { sellerProductWarranties, sellerWarranties } from '../src/db/schema/offers';
import { stores } from '../src/db/schema/stores';
import { warrantyRegistrations } from '../src/db/schema/warranty';
import { issueSellerToken } from '../src/modules/accounts/tokens.service';
import { insertClaim, insertStep } from '../src/modules/warranty/claims.repository';
import { registerFittedTyres } from '../src/modules/warranty/registrations.service';
import { createCartShop } from './cart-fixtures';
import { createStore } from './offer-fixtures';
import { fittingCodes, insertShopOrder } from './order-action-fixtures';
import { createSellerOrder, type SellerOrderSpec } from './seller-orders-fixtures';
import { createCustomer, type TestCustomer } from './test-customers';
import { createOwner, createStaff } from './test-sellers';

// A shop with a warranty on its offer, a shopper with a SERVICE order the shop has fitted
// (through the real confirm-service call, so the registrations are the lifecycle's), and the
// people the claim tests need (issue 36, decision 0161).

export const WARRANTY_TERMS = {
  type: 'warranty',
  title: 'รับประกัน 12 เดือน หรือ 50,000 กม.',
  months: 12,
  kilometres: 50_000,
  coverage: 'บวม แตก ร้าว หรือดอกยางล่อนจากการผลิต',
  remark: 'ไม่รวมความเสียหายจากการใช้งานผิดวิธี',
};

/** A small real JPEG as base64 (a data URL), as the browser sends a photo. */
export async function photoData(colour = '#777777'): Promise<string> {
  const bytes = await sharp({ create: { width: 32, height: 24, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return `data:image/jpeg;base64,${bytes.toString('base64')}`;
}

export type WarrantyShop = Awaited<ReturnType<typeof createWarrantyShop>>;

export async function createWarrantyShop(db: Db) {
  const shop = await createCartShop(db, { qty: 400, slotCapacity: 50 });
  const [warranty] = await db
    .insert(sellerWarranties)
    .values({ storeId: shop.storeId, ...WARRANTY_TERMS })
    .returning({ id: sellerWarranties.id });
  await db
    .insert(sellerProductWarranties)
    .values({ sellerProductId: shop.offerId, sellerWarrantyId: warranty.id });
  const owner = await createOwner(db, [shop.storeId]);
  const ownerAuth = `Bearer ${await issueSellerToken(db, owner.id, shop.storeId)}`;
  const fitter = await createStaff(db, shop.storeId, { confirmService: true, manageOrder: true });
  const claimStaff = await createStaff(db, shop.storeId, { manageWarrantyClaim: true });
  const orderStaff = await createStaff(db, shop.storeId, { manageOrder: true, manageReport: true });
  // Another shop's claim person: behind the branch wall.
  const other = await createStore(db, { name: 'ร้านอื่น', latitude: 13.7, longitude: 100.4 });
  const otherStaff = await createStaff(db, other.id, { manageWarrantyClaim: true });
  // A branch of the shop: its claim staff see only the branch.
  const branch = await createStore(db, { name: 'ร้านทดสอบตะกร้า', latitude: 13.8, longitude: 100.5 });
  await db
    .update(stores)
    .set({ parentStoreId: shop.storeId, branchName: 'บางนา' })
    .where(eq(stores.id, branch.id));
  const branchStaff = await createStaff(db, branch.id, { manageWarrantyClaim: true });
  return {
    ...shop,
    warrantyId: warranty.id,
    ownerAuth,
    fitter,
    claimStaff,
    orderStaff,
    otherStaff,
    branchStaff,
    branchId: branch.id,
  };
}

/** A shopper's SERVICE order of 2 tyres the shop confirmed as fitted; answers its id. */
export async function fittedOrder(
  app: FastifyInstance,
  db: Db,
  shop: WarrantyShop,
  shopper?: TestCustomer,
  dot = '3024',
) {
  const customer = shopper ?? (await createCustomer(db));
  const orderId = await insertShopOrder(db, {
    storeId: shop.storeId,
    offerId: shop.offerId,
    status: 2,
    userId: customer.id,
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/seller/confirm-service',
    headers: { authorization: shop.fitter.auth },
    payload: { id: orderId, dotCodes: await fittingCodes(db, orderId, dot) },
  });
  if (res.statusCode !== 200) throw new Error(`confirm-service failed: ${res.body}`);
  return { orderId, customer };
}

/**
 * A fresh claim, just filed, on the first tyre of a new fitted SERVICE order of the store (the
 * order's registrations made by the warranty module as a fitting makes them, the claim and its
 * first step written by the claims repository): a row id for routes that name a claim in their
 * path. Answers the claim's id.
 */
export async function filedClaim(
  db: Db,
  order: Pick<SellerOrderSpec, 'storeId' | 'sellerProductId' | 'customer'>,
  story = 'ยางบวมที่แก้มด้านนอก',
): Promise<number> {
  const placed = await createSellerOrder(db, { ...order, status: 4, orderType: 1, quantity: 1 });
  await registerFittedTyres(db, placed.id);
  const [reg] = await db
    .select({ id: warrantyRegistrations.id, storeId: warrantyRegistrations.storeId })
    .from(warrantyRegistrations)
    .where(eq(warrantyRegistrations.orderId, placed.id));
  if (!reg) throw new Error(`order ${placed.id} has no registration`);
  return db.transaction(async (tx) => {
    const id = await insertClaim(tx, {
      registrationId: reg.id,
      userId: placed.userId,
      storeId: reg.storeId,
      state: 'submitted',
      story,
      odometerKm: 12_345,
      photos: [],
    });
    await insertStep(tx, {
      claimId: id,
      event: 'FILE',
      actorKind: 'customer',
      actorId: placed.userId,
      actorName: 'ลูกค้า',
      text: story,
      photos: [],
    });
    return id;
  });
}
