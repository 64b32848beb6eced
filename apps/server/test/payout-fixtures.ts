import { randomBytes } from 'node:crypto';
import { type AclFlag, emptyAcl } from '@yangdee/contracts/seller-acl';
import { eq, type sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { incomeEntries } from '../src/db/schema/income';
import { payments } from '../src/db/schema/orders';
import { storePayoutAccounts } from '../src/db/schema/payouts';
import { paymentRefunds } from '../src/db/schema/refunds';
import { sellerUsers, staffMemberships } from '../src/db/schema/sellers';
import { issueSellerToken } from '../src/modules/accounts/tokens.service';
import { incomeShop, insertAwaitingOrder, moveOrder } from './income-fixtures';
import { randomMobile } from './seller-phone';

// Shops with released money for the payout suites (decision 0140), moved through the real order
// lifecycle at fixed moments so nothing depends on today's date.

export const T0 = new Date('2026-08-03T03:00:00Z');
const HOUR = 3_600_000;

/** A fitted (SERVICE) order of `storeId`, paid and fitted at T0 + `hours`: released at once. */
export async function releasedOrder(db: Db, storeId: number, offerId: number, hours = 0) {
  const id = await insertAwaitingOrder(db, { storeId, offerId });
  const at = new Date(T0.getTime() + hours * HOUR);
  await moveOrder(db, id, 'PAYMENT_CONFIRMED', at);
  await moveOrder(db, id, 'SELLER_CONFIRM_ORDER', new Date(at.getTime() + HOUR));
  await moveOrder(db, id, 'SELLER_CONFIRM_SERVICE', new Date(at.getTime() + 2 * HOUR));
  const [entry] = await db.select().from(incomeEntries).where(eq(incomeEntries.orderId, id));
  return { orderId: id, entry };
}

/** A head office + branch, the owner's phone proven, a payout account set at `accountAt`. */
export async function payoutShop(
  db: Db,
  accountAt: Date | null = new Date('2026-01-01T00:00:00Z'),
) {
  const shop = await incomeShop(db);
  const tel = randomMobile();
  await db
    .update(sellerUsers)
    .set({ tel, telVerifiedAt: new Date('2026-01-01T00:00:00Z') })
    .where(eq(sellerUsers.id, shop.owner.ownerId));
  if (accountAt) {
    await db.insert(storePayoutAccounts).values({
      storeId: shop.owner.storeId,
      bankCode: '004',
      accountNumber: '1234567890',
      accountName: 'ร้านทดสอบจ่ายเงิน',
      changedAt: accountAt,
    });
  }
  return { ...shop, tel };
}

/** A refund owed to the shopper of `orderId` (as the shop's cancellation writes it, by default). */
export async function owedRefund(
  db: Db,
  orderId: number,
  amountSatang: number,
  reason = 'SELLER_CANCELLED',
) {
  const [payment] = await db
    .insert(payments)
    .values({
      orderId,
      referenceNo: `PR${orderId}${Date.now() % 100000}`,
      method: 'scanQR',
      amountSatang,
      callbackTokenHash: 'x',
      status: 'paid',
    })
    .returning({ id: payments.id });
  const [row] = await db
    .insert(paymentRefunds)
    .values({
      orderId,
      paymentId: payment.id,
      amountSatang,
      referenceNo: `RF${orderId}`,
      reason,
    })
    .returning({ id: paymentRefunds.id });
  return row.id;
}

export async function countRows(db: Db, query: ReturnType<typeof sql>) {
  const result = (await db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/** A staff member of `storeId` with only `flags`, signed in there. */
export async function staffWith(db: Db, storeId: number, flags: AclFlag[]): Promise<string> {
  const [user] = await db
    .insert(sellerUsers)
    .values({ username: `staff_${randomBytes(4).toString('hex')}`, passwordHash: 'x' })
    .returning({ id: sellerUsers.id });
  const acl = emptyAcl();
  for (const flag of flags) acl[flag] = true;
  await db.insert(staffMemberships).values({ sellerUserId: user.id, storeId, acl });
  return `Bearer ${await issueSellerToken(db, user.id, storeId)}`;
}
