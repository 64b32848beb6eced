import { latestCutoff, type PayoutSchedule } from '@yangdee/contracts/payouts';
import type { Db } from '../../../db/client';
import { buildPayoutBatch } from './payout-build.service';

// The cut-off job (decision 0140), run by the scheduler every PAYOUT_CHECK_SECONDS (app.ts,
// decision 0145): each check, the latest cut-off of PAYOUT_SCHEDULE is built unless its batch
// exists.
// Two servers at once build one batch: a scheduled batch is unique per cut-off, only one batch
// builds at a time, and a half-built one (a crash) is finished by whichever server looks next.

export async function runPayoutCutoff(
  db: Db,
  schedule: PayoutSchedule,
  now = new Date(),
): Promise<number | null> {
  if (schedule === 'off') return null;
  return buildPayoutBatch(db, {
    trigger: 'schedule',
    cutoffAt: latestCutoff(now, schedule),
    createdBy: 'schedule',
    now,
  });
}
