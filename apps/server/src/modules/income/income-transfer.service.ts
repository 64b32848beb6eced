import type {
  MarkIncomeTransferredBody,
  MarkIncomeTransferredResponse,
} from '@yangdee/contracts/income';
import { satangToBaht } from '@yangdee/contracts/pricing';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { incomeEntries, transferBatches } from '../../db/schema/income';
import { stores } from '../../db/schema/stores';
import { AppError } from '../../lib/app-error';
import type { AuthSeller } from '../../plugins/auth';
import { SHOWN_STATUS } from './income.repository';

// mark-income-transferred (issue 17 item 1, decision 0104): the platform admin records one bank
// transfer to a shop as a batch of its READY entries, in one transaction. The entries are locked
// first; any named entry that is not READY (or not the shop's) refuses the whole batch.

type Body = Omit<MarkIncomeTransferredBody, 'storeId'> & { storeId: number };

export async function markIncomeTransferred(
  db: Db,
  admin: Pick<AuthSeller, 'sellerUserId' | 'isPlatformAdmin'>,
  body: Body,
  now = new Date(),
): Promise<MarkIncomeTransferredResponse> {
  if (!admin.isPlatformAdmin) throw new AppError('FORBIDDEN');
  const [store] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.id, body.storeId));
  if (!store) throw new AppError('NOT_FOUND', 'ไม่พบร้านค้า');
  return db.transaction(async (tx) => {
    const named = body.entryIds ? [...new Set(body.entryIds)] : null;
    const rows = await tx
      .select({ id: incomeEntries.id, net: incomeEntries.netSatang, status: SHOWN_STATUS })
      .from(incomeEntries)
      .where(
        and(
          eq(incomeEntries.storeId, body.storeId),
          named ? inArray(incomeEntries.id, named) : sql`${SHOWN_STATUS} = 'READY'`,
        ),
      )
      .for('update');
    if (named && (rows.length !== named.length || rows.some((r) => r.status !== 'READY'))) {
      throw new AppError('CONFLICT', 'มีรายการที่ยังไม่พร้อมโอน กรุณาเลือกเฉพาะรายการที่รอโอน');
    }
    if (rows.length === 0) throw new AppError('CONFLICT', 'ไม่มีรายการที่รอโอน');
    const total = rows.reduce((n, r) => n + r.net, 0);
    const [batch] = await tx
      .insert(transferBatches)
      .values({
        storeId: body.storeId,
        totalSatang: total,
        entryCount: rows.length,
        bankReference: body.bankReference,
        createdBy: admin.sellerUserId,
        createdAt: now,
      })
      .returning({ id: transferBatches.id });
    await tx
      .update(incomeEntries)
      .set({ transferStatus: 'TRANSFERRED', transferBatchId: batch.id, transferredAt: now })
      .where(
        inArray(
          incomeEntries.id,
          rows.map((r) => r.id),
        ),
      );
    return { batchId: batch.id, entryCount: rows.length, total: satangToBaht(total) };
  });
}
