import type { SellerActionName } from '@yangdee/contracts/reports';
import type { DbOrTx } from '../../db/client';
import { sellerActionLog } from '../../db/schema/income';

// What staff did in the back office, for the system report (decision 0110). Called by the
// services of parts I–III with the transaction of the change, so both commit or neither does.

/** Who acted: the staff member, and the store the change belongs to (a branch's order: the branch). */
export type SellerActor = { sellerUserId: number; storeId: number };

const TARGET_MAX = 200;

export async function logSellerAction(
  tx: DbOrTx,
  actor: SellerActor | undefined,
  action: SellerActionName,
  target: string,
): Promise<void> {
  // Callers outside a seller request (seed, jobs, tests of the service alone) pass no actor.
  if (!actor) return;
  await tx.insert(sellerActionLog).values({
    storeId: actor.storeId,
    sellerUserId: actor.sellerUserId,
    action,
    target: target.slice(0, TARGET_MAX),
  });
}
