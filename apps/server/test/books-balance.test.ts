import { PAYMENT_METHODS } from '@yangdee/contracts/payment-methods';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { incomeEntries } from '../src/db/schema/income';
import { payments } from '../src/db/schema/orders';
import { paymentRefunds } from '../src/db/schema/refunds';
import { BOOK_TERM_KEYS, booksBalance } from '../src/modules/money/books/books';
import { monthBounds } from '../src/modules/money/commission/commission-documents.service';
import { incomeShop, insertAwaitingOrder, lcg, moveOrder } from './income-fixtures';
import { testDatabases } from './test-databases';

// Issue 32 item 5 (decision 0141): over four generated months of orders of a head office and
// its branch — paid by every method, fitted, delivered, cancelled after payment, some paid out
// in a transfer batch, a duplicate payment given back — the money paid in equals refunds +
// payouts + commission + fees + money still held, to the satang, per month, per shop and for all;
// a row broken on purpose shows as a difference and is named. Orders are dated 2030, so nothing
// else in the database falls in the period.

const DAY = 86_400_000;
const PERIOD = { from: monthBounds('2030-01').start, to: monthBounds('2030-05').start };

describe.each(testDatabases())('the books balance ($name)', ({ open }) => {
  let h: DatabaseHandle;
  let shop: Awaited<ReturnType<typeof incomeShop>>;
  let someOrder = 0;

  beforeAll(async () => {
    h = await open();
    shop = await incomeShop(h.db);
    const rng = lcg(32);
    const start = Date.parse('2030-01-01T00:00:00Z');
    for (let i = 0; i < 60; i++) {
      const atBranch = rng.next() < 0.4;
      const orderType = rng.next() < 0.6 ? 1 : 2;
      const quantity = rng.int(1, 4);
      const unitSatang = rng.int(150_000, 650_000) + rng.int(0, 99);
      const method = rng.pick(PAYMENT_METHODS);
      const total = unitSatang * quantity;
      const id = await insertAwaitingOrder(h.db, {
        storeId: atBranch ? shop.branchId : shop.owner.storeId,
        offerId: atBranch ? shop.branchOffer : shop.headOffer,
        orderType: orderType as 1 | 2,
        paymentMethod: method,
        quantity,
        unitSatang,
        paidNowSatang: method.startsWith('prepaid') ? Math.floor(total * 0.2) + 3 : total,
      });
      const fate = rng.next();
      if (fate < 0.05) continue;
      const paidAt = new Date(start + rng.int(0, 110) * DAY + rng.int(0, 23) * 3_600_000);
      await moveOrder(h.db, id, 'PAYMENT_CONFIRMED', paidAt);
      someOrder = id;
      if (fate < 0.2) {
        await moveOrder(h.db, id, 'SELLER_CANCEL_ORDER', new Date(paidAt.getTime() + DAY));
      } else if (fate < 0.8) {
        await moveOrder(h.db, id, 'SELLER_CONFIRM_ORDER', new Date(paidAt.getTime() + 3_600_000));
        await moveOrder(
          h.db,
          id,
          orderType === 1 ? 'SELLER_CONFIRM_SERVICE' : 'SELLER_CONFIRM_DELIVERY',
          new Date(paidAt.getTime() + 2 * DAY),
        );
      }
    }
    // The head office's finished orders are paid out in one batch (as the bench does; the
    // admin's call pays only what is released by the real clock, and these are dated 2030).
    await h.db.execute(sql`
      with b as (
        insert into transfer_batches (store_id, total_satang, entry_count, bank_reference)
        select ${shop.owner.storeId}, sum(net_satang), count(*), 'BOOKS-0001'
          from income_entries
         where store_id = ${shop.owner.storeId} and transfer_status = 'HELD'
           and release_at is not null
        returning id)
      update income_entries set transfer_status = 'TRANSFERRED', transfer_batch_id = b.id,
             transferred_at = now()
        from b
       where store_id = ${shop.owner.storeId} and transfer_status = 'HELD'
         and release_at is not null`);
    // A second payment for an order already paid, given back by the provider.
    const [payment] = await h.db
      .insert(payments)
      .values({
        orderId: someOrder,
        referenceNo: `BK${someOrder}x2`,
        callbackTokenHash: 'x',
        method: 'scanQR',
        amountSatang: 123_45,
        status: 'paid',
        paidAt: new Date('2030-02-10T03:00:00Z'),
      })
      .returning();
    await h.db.insert(paymentRefunds).values({
      orderId: someOrder,
      paymentId: payment.id,
      amountSatang: 123_45,
      referenceNo: payment.referenceNo,
      reason: 'DUPLICATE_PAYMENT',
      status: 'refunded',
      createdAt: new Date('2030-02-10T03:00:00Z'),
    });
  }, 240_000);

  afterAll(async () => {
    await h?.close();
  });

  it('balances to the satang every month, for each shop and for all', async () => {
    const all = await booksBalance(h.db, PERIOD);
    expect(all.months.map((m) => m.month)).toEqual(['2030-01', '2030-02', '2030-03', '2030-04']);
    for (const m of all.months) expect(m.difference, m.month).toBe(0);
    expect(all.total.difference).toBe(0);
    expect(all.broken).toEqual([]);
    // Every term is there: something was refunded, paid out, kept and held.
    for (const key of BOOK_TERM_KEYS) expect(all.total[key], key).toBeGreaterThan(0);
    const [paid] = (
      await h.db.execute<{ paid: string }>(sql`
        select sum(paid_now_satang) as paid from orders
         where paid_at >= ${PERIOD.from.toISOString()}::timestamptz
           and paid_at < ${PERIOD.to.toISOString()}::timestamptz`)
    ).rows;
    expect(all.total.paidIn).toBe(Number(paid.paid) + 123_45);

    const head = await booksBalance(h.db, { ...PERIOD, storeId: shop.owner.storeId });
    const branch = await booksBalance(h.db, { ...PERIOD, storeId: shop.branchId });
    expect(head.total.difference).toBe(0);
    expect(branch.total.difference).toBe(0);
    expect(branch.total.payouts).toBe(0);
    for (const key of ['paidIn', ...BOOK_TERM_KEYS] as const) {
      expect(head.total[key] + branch.total[key], key).toBe(all.total[key]);
    }
  });

  it('a shop cancellation after its payout counts as a refund, and the payout as what the shop kept', async () => {
    const [paidOut] = (
      await h.db.execute<{ order_id: number; net: string; gross: string }>(sql`
        select order_id, net_satang as net, gross_satang as gross from income_entries
         where store_id = ${shop.owner.storeId} and transfer_status = 'TRANSFERRED'
         order by order_id limit 1`)
    ).rows;
    const before = await booksBalance(h.db, PERIOD);
    // The order's payment (the generated orders have none of their own).
    const [payment] = await h.db
      .insert(payments)
      .values({
        orderId: paidOut.order_id,
        referenceNo: `BK${paidOut.order_id}c`,
        callbackTokenHash: 'x',
        method: 'scanQR',
        amountSatang: Number(paidOut.gross),
        status: 'paid',
        paidAt: new Date('2030-03-01T03:00:00Z'),
      })
      .returning();
    const [refund] = await h.db
      .insert(paymentRefunds)
      .values({
        orderId: paidOut.order_id,
        paymentId: payment.id,
        amountSatang: Number(paidOut.gross),
        referenceNo: payment.referenceNo,
        reason: 'SELLER_CANCELLED',
        status: 'owed',
      })
      .returning();
    try {
      const after = await booksBalance(h.db, PERIOD);
      expect(after.total.difference).toBe(0);
      expect(after.total.paidIn).toBe(before.total.paidIn);
      expect(after.total.refunds - before.total.refunds).toBe(Number(paidOut.gross));
      expect(before.total.payouts - after.total.payouts).toBe(Number(paidOut.gross));
    } finally {
      await h.db.delete(paymentRefunds).where(eq(paymentRefunds.id, refund.id));
      await h.db.delete(payments).where(eq(payments.id, payment.id));
    }
  });

  it('reports a row broken on purpose, with its order', async () => {
    const [entry] = await h.db
      .select()
      .from(incomeEntries)
      .where(eq(incomeEntries.storeId, shop.branchId))
      .limit(1);
    // The entry says 1 baht more came in than the order was paid (its parts still add up).
    await h.db
      .update(incomeEntries)
      .set({ grossSatang: entry.grossSatang + 100, netSatang: entry.netSatang + 100 })
      .where(eq(incomeEntries.id, entry.id));
    try {
      const books = await booksBalance(h.db, PERIOD);
      expect(books.total.difference).toBe(-100);
      expect(books.broken).toEqual([
        expect.objectContaining({
          kind: 'GROSS_DIFFERS',
          orderId: entry.orderId,
          expected: entry.grossSatang,
          found: entry.grossSatang + 100,
        }),
      ]);
      const month = books.months.find((m) => m.difference !== 0);
      expect(month?.difference).toBe(-100);
    } finally {
      await h.db
        .update(incomeEntries)
        .set({ grossSatang: entry.grossSatang, netSatang: entry.netSatang })
        .where(eq(incomeEntries.id, entry.id));
    }
  });
});
