import { bahtText, commissionDocNo, splitVatIncluded } from '@yangdee/contracts/commission';
import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { commissionDocumentCounters, commissionDocuments } from '../src/db/schema/commission';
import { incomeEntries } from '../src/db/schema/income';
import { stores } from '../src/db/schema/stores';
import {
  commissionRateAt,
  commissionRateHistory,
  setCommissionRate,
} from '../src/modules/ledger/commission-rates';
import {
  issueCommissionDocuments,
  monthBounds,
} from '../src/modules/money/commission/commission-documents.service';
import { commissionMonthPass } from '../src/modules/money/commission/commission-schedule';
import { incomeShop, insertAwaitingOrder, moveOrder } from './income-fixtures';
import { createOwnedStore } from './store-setup-fixtures';
import { buildTestApp, testConfig, testDatabases } from './test-databases';
import { createStaff } from './test-sellers';

// Issue 32 items 3 and 4 (decision 0141): a shop's commission rate with its history, applied to
// each income entry by the moment its order was paid; the monthly pass that issues one numbered
// tax invoice / receipt per shop and month for the commission and fees kept, gap-free and once
// even when two passes run together; and the wall around the shop's documents. Every date is
// pinned (March and April 2032, a year no other test file uses: the PostgreSQL test database is shared); nothing depends on today.

const MARKETPLACE = testConfig().marketplace;
const at = (iso: string) => new Date(iso);

describe.each(testDatabases())('commission rates and documents ($name)', ({ open }) => {
  let h: DatabaseHandle;
  let app: FastifyInstance;
  let shop: Awaited<ReturnType<typeof incomeShop>>;

  const paidOrder = async (
    storeId: number,
    offerId: number,
    paidAt: Date,
    opts: { method?: string; unit?: number; cancel?: boolean } = {},
  ) => {
    const id = await insertAwaitingOrder(h.db, {
      storeId,
      offerId,
      paymentMethod: opts.method ?? 'card',
      quantity: 1,
      unitSatang: opts.unit ?? 400_000,
    });
    await moveOrder(h.db, id, 'PAYMENT_CONFIRMED', paidAt);
    if (opts.cancel) {
      await moveOrder(h.db, id, 'SELLER_CANCEL_ORDER', new Date(paidAt.getTime() + 3_600_000));
    }
    const [entry] = await h.db.select().from(incomeEntries).where(eq(incomeEntries.orderId, id));
    return entry;
  };

  const call = (url: string, payload: object, auth: string) =>
    app.inject({
      method: 'POST',
      url: `/api/seller/${url}`,
      headers: { authorization: auth },
      payload,
    });

  beforeAll(async () => {
    h = await open();
    app = await buildTestApp(h);
    shop = await incomeShop(h.db);
    await h.db
      .update(stores)
      .set({
        legalName: 'บริษัท ร้านยางทดสอบ จำกัด',
        taxId: '0105560000012',
        taxAddress: '10 ถนนบางนา',
        taxProvince: 'กรุงเทพมหานคร',
        taxPostCode: '10260',
      })
      .where(eq(stores.id, shop.owner.storeId));
    await h.db.update(stores).set({ taxBranchNo: '00001' }).where(eq(stores.id, shop.branchId));
  });

  afterAll(async () => {
    await app?.close();
    await h?.close();
  });

  it('charges each order the rate in force when it was paid, and keeps what was written', async () => {
    const before = await paidOrder(shop.owner.storeId, shop.headOffer, at('2032-03-02T03:00:00Z'));
    expect(before.commissionSatang).toBe(20_000); // 5 % of 4,000 baht, the shop's own rate
    await expect(
      setCommissionRate(
        h.db,
        { storeId: shop.owner.storeId, ratePercent: 3, effectiveFrom: '2032-03-01T00:00:00+07:00' },
        'op',
        at('2032-03-05T00:00:00Z'),
      ),
    ).rejects.toThrow(/ย้อนหลัง/);
    await setCommissionRate(
      h.db,
      { storeId: shop.owner.storeId, ratePercent: 3.5, effectiveFrom: '2032-03-10T00:00:00+07:00' },
      'operator1',
      at('2032-03-05T00:00:00Z'),
    );
    await expect(
      setCommissionRate(
        h.db,
        { storeId: shop.owner.storeId, ratePercent: 4, effectiveFrom: '2032-03-10T00:00:00+07:00' },
        'operator2',
        at('2032-03-05T00:00:00Z'),
      ),
    ).rejects.toThrow(/เวลาเดียวกัน/);
    const after = await paidOrder(shop.owner.storeId, shop.headOffer, at('2032-03-12T03:00:00Z'));
    expect(after.commissionSatang).toBe(14_000); // 3.5 %
    const [again] = await h.db.select().from(incomeEntries).where(eq(incomeEntries.id, before.id));
    expect(again.commissionSatang).toBe(20_000);
    expect(await commissionRateAt(h.db, shop.owner.storeId, at('2032-03-09T16:59:59Z'))).toBe(500);
    expect(await commissionRateAt(h.db, shop.owner.storeId, at('2032-03-09T17:00:00Z'))).toBe(350);
    // The branch has no history: its own rate.
    expect(await commissionRateAt(h.db, shop.branchId, at('2032-03-20T00:00:00Z'))).toBe(500);
    const history = await commissionRateHistory(
      h.db,
      shop.owner.storeId,
      at('2032-03-20T00:00:00Z'),
    );
    expect(history).toMatchObject({ currentBp: 350, defaultBp: 500 });
    expect(history.history).toEqual([expect.objectContaining({ rateBp: 350, setBy: 'operator1' })]);
  });

  it('issues one numbered document per shop for a finished month, with VAT inside and the total in words', async () => {
    await paidOrder(shop.owner.storeId, shop.headOffer, at('2032-03-20T10:00:00Z'), {
      method: 'scanQR',
      unit: 123_457,
    });
    // Cancelled after payment: nothing kept, not on the document.
    await paidOrder(shop.owner.storeId, shop.headOffer, at('2032-03-21T10:00:00Z'), {
      cancel: true,
    });
    await paidOrder(shop.branchId, shop.branchOffer, at('2032-03-31T16:30:00Z'));
    // 1 April in Bangkok: next month's.
    await paidOrder(shop.branchId, shop.branchOffer, at('2032-03-31T17:30:00Z'));

    // The seed issued the demo shops' documents already: numbers go on from there.
    const [seeded] = await h.db
      .select()
      .from(commissionDocumentCounters)
      .where(eq(commissionDocumentCounters.beYear, 2575));
    const base = seeded?.lastNo ?? 0;
    await expect(
      issueCommissionDocuments(h.db, '2032-03', MARKETPLACE, at('2032-03-31T16:00:00Z')),
    ).rejects.toThrow(/สิ้นเดือน/);
    const result = await issueCommissionDocuments(
      h.db,
      '2032-03',
      MARKETPLACE,
      at('2032-04-01T02:00:00Z'),
    );
    expect(result).toEqual({ month: '2032-03', issued: 2, existing: 0 });

    const docs = await h.db
      .select()
      .from(commissionDocuments)
      .where(eq(commissionDocuments.month, '2032-03-01'))
      .orderBy(commissionDocuments.seq);
    expect(docs.map((d) => d.docNo)).toEqual([
      commissionDocNo(2575, base + 1),
      commissionDocNo(2575, base + 2),
    ]);
    const { start, end } = monthBounds('2032-03');
    for (const doc of docs) {
      const [sums] = await h.db
        .select({
          commission: sql<number>`sum(${incomeEntries.commissionSatang})::int`,
          fee: sql<number>`sum(${incomeEntries.providerFeeSatang})::int`,
          count: sql<number>`count(*)::int`,
        })
        .from(incomeEntries)
        .where(
          and(
            eq(incomeEntries.storeId, doc.storeId),
            gte(incomeEntries.paidAt, start),
            lt(incomeEntries.paidAt, end),
            ne(incomeEntries.transferStatus, 'REFUNDED'),
          ),
        );
      expect(doc.commissionSatang).toBe(sums.commission);
      expect(doc.feeSatang).toBe(sums.fee);
      expect(doc.entryCount).toBe(sums.count);
      const total = sums.commission + sums.fee;
      expect(doc.totalSatang).toBe(total);
      expect({ beforeVat: doc.beforeVatSatang, vat: doc.vatSatang }).toEqual(
        splitVatIncluded(total),
      );
      expect(doc.totalText).toBe(bahtText(total));
      expect(doc).toMatchObject({
        sellerName: MARKETPLACE.name,
        sellerTaxId: MARKETPLACE.taxId,
        sellerBranchNo: '00000',
        issueDate: '2032-04-01',
        typeCode: 'T03',
      });
    }
    const head = docs.find((d) => d.storeId === shop.owner.storeId);
    const branch = docs.find((d) => d.storeId === shop.branchId);
    expect(head).toMatchObject({
      buyerName: 'บริษัท ร้านยางทดสอบ จำกัด',
      buyerTaxId: '0105560000012',
      buyerBranchNo: '00000',
      entryCount: 3,
    });
    // A branch without a tax id of its own is billed under its head office's, with its number.
    expect(branch).toMatchObject({
      buyerTaxId: '0105560000012',
      buyerBranchNo: '00001',
      entryCount: 1,
    });
    expect(head?.lines.map((l) => l.code)).toEqual(['COMMISSION', 'FEE']);

    // Again: the same documents, no new number.
    const again = await issueCommissionDocuments(
      h.db,
      '2032-03',
      MARKETPLACE,
      at('2032-04-02T02:00:00Z'),
    );
    expect(again).toEqual({ month: '2032-03', issued: 0, existing: 2 });
    const [counter] = await h.db
      .select()
      .from(commissionDocumentCounters)
      .where(eq(commissionDocumentCounters.beYear, 2575));
    expect(counter.lastNo).toBe(base + 2);
  });

  it('gives one document per shop and no gap when two passes run at once', async () => {
    const others = await Promise.all([1, 2, 3].map(() => createOwnedStore(h.db)));
    for (const o of others) {
      const offer = await (await import('./income-fixtures')).incomeOffer(h.db, o.storeId);
      await paidOrder(o.storeId, offer, at('2032-04-10T03:00:00Z'));
    }
    await paidOrder(shop.branchId, shop.branchOffer, at('2032-04-11T03:00:00Z'));
    const now = at('2032-05-01T01:00:00Z');
    const results = await Promise.all([
      issueCommissionDocuments(h.db, '2032-04', MARKETPLACE, now),
      issueCommissionDocuments(h.db, '2032-04', MARKETPLACE, now),
    ]);
    expect(results[0].issued + results[1].issued).toBe(4);
    const april = await h.db
      .select()
      .from(commissionDocuments)
      .where(eq(commissionDocuments.month, '2032-04-01'));
    expect(april).toHaveLength(4);
    expect(new Set(april.map((d) => d.storeId)).size).toBe(4);
    const all = await h.db
      .select({ seq: commissionDocuments.seq })
      .from(commissionDocuments)
      .where(eq(commissionDocuments.beYear, 2575))
      .orderBy(commissionDocuments.seq);
    expect(all.map((r) => r.seq)).toEqual(all.map((_, i) => i + 1));
  });

  // Decision 0145: the scheduler's monthly pass.
  it('the scheduled pass issues a month’s documents once its last day has closed, once a process', async () => {
    const late = await createOwnedStore(h.db);
    const offer = await (await import('./income-fixtures')).incomeOffer(h.db, late.storeId);
    await paidOrder(late.storeId, offer, at('2032-06-15T03:00:00Z'));
    const pass = commissionMonthPass(h.db, MARKETPLACE, 6);
    // 05:00 on 1 July (Bangkok): June's last day is not closed; May is (nothing kept in May).
    expect(await pass(at('2032-06-30T22:00:00Z'))).toMatchObject({ month: '2032-05', issued: 0 });
    expect(await pass(at('2032-06-30T23:00:00Z'))).toMatchObject({ month: '2032-06', issued: 1 });
    expect(await pass(at('2032-07-01T00:00:00Z'))).toBeNull();
    // Another server's pass finds the document there.
    const other = commissionMonthPass(h.db, MARKETPLACE, 6);
    expect(await other(at('2032-07-01T00:00:00Z'))).toEqual({
      month: '2032-06',
      issued: 0,
      existing: 1,
    });
  });

  it('shows a shop its own documents only, to those who may see its income', async () => {
    const list = await call('get-commission-documents', {}, shop.owner.auth);
    expect(list.statusCode, list.body).toBe(200);
    const docs = list.json().documents as Array<{ id: number; storeId: number; docNo: string }>;
    expect(new Set(docs.map((d) => d.storeId))).toEqual(
      new Set([shop.owner.storeId, shop.branchId]),
    );
    const branchDoc = docs.find((d) => d.storeId === shop.branchId);
    const headDoc = docs.find((d) => d.storeId === shop.owner.storeId);
    if (!branchDoc || !headDoc) throw new Error('documents missing');

    const one = await call('get-commission-document', { id: headDoc.id }, shop.owner.auth);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      docNo: headDoc.docNo,
      seller: { taxId: MARKETPLACE.taxId, branchNo: '00000' },
      buyer: { taxId: '0105560000012' },
    });

    // An accountant of the head office only: the branch's document is not found.
    const accountant = await createStaff(h.db, shop.owner.storeId, { manageAccounting: true });
    const own = await call('get-commission-documents', {}, accountant.auth);
    expect(own.json().documents.map((d: { storeId: number }) => d.storeId)).not.toContain(
      shop.branchId,
    );
    const wall = await call('get-commission-document', { id: branchDoc.id }, accountant.auth);
    expect(wall.statusCode).toBe(404);
    expect(wall.json().message).toBe('ไม่พบเอกสาร');

    // Staff without the accounting permission: refused.
    const clerk = await createStaff(h.db, shop.owner.storeId, { manageOrder: true });
    const refused = await call('get-commission-document', { id: headDoc.id }, clerk.auth);
    expect(refused.statusCode).toBe(403);

    // Another shop's owner: not found.
    const stranger = await createOwnedStore(h.db);
    const foreign = await call('get-commission-document', { id: headDoc.id }, stranger.auth);
    expect(foreign.statusCode).toBe(404);

    const bad = await call('get-commission-document', { id: 'x' }, shop.owner.auth);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBeTruthy();
  });
});
