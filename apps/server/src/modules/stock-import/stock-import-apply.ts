import type { ProceedMassStockUpdateResponse } from '@yangdee/contracts/stock-import';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { stockImportJobs } from '../../db/schema/stock-imports';
import { AppError } from '../../lib/app-error';
import { logSellerAction, type SellerActor } from '../seller-accounts/action-log';
import * as ledger from '../stock/stock-ledger';
import { memoryBoard, type ProgressBoard } from './apply-progress';
import { toJob } from './stock-import.mapper';
import * as repo from './stock-import.repository';
import { JOB_NOT_FOUND } from './stock-import.service';
import * as q from './stock-import-apply-queries';

// proceed-mass-stock-update (decision 0094): apply a ready job in ONE transaction (all or
// nothing), or undo an applied one once. The job row is locked first, so two applies of one job
// wait for each other and the second finds it applied. Lowering qty never touches holds:
// availability stays qty − live holds (decision 0057, as save-stock), so nothing oversells.

/** Rows written per statement (one progress step). */
export const APPLY_SLICE = 5_000;

const NOT_READY: Record<string, string> = {
  reading: 'ระบบยังตรวจไฟล์ไม่เสร็จ กรุณารอสักครู่',
  applied: 'รายการนี้นำเข้าไปแล้ว',
  undone: 'รายการนี้ถูกย้อนกลับแล้ว หากต้องการนำเข้าอีกครั้ง กรุณาอัปโหลดไฟล์ใหม่',
  failed: 'รายการนี้นำเข้าไม่ได้ กรุณาอัปโหลดไฟล์ใหม่',
  discarded: 'รายการนี้ถูกยกเลิกแล้ว กรุณาอัปโหลดไฟล์ใหม่',
};
const APPLY_FAILED = 'นำเข้าไม่สำเร็จ สต็อกยังไม่เปลี่ยนแปลง กรุณาลองใหม่อีกครั้ง';

async function lockJob(tx: Tx, storeId: number, jobId: number) {
  const [job] = await tx
    .select()
    .from(stockImportJobs)
    .where(eq(stockImportJobs.id, jobId))
    .for('update');
  if (!job || job.storeId !== storeId) throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
  return job;
}

function slices(rowNumbers: number[]): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (let i = 0; i < rowNumbers.length; i += APPLY_SLICE) {
    const part = rowNumbers.slice(i, i + APPLY_SLICE);
    out.push([part[0], part[part.length - 1], part.length]);
  }
  return out;
}

export async function applyJob(
  db: Db,
  storeId: number,
  jobId: number,
  log: FastifyBaseLogger,
  actor?: SellerActor,
  board: ProgressBoard = memoryBoard,
): Promise<ProceedMassStockUpdateResponse> {
  const seen = await repo.findJob(db, storeId, jobId);
  if (!seen) throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
  await board.start(storeId, toJob(seen), seen.countNew + seen.countChanged);
  try {
    const job = await db.transaction(async (tx) => {
      const job = await lockJob(tx, storeId, jobId);
      if (job.status !== 'ready') throw new AppError('CONFLICT', NOT_READY[job.status]);
      if (job.countError > 0) {
        throw new AppError(
          'CONFLICT',
          `ไฟล์ยังมีแถวที่ผิดพลาด ${job.countError.toLocaleString('en-US')} แถว กรุณาแก้ไขไฟล์แล้วอัปโหลดใหม่`,
        );
      }
      if (job.countNew + job.countChanged === 0) {
        throw new AppError('CONFLICT', 'ไฟล์นี้ไม่มีรายการที่ต้องเปลี่ยนแปลง');
      }
      await q.lockChangedOffers(tx, storeId, jobId);
      const stale = await q.countStaleRows(tx, storeId, jobId);
      if (stale > 0) {
        throw new AppError(
          'CONFLICT',
          `สินค้า ${stale.toLocaleString('en-US')} รายการถูกแก้ไขหลังจากตรวจไฟล์ กรุณาดาวน์โหลดไฟล์ใหม่แล้วนำเข้าอีกครั้ง`,
        );
      }
      const mover = ledger.staffMover(actor);
      for (const [from, to, n] of slices(await q.workRowNumbers(tx, jobId))) {
        const slice = { storeId, jobId, fromRow: from, toRow: to, actor: mover };
        await q.applyChangedSlice(tx, storeId, jobId, from, to);
        await ledger.applyImportQty(tx, slice);
        await q.insertNewSlice(tx, storeId, jobId, from, to);
        await ledger.recordImportOpenings(tx, slice);
        await board.add(jobId, n);
      }
      const [done] = await tx
        .update(stockImportJobs)
        .set({ status: 'applied', appliedAt: new Date(), errorMessage: null })
        .where(eq(stockImportJobs.id, jobId))
        .returning();
      await logSellerAction(
        tx,
        actor,
        'stock.import.apply',
        `ไฟล์นำเข้า #${jobId}: เพิ่มใหม่ ${job.countNew} เปลี่ยนแปลง ${job.countChanged}`,
      );
      return done;
    });
    return {
      job: toJob(job),
      message: `นำเข้าเรียบร้อย: เพิ่มใหม่ ${job.countNew.toLocaleString('en-US')} รายการ เปลี่ยนแปลง ${job.countChanged.toLocaleString('en-US')} รายการ`,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    log.error({ err: error, jobId }, 'stock import apply failed');
    await repo.updateJob(db, jobId, { errorMessage: APPLY_FAILED }, 'ready');
    throw new AppError('INTERNAL', APPLY_FAILED);
  } finally {
    await board.end(jobId);
  }
}

export async function undoJob(
  db: Db,
  storeId: number,
  jobId: number,
  actor?: SellerActor,
): Promise<ProceedMassStockUpdateResponse> {
  const { job, moved, retired } = await db.transaction(async (tx) => {
    const job = await lockJob(tx, storeId, jobId);
    if (job.status === 'undone') {
      throw new AppError('CONFLICT', 'รายการนี้ย้อนกลับไปแล้ว ย้อนกลับได้เพียงครั้งเดียว');
    }
    if (job.status !== 'applied') {
      throw new AppError('CONFLICT', 'ย้อนกลับได้เฉพาะรายการที่นำเข้าแล้วเท่านั้น');
    }
    await q.lockChangedOffers(tx, storeId, jobId);
    const moved = await q.countMovedSinceApply(tx, storeId, jobId);
    await q.restoreChanged(tx, storeId, jobId);
    await ledger.undoImportQty(tx, { storeId, jobId, actor: ledger.staffMover(actor) });
    const retired = await q.removeCreated(tx, storeId, jobId);
    const [done] = await tx
      .update(stockImportJobs)
      .set({ status: 'undone', undoneAt: new Date() })
      .where(eq(stockImportJobs.id, jobId))
      .returning();
    await logSellerAction(tx, actor, 'stock.import.undo', `ไฟล์นำเข้า #${jobId}`);
    return { job: done, moved, retired };
  });
  const notes = [
    moved > 0
      ? `สินค้า ${moved.toLocaleString('en-US')} รายการมีการแก้ไขหลังนำเข้า จึงคงค่าที่แก้ไขภายหลังไว้`
      : '',
    retired > 0
      ? `สินค้าใหม่ ${retired.toLocaleString('en-US')} รายการมีคำสั่งซื้อแล้ว จึงเปลี่ยนเป็น “ยกเลิกการขาย” และซ่อนไว้แทนการลบ`
      : '',
  ].filter(Boolean);
  return { job: toJob(job), message: ['ย้อนกลับการนำเข้าเรียบร้อย', ...notes].join(' ') };
}
