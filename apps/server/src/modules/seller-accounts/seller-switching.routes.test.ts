import { and, isNotNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import { createStaff, DEMO_SELLERS, signInSeller } from '../../../test/test-sellers';
import type { DatabaseHandle } from '../../db/client';
import { storePictures, stores } from '../../db/schema/stores';

// Spec 2.7, 2.8, 3 "Seller lists and switching", 7 "Branch and store switching", issue 14 §3:
// the branch modal lists only the token's own store group the account belongs to; switching
// answers a new session and revokes the old token; only the platform admin lists and switches
// to any store; the storefront picture check.

describe.each(testDatabases())('seller switching on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let otherGroupBranch: number;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    const [row] = await database.db
      .select({ id: stores.id })
      .from(stores)
      .where(and(isNotNull(stores.parentStoreId), ne(stores.parentStoreId, 1)))
      .limit(1);
    otherGroupBranch = row.id;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const post = (url: string, payload: object, auth?: string) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      headers: auth ? { authorization: auth } : {},
    });
  const get = (url: string, auth?: string) =>
    app.inject({ method: 'GET', url, headers: auth ? { authorization: auth } : {} });

  it("the owner's branch list is the head office and its two branches, searchable and paged", async () => {
    const owner = await signInSeller(app, DEMO_SELLERS.owner);
    const res = await post('/api/seller/get-branch-list', { keyword: '', page: 1 }, owner.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().totalPage).toBe(1);
    expect(res.json().branchList.map((b: { sellerId: number }) => b.sellerId)).toEqual([1, 2, 3]);
    expect(res.json().branchList[0].address).toMatch(/[ก-๙]/);
    const search = await post(
      '/api/seller/get-branch-list',
      { keyword: 'นนทบุรี', page: 1 },
      owner.auth,
    );
    expect(search.json().branchList.map((b: { sellerId: number }) => b.sellerId)).toEqual([3]);
    const none = await post(
      '/api/seller/get-branch-list',
      { keyword: 'ไม่มีสาขานี้แน่นอน', page: 1 },
      owner.auth,
    );
    expect(none.json()).toEqual({ success: true, totalPage: 0, branchList: [] });
    const past = await post('/api/seller/get-branch-list', { keyword: '', page: 2 }, owner.auth);
    expect(past.json().branchList).toEqual([]);
  });

  it('a staff member sees only the branches they belong to', async () => {
    const staff = await createStaff(database.db, 2, { manageOrder: true });
    const res = await post('/api/seller/get-branch-list', { keyword: '', page: 1 }, staff.auth);
    expect(res.json().branchList.map((b: { sellerId: number }) => b.sellerId)).toEqual([2]);
    const refused = await post('/api/seller/change-branch', { branchId: 1 }, staff.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/[ก-๙]/);
  });

  it('change-branch answers a new session for the branch and revokes the old token', async () => {
    const owner = await signInSeller(app, DEMO_SELLERS.owner);
    const res = await post('/api/seller/change-branch', { branchId: 2 }, owner.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().info).toMatchObject({ sellerId: 2, isShowBranch: true, user: 'seller1' });
    expect(res.json().info.branchName).not.toBe('');
    const again = await post('/api/seller/get-branch-list', {}, owner.auth);
    expect(again.statusCode).toBe(401);
    // The new token acts for the branch, and can switch back to the head office.
    const back = await post(
      '/api/seller/change-branch',
      { branchId: 1 },
      `Bearer ${res.json().token}`,
    );
    expect(back.json().info.sellerId).toBe(1);
  });

  it('a branch of another store group is refused with 403, and so is an unknown one', async () => {
    const owner = await signInSeller(app, DEMO_SELLERS.owner);
    const other = await post(
      '/api/seller/change-branch',
      { branchId: otherGroupBranch },
      owner.auth,
    );
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    const unknown = await post('/api/seller/change-branch', { branchId: 99_999_999 }, owner.auth);
    expect(unknown.statusCode).toBe(403);
    const bad = await post('/api/seller/change-branch', { branchId: 'x' }, owner.auth);
    expect(bad.statusCode).toBe(422);
    const noToken = await post('/api/seller/change-branch', { branchId: 2 });
    expect(noToken.statusCode).toBe(401);
  });

  it('the admin lists every store by name and switches to any; others get 403', async () => {
    const admin = await signInSeller(app, DEMO_SELLERS.admin);
    const list = await post(
      '/api/seller/all-seller-list',
      { keyword: 'เจริญยนต์', page: 1 },
      admin.auth,
    );
    expect(list.statusCode, list.body).toBe(200);
    const first = list.json().sellerList[0];
    expect(first).toMatchObject({ sellerId: 1, approvalStatus: 'approved' });
    expect(first.picture).toBe('/api/images/store/1.svg');
    expect(first.branch).not.toBe('');
    const all = await post('/api/seller/all-seller-list', { keyword: '', page: 1 }, admin.auth);
    expect(all.json().totalPage).toBeGreaterThan(1);
    expect(all.json().sellerList).toHaveLength(10);
    const empty = await post(
      '/api/seller/all-seller-list',
      { keyword: 'zzzzqqqq', page: 1 },
      admin.auth,
    );
    expect(empty.json()).toEqual({ success: true, totalPage: 0, sellerList: [] });

    const changed = await post(
      '/api/seller/change-seller',
      { sellerId: otherGroupBranch },
      admin.auth,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().info).toMatchObject({
      sellerId: otherGroupBranch,
      user: 'admin',
      isPlatformAdmin: true,
    });
    const adminBranches = await post(
      '/api/seller/get-branch-list',
      {},
      `Bearer ${changed.json().token}`,
    );
    expect(adminBranches.json().branchList.length).toBeGreaterThan(1);
    const missing = await post(
      '/api/seller/change-seller',
      { sellerId: 99_999_999 },
      `Bearer ${changed.json().token}`,
    );
    expect(missing.statusCode).toBe(404);

    const owner = await signInSeller(app, DEMO_SELLERS.owner);
    expect((await post('/api/seller/change-seller', { sellerId: 5 }, owner.auth)).statusCode).toBe(
      403,
    );
    expect((await post('/api/seller/all-seller-list', {}, owner.auth)).statusCode).toBe(403);
    const staff = await signInSeller(app, DEMO_SELLERS.staff);
    const refused = await post('/api/seller/change-seller', { sellerId: 5 }, staff.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/[ก-๙]/);
  });

  it('the picture check: drawn storefronts and uploaded files count, nothing else', async () => {
    const owner = await signInSeller(app, DEMO_SELLERS.owner);
    const seeded = await get('/api/seller/check-picture-profile', owner.auth);
    expect(seeded.json()).toEqual({ success: true, isValidProfile: true });
    expect((await get('/api/seller/check-picture-profile')).statusCode).toBe(401);
    expect((await get('/api/seller/check-picture-profile', 'Bearer 1|nope')).statusCode).toBe(401);

    // A fresh shop without a storefront, then with an uploaded picture file.
    const [store] = await database.db
      .insert(stores)
      .values({
        link: `picture-check-${Date.now()}`,
        code: `PC${Date.now() % 1e8}`,
        name: 'ร้านทดสอบรูปหน้าร้าน',
        latitude: 13.7,
        longitude: 100.5,
        // Hidden from the public site, like a shop waiting for approval.
        isActive: false,
        approvalStatus: 'pending',
      })
      .returning({ id: stores.id });
    const staff = await createStaff(database.db, store.id, { manageOrder: true });
    const without = await get('/api/seller/check-picture-profile', staff.auth);
    expect(without.json().isValidProfile).toBe(false);
    await database.db.insert(storePictures).values({ storeId: store.id, svg: '<svg/>' });
    const galleryOnly = await get('/api/seller/check-picture-profile', staff.auth);
    expect(galleryOnly.json().isValidProfile).toBe(false);
    await database.db
      .insert(storePictures)
      .values({ storeId: store.id, kind: 'gallery', filePath: 'stores/test/side.webp' });
    const galleryFile = await get('/api/seller/check-picture-profile', staff.auth);
    expect(galleryFile.json().isValidProfile).toBe(false);
    await database.db
      .insert(storePictures)
      .values({ storeId: store.id, kind: 'storefront', filePath: 'stores/test/front.webp' });
    const uploaded = await get('/api/seller/check-picture-profile', staff.auth);
    expect(uploaded.json().isValidProfile).toBe(true);
  });
});
