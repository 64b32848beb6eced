import type { Tx } from '../client';
import { storePayoutAccounts } from '../schema/payouts';

// Demo payout accounts (issue 32, decision 0140): the demo shop seller1 owns is paid to a Kasikorn
// account set long before the demo's dates, so its payouts are not held; the other stores have
// none, so a built batch shows a line carried for want of an account.

export async function seedPayoutAccounts(tx: Tx, storeIds: readonly number[]): Promise<void> {
  const [first] = storeIds;
  if (first === undefined) return;
  await tx.insert(storePayoutAccounts).values({
    storeId: first,
    bankCode: '004',
    accountNumber: '1234567890',
    accountName: 'บจก. ยางดี ทดสอบ',
    changedAt: new Date('2026-01-05T03:00:00Z'),
  });
}
