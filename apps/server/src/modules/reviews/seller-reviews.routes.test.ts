import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOffer, createProduct, createStore } from '../../../test/offer-fixtures';
import { createSellerOrder } from '../../../test/seller-orders-fixtures';
import { createOwnedStore, type StoreOwner } from '../../../test/store-setup-fixtures';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import { createStaff } from '../../../test/test-sellers';
import type { DatabaseHandle, Db } from '../../db/client';
import { reviews } from '../../db/schema/content';
import { staffMemberships } from '../../db/schema/sellers';
import { stores } from '../../db/schema/stores';

// Issue 17 item 5 (spec 7 "Seller" → Ratings; spec 6 manageRating): a shop reads its average
// and its stars, its reviews newest first with the order each came from, and answers a review
// once; the answer shows under the review on the public store page. Another shop's review is
// not found, a second answer is refused, and bad answers get a Thai message and change nothing.

const THAI = /[ก-๙]/;

async function addReview(
  db: Db,
  storeId: number,
  rating: number,
  createdAt: string,
  extra: Partial<typeof reviews.$inferInsert> = {},
) {
  const [row] = await db
    .insert(reviews)
    .values({
      storeId,
      rating,
      reviewerName: `ลูกค้า ${rating} ดาว`,
      text: `รีวิว ${rating} ดาว ${createdAt}`,
      createdAt: new Date(createdAt),
      ...extra,
    })
    .returning({ id: reviews.id });
  return row.id;
}

describe.each(testDatabases())('seller reviews on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let owner: StoreOwner;
  let other: StoreOwner;
  let headLink: string;
  let branchId: number;
  let order: { id: number; orderNo: string };
  let branchReviewId: number;
  let newestId: number;
  let otherReviewId: number;
  let hiddenId: number;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    const db = database.db;
    const head = await createStore(db, { name: 'ร้านรีวิวดี', latitude: 13.7, longitude: 100.5 });
    headLink = head.link;
    const branch = await createStore(db, { name: 'ร้านรีวิวดี', latitude: 13.8, longitude: 100.6 });
    branchId = branch.id;
    await db
      .update(stores)
      .set({ parentStoreId: head.id, branchName: 'สาขาบางนา' })
      .where(eq(stores.id, branch.id));
    owner = await createOwnedStore(db, { storeId: head.id, link: head.link });
    await db.insert(staffMemberships).values({
      sellerUserId: owner.ownerId,
      storeId: branch.id,
      isOwner: true,
      acl: (
        await db
          .select({ acl: staffMemberships.acl })
          .from(staffMemberships)
          .where(eq(staffMemberships.sellerUserId, owner.ownerId))
      )[0].acl,
    });
    other = await createOwnedStore(db);
    const offerId = await createOffer(db, {
      storeId: branch.id,
      productId: await createProduct(db),
      priceSatang: 300_000,
    });
    order = await createSellerOrder(db, {
      storeId: branch.id,
      sellerProductId: offerId,
      status: 5,
    });
    // Head office: 5, 5, 4, 3 (and a hidden 1); branch: a 2 from an order, the newest.
    for (const [rating, at] of [
      [5, '2026-03-01T10:00:00+07:00'],
      [5, '2026-04-01T10:00:00+07:00'],
      [4, '2026-05-01T10:00:00+07:00'],
      [3, '2026-06-01T10:00:00+07:00'],
    ] as const) {
      await addReview(db, head.id, rating, at);
    }
    hiddenId = await addReview(db, head.id, 1, '2026-07-01T10:00:00+07:00', { isVisible: false });
    branchReviewId = await addReview(db, branch.id, 2, '2026-08-01T10:00:00+07:00', {
      orderId: order.id,
    });
    newestId = branchReviewId;
    otherReviewId = await addReview(db, other.storeId, 5, '2026-08-02T10:00:00+07:00');
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const call = (url: string, payload: object, auth = owner.auth) =>
    app.inject({
      method: 'POST',
      url: `/api/seller/${url}`,
      payload,
      headers: { authorization: auth },
    });
  const replyOf = async (id: number) =>
    (await database.db.select().from(reviews).where(eq(reviews.id, id)))[0];

  it('gives the average and the stars 5 to 1 of the visible reviews of the shop and its branches', async () => {
    const res = await call('get-overall-rating', {});
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.count).toBe(5);
    expect(body.average).toBe(3.8);
    expect(body.distribution).toEqual([
      { star: 5, count: 2 },
      { star: 4, count: 1 },
      { star: 3, count: 1 },
      { star: 2, count: 1 },
      { star: 1, count: 0 },
    ]);
    expect(body.stores.map((s: { name: string }) => s.name)).toEqual([
      'ร้านรีวิวดี',
      'ร้านรีวิวดี สาขาบางนา',
    ]);
  });

  it('narrows to one branch, and answers a Thai 404 for a store that is not the caller’s', async () => {
    const branch = (await call('get-overall-rating', { branchId })).json();
    expect(branch.count).toBe(1);
    expect(branch.average).toBe(2);
    const res = await call('get-overall-rating', { branchId: other.storeId });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(THAI);
  });

  it('lists reviews newest first with their store and the order they came from', async () => {
    const res = await call('get-review-list', { page: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.totalCount).toBe(5);
    expect(body.reviewList.map((r: { rating: number }) => r.rating)).toEqual([2, 3, 4, 5, 5]);
    expect(body.reviewList[0]).toMatchObject({
      id: newestId,
      storeName: 'ร้านรีวิวดี สาขาบางนา',
      order: { id: order.id, orderNo: order.orderNo },
      reply: null,
    });
    expect(body.reviewList[1].order).toBeNull();
    expect(body.reviewList.some((r: { id: number }) => r.id === hiddenId)).toBe(false);
    expect(body.reviewList.some((r: { id: number }) => r.id === otherReviewId)).toBe(false);
  });

  it('filters by stars and pages ten at a time', async () => {
    const fives = (await call('get-review-list', { page: 1, rating: 5 })).json();
    expect(fives.totalCount).toBe(2);
    for (let i = 0; i < 10; i++) {
      await addReview(database.db, branchId, 4, `2025-01-${String(i + 10)}T09:00:00+07:00`);
    }
    const second = (await call('get-review-list', { page: 2 })).json();
    expect(second).toMatchObject({ page: 2, totalPage: 2, totalCount: 15 });
    expect(second.reviewList).toHaveLength(5);
    const beyond = (await call('get-review-list', { page: 9 })).json();
    expect(beyond.page).toBe(2);
  });

  it('refuses an empty or too long answer with a Thai 422 message and saves nothing', async () => {
    for (const reply of ['', '   \n  ', 'ก'.repeat(1001)]) {
      const res = await call('reply-review', { reviewId: branchReviewId, reply });
      expect(res.statusCode, reply.slice(0, 5)).toBe(422);
      expect(res.json().message).toMatch(THAI);
    }
    expect((await replyOf(branchReviewId)).reply).toBeNull();
  });

  it('does not let another shop answer, nor anyone answer a hidden review', async () => {
    const res = await call(
      'reply-review',
      { reviewId: branchReviewId, reply: 'ขอบคุณครับ' },
      other.auth,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(THAI);
    const hidden = await call('reply-review', { reviewId: hiddenId, reply: 'ขอบคุณครับ' });
    expect(hidden.statusCode).toBe(404);
    expect((await replyOf(branchReviewId)).reply).toBeNull();
    expect((await replyOf(hiddenId)).reply).toBeNull();
  });

  it('needs the ratings permission', async () => {
    const orders = await createStaff(database.db, owner.storeId, { manageOrder: true });
    const res = await call('get-review-list', { page: 1 }, orders.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(THAI);
    // Staff read what the store they signed in to reads (a head office: its branches too, as
    // with orders); a branch's staff neither read nor answer the head office's reviews.
    const rater = await createStaff(database.db, branchId, { manageRating: true });
    const own = (await call('get-review-list', { page: 1 }, rater.auth)).json();
    expect(own.totalCount).toBe(11);
    const headReview = (await call('get-review-list', { page: 1, rating: 3 })).json().reviewList[0];
    const headReply = await call(
      'reply-review',
      { reviewId: headReview.id, reply: 'ขอบคุณครับ' },
      rater.auth,
    );
    expect(headReply.statusCode).toBe(404);
    expect((await replyOf(headReview.id)).reply).toBeNull();
  });

  it('saves one trimmed plain-text answer, refuses a second, and shows it on the public store page', async () => {
    const text = '  ขอบคุณที่ใช้บริการครับ <b>ยินดีต้อนรับเสมอ</b>\r\n\r\n\r\nทีมงานร้านรีวิวดี  ';
    const res = await call('reply-review', { reviewId: branchReviewId, reply: text });
    expect(res.statusCode, res.body).toBe(200);
    const expected = 'ขอบคุณที่ใช้บริการครับ <b>ยินดีต้อนรับเสมอ</b>\n\nทีมงานร้านรีวิวดี';
    expect(res.json()).toMatchObject({
      success: true,
      message: expect.stringMatching(THAI),
      review: { id: branchReviewId, reply: expected },
    });
    const saved = await replyOf(branchReviewId);
    expect(saved.reply).toBe(expected);
    expect(saved.repliedBy).toBe(owner.ownerId);
    expect(saved.repliedAt).not.toBeNull();

    const again = await call('reply-review', { reviewId: branchReviewId, reply: 'ตอบซ้ำ' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(THAI);
    expect((await replyOf(branchReviewId)).reply).toBe(expected);

    const listed = (await call('get-review-list', { page: 1 })).json().reviewList[0];
    expect(listed).toMatchObject({ id: branchReviewId, reply: expected });
    expect(listed.repliedAt).toMatch(/\+07:00$/);

    const branchLink = (
      await database.db.select({ link: stores.link }).from(stores).where(eq(stores.id, branchId))
    )[0].link;
    const page = await app.inject({
      method: 'POST',
      url: '/api/store/get-store-reviews',
      payload: { id: branchLink, page: 1, pageSize: 5 },
    });
    expect(page.statusCode, page.body).toBe(200);
    const shown = page.json().items.find((r: { id: number }) => r.id === branchReviewId);
    expect(shown).toMatchObject({ reply: expected });
    const headPage = await app.inject({
      method: 'POST',
      url: '/api/store/get-store-reviews',
      payload: { id: headLink, page: 1, pageSize: 5 },
    });
    expect(headPage.json().items.every((r: { reply: string | null }) => r.reply === null)).toBe(
      true,
    );
  });

  it('takes an answer of exactly 1,000 characters', async () => {
    const id = await addReview(database.db, owner.storeId, 5, '2026-09-01T10:00:00+07:00');
    const res = await call('reply-review', { reviewId: id, reply: 'ข'.repeat(1000) });
    expect(res.statusCode, res.body).toBe(200);
    expect((await replyOf(id)).reply).toHaveLength(1000);
  });
});
