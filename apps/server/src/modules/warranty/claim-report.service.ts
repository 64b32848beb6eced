import { satangToBaht } from '@yangdee/contracts/seller-stock';
import { CLAIM_STATE_LABEL_TH, CLAIM_STATES, type ClaimReport } from '@yangdee/contracts/warranty';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { bangkokDayEnd, bangkokDayStart } from '../../lib/time';
import { claimTotals } from './claims.repository';

// The shop's claims report (issue 36 item 2): claims filed in the period, by state, how many were
// settled with a new tyre or a credit, and the credit given (baht), for the stores of the
// caller's branch wall.

export async function claimReport(
  db: DbOrTx,
  storeIds: readonly number[],
  period: { startDate: string; endDate: string },
): Promise<ClaimReport> {
  if (period.endDate < period.startDate) {
    throw new AppError('BAD_REQUEST', 'วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น');
  }
  const rows =
    storeIds.length === 0
      ? []
      : await claimTotals(
          db,
          storeIds,
          bangkokDayStart(period.startDate),
          bangkokDayEnd(period.endDate),
        );
  const countOf = (pick: (r: (typeof rows)[number]) => boolean) =>
    rows.filter(pick).reduce((sum, r) => sum + r.count, 0);
  return {
    byState: CLAIM_STATES.map((state) => ({
      state,
      label: CLAIM_STATE_LABEL_TH[state],
      count: countOf((r) => r.state === state),
    })),
    total: countOf(() => true),
    replacements: countOf((r) => r.state === 'accepted' && r.remedy === 'replacement'),
    credits: countOf((r) => r.state === 'accepted' && r.remedy === 'credit'),
    creditGiven: satangToBaht(
      rows.filter((r) => r.state === 'accepted').reduce((sum, r) => sum + r.credit, 0),
    ),
  };
}
