import type { CommissionRateBody, CommissionRateHistory } from '@yangdee/contracts/commission';
import { CommissionRateBodySchema } from '@yangdee/contracts/commission';
import { DEFAULT_COMMISSION_BP } from '@yangdee/contracts/income';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { commissionRates } from '../../db/schema/commission';
import { stores } from '../../db/schema/stores';
import { AppError } from '../../lib/app-error';

// A shop's commission rate with its history (issue 32 item 4, decision 0141). The rate in force
// at a moment is the shop's latest commission_rates row effective at or before it; with none,
// the shop's own stores.commission_rate_bp (500 = 5 % unless the platform changed it). An income
// entry takes the rate in force when its order was paid; a new rate starts now or later, never in
// the past, so entries already written keep the rate they were written with.

/** The rate in force for `storeId` at `at`, basis points. */
export async function commissionRateAt(tx: DbOrTx, storeId: number, at: Date): Promise<number> {
  const [row] = await tx
    .select({ rate: commissionRates.rateBp })
    .from(commissionRates)
    .where(and(eq(commissionRates.storeId, storeId), lte(commissionRates.effectiveFrom, at)))
    .orderBy(desc(commissionRates.effectiveFrom))
    .limit(1);
  if (row) return row.rate;
  const [store] = await tx
    .select({ rate: stores.commissionRateBp })
    .from(stores)
    .where(eq(stores.id, storeId));
  return store?.rate ?? DEFAULT_COMMISSION_BP;
}

export async function commissionRateHistory(
  db: DbOrTx,
  storeId: number,
  now: Date,
): Promise<CommissionRateHistory> {
  const [store] = await db
    .select({ id: stores.id, name: stores.name, rate: stores.commissionRateBp })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!store) throw new AppError('NOT_FOUND', 'ไม่พบร้านค้า');
  const rows = await db
    .select()
    .from(commissionRates)
    .where(eq(commissionRates.storeId, storeId))
    .orderBy(desc(commissionRates.effectiveFrom));
  return {
    storeId: store.id,
    storeName: store.name,
    currentBp: await commissionRateAt(db, storeId, now),
    defaultBp: store.rate,
    history: rows.map((r) => ({
      id: r.id,
      storeId: r.storeId,
      rateBp: r.rateBp,
      effectiveFrom: r.effectiveFrom.toISOString(),
      note: r.note,
      setBy: r.setBy,
    })),
  };
}

/**
 * Sets a rate from `effectiveFrom` (now when omitted). Refuses a moment in the past and a second
 * rate at the same moment (the unique index answers a race). `setBy` names the operator.
 */
export async function setCommissionRate(
  tx: DbOrTx,
  input: CommissionRateBody,
  setBy: string,
  now: Date,
): Promise<{ id: number; storeId: number; rateBp: number; effectiveFrom: Date }> {
  const body = CommissionRateBodySchema.parse(input);
  const [store] = await tx
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.id, body.storeId));
  if (!store) throw new AppError('NOT_FOUND', 'ไม่พบร้านค้า');
  const from = body.effectiveFrom ? new Date(body.effectiveFrom) : now;
  // A minute's grace for a form filled in just before "now".
  if (from.getTime() < now.getTime() - 60_000) {
    throw new AppError('VALIDATION_FAILED', 'วันเริ่มใช้ต้องไม่ย้อนหลัง รายการที่บันทึกแล้วใช้อัตราเดิม');
  }
  const rateBp = Math.round(body.ratePercent * 100);
  const [row] = await tx
    .insert(commissionRates)
    .values({ storeId: body.storeId, rateBp, effectiveFrom: from, note: body.note, setBy })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('CONFLICT', 'มีอัตราที่เริ่มใช้เวลาเดียวกันอยู่แล้ว');
  return { id: row.id, storeId: row.storeId, rateBp: row.rateBp, effectiveFrom: row.effectiveFrom };
}
