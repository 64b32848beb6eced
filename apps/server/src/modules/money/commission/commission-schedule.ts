import type { MarketplaceIssuer } from '../../../config';
import type { Db } from '../../../db/client';
import { addBangkokDays, lastClosedBangkokDay } from '../../../lib/time';
import { type IssueResult, issueCommissionDocuments } from './commission-documents.service';

// The monthly commission pass run by the scheduler (decision 0145): once a month is over and its
// last day closed (DAY_CLOSE_HOUR on the 1st, when the reconciliation has had the night to
// settle late payments), its documents are issued. issueCommissionDocuments is idempotent and
// safe on many servers; a process remembers a month it has issued in full and leaves it alone,
// so the hourly look costs nothing for the rest of the month. A run that fails is retried.

/** The last month whose every day is closed at `now`: 'YYYY-MM'. */
export function lastClosedMonth(now: Date, closeHour: number): string {
  const dayAfterClosed = addBangkokDays(lastClosedBangkokDay(now, closeHour), 1);
  const [year, month] = dayAfterClosed.split('-').map(Number);
  const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  return `${previous.year}-${String(previous.month).padStart(2, '0')}`;
}

/** The scheduler's pass: issues the last closed month's documents unless this process did. */
export function commissionMonthPass(
  db: Db,
  marketplace: MarketplaceIssuer,
  closeHour: number,
): (now?: Date) => Promise<IssueResult | null> {
  let issuedMonth: string | null = null;
  return async (now = new Date()) => {
    const month = lastClosedMonth(now, closeHour);
    if (month === issuedMonth) return null;
    const result = await issueCommissionDocuments(db, month, marketplace, now);
    issuedMonth = month;
    return result;
  };
}
