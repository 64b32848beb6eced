import type { StockImportJob } from '@yangdee/contracts/stock-import';

// The progress of an apply while its transaction runs (decision 0094). Nothing the transaction
// writes is visible outside it until it commits, so the page's progress bar reads this map of
// the process that applies; the job row in the database says 'ready' until the commit says
// 'applied'. On embedded PGlite the transaction holds the only connection, so a poll is answered
// from here without touching the database.

type Progress = { storeId: number; job: StockImportJob };

const running = new Map<number, Progress>();

export function startProgress(storeId: number, job: StockImportJob, total: number): void {
  running.set(job.id, {
    storeId,
    job: { ...job, status: 'applying', processedRows: 0, totalRows: total, canApply: false },
  });
}

export function addProgress(jobId: number, rows: number): void {
  const p = running.get(jobId);
  if (p) p.job = { ...p.job, processedRows: Math.min(p.job.totalRows, p.job.processedRows + rows) };
}

export function endProgress(jobId: number): void {
  running.delete(jobId);
}

/** The running apply of a job of this store, if any. */
export function progressOf(storeId: number, jobId: number): StockImportJob | null {
  const p = running.get(jobId);
  return p && p.storeId === storeId ? p.job : null;
}
