import { PREPARE_DAYS_MAX } from '@yangdee/contracts/store-settings';
import { parseTypedNumber } from '@yangdee/contracts/typed-number';
import { keepDigits } from '@yangdee/contracts/validation';
import { useId } from 'react';
import type { z } from 'zod';

// Small accessible pieces the store setup screens share: a labelled input with its Thai error
// (aria-invalid + aria-describedby), the save confirmation and the panel styles.

export const panelClass = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';
export const primaryButton =
  'rounded-lg bg-emerald-800 px-5 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60';
export const secondaryButton =
  'rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50';
export const inputClass =
  'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600';

export function TextInput({
  label,
  name,
  value,
  onChange,
  error,
  maxLength,
  isDigits,
  type = 'text',
  inputMode,
  isReadOnly,
}: {
  label: string;
  name: string;
  value: string;
  onChange?: (value: string) => void;
  error?: string;
  maxLength?: number;
  isDigits?: boolean;
  type?: 'text' | 'email' | 'tel' | 'time';
  inputMode?: 'decimal' | 'numeric' | 'text';
  isReadOnly?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        maxLength={maxLength}
        readOnly={isReadOnly}
        inputMode={isDigits ? 'numeric' : inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange?.(isDigits ? keepDigits(e.target.value) : e.target.value)}
        className={`${inputClass} read-only:bg-slate-100`}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

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
