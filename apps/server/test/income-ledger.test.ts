import { commissionSatang, providerFeeSatang } from '@yangdee/contracts/income';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { incomeEntries } from '../src/db/schema/income';
import { stores } from '../src/db/schema/stores';
import { rebuildSummaries } from '../src/modules/ledger/daily-summaries';
import { recordPaidOrder } from '../src/modules/ledger/ledger';
import { incomeOffer, insertAwaitingOrder, moveOrder, summaryTables } from './income-fixtures';
import { createStore } from './offer-fixtures';
import { testDatabases } from './test-databases';

// The income writers (decision 0102, 0103): the order lifecycle writes one ledger entry per paid
// order and keeps the daily summaries in the same transaction; fitting and delivery set the
// release time; a cancel after payment refunds the entry and takes the tyres out.

const entryOf = async (h: DatabaseHandle, orderId: number) => {
  const [row] = await h.db.select().from(incomeEntries).where(eq(incomeEntries.orderId, orderId));
  return row;
};

describe.each(testDatabases())('income writers ($name)', ({ open }) => {
  let h: DatabaseHandle;
  let storeId: number;
  let offerId: number;

  beforeAll(async () => {
    h = await open();
    storeId = (await createStore(h.db, { name: 'ร้านทดสอบรายได้', latitude: 13.8, longitude: 100.5 }))
      .id;
    offerId = await incomeOffer(h.db, storeId);
  });
  afterAll(async () => h?.close());

  it('a paid order gets one entry: gross is the money paid online, fee and 5 % commission taken out', async () => {
    const id = await insertAwaitingOrder(h.db, {
      storeId,
      offerId,
      paymentMethod: 'prepaidCard',
      unitSatang: 333_333,
      quantity: 3,
      paidNowSatang: 100_001,
    });
    await moveOrder(h.db, id, 'PAYMENT_CONFIRMED', new Date('2026-03-10T18:30:00Z'));
    const entry = await entryOf(h, id);
    expect(entry.grossSatang).toBe(100_001);
    expect(entry.providerFeeSatang).toBe(providerFeeSatang(100_001, 'prepaidCard'));
    expect(entry.providerFeeSatang).toBe(2996); // 100,001 × 2.8 % × 1.07 = 2,996.03 → 2,996
    expect(entry.commissionSatang).toBe(5000); // 5,000.05 → 5,000
    expect(entry.netSatang).toBe(100_001 - 2996 - 5000);
    expect(entry.remainSatang).toBe(999_999 - 100_001);
    expect(entry.transferStatus).toBe('HELD');
    expect(entry.releaseAt).toBeNull();
    const { sales } = await summaryTables(h.db, storeId);
    // 01:30 on 11 March in Bangkok: the shop's calendar day, not UTC's.
    expect(sales.find((s) => s.day === '2026-03-11')).toMatchObject({
      orders: 1,
      tyres: 3,
      salesSatang: 999_999,
      paidOnlineSatang: 100_001,
      remainSatang: 899_998,
    });
  });

  it('recording a paid order twice writes nothing more', async () => {
    const id = await insertAwaitingOrder(h.db, { storeId, offerId });
    await moveOrder(h.db, id, 'PAYMENT_CONFIRMED', new Date('2026-03-12T03:00:00Z'));
    const before = await summaryTables(h.db, storeId);
    await h.db.transaction((tx) => recordPaidOrder(tx, id));
    expect(await summaryTables(h.db, storeId)).toEqual(before);
    const rows = await h.db.select().from(incomeEntries).where(eq(incomeEntries.orderId, id));
    expect(rows).toHaveLength(1);
  });

  it('the fitting releases the money at once; a delivery seven days after it is confirmed', async () => {
    const fit = await insertAwaitingOrder(h.db, { storeId, offerId, orderType: 1 });
    const ship = await insertAwaitingOrder(h.db, { storeId, offerId, orderType: 2 });
    const paid = new Date('2026-03-13T03:00:00Z');
    const done = new Date('2026-03-15T05:00:00Z');
    for (const id of [fit, ship]) {
      await moveOrder(h.db, id, 'PAYMENT_CONFIRMED', paid);
      await moveOrder(h.db, id, 'SELLER_CONFIRM_ORDER', paid);
      expect((await entryOf(h, id)).releaseAt).toBeNull();
    }
    await moveOrder(h.db, fit, 'SELLER_CONFIRM_SERVICE', done);
    await moveOrder(h.db, ship, 'SELLER_CONFIRM_DELIVERY', done);
    expect((await entryOf(h, fit)).releaseAt?.toISOString()).toBe('2026-03-15T05:00:00.000Z');
    expect((await entryOf(h, ship)).releaseAt?.toISOString()).toBe('2026-03-22T05:00:00.000Z');
  });

  it('a cancel after payment refunds the entry, counts the cancel on the paid day and takes the tyres out', async () => {
    const offer = await incomeOffer(h.db, storeId);
    const id = await insertAwaitingOrder(h.db, {
      storeId,
      offerId: offer,
      quantity: 4,
      discountSatang: 40_000,
    });
    await moveOrder(h.db, id, 'PAYMENT_CONFIRMED', new Date('2026-03-20T03:00:00Z'));
    const paidDay = (await summaryTables(h.db, storeId)).products.filter(
      (p) => p.day === '2026-03-20',
    );
    expect(paidDay).toEqual([expect.objectContaining({ qty: 4, promotedQty: 4 })]);
    const cancelAt = new Date('2026-03-25T03:00:00Z');
    await moveOrder(h.db, id, 'SELLER_CANCEL_ORDER', cancelAt);
    const entry = await entryOf(h, id);
    expect(entry.transferStatus).toBe('REFUNDED');
    expect(entry.refundedAt?.toISOString()).toBe(cancelAt.toISOString());
    const after = await summaryTables(h.db, storeId);
    expect(after.products.filter((p) => p.day === '2026-03-20')).toEqual([]);
    expect(after.sales.find((s) => s.day === '2026-03-20')).toMatchObject({
      orders: 1,
      salesSatang: 960_000,
      cancelledOrders: 1,
      cancelledSatang: 960_000,
    });
  });

  it('an order revived by a late payment gets its entry then; one cancelled unpaid gets none', async () => {
    const id = await insertAwaitingOrder(h.db, { storeId, offerId });
    await moveOrder(h.db, id, 'RESERVATION_EXPIRED', new Date('2026-03-22T03:00:00Z'));
    expect(await entryOf(h, id)).toBeUndefined();
    await moveOrder(h.db, id, 'LATE_PAYMENT_CONFIRMED', new Date('2026-03-22T03:20:00Z'));
    const entry = await entryOf(h, id);
    expect(entry).toMatchObject({ grossSatang: 500_000, transferStatus: 'HELD' });
    expect(entry.paidAt.toISOString()).toBe('2026-03-22T03:20:00.000Z');
  });

  it('commission follows the rate the platform set for the shop', async () => {
    await h.db.update(stores).set({ commissionRateBp: 1250 }).where(eq(stores.id, storeId));
    const id = await insertAwaitingOrder(h.db, { storeId, offerId, paymentMethod: 'installment1' });
    await moveOrder(h.db, id, 'PAYMENT_CONFIRMED', new Date('2026-03-21T03:00:00Z'));
    const entry = await entryOf(h, id);
    expect(entry.commissionSatang).toBe(commissionSatang(500_000, 1250));
    expect(entry.commissionSatang).toBe(62_500);
    expect(entry.providerFeeSatang).toBe(18_725); // 3.5 % + VAT
    await h.db.update(stores).set({ commissionRateBp: 500 }).where(eq(stores.id, storeId));
  });

  it('a rebuild from the orders equals the tables kept on every write', async () => {
    const kept = await summaryTables(h.db, storeId);
    expect(kept.sales.length).toBeGreaterThan(0);
    await rebuildSummaries(h.db, storeId);
    expect(await summaryTables(h.db, storeId)).toEqual(kept);
  });
});
