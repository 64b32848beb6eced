import { describe, expect, it } from 'vitest';
import type { ProviderReportRow } from '../provider/payment-provider';
import { matchReport, type OurTransaction } from './report-match';

// The matching rules of decision 0145, on plain values.

const theirs = (referenceNo: string, amountSatang: number, status = 'paid'): ProviderReportRow => ({
  referenceNo,
  gbpReferenceNo: `gbp${referenceNo}`,
  paymentType: 'Q',
  amountSatang,
  status,
});
const ours = (
  referenceNo: string,
  amountSatang: number,
  status = 'paid',
  isOfDay = true,
): [string, OurTransaction] => [
  referenceNo,
  { referenceNo, gbpReferenceNo: null, amountSatang, status, isOfDay },
];

describe('matching the provider’s day with ours', () => {
  it('finds nothing when every transaction agrees, and counts those that took money', () => {
    const result = matchReport(
      [theirs('A', 100_000), theirs('B', 50_000, 'refunded'), theirs('C', 70_000, 'voided')],
      new Map([ours('A', 100_000), ours('B', 50_000, 'refunded'), ours('C', 70_000, 'expired')]),
    );
    expect(result).toEqual({ theirCount: 2, ourCount: 2, mismatches: [] });
  });

  it('lists a reference we never made as theirs-only, whatever its status', () => {
    const { mismatches } = matchReport(
      [theirs('X', 250_000), theirs('Y', 1_000, 'failed')],
      new Map(),
    );
    expect(mismatches.map((m) => [m.kind, m.referenceNo])).toEqual([
      ['THEIRS_ONLY', 'X'],
      ['THEIRS_ONLY', 'Y'],
    ]);
    expect(mismatches[0]).toMatchObject({
      gbpReferenceNo: 'gbpX',
      theirAmountSatang: 250_000,
      ourAmountSatang: null,
      theirStatus: 'paid',
      ourStatus: null,
    });
  });

  it('lists our money the report lacks as ours-only, but not attempts that took none', () => {
    const { mismatches, ourCount } = matchReport(
      [],
      new Map([
        ours('P', 100_000),
        ours('R', 100_000, 'refunded'),
        ours('W', 100_000, 'pending'),
        ours('F', 100_000, 'failed'),
        ours('E', 100_000, 'expired'),
      ]),
    );
    expect(mismatches.map((m) => [m.kind, m.referenceNo])).toEqual([
      ['OURS_ONLY', 'P'],
      ['OURS_ONLY', 'R'],
    ]);
    expect(ourCount).toBe(2);
  });

  it('lists different amounts and different money as two mismatches of one reference', () => {
    const { mismatches } = matchReport(
      [theirs('A', 99_900, 'refunded')],
      new Map([ours('A', 100_000, 'paid')]),
    );
    expect(mismatches).toEqual([
      expect.objectContaining({
        kind: 'AMOUNT',
        ourAmountSatang: 100_000,
        theirAmountSatang: 99_900,
      }),
      expect.objectContaining({ kind: 'STATUS', ourStatus: 'paid', theirStatus: 'refunded' }),
    ]);
  });

  it('holds a payment we still wait for against the provider’s result', () => {
    const { mismatches } = matchReport(
      [theirs('A', 100_000, 'paid'), theirs('B', 100_000, 'failed')],
      new Map([ours('A', 100_000, 'pending'), ours('B', 100_000, 'expired')]),
    );
    expect(mismatches.map((m) => [m.kind, m.referenceNo])).toEqual([['STATUS', 'A']]);
  });

  it('matches a line with our payment of another day, which neither side counts as missing', () => {
    // Made at 23:59:59 by our clock, at 00:00:01 by the provider's.
    const result = matchReport(
      [theirs('N', 100_000)],
      new Map([ours('N', 100_000, 'paid', false)]),
    );
    expect(result).toEqual({ theirCount: 1, ourCount: 0, mismatches: [] });
  });

  it('reads an unknown status as money that differs from any of ours', () => {
    const { mismatches } = matchReport(
      [theirs('A', 100_000, 'chargeback')],
      new Map([ours('A', 100_000)]),
    );
    expect(mismatches.map((m) => m.kind)).toEqual(['STATUS']);
  });
});
