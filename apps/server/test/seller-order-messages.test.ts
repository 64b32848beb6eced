import { emptyAcl, fullAcl } from '@yangdee/contracts/seller-acl';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { messageOutbox } from '../src/db/schema/messages';
import { staffMemberships } from '../src/db/schema/sellers';
import { stores } from '../src/db/schema/stores';
import { enqueueMessages } from '../src/modules/outbox/outbox';
import { createOffer, createProduct, createStore } from './offer-fixtures';
import { createSellerOrder, type SellerTestOrder } from './seller-orders-fixtures';
import { createOwnedStore, type StoreOwner } from './store-setup-fixtures';
import { buildTestApp, testDatabases } from './test-databases';
import { createStaff, type TestStaff } from './test-sellers';

// Issue 35 item 4: the shop sees what its order told the customer — kind, channel, text, state,
// times — behind the order detail's own wall. Staff pushes about the order are each staff
// member's own and never listed; another shop's order and a branch the member is not in are
// "not found"; a member without any order flag is refused.

const SENT_AT = new Date('2026-03-10T03:05:00Z');

describe.each(testDatabases())('the shop’s view of an order’s messages on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let owner: StoreOwner;
  let other: StoreOwner;
  let headMember: TestStaff;
  const store = { head: 0, branch: 0 };
  let order: SellerTestOrder;
  let branchOrder: SellerTestOrder;
  let otherOrder: SellerTestOrder;

  const post = (auth: string, id: number) =>
    app.inject({
      method: 'POST',
      url: '/api/seller/get-order-messages',
      headers: auth ? { authorization: auth } : {},
      payload: { id },
    });

  /** Two customer messages (one sent on LINE, one waiting) and a staff push, as the event writes them. */
  const messagesFor = async (o: SellerTestOrder, storeId: number, staffId: number) => {
    await database.db.transaction((tx) =>
      enqueueMessages(tx, [
        {
          eventKey: `order:${o.id}:confirmed`,
          kind: 'order_confirmed',
          recipient: { kind: 'customer', id: o.userId },
          storeId,
          orderId: o.id,
        },
        {
          eventKey: `order:${o.id}:new`,
          kind: 'new_order',
          recipient: { kind: 'staff', id: staffId },
          storeId,
          orderId: o.id,
        },
        {
          eventKey: `order:${o.id}:fitted`,
          kind: 'order_fitted',
          recipient: { kind: 'customer', id: o.userId },
          storeId,
          orderId: o.id,
        },
      ]),
    );
    // The worker delivered the confirmation on LINE and the staff push; the other still waits.
    await database.db
      .update(messageOutbox)
      .set({
        state: 'sent',
        channel: 'line',
        text: `ร้านยืนยันคำสั่งซื้อ ${o.orderNo} แล้ว`,
        sentAt: SENT_AT,
      })
      .where(eq(messageOutbox.eventKey, `order:${o.id}:confirmed`));
    await database.db
      .update(messageOutbox)
      .set({ state: 'sent', channel: 'line', text: 'มีคำสั่งซื้อใหม่ (ลับของพนักงาน)', sentAt: SENT_AT })
      .where(eq(messageOutbox.eventKey, `order:${o.id}:new`));
  };

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    const db = database.db;
    store.head = (
      await createStore(db, { name: 'ร้านข้อความ', latitude: 13.7, longitude: 100.5 })
    ).id;
    store.branch = (
      await createStore(db, { name: 'ร้านข้อความ', latitude: 13.8, longitude: 100.6 })
    ).id;
    await db
      .update(stores)
      .set({ parentStoreId: store.head, branchName: 'สาขา 2' })
      .where(eq(stores.id, store.branch));
    owner = await createOwnedStore(db, { storeId: store.head });
    other = await createOwnedStore(db);
    headMember = await createStaff(db, store.head, fullAcl());
    const productId = await createProduct(db);
    const offerOf = (storeId: number) =>
      createOffer(db, { storeId, productId, priceSatang: 250_000 });
    order = await createSellerOrder(db, {
      storeId: store.head,
      sellerProductId: await offerOf(store.head),
    });
    branchOrder = await createSellerOrder(db, {
      storeId: store.branch,
      sellerProductId: await offerOf(store.branch),
    });
    otherOrder = await createSellerOrder(db, {
      storeId: other.storeId,
      sellerProductId: await offerOf(other.storeId),
    });
    await messagesFor(order, store.head, headMember.id);
    await messagesFor(branchOrder, store.branch, owner.ownerId);
    await messagesFor(otherOrder, other.storeId, other.ownerId);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('lists only that order’s messages to the customer, with what was sent and when', async () => {
    const res = await post(headMember.auth, order.id);
    expect(res.statusCode, res.body).toBe(200);
    const { messages } = res.json() as { messages: Record<string, unknown>[] };
    expect(messages.map((m) => m.kind)).toEqual(['order_confirmed', 'order_fitted']);
    expect(messages[0]).toMatchObject({
      state: 'sent',
      channel: 'line',
      text: `ร้านยืนยันคำสั่งซื้อ ${order.orderNo} แล้ว`,
      orderId: order.id,
      orderNo: order.orderNo,
      sentAt: SENT_AT.toISOString(),
    });
    expect(messages[1]).toMatchObject({
      state: 'pending',
      channel: null,
      text: null,
      sentAt: null,
    });
    expect(res.body).not.toContain('ลับของพนักงาน');
  });

  it('an order without messages answers an empty list', async () => {
    const quiet = await createSellerOrder(database.db, {
      storeId: store.head,
      sellerProductId: await createOffer(database.db, {
        storeId: store.head,
        productId: await createProduct(database.db),
        priceSatang: 100_000,
      }),
    });
    const res = await post(owner.auth, quiet.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ messages: [] });
  });

  it('another shop’s order is not found, in Thai, and shows nothing of it', async () => {
    const res = await post(owner.auth, otherOrder.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/[ก-๙]/);
    expect(res.body).not.toContain(otherOrder.orderNo);
  });

  it('the branch wall: a head-office member not in the branch gets 404; the owner sees it', async () => {
    const walled = await post(headMember.auth, branchOrder.id);
    expect(walled.statusCode).toBe(404);
    expect(walled.body).not.toContain(branchOrder.orderNo);
    // A member at the branch holding only a products flag is still walled off.
    const productsOnly = await createStaff(database.db, store.head, { manageOrder: true });
    await database.db.insert(staffMemberships).values({
      sellerUserId: productsOnly.id,
      storeId: store.branch,
      isOwner: false,
      acl: { ...emptyAcl(), manageProduct: true },
    });
    expect((await post(productsOnly.auth, branchOrder.id)).statusCode).toBe(404);
    const seen = await post(owner.auth, branchOrder.id);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().messages).toHaveLength(2);
  });

  it('a member without any order permission is refused; signed out is 401', async () => {
    const noOrders = await createStaff(database.db, store.head, { manageProduct: true });
    const refused = await post(noOrders.auth, order.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/[ก-๙]/);
    expect((await post('', order.id)).statusCode).toBe(401);
  });
});
