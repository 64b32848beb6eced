import { and, asc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../test/test-customers';
import { testConfig, testDatabases } from '../../../test/test-databases';
import {
  createWarrantyShop,
  fittedOrder,
  photoData,
  WARRANTY_TERMS,
  type WarrantyShop,
} from '../../../test/warranty-fixtures';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { messageOutbox } from '../../db/schema/messages';
import { sellerWarranties } from '../../db/schema/offers';
import { sellerUsers } from '../../db/schema/sellers';
import { uploadedFiles } from '../../db/schema/uploads';
import { warrantyClaims, warrantyRegistrations } from '../../db/schema/warranty';

// Issue 36 items 1–2 (decision 0161): each tyre the shop fits becomes the shopper's warranty
// registration with the terms frozen; a claim goes from the shopper to the shop's claim staff and
// back, each step through the transition table and the outbox; every call checks who is asking.

const NOW = new Date('2026-11-20T03:00:00Z');

describe.each(testDatabases())('warranty registrations and claims on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let shop: WarrantyShop;

  beforeAll(async () => {
    database = await open();
    app = await buildApp({ config: testConfig(), database, clock: () => NOW });
    await app.ready();
    shop = await createWarrantyShop(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const call = (auth: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: { authorization: auth }, payload });
  const myWarranty = async (auth: string) => {
    const res = await call(auth, 'GET', '/user/my-warranty');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().registrations as Array<Record<string, unknown> & { id: number }>;
  };
  const fileFor = async (auth: string, registrationId: number, photos?: string[]) =>
    call(auth, 'POST', '/user/warranty-claim', {
      registrationId,
      story: 'ยางบวมที่แก้มด้านนอกหลังขับทางด่วน',
      odometerKm: 12_345,
      photos: photos ?? [await photoData()],
    });
  const claimRow = async (id: number) =>
    (await database.db.select().from(warrantyClaims).where(eq(warrantyClaims.id, id)))[0];
  const messagesOf = (claimId: number) =>
    database.db
      .select({
        kind: messageOutbox.kind,
        recipientKind: messageOutbox.recipientKind,
        recipientId: messageOutbox.recipientId,
        data: messageOutbox.data,
      })
      .from(messageOutbox)
      .where(like(messageOutbox.eventKey, `claim:${claimId}:%`))
      .orderBy(asc(messageOutbox.id));

  it('fitting a SERVICE order registers each tyre with its DOT code and the warranty terms frozen', async () => {
    const { orderId, customer } = await fittedOrder(app, database.db, shop, undefined, '3024');
    const rows = await database.db
      .select()
      .from(warrantyRegistrations)
      .where(eq(warrantyRegistrations.orderId, orderId))
      .orderBy(asc(warrantyRegistrations.tyreNo));
    expect(rows.map((r) => [r.tyreNo, r.tyreCount, r.dotCode, r.priceSatang])).toEqual([
      [1, 2, '3024', 400_000],
      [2, 2, '3024', 400_000],
    ]);
    expect(rows[0]).toMatchObject({
      userId: customer.id,
      storeId: shop.storeId,
      hasWarranty: true,
      warrantyMonths: 12,
      warrantyKm: 50_000,
      warrantyCoverage: WARRANTY_TERMS.coverage,
      fittedAt: NOW,
    });
    // A later edit of the shop's warranty does not change what the shopper holds.
    await database.db
      .update(sellerWarranties)
      .set({ months: 3 })
      .where(eq(sellerWarranties.id, shop.warrantyId));
    const list = await myWarranty(customer.auth);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      tyreTitle: 'ยางทดสอบ 205/55R16',
      dotCode: '3024',
      dotWeek: 30,
      dotYear: 2024,
      fittedOn: '2026-11-20',
      months: 12,
      kilometres: 50_000,
      coverage: WARRANTY_TERMS.coverage,
      endsOn: '2027-11-20',
      isUnderWarranty: true,
      openClaimId: null,
    });
    await database.db
      .update(sellerWarranties)
      .set({ months: 12 })
      .where(eq(sellerWarranties.id, shop.warrantyId));
  });

  it('a registration is its owner’s only: another shopper gets 404, a signed-out caller 401', async () => {
    const { customer } = await fittedOrder(app, database.db, shop);
    const [reg] = await myWarranty(customer.auth);
    const stranger = await createCustomer(database.db);
    expect((await call(customer.auth, 'GET', `/user/my-warranty/${reg.id}`)).statusCode).toBe(200);
    const other = await call(stranger.auth, 'GET', `/user/my-warranty/${reg.id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('ไม่พบทะเบียนรับประกันนี้');
    expect(await myWarranty(stranger.auth)).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/user/my-warranty' })).statusCode).toBe(
      401,
    );
    const filed = await fileFor(stranger.auth, reg.id);
    expect(filed.statusCode).toBe(404);
  });

  it('a claim is refused with a Thai message for bad input and bad pictures, and nothing is written', async () => {
    const { customer } = await fittedOrder(app, database.db, shop);
    const [reg] = await myWarranty(customer.auth);
    const files = async () =>
      (await database.db.select({ n: uploadedFiles.name }).from(uploadedFiles)).length;
    const before = await files();
    const bad = await call(customer.auth, 'POST', '/user/warranty-claim', {
      registrationId: reg.id,
      story: 'บวม',
      odometerKm: -5,
      photos: [],
    });
    expect(bad.statusCode).toBe(422);
    const fields = bad.json().fieldErrors;
    expect(fields.story).toEqual(['กรุณาเล่าอาการหรือเหตุการณ์ที่เกิดขึ้นอย่างน้อย 10 ตัวอักษร']);
    expect(fields.odometerKm).toEqual(['เลขไมล์ต้องไม่ติดลบ']);
    expect(fields.photos).toEqual(['กรุณาแนบรูปถ่ายยางอย่างน้อย 1 รูป']);
    const five = await fileFor(customer.auth, reg.id, Array(5).fill(await photoData()));
    expect(five.json().fieldErrors.photos).toEqual(['แนบรูปได้ไม่เกิน 4 รูป']);
    // Not a picture: refused by its bytes, whatever it claims to be.
    const text = `data:image/jpeg;base64,${Buffer.from('not a picture at all').toString('base64')}`;
    const wrong = await fileFor(customer.auth, reg.id, [await photoData(), text]);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('รองรับเฉพาะไฟล์รูปภาพ JPEG หรือ PNG เท่านั้น');
    expect(await files()).toBe(before);
    const claims = await database.db
      .select()
      .from(warrantyClaims)
      .where(eq(warrantyClaims.registrationId, reg.id));
    expect(claims).toEqual([]);
  });

  it('a claim runs from filing to acceptance with a pro-rata credit by tread, every step told through the outbox', async () => {
    const { customer } = await fittedOrder(app, database.db, shop);
    const [reg] = await myWarranty(customer.auth);
    const filed = await fileFor(customer.auth, reg.id, [
      await photoData(),
      await photoData('#333'),
    ]);
    expect(filed.statusCode, filed.body).toBe(200);
    const claim = filed.json().claim;
    expect(claim).toMatchObject({
      state: 'submitted',
      stateText: 'รอร้านตรวจสอบ',
      odometerKm: 12_345,
    });
    expect(claim.photos).toHaveLength(2);
    const served = await app.inject({ method: 'GET', url: claim.photos[0] });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    // One claim being handled per tyre.
    const again = await fileFor(customer.auth, reg.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('ยางเส้นนี้มีเคลมที่ร้านกำลังดำเนินการอยู่แล้ว กรุณาติดตามเคลมเดิม');
    expect((await myWarranty(customer.auth)).find((r) => r.id === reg.id)?.openClaimId).toBe(
      claim.id,
    );

    // The shop's list shows it; the shopper cannot answer what was not asked.
    const list = await call(shop.claimStaff.auth, 'POST', '/seller/warranty-claims', {});
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().claims.map((c: { id: number }) => c.id)).toContain(claim.id);
    const early = await call(customer.auth, 'POST', `/user/warranty-claim/${claim.id}/answer`, {
      text: 'ส่งรูปเพิ่มเติมให้ครับ',
    });
    expect(early.statusCode).toBe(409);

    const ask = await call(
      shop.claimStaff.auth,
      'POST',
      `/seller/warranty-claim/${claim.id}/ask-info`,
      {
        text: 'ขอรูปดอกยางทั้งเส้นและรูปแก้มยางด้านใน',
      },
    );
    expect(ask.statusCode, ask.body).toBe(200);
    expect(ask.json().claim.state).toBe('needInfo');
    const answer = await call(customer.auth, 'POST', `/user/warranty-claim/${claim.id}/answer`, {
      text: 'แนบรูปดอกยางและแก้มด้านในแล้วครับ',
      photos: [await photoData('#555')],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().claim.state).toBe('submitted');

    const accept = await call(
      shop.claimStaff.auth,
      'POST',
      `/seller/warranty-claim/${claim.id}/accept`,
      {
        remedy: 'credit',
        basis: 'tread',
        newTreadTenths: 80,
        remainingTreadTenths: 60,
      },
    );
    expect(accept.statusCode, accept.body).toBe(200);
    // 4,000 baht × 6.0 mm ÷ 8.0 mm.
    expect(accept.json().claim).toMatchObject({
      state: 'accepted',
      remedy: 'credit',
      credit: 3000,
    });
    expect(await claimRow(claim.id)).toMatchObject({
      creditSatang: 300_000,
      creditBasis: 'tread',
      decidedAt: NOW,
    });

    const seen = await call(customer.auth, 'GET', `/user/warranty-claim/${claim.id}`);
    expect(seen.json().claim.steps.map((s: { event: string }) => s.event)).toEqual([
      'FILE',
      'ASK_INFO',
      'ANSWER',
      'ACCEPT',
    ]);
    expect(seen.json().claim.steps[3].text).toContain('3,000.00 บาท');

    const messages = await messagesOf(claim.id);
    const toShopper = messages.filter((m) => m.recipientKind === 'customer');
    expect(toShopper.map((m) => m.kind)).toEqual(['claim_info_requested', 'claim_accepted']);
    expect(toShopper.every((m) => m.recipientId === customer.id)).toBe(true);
    expect(toShopper[1].data).toMatchObject({ remedy: 'credit', creditSatang: 300_000 });

    // A decided claim moves no more; a new claim on the same tyre may be filed.
    const late = await call(
      shop.claimStaff.auth,
      'POST',
      `/seller/warranty-claim/${claim.id}/reject`,
      {
        reason: 'ตรวจสอบแล้วไม่พบความเสียหาย',
      },
    );
    expect(late.statusCode).toBe(409);
  });

  it('a new claim and an answer reach the shop’s claim staff who linked LINE, nobody else', async () => {
    for (const member of [shop.claimStaff, shop.orderStaff, shop.otherStaff]) {
      await database.db
        .update(sellerUsers)
        .set({ lineId: `U${member.id}warranty` })
        .where(eq(sellerUsers.id, member.id));
    }
    const { customer } = await fittedOrder(app, database.db, shop);
    const [reg] = await myWarranty(customer.auth);
    const claim = (await fileFor(customer.auth, reg.id)).json().claim;
    const toStaff = (await messagesOf(claim.id)).filter((m) => m.recipientKind === 'staff');
    expect(toStaff.map((m) => [m.kind, m.recipientId])).toEqual([
      ['claim_filed', shop.claimStaff.id],
    ]);
    expect(toStaff[0].data).toMatchObject({ claimId: claim.id, tyreTitle: 'ยางทดสอบ 205/55R16' });
    await call(shop.claimStaff.auth, 'POST', `/seller/warranty-claim/${claim.id}/reject`, {
      reason: 'ทดสอบการแจ้งเตือนพนักงาน',
    });
  });

  it('a pro-rata credit by months counts whole months from the fitting to the filing', async () => {
    const { customer } = await fittedOrder(app, database.db, shop);
    const [reg] = await myWarranty(customer.auth);
    const claim = (await fileFor(customer.auth, reg.id)).json().claim;
    const res = await call(shop.ownerAuth, 'POST', `/seller/warranty-claim/${claim.id}/accept`, {
      remedy: 'credit',
      basis: 'months',
    });
    expect(res.statusCode, res.body).toBe(200);
    // Filed on the fitting day: 12 of 12 months left → the full 4,000 baht.
    expect(res.json().claim.credit).toBe(4000);
  });

  it('a rejection needs its reason, which the shopper reads', async () => {
    const { customer } = await fittedOrder(app, database.db, shop);
    const [reg] = await myWarranty(customer.auth);
    const claim = (await fileFor(customer.auth, reg.id)).json().claim;
    const blank = await call(
      shop.claimStaff.auth,
      'POST',
      `/seller/warranty-claim/${claim.id}/reject`,
      {
        reason: ' ',
      },
    );
    expect(blank.statusCode).toBe(422);
    expect(blank.json().fieldErrors.reason).toEqual(['กรุณาระบุเหตุผลที่ไม่อนุมัติเคลมอย่างน้อย 5 ตัวอักษร']);
    expect((await claimRow(claim.id)).state).toBe('submitted');
    const res = await call(
      shop.claimStaff.auth,
      'POST',
      `/seller/warranty-claim/${claim.id}/reject`,
      {
        reason: 'แผลเกิดจากของมีคม ไม่อยู่ในเงื่อนไขการรับประกัน',
      },
    );
    expect(res.statusCode).toBe(200);
    const seen = (await call(customer.auth, 'GET', `/user/warranty-claim/${claim.id}`)).json()
      .claim;
    expect(seen).toMatchObject({
      state: 'rejected',
      stateText: 'ไม่อนุมัติเคลม',
      rejectReason: 'แผลเกิดจากของมีคม ไม่อยู่ในเงื่อนไขการรับประกัน',
    });
    expect(
      (await messagesOf(claim.id)).filter((m) => m.recipientKind === 'customer').map((m) => m.kind),
    ).toEqual(['claim_rejected']);
  });

  it('the shop’s claim screens need manageWarrantyClaim (403) and stop at the branch wall (404)', async () => {
    const { customer } = await fittedOrder(app, database.db, shop);
    const [reg] = await myWarranty(customer.auth);
    const claim = (await fileFor(customer.auth, reg.id)).json().claim;
    const noFlag = await call(shop.orderStaff.auth, 'GET', `/seller/warranty-claim/${claim.id}`);
    expect(noFlag.statusCode).toBe(403);
    expect(
      (await call(shop.orderStaff.auth, 'POST', '/seller/warranty-claims', {})).statusCode,
    ).toBe(403);
    for (const outsider of [shop.otherStaff, shop.branchStaff]) {
      const seen = await call(outsider.auth, 'GET', `/seller/warranty-claim/${claim.id}`);
      expect(seen.statusCode).toBe(404);
      const act = await call(outsider.auth, 'POST', `/seller/warranty-claim/${claim.id}/ask-info`, {
        text: 'ขอรูปเพิ่มเติม',
      });
      expect(act.statusCode).toBe(404);
      const listed = (await call(outsider.auth, 'POST', '/seller/warranty-claims', {})).json()
        .claims;
      expect(listed.map((c: { id: number }) => c.id)).not.toContain(claim.id);
    }
    expect((await claimRow(claim.id)).state).toBe('submitted');
    // The owner holds the new permission and sees it.
    expect(
      (await call(shop.ownerAuth, 'GET', `/seller/warranty-claim/${claim.id}`)).statusCode,
    ).toBe(200);
  });

  it('the claims report counts claims by state and the credit given', async () => {
    const res = await call(shop.ownerAuth, 'POST', '/seller/report/warranty-claims', {
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    const count = (state: string) =>
      report.byState.find((s: { state: string }) => s.state === state).count;
    expect(count('accepted')).toBe(2);
    expect(count('rejected')).toBe(2);
    expect(count('submitted')).toBe(1);
    expect(report).toMatchObject({ total: 5, credits: 2, replacements: 0, creditGiven: 7000 });
    const bad = await call(shop.ownerAuth, 'POST', '/seller/report/warranty-claims', {
      startDate: '2026-11-30',
      endDate: '2026-11-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น');
  });

  it('a tyre past its months cannot be claimed; one fitted without a warranty neither', async () => {
    const { orderId, customer } = await fittedOrder(app, database.db, shop);
    await database.db
      .update(warrantyRegistrations)
      .set({ fittedAt: new Date('2025-10-01T03:00:00Z') })
      .where(and(eq(warrantyRegistrations.orderId, orderId), eq(warrantyRegistrations.tyreNo, 1)));
    await database.db
      .update(warrantyRegistrations)
      .set({ hasWarranty: false })
      .where(and(eq(warrantyRegistrations.orderId, orderId), eq(warrantyRegistrations.tyreNo, 2)));
    const regs = (await myWarranty(customer.auth)).sort(
      (a, b) => Number(a.tyreNo) - Number(b.tyreNo),
    );
    expect(regs.map((r) => r.isUnderWarranty)).toEqual([false, false]);
    expect(regs[0].endsOn).toBe('2026-10-01');
    const expired = await fileFor(customer.auth, regs[0].id);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('ยางเส้นนี้หมดระยะเวลารับประกันแล้ว จึงยื่นเคลมไม่ได้');
    const none = await fileFor(customer.auth, regs[1].id);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('ยางเส้นนี้ไม่มีการรับประกันจากร้าน จึงยื่นเคลมไม่ได้');
  });
});
