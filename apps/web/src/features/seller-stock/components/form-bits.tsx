import type { ReactNode } from 'react';
import { ApiError } from '../../../lib/api';

// Pieces the stock form shares: a labelled field with its hint and error, and server errors.

export const inputClass =
  'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 aria-invalid:border-red-600';
export const primaryButton =
  'rounded-lg bg-emerald-800 px-5 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60';
export const secondaryButton =
  'rounded-lg border border-slate-300 bg-white px-5 py-2 text-slate-800 hover:bg-slate-50';

export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The server's field messages by field (the first message of each). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.fieldErrors) return {};
  return Object.fromEntries(
    Object.entries(error.fieldErrors).map(([key, value]) => [
      key.split('.')[0],
      Array.isArray(value) ? (value[0] ?? '') : value,
    ]),
  );
}

/** The Thai message of a failed call, or `fallback` when there is none (network). */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
