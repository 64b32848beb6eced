import type { HomeCountsResponse } from '@yangdee/contracts/admin-shops';
import type { OperatorPermission } from '@yangdee/contracts/operators';
import { count, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payoutBatches } from '../../db/schema/payouts';
import { paymentRefunds } from '../../db/schema/refunds';
import { stores } from '../../db/schema/stores';

// The console home's counts (decision 0143): what waits for the operator in each area their role
// may see, and nothing of the others (a finance operator is not told how many shops wait).

export async function homeCounts(
  db: DbOrTx,
  permissions: readonly OperatorPermission[],
): Promise<HomeCountsResponse> {
  const counts: HomeCountsResponse['counts'] = {};
  const may = (permission: OperatorPermission) => permissions.includes(permission);
  const [shops, refunds, batches] = await Promise.all([
    may('shops')
      ? db.select({ n: count() }).from(stores).where(eq(stores.approvalStatus, 'pending'))
      : null,
    may('refunds')
      ? db.select({ n: count() }).from(paymentRefunds).where(ne(paymentRefunds.status, 'refunded'))
      : null,
    may('payouts')
      ? db.select({ n: count() }).from(payoutBatches).where(eq(payoutBatches.status, 'ready'))
      : null,
  ]);
  if (shops) counts.shopsWaiting = Number(shops[0]?.n ?? 0);
  if (refunds) counts.refundsOpen = Number(refunds[0]?.n ?? 0);
  if (batches) counts.payoutBatchesWaiting = Number(batches[0]?.n ?? 0);
  return { success: true, counts };
}
