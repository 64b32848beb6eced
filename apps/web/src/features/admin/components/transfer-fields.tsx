import { AdminDateField } from './admin-date-field';

// The bank's reference and the day of a transfer, as the console records a payout or a refund
// that went out (issue 32): the day is picked in the Buddhist era (never a native Gregorian
// picker) and starts at today in Bangkok.

export const transferInput = 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2';

export function TransferFields({
  referenceLabel,
  dateLabel,
  reference,
  onReference,
  day,
  onDay,
  testId,
}: {
  referenceLabel: string;
  dateLabel: string;
  reference: string;
  onReference: (value: string) => void;
  day: string;
  onDay: (ymd: string) => void;
  testId: string;
}) {
  return (
    <>
      <label className="block text-sm font-medium text-slate-800">
        {referenceLabel}
        <input
          className={transferInput}
          value={reference}
          maxLength={60}
          autoComplete="off"
          onChange={(e) => onReference(e.target.value)}
        />
      </label>
      <AdminDateField
        label={dateLabel}
        value={day}
        onChange={onDay}
        testId={`${testId}-date`}
        clearable={false}
      />
    </>
  );
}
