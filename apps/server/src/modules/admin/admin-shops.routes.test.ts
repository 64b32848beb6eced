import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCartShop, readyShopper } from '../../../test/cart-fixtures';
import { createStore } from '../../../test/offer-fixtures';
import { operatorAuth } from '../../../test/operator-session';
import { outboxEntries } from '../../../test/outbox-fixtures';
import { randomMobile } from '../../../test/seller-phone';
import { createOwnedStore } from '../../../test/store-setup-fixtures';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import { DEMO_SELLERS, signInSeller } from '../../../test/test-sellers';
import type { DatabaseHandle } from '../../db/client';
import { commissionRates } from '../../db/schema/commission';
import { operatorAuditLog } from '../../db/schema/operators';
import { sellerUsers } from '../../db/schema/sellers';
import { storeSuspensions, stores } from '../../db/schema/stores';
import { WAITING_SHOP } from '../../db/seed/seed-waiting-shop';

// Issue 32 item 4, decision 0143: the console's shops area. Each test makes shops of its own
// (never a seeded one: the PostgreSQL test database is shared), with a unique name to find them.

type Json = Record<string, unknown>;

describe.each(testDatabases())('the console’s shops area on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let support: string;
  let owner: string;
  let finance: string;
  let shopToken: string;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    support = await operatorAuth(app, 'support');
    owner = await operatorAuth(app, 'owner');
    finance = await operatorAuth(app, 'finance');
    shopToken = (await signInSeller(app, DEMO_SELLERS.owner)).auth;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const call = (method: 'GET' | 'POST', url: string, authorization?: string, payload?: object) =>
    app.inject({
      method,
      url,
      payload,
      headers: authorization ? { authorization } : {},
    });
  const get = (url: string, authorization = support) => call('GET', url, authorization);
  const post = (url: string, payload: object = {}, authorization = support) =>
    call('POST', url, authorization, payload);
  /** The owner's messages about the shop, newest first (issue 35: outbox rows). */
  const outbox = async (storeId: number) =>
    (await outboxEntries(database.db, { storeId })).reverse();

  /** A shop of the test's own, with an owner whose proven phone gets the SMS. */
  async function ownShop(state: 'pending' | 'approved', name = `ร้านคอนโซล ${tag()}`) {
    const store = await createStore(database.db, {
      name,
      latitude: 14.5,
      longitude: 100.9,
      isActive: state === 'approved',
    });
    await database.db
      .update(stores)
      .set({ approvalStatus: state, province: 'สระบุรี', branchName: 'สาขาหน้าพระลาน' })
      .where(eq(stores.id, store.id));
    const person = await createOwnedStore(database.db, { storeId: store.id, link: store.link });
    const tel = randomMobile();
    await database.db
      .update(sellerUsers)
      .set({ tel, telVerifiedAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(sellerUsers.id, person.ownerId));
    return { id: store.id, name, tel, ownerAuth: person.auth };
  }
  const tag = () => randomBytes(4).toString('hex');
  const storeRow = async (id: number) =>
    (await database.db.select().from(stores).where(eq(stores.id, id)))[0];
  const auditOf = (id: number, action: string) =>
    database.db
      .select()
      .from(operatorAuditLog)
      .where(
        and(
          eq(operatorAuditLog.targetType, 'store'),
          eq(operatorAuditLog.targetId, String(id)),
          eq(operatorAuditLog.action, action),
        ),
      );
  const openRows = (id: number) =>
    database.db
      .select()
      .from(storeSuspensions)
      .where(and(eq(storeSuspensions.storeId, id), isNull(storeSuspensions.liftedAt)));

  describe('who may call', () => {
    const calls = (id: number): Array<['GET' | 'POST', string, object?]> => [
      ['GET', '/api/admin/shops'],
      ['GET', `/api/admin/shops/${id}`],
      ['POST', `/api/admin/shops/${id}/approve`, {}],
      ['POST', `/api/admin/shops/${id}/reject`, { reason: 'เอกสารไม่ครบถ้วน' }],
      ['POST', `/api/admin/shops/${id}/suspend`, { reason: 'ร้องเรียนหลายครั้ง' }],
      ['POST', `/api/admin/shops/${id}/reactivate`, { reason: 'แก้ไขเรียบร้อยแล้ว' }],
      ['POST', `/api/admin/shops/${id}/tax-branch`, { taxBranchNo: '00001' }],
    ];

    it('refuses every shops call without a token, with a shop’s token, and to finance', async () => {
      const shop = await ownShop('pending');
      for (const [method, url, body] of calls(shop.id)) {
        const none = await call(method, url, undefined, body);
        expect(none.statusCode, `${url} without a token`).toBe(401);
        expect(none.json().message).toMatch(/[\u0E00-\u0E7F]/);
        const asShop = await call(method, url, shopToken, body);
        expect(asShop.statusCode, `${url} with a shop token`).toBe(401);
        const asFinance = await call(method, url, finance, body);
        expect(asFinance.statusCode, `${url} as finance`).toBe(403);
        expect(asFinance.json()).toMatchObject({
          code: 'OPERATOR_FORBIDDEN',
          message: 'บัญชีผู้ดูแลระบบของคุณไม่มีสิทธิ์ใช้งานส่วนนี้',
        });
      }
      // Nothing changed: still waiting, no audit row.
      expect(await storeRow(shop.id)).toMatchObject({ approvalStatus: 'pending', isActive: false });
      expect(await auditOf(shop.id, 'shop.approve')).toEqual([]);
    });

    it('counts on the console home only what the role may see', async () => {
      expect((await call('GET', '/api/admin/home-counts')).statusCode).toBe(401);
      expect((await call('GET', '/api/admin/home-counts', shopToken)).statusCode).toBe(401);
      const asSupport = (await get('/api/admin/home-counts', support)).json();
      expect(Object.keys(asSupport.counts).sort()).toEqual(['refundsOpen', 'shopsWaiting']);
      expect(asSupport.counts.shopsWaiting).toBeGreaterThanOrEqual(1);
      const asFinance = (await get('/api/admin/home-counts', finance)).json();
      expect(Object.keys(asFinance.counts).sort()).toEqual(['payoutBatchesWaiting', 'refundsOpen']);
      const asOwner = (await get('/api/admin/home-counts', owner)).json();
      expect(Object.keys(asOwner.counts).sort()).toEqual([
        'payoutBatchesWaiting',
        'refundsOpen',
        'shopsWaiting',
      ]);
      const before = asSupport.counts.shopsWaiting as number;
      await ownShop('pending');
      const after = (await get('/api/admin/home-counts', support)).json();
      expect(after.counts.shopsWaiting).toBeGreaterThanOrEqual(before + 1);
    });
  });

  describe('the list', () => {
    it('finds shops by name, code, branch and province, with the masked owner phone and rate', async () => {
      const word = `ค้นหา${tag()}`;
      const shop = await ownShop('approved', `ร้าน ${word}`);
      const [row] = await database.db
        .select({ code: stores.code })
        .from(stores)
        .where(eq(stores.id, shop.id));
      await database.db.insert(commissionRates).values({
        storeId: shop.id,
        rateBp: 450,
        effectiveFrom: new Date('2026-01-01T00:00:00Z'),
        setBy: 'operator1',
      });
      const byName = (await get(`/api/admin/shops?keyword=${encodeURIComponent(word)}`)).json();
      expect(byName.items).toEqual([
        {
          id: shop.id,
          name: `ร้าน ${word}`,
          branchName: 'สาขาหน้าพระลาน',
          code: row.code,
          province: 'สระบุรี',
          ownerTelMasked: `${shop.tel.slice(0, 3)}-xxx-${shop.tel.slice(-4)}`,
          approvalStatus: 'approved',
          isSuspended: false,
          state: 'approved',
          commissionRateBp: 450,
        },
      ]);
      expect(byName.items[0].ownerTelMasked).not.toContain(shop.tel.slice(3, 6));
      const byCode = (await get(`/api/admin/shops?keyword=${row.code}`)).json();
      expect(byCode.items.map((s: Json) => s.id)).toEqual([shop.id]);
      const byBranch = (
        await get(`/api/admin/shops?keyword=${encodeURIComponent('หน้าพระลาน')}`)
      ).json();
      expect(byBranch.items.map((s: Json) => s.id)).toContain(shop.id);
      const byProvince = (
        await get(`/api/admin/shops?keyword=${encodeURIComponent('สระบุรี')}`)
      ).json();
      expect(byProvince.total).toBeGreaterThanOrEqual(1);
      for (const item of byProvince.items) {
        expect(`${item.name} ${item.code} ${item.branchName} ${item.province}`).toContain('สระบุรี');
      }
      // A keyword is literal: wildcards match nothing extra.
      const wild = (await get(`/api/admin/shops?keyword=${encodeURIComponent('%_%')}`)).json();
      expect(wild.total).toBe(0);
    });

    it('filters by state, counts each state and pages by 20, newest first', async () => {
      const word = `สถานะ${tag()}`;
      const waiting = await ownShop('pending', `ร้าน ${word} รอ`);
      const open = await ownShop('approved', `ร้าน ${word} เปิด`);
      const stopped = await ownShop('approved', `ร้าน ${word} ระงับ`);
      await post(`/api/admin/shops/${stopped.id}/suspend`, { reason: 'ตรวจพบสินค้าปลอม' });
      const k = encodeURIComponent(word);
      const all = (await get(`/api/admin/shops?keyword=${k}`)).json();
      expect(all.items.map((s: Json) => s.id)).toEqual([stopped.id, open.id, waiting.id]);
      expect(all.counts).toEqual({ pending: 1, approved: 1, rejected: 0, suspended: 1 });
      const pending = (await get(`/api/admin/shops?keyword=${k}&state=pending`)).json();
      expect(pending.items.map((s: Json) => s.id)).toEqual([waiting.id]);
      const suspended = (await get(`/api/admin/shops?keyword=${k}&state=suspended`)).json();
      expect(suspended.items).toMatchObject([
        { id: stopped.id, approvalStatus: 'approved', isSuspended: true, state: 'suspended' },
      ]);
      const approved = (await get(`/api/admin/shops?keyword=${k}&state=approved`)).json();
      expect(approved.items.map((s: Json) => s.id)).toEqual([open.id]);

      const page1 = (await get('/api/admin/shops?page=1')).json();
      const page2 = (await get('/api/admin/shops?page=2')).json();
      expect(page1.items).toHaveLength(20);
      expect(page1.pageSize).toBe(20);
      expect(page1.total).toBeGreaterThan(40);
      const ids = [...page1.items, ...page2.items].map((s: Json) => s.id as number);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(new Set(ids).size).toBe(40);
      const bad = await get('/api/admin/shops?state=closed');
      expect(bad.statusCode).toBe(422);
      expect(bad.json().message).toMatch(/[\u0E00-\u0E7F]/);
    });

    it('lists the seeded shop that waits for approval', async () => {
      const k = encodeURIComponent(WAITING_SHOP.name);
      const list = (await get(`/api/admin/shops?keyword=${k}&state=pending`)).json();
      expect(list.items).toMatchObject([
        { name: WAITING_SHOP.name, province: 'ชลบุรี', ownerTelMasked: '081-xxx-0009' },
      ]);
    });
  });

  describe('one shop', () => {
    it('reads the shop with its tax numbers, branches, payout account and suspensions', async () => {
      const head = await ownShop('approved');
      const branch = await createStore(database.db, {
        name: head.name,
        latitude: 14.5,
        longitude: 100.9,
      });
      await database.db
        .update(stores)
        .set({ parentStoreId: head.id, branchName: 'สาขาสอง', taxId: '0105561234567' })
        .where(eq(stores.id, branch.id));
      const detail = await get(`/api/admin/shops/${head.id}`);
      expect(detail.statusCode).toBe(200);
      expect(detail.json().shop).toMatchObject({
        id: head.id,
        taxBranchNo: '00000',
        headOffice: null,
        branches: [{ id: branch.id, branchName: 'สาขาสอง', state: 'approved' }],
        payoutAccount: null,
        suspensions: [],
        rejectReason: null,
        isActive: true,
      });
      expect(detail.json().shop.registerDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const ofBranch = (await get(`/api/admin/shops/${branch.id}`)).json().shop;
      expect(ofBranch).toMatchObject({
        headOffice: { id: head.id, name: head.name },
        taxId: '0105561234567',
      });
      const missing = await get('/api/admin/shops/999999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('ไม่พบร้านค้า');
      expect((await get('/api/admin/shops/abc')).statusCode).toBe(422);
    });
  });

  describe('approving and rejecting a waiting shop', () => {
    it('approves once: the shop goes public, the owner gets a message, the audit log has it', async () => {
      const shop = await ownShop('pending');
      const done = await post(`/api/admin/shops/${shop.id}/approve`);
      expect(done.statusCode).toBe(200);
      expect(done.json().shop).toMatchObject({ approvalStatus: 'approved', state: 'approved' });
      expect(await storeRow(shop.id)).toMatchObject({ approvalStatus: 'approved', isActive: true });
      const [sms] = await outbox(shop.id);
      expect(sms.text).toContain(`ร้าน ${shop.name} ได้รับการอนุมัติแล้ว`);
      const [audit] = await auditOf(shop.id, 'shop.approve');
      expect(audit.detail).toMatchObject({
        before: { approvalStatus: 'pending' },
        after: { approvalStatus: 'approved' },
      });
      // The owner's back office now reads approved.
      const standing = await call('GET', '/api/seller/store-standing', shop.ownerAuth);
      expect(standing.json()).toEqual({
        success: true,
        approvalStatus: 'approved',
        suspension: null,
      });

      for (const again of [
        post(`/api/admin/shops/${shop.id}/approve`),
        post(`/api/admin/shops/${shop.id}/reject`, { reason: 'กดผิด ขอไม่อนุมัติ' }),
      ]) {
        const refused = await again;
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({
          code: 'SHOP_NOT_WAITING',
          message: 'ร้านนี้ไม่ได้อยู่ในสถานะรออนุมัติแล้ว จึงอนุมัติหรือไม่อนุมัติอีกไม่ได้',
        });
      }
      expect(await storeRow(shop.id)).toMatchObject({ approvalStatus: 'approved', isActive: true });
      expect(await auditOf(shop.id, 'shop.approve')).toHaveLength(1);
      expect(await auditOf(shop.id, 'shop.reject')).toHaveLength(0);
      expect(await outbox(shop.id)).toHaveLength(1);
    });

    it('rejects only with a reason, tells the owner why, and shows the reason', async () => {
      const shop = await ownShop('pending');
      for (const body of [{}, { reason: '   ' }, { reason: ' ไม่ ' }, { reason: 'ก'.repeat(501) }]) {
        const refused = await post(`/api/admin/shops/${shop.id}/reject`, body);
        expect(refused.statusCode, JSON.stringify(body)).toBe(422);
        expect(refused.json().fieldErrors.reason[0]).toMatch(/^(กรุณาระบุเหตุผล|เหตุผลยาวได้ไม่เกิน 500)/);
      }
      expect(await storeRow(shop.id)).toMatchObject({ approvalStatus: 'pending' });
      const done = await post(`/api/admin/shops/${shop.id}/reject`, {
        reason: '  ที่อยู่ร้านไม่ตรงกับเอกสาร  ',
      });
      expect(done.statusCode).toBe(200);
      expect(done.json().shop).toMatchObject({
        approvalStatus: 'rejected',
        state: 'rejected',
        rejectReason: 'ที่อยู่ร้านไม่ตรงกับเอกสาร',
      });
      expect(await storeRow(shop.id)).toMatchObject({
        approvalStatus: 'rejected',
        isActive: false,
      });
      const [sms] = await outbox(shop.id);
      expect(sms.text).toContain('ยังไม่ได้รับการอนุมัติ เนื่องจาก ที่อยู่ร้านไม่ตรงกับเอกสาร');
      const [audit] = await auditOf(shop.id, 'shop.reject');
      expect(audit.detail).toMatchObject({ reason: 'ที่อยู่ร้านไม่ตรงกับเอกสาร' });
    });
  });

  describe('suspending and reactivating', () => {
    it('hides a suspended shop from shoppers, refuses its orders, and reactivation brings it back', async () => {
      const cart = await createCartShop(database.db);
      const name = `ร้านระงับ ${tag()}`;
      await database.db.update(stores).set({ name }).where(eq(stores.id, cart.storeId));
      const person = await createOwnedStore(database.db, { storeId: cart.storeId });
      const shopper = await readyShopper(app, database.db, cart);
      const search = async () =>
        (await call('POST', '/api/product/search-store', undefined, { k: name })).json();
      const offersOf = async () =>
        (
          await call('POST', '/api/product/get-product-detail', undefined, {
            param: String(cart.productId),
          })
        ).json().offers as { sellerProductId: number }[];
      expect((await search()).items.map((s: Json) => s.id)).toEqual([cart.storeId]);
      expect((await offersOf()).map((o) => o.sellerProductId)).toContain(cart.offerId);

      const refusedReason = await post(`/api/admin/shops/${cart.storeId}/suspend`, {
        reason: ' สั้น ',
      });
      expect(refusedReason.statusCode).toBe(422);
      expect(refusedReason.json().fieldErrors).toEqual({
        reason: ['กรุณาระบุเหตุผลอย่างน้อย 5 ตัวอักษร'],
      });
      expect(await openRows(cart.storeId)).toEqual([]);

      const reason = 'ลูกค้าร้องเรียนว่าได้รับยางเก่าเกินกำหนด';
      const done = await post(`/api/admin/shops/${cart.storeId}/suspend`, {
        reason: ` ${reason} `,
      });
      expect(done.statusCode).toBe(200);
      expect(done.json().shop).toMatchObject({
        isSuspended: true,
        state: 'suspended',
        isActive: false,
        suspensions: [{ reason, suspendedBy: 'สุดา ดูแลร้านค้า', liftedAt: null }],
      });
      expect(await storeRow(cart.storeId)).toMatchObject({ isActive: false });

      // Hidden exactly as an inactive shop: not found, its offer gone from the tyre page.
      // (The page count lags up to 30 s by design, decision 0005: the page itself is what shows.)
      expect((await search()).items).toEqual([]);
      expect((await offersOf()).map((o) => o.sellerProductId)).not.toContain(cart.offerId);
      // The shopper's ready cart cannot become an order.
      const placing = await call('GET', '/api/order/generate-qr-data', shopper.auth);
      expect(placing.statusCode).toBe(409);
      expect(placing.json()).toMatchObject({
        code: 'STORE_NOT_TAKING_ORDERS',
        message: 'ร้านค้านี้ปิดรับคำสั่งซื้อชั่วคราว กรุณาเลือกร้านค้าอื่น',
      });
      const adding = await call('POST', '/api/order/add-cart', shopper.auth, {
        sellerProductId: cart.offerId,
        quantity: 4,
        orderType: 'SERVICE',
        replace: true,
      });
      expect(adding.json()).toMatchObject({ code: 'STORE_NOT_TAKING_ORDERS' });

      // Its back office still opens, and reads the suspension for the banner.
      const standing = await call('GET', '/api/seller/store-standing', person.auth);
      expect(standing.statusCode).toBe(200);
      expect(standing.json()).toMatchObject({
        approvalStatus: 'approved',
        suspension: { reason },
      });
      const login = await call('POST', '/api/seller/submit-login', undefined, {
        username: person.username,
        password: person.password,
      });
      expect(login.json().info.suspension).toMatchObject({ reason });

      // Twice: refused, nothing changes.
      const twice = await post(`/api/admin/shops/${cart.storeId}/suspend`, {
        reason: 'ระงับซ้ำอีกครั้งหนึ่ง',
      });
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toMatchObject({
        code: 'SHOP_ALREADY_SUSPENDED',
        message: 'ร้านนี้ถูกระงับอยู่แล้ว',
      });
      expect(await openRows(cart.storeId)).toHaveLength(1);
      expect(await auditOf(cart.storeId, 'shop.suspend')).toHaveLength(1);

      // Reactivation with a reason restores it.
      const back = await post(`/api/admin/shops/${cart.storeId}/reactivate`, {
        reason: 'ร้านเปลี่ยนสต็อกและชี้แจงแล้ว',
      });
      expect(back.statusCode).toBe(200);
      expect(back.json().shop).toMatchObject({
        isSuspended: false,
        state: 'approved',
        isActive: true,
        suspensions: [
          {
            reason,
            liftedBy: 'สุดา ดูแลร้านค้า',
            liftReason: 'ร้านเปลี่ยนสต็อกและชี้แจงแล้ว',
          },
        ],
      });
      expect((await search()).items.map((s: Json) => s.id)).toEqual([cart.storeId]);
      expect((await offersOf()).map((o) => o.sellerProductId)).toContain(cart.offerId);
      expect(
        (await call('GET', '/api/seller/store-standing', person.auth)).json().suspension,
      ).toBeNull();
      const [suspendAudit] = await auditOf(cart.storeId, 'shop.suspend');
      expect(suspendAudit.detail).toMatchObject({
        reason,
        before: { isActive: true },
        after: { isActive: false },
      });
      const [liftAudit] = await auditOf(cart.storeId, 'shop.reactivate');
      expect(liftAudit.detail).toMatchObject({
        reason: 'ร้านเปลี่ยนสต็อกและชี้แจงแล้ว',
        after: { isActive: true },
      });

      // Reactivating an active shop: refused, nothing changes.
      const again = await post(`/api/admin/shops/${cart.storeId}/reactivate`, {
        reason: 'เปิดซ้ำอีกครั้งหนึ่ง',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'SHOP_NOT_SUSPENDED',
        message: 'ร้านนี้ไม่ได้ถูกระงับ จึงไม่ต้องเปิดใช้งานอีก',
      });
      expect(await auditOf(cart.storeId, 'shop.reactivate')).toHaveLength(1);
    });

    it('tells the owner, and keeps a shop that was hidden before hidden after', async () => {
      const shop = await ownShop('approved');
      // Approved but hidden (switched off before): reactivation must not make it public.
      await database.db.update(stores).set({ isActive: false }).where(eq(stores.id, shop.id));
      await post(`/api/admin/shops/${shop.id}/suspend`, { reason: 'ขาดการติดต่อนานเกินไป' });
      const [suspended] = await outbox(shop.id);
      expect(suspended.text).toContain(`ร้าน ${shop.name} ถูกระงับการขายชั่วคราว`);
      expect(suspended.text).toContain('ขาดการติดต่อนานเกินไป');
      const back = await post(`/api/admin/shops/${shop.id}/reactivate`, {
        reason: 'ติดต่อกลับมาแล้ว',
      });
      expect(back.json().shop).toMatchObject({ isSuspended: false, isActive: false });
      expect(await storeRow(shop.id)).toMatchObject({ isActive: false });
      const [lifted] = await outbox(shop.id);
      expect(lifted.text).toContain('กลับมาเปิดขายได้ตามปกติแล้ว');
    });

    it('suspends a head office alone: its branches keep selling', async () => {
      const head = await ownShop('approved');
      const branch = await createStore(database.db, {
        name: head.name,
        latitude: 14.5,
        longitude: 100.9,
      });
      await database.db
        .update(stores)
        .set({ parentStoreId: head.id, branchName: 'สาขาสาม' })
        .where(eq(stores.id, branch.id));
      const done = await post(`/api/admin/shops/${head.id}/suspend`, { reason: 'ค้างส่งเอกสารภาษี' });
      expect(done.json().shop.branches).toEqual([
        { id: branch.id, branchName: 'สาขาสาม', state: 'approved' },
      ]);
      expect(await storeRow(branch.id)).toMatchObject({ isActive: true });
      await post(`/api/admin/shops/${head.id}/reactivate`, { reason: 'ส่งเอกสารครบแล้ว' });
    });

    it('refuses to suspend a shop that is not approved', async () => {
      const shop = await ownShop('pending');
      const refused = await post(`/api/admin/shops/${shop.id}/suspend`, {
        reason: 'ร้านยังไม่ผ่านการตรวจสอบ',
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'SHOP_NOT_APPROVED' });
      expect(await openRows(shop.id)).toEqual([]);
      expect(await auditOf(shop.id, 'shop.suspend')).toEqual([]);
    });

    it('two operators suspending at once make one suspension', async () => {
      const shop = await ownShop('approved');
      const answers = await Promise.all([
        post(`/api/admin/shops/${shop.id}/suspend`, { reason: 'ร้องเรียนจากลูกค้ารายแรก' }, support),
        post(`/api/admin/shops/${shop.id}/suspend`, { reason: 'ร้องเรียนจากลูกค้ารายที่สอง' }, owner),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.statusCode === 409)?.json().code).toBe('SHOP_ALREADY_SUSPENDED');
      expect(await openRows(shop.id)).toHaveLength(1);
      expect(await auditOf(shop.id, 'shop.suspend')).toHaveLength(1);
      expect(await storeRow(shop.id)).toMatchObject({ isActive: false });
    });

    it('the spec’s approve-store does not bring a suspended shop back to shoppers', async () => {
      const shop = await ownShop('approved');
      await post(`/api/admin/shops/${shop.id}/suspend`, { reason: 'ตรวจสอบการขายสินค้า' });
      const admin = await signInSeller(app, DEMO_SELLERS.admin);
      const again = await call('POST', '/api/seller/approve-store', admin.auth, {
        sellerId: shop.id,
        approve: true,
      });
      expect(again.statusCode).toBe(200);
      expect(await storeRow(shop.id)).toMatchObject({
        approvalStatus: 'approved',
        isActive: false,
      });
      await post(`/api/admin/shops/${shop.id}/reactivate`, { reason: 'ตรวจสอบเสร็จแล้ว' });
      expect(await storeRow(shop.id)).toMatchObject({ isActive: true });
    });
  });

  describe('the tax branch number', () => {
    it('takes five digits only, and logs the change', async () => {
      const shop = await ownShop('approved');
      for (const taxBranchNo of ['1', 'abcde', '123456', '12 34']) {
        const refused = await post(`/api/admin/shops/${shop.id}/tax-branch`, { taxBranchNo });
        expect(refused.statusCode, taxBranchNo).toBe(422);
        expect(refused.json().fieldErrors).toEqual({
          taxBranchNo: ['เลขที่สาขาต้องเป็นตัวเลข 5 หลัก (สำนักงานใหญ่ใช้ 00000)'],
        });
      }
      expect(await storeRow(shop.id)).toMatchObject({ taxBranchNo: '00000' });
      const done = await post(`/api/admin/shops/${shop.id}/tax-branch`, { taxBranchNo: '00012' });
      expect(done.statusCode).toBe(200);
      expect(done.json().shop.taxBranchNo).toBe('00012');
      expect(await storeRow(shop.id)).toMatchObject({ taxBranchNo: '00012' });
      const same = await post(`/api/admin/shops/${shop.id}/tax-branch`, { taxBranchNo: '00012' });
      expect(same.statusCode).toBe(200);
      const audits = await auditOf(shop.id, 'shop.tax-branch');
      expect(audits).toHaveLength(1);
      expect(audits[0].detail).toEqual({
        before: { taxBranchNo: '00000' },
        after: { taxBranchNo: '00012' },
      });
    });
  });
});
