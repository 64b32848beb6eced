import type { StockImportJob } from '@yangdee/contracts/stock-import';

// The status a shop reads for an import (issue 37): a checked file is "waiting for confirmation"
// only when confirming can go through. A preview with error rows, or with nothing to change, is
// refused by apply-stock-import, so it says that instead.

export type JobStatusKey = StockImportJob['status'] | 'readyWithErrors' | 'readyNothing';

export function jobStatusKey(
  job: Pick<StockImportJob, 'status' | 'countError' | 'countNew' | 'countChanged'>,
): JobStatusKey {
  if (job.status !== 'ready') return job.status;
  if (job.countError > 0) return 'readyWithErrors';
  if (job.countNew + job.countChanged === 0) return 'readyNothing';
  return 'ready';
}
