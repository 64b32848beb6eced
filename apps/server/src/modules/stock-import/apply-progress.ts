import type { StockImportJob } from '@yangdee/contracts/stock-import';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stockImportProgress } from '../../db/schema/stock-imports';

// The progress of an apply while its transaction runs (decision 0094). Nothing the transaction
// writes is visible outside it until it commits; the job row says 'ready' until the commit says
// 'applied'. So the page's progress bar reads a board beside it:
// - on PostgreSQL a table written on another connection (issue 33 item 2): every server of
//   several answers the poll, whichever took the apply;
// - on embedded PGlite (one process, one connection the transaction holds) this process's memory,
//   answered without touching the database.
// Progress is advice: a failed write never stops an apply.

export type ProgressBoard = {
  start(storeId: number, job: StockImportJob, total: number): Promise<void>;
  add(jobId: number, rows: number): Promise<void>;
  end(jobId: number): Promise<void>;
  /** The running apply of a job of this store, if any (status 'applying'). */
  of(
    storeId: number,
    job: () => Promise<StockImportJob | null>,
    jobId: number,
  ): Promise<StockImportJob | null>;
};

/** A row not touched for this long belongs to a process that died mid-apply. */
export const PROGRESS_STALE_SECONDS = 120;

const applying = (job: StockImportJob, processed: number, total: number): StockImportJob => ({
  ...job,
  status: 'applying',
  processedRows: Math.min(total, processed),
  totalRows: total,
  canApply: false,
});

type Progress = { storeId: number; job: StockImportJob };
const running = new Map<number, Progress>();

/** This process's memory (embedded PGlite: one process serves everything). */
export const memoryBoard: ProgressBoard = {
  async start(storeId, job, total) {
    running.set(job.id, { storeId, job: applying(job, 0, total) });
  },
  async add(jobId, rows) {
    const p = running.get(jobId);
    if (p) p.job = applying(p.job, p.job.processedRows + rows, p.job.totalRows);
  },
  async end(jobId) {
    running.delete(jobId);
  },
  async of(storeId, _job, jobId) {
    const p = running.get(jobId);
    return p && p.storeId === storeId ? p.job : null;
  },
};

/** A table every server reads (PostgreSQL; `db` is the pool, never the apply's transaction). */
export function tableBoard(db: Db, onError: (error: unknown) => void): ProgressBoard {
  const quietly = async (write: () => Promise<unknown>) => {
    try {
      await write();
    } catch (error) {
      onError(error);
    }
  };
  return {
    start: (storeId, job, total) =>
      quietly(() =>
        db
          .insert(stockImportProgress)
          .values({ jobId: job.id, storeId, processedRows: 0, totalRows: total })
          .onConflictDoUpdate({
            target: stockImportProgress.jobId,
            set: { processedRows: 0, totalRows: total, updatedAt: sql`now()` },
          }),
      ),
    add: (jobId, rows) =>
      quietly(() =>
        db
          .update(stockImportProgress)
          .set({
            processedRows: sql`least(${stockImportProgress.totalRows}, ${stockImportProgress.processedRows} + ${rows})`,
            updatedAt: sql`now()`,
          })
          .where(eq(stockImportProgress.jobId, jobId)),
      ),
    end: (jobId) =>
      quietly(() => db.delete(stockImportProgress).where(eq(stockImportProgress.jobId, jobId))),
    async of(storeId, job, jobId) {
      const [row] = await db
        .select()
        .from(stockImportProgress)
        .where(
          and(
            eq(stockImportProgress.jobId, jobId),
            eq(stockImportProgress.storeId, storeId),
            gt(
              stockImportProgress.updatedAt,
              sql`now() - make_interval(secs => ${PROGRESS_STALE_SECONDS})`,
            ),
          ),
        );
      if (!row) return null;
      const seen = await job();
      return seen && seen.status === 'ready'
        ? applying(seen, row.processedRows, row.totalRows)
        : null;
    },
  };
}
