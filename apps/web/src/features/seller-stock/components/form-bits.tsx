import { ApiError } from '../../../lib/api';

// Pieces the stock form shares: a labelled field with its hint and error, and server errors.

export const inputClass =
  'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 aria-invalid:border-red-600';
export const primaryButton =
  'rounded-lg bg-emerald-800 px-5 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60';
export const secondaryButton =
  'rounded-lg border border-slate-300 bg-white px-5 py-2 text-slate-800 hover:bg-slate-50';

/** The Thai message of a failed call, or `fallback` when there is none (network). */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

export { Field, fieldErrorsOf } from '../../../components/form-field';
