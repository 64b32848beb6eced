import { eq } from 'drizzle-orm';
import { rebuildSummaries } from '../../modules/ledger/daily-summaries';
import { backfillIncomeEntries } from '../../modules/ledger/ledger';
import type { Tx } from '../client';
import { incomeEntries, transferBatches } from '../schema/income';
import { orders } from '../schema/orders';

// The seeded paid orders' money (decision 0102: the same functions the lifecycle uses, no SQL
// backfill) and the daily summaries; then one payout the platform already made, so the demo's
// income screen shows every transfer status.

const PAID_OUT_ORDER = 'YD2609120004';

export async function seedIncome(tx: Tx): Promise<void> {
  await backfillIncomeEntries(tx);
  await rebuildSummaries(tx);
  const [entry] = await tx
    .select({
      id: incomeEntries.id,
      storeId: incomeEntries.storeId,
      net: incomeEntries.netSatang,
      releaseAt: incomeEntries.releaseAt,
    })
    .from(incomeEntries)
    .innerJoin(orders, eq(orders.id, incomeEntries.orderId))
    .where(eq(orders.orderNo, PAID_OUT_ORDER));
  if (!entry?.releaseAt) return;
  const transferredAt = new Date(entry.releaseAt.getTime() + 86_400_000);
  const [batch] = await tx
    .insert(transferBatches)
    .values({
      storeId: entry.storeId,
      totalSatang: entry.net,
      entryCount: 1,
      bankReference: 'KBANK-2569-000123',
      createdAt: transferredAt,
    })
    .returning({ id: transferBatches.id });
  await tx
    .update(incomeEntries)
    .set({ transferStatus: 'TRANSFERRED', transferBatchId: batch.id, transferredAt })
    .where(eq(incomeEntries.id, entry.id));
}
