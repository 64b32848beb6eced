import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Db } from '../src/db/client';
import { incomeEntries } from '../src/db/schema/income';
import { sumByStatus } from '../src/modules/income/income.repository';
import { incomeShop, insertAwaitingOrder } from './income-fixtures';
import { testDatabases } from './test-databases';

// Decision 0184, migration 0040: income_status_totals holds, per shop and stored status, the
// count and money of every settled ledger entry (all but HELD), kept by statement triggers on
// income_entries; get-summary-income reads it and sums only the HELD entries live. Whatever a
// statement does to the ledger (many rows at once, a status moved, a row deleted, the table
// emptied), the kept totals equal a fresh sum over the entries.

type Totals = Record<string, number[]>;

async function kept(db: Db): Promise<Totals> {
  const { rows } = await db.execute<Record<string, number | string>>(sql`
    select store_id, transfer_status, entries, gross_satang, provider_fee_satang,
      commission_satang, net_satang
    from income_status_totals where entries <> 0 order by 1, 2`);
  return Object.fromEntries(rows.map((r) => [`${r.store_id} ${r.transfer_status}`, toNumbers(r)]));
}

async function summed(db: Db): Promise<Totals> {
  const { rows } = await db.execute<Record<string, number | string>>(sql`
    select store_id, transfer_status, count(*) as entries, sum(gross_satang) as gross_satang,
      sum(provider_fee_satang) as provider_fee_satang, sum(commission_satang) as commission_satang,
      sum(net_satang) as net_satang
    from income_entries where transfer_status <> 'HELD' group by 1, 2 order by 1, 2`);
  return Object.fromEntries(rows.map((r) => [`${r.store_id} ${r.transfer_status}`, toNumbers(r)]));
}

const toNumbers = (r: Record<string, number | string>) =>
  ['entries', 'gross_satang', 'provider_fee_satang', 'commission_satang', 'net_satang'].map((k) =>
    Number(r[k]),
  );

describe.each(testDatabases())('the income screen’s kept totals on $name', ({ open }) => {
  let h: DatabaseHandle;
  let shop: Awaited<ReturnType<typeof incomeShop>>;
  const entryIds: number[] = [];

  /** A ledger entry of `storeId` paid `gross` satang, in `status`, written straight to the table. */
  async function entry(storeId: number, offerId: number, gross: number, status: string) {
    const orderId = await insertAwaitingOrder(h.db, { storeId, offerId });
    const fee = Math.round(gross * 0.02);
    const commission = Math.round(gross * 0.05);
    const [row] = await h.db
      .insert(incomeEntries)
      .values({
        orderId,
        storeId,
        orderType: 1,
        paymentMethod: 'scanQR',
        grossSatang: gross,
        providerFeeSatang: fee,
        commissionSatang: commission,
        netSatang: gross - fee - commission,
        transferStatus: status as 'HELD',
        paidAt: new Date('2026-08-01T03:00:00Z'),
      })
      .returning({ id: incomeEntries.id });
    entryIds.push(row.id);
    return row.id;
  }

  beforeAll(async () => {
    h = await open();
    shop = await incomeShop(h.db);
  });
  afterAll(() => h?.close());

  it('counts each settled entry once, per shop and status, and leaves HELD entries out', async () => {
    const head = shop.owner.storeId;
    await entry(head, shop.headOffer, 100_000, 'HELD');
    await entry(head, shop.headOffer, 200_000, 'TRANSFERRED');
    await entry(head, shop.headOffer, 300_000, 'TRANSFERRED');
    await entry(shop.branchId, shop.branchOffer, 400_000, 'REFUNDED');
    const totals = await kept(h.db);
    expect(totals).toEqual(await summed(h.db));
    expect(totals[`${head} TRANSFERRED`]).toEqual([2, 500_000, 10_000, 25_000, 465_000]);
    expect(totals[`${head} HELD`]).toBeUndefined();
  });

  it('follows a payout and a refund that move many entries in one statement', async () => {
    const head = shop.owner.storeId;
    const held = [
      await entry(head, shop.headOffer, 150_000, 'HELD'),
      await entry(shop.branchId, shop.branchOffer, 250_000, 'HELD'),
    ];
    await h.db
      .update(incomeEntries)
      .set({ transferStatus: 'TRANSFERRED', transferredAt: new Date() })
      .where(inArray(incomeEntries.id, held));
    expect(await kept(h.db)).toEqual(await summed(h.db));
    await h.db
      .update(incomeEntries)
      .set({ transferStatus: 'REFUNDED', refundedAt: new Date() })
      .where(inArray(incomeEntries.id, [held[0], entryIds[1]]));
    expect(await kept(h.db)).toEqual(await summed(h.db));
    // A write that changes no status or money keeps the totals as they were.
    await h.db
      .update(incomeEntries)
      .set({ remainSatang: 5_000 })
      .where(eq(incomeEntries.storeId, head));
    expect(await kept(h.db)).toEqual(await summed(h.db));
  });

  it('takes deleted entries out, and a rolled back write leaves nothing behind', async () => {
    await h.db.delete(incomeEntries).where(eq(incomeEntries.id, entryIds[2]));
    expect(await kept(h.db)).toEqual(await summed(h.db));
    const before = await kept(h.db);
    await expect(
      h.db.transaction(async (tx) => {
        await tx
          .update(incomeEntries)
          .set({ transferStatus: 'TRANSFERRED' })
          .where(eq(incomeEntries.storeId, shop.branchId));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await kept(h.db)).toEqual(before);
  });

  it('answers the summary’s totals per shown status from the kept totals and the HELD entries', async () => {
    const ids = [shop.owner.storeId, shop.branchId];
    const live = await h.db.execute<{ status: string; n: number; net: string }>(sql`
      select case when transfer_status = 'HELD' and release_at <= now() then 'READY'
        else transfer_status end as status, count(*)::int as n, sum(net_satang) as net
      from income_entries where store_id in (${sql.join(ids, sql`, `)}) group by 1 order by 1`);
    const read = await sumByStatus(h.db, ids);
    expect(
      read
        .map((r) => ({ status: r.status, n: r.count, net: r.net }))
        .sort((a, b) => a.status.localeCompare(b.status)),
    ).toEqual(live.rows.map((r) => ({ status: r.status, n: r.n, net: Number(r.net) })));
  });

  it('empties with the ledger', async () => {
    await h.db.execute(sql`truncate income_entries cascade`);
    expect(await kept(h.db)).toEqual({});
  });
});
