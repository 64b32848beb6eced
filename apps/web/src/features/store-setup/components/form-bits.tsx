import { PREPARE_DAYS_MAX } from '@yangdee/contracts/store-settings';
import { parseTypedNumber } from '@yangdee/contracts/typed-number';
import type { z } from 'zod';

// Small pieces the store setup screens share: the save confirmation, the panel styles and the
// zod helpers (their fields are the one TextField of components/form-field).

export const panelClass = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';
export const primaryButton =
  'rounded-lg bg-emerald-800 px-5 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60';
export const secondaryButton =
  'rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50';
export const inputClass =
  'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600';

/** The save result: the Thai confirmation, or the server's message, announced politely. */
export function SaveStatus({ saved, error }: { saved: string | null; error: string | null }) {
  return (
    <div aria-live="polite" className="min-h-6 text-sm">
      {saved ? (
        <p role="status" className="font-semibold text-emerald-800">
          {saved}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A zod failure as one message per field path ('weeklyHours.1.close'), first message wins. */
export function issuesByPath(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** Text of a baht input → number (NaN when not a number, so the schema answers in Thai). */
export function parseBaht(text: string): number {
  return parseTypedNumber(text) ?? Number.NaN;
}

/** Gap-day options 0–7 (spec 9). */
export const PREPARE_DAY_OPTIONS = Array.from({ length: PREPARE_DAYS_MAX + 1 }, (_, n) => n);
