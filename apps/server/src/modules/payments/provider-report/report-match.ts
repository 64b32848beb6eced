import { type MismatchKind, moneyStateOf } from '@yangdee/contracts/provider-report';
import type { ProviderReportRow } from '../provider/payment-provider';

// The matching rules of the daily reconciliation (decision 0145), without the database: each line
// of the provider's report is matched with our payment of the same reference (whatever day we
// made it: the two clocks may put one attempt on both sides of midnight), and each of our
// payments of the day that took money must be in the report.
//
// - theirs-only: a reference we never made (whatever its status: our keys made it).
// - ours-only: our payment of the day took money (paid or refunded) and the report lacks it.
//   Attempts that never took money (pending, failed, expired) need not be listed.
// - amount: both have it and the amounts differ.
// - status: both have it and their money differs: in (paid), back (refunded), none (voided,
//   failed, expired), open (pending: we still wait for a result the provider already has).

/** Our side of one reference: the payment, with `refunded` for money the provider gave back. */
export type OurTransaction = {
  referenceNo: string;
  gbpReferenceNo: string | null;
  amountSatang: number;
  /** One of OUR_STATUSES. */
  status: string;
  /** Made on the day being checked (not only named by the report). */
  isOfDay: boolean;
};

export type FoundMismatch = {
  kind: MismatchKind;
  referenceNo: string;
  gbpReferenceNo: string | null;
  ourAmountSatang: number | null;
  theirAmountSatang: number | null;
  ourStatus: string | null;
  theirStatus: string | null;
};

export type MatchResult = { theirCount: number; ourCount: number; mismatches: FoundMismatch[] };

const tookMoney = (status: string) => ['in', 'back'].includes(moneyStateOf(status));

export function matchReport(
  theirs: readonly ProviderReportRow[],
  ours: ReadonlyMap<string, OurTransaction>,
): MatchResult {
  const mismatches: FoundMismatch[] = [];
  // A reference listed twice: the later line stands (a report lists a transaction once).
  const listed = new Map(theirs.map((row) => [row.referenceNo, row]));
  for (const row of listed.values()) {
    const our = ours.get(row.referenceNo);
    const both = {
      referenceNo: row.referenceNo,
      gbpReferenceNo: row.gbpReferenceNo || our?.gbpReferenceNo || null,
      ourAmountSatang: our?.amountSatang ?? null,
      theirAmountSatang: row.amountSatang,
      ourStatus: our?.status ?? null,
      theirStatus: row.status,
    };
    if (!our) {
      mismatches.push({ kind: 'THEIRS_ONLY', ...both });
      continue;
    }
    if (our.amountSatang !== row.amountSatang) mismatches.push({ kind: 'AMOUNT', ...both });
    if (moneyStateOf(our.status) !== moneyStateOf(row.status)) {
      mismatches.push({ kind: 'STATUS', ...both });
    }
  }
  let ourCount = 0;
  for (const our of ours.values()) {
    if (!our.isOfDay || !tookMoney(our.status)) continue;
    ourCount += 1;
    if (!listed.has(our.referenceNo)) {
      mismatches.push({
        kind: 'OURS_ONLY',
        referenceNo: our.referenceNo,
        gbpReferenceNo: our.gbpReferenceNo,
        ourAmountSatang: our.amountSatang,
        theirAmountSatang: null,
        ourStatus: our.status,
        theirStatus: null,
      });
    }
  }
  const theirCount = [...listed.values()].filter((row) => tookMoney(row.status)).length;
  return { theirCount, ourCount, mismatches };
}
