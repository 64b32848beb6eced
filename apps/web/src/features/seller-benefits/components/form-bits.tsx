import type { ReactNode } from 'react';
import { ApiError } from '../../../lib/api';

// Pieces the warranty and service forms share: a labelled field with its hint and error, the
// server's field messages, and a failure the fields do not show.

export const inputClass = 'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2';
export const primaryButton =
  'rounded-lg bg-emerald-800 px-5 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60';
export const quietButton =
  'rounded-lg border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50 disabled:opacity-50';

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

export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.fieldErrors) return {};
  return Object.fromEntries(
    Object.entries(error.fieldErrors).map(([key, value]) => [
      key.split('.')[0],
      Array.isArray(value) ? value.join(' ') : String(value),
    ]),
  );
}

export function ServerError({ error, shown }: { error: unknown; shown: readonly string[] }) {
  if (!(error instanceof ApiError)) return null;
  const keys = Object.keys(error.fieldErrors ?? {}).map((key) => key.split('.')[0]);
  if (keys.length > 0 && keys.every((key) => shown.includes(key))) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
      {error.message}
    </p>
  );
}

/** An on/off switch with its label beside it. */
export function ActiveSwitch({
  isOn,
  label,
  onChange,
}: {
  isOn: boolean;
  label: string;
  onChange: (isOn: boolean) => void;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-3">
      <button
        type="button"
        role="switch"
        aria-checked={isOn}
        onClick={() => onChange(!isOn)}
        className={`relative h-7 w-12 shrink-0 rounded-full transition-colors ${
          isOn ? 'bg-emerald-700' : 'bg-slate-400'
        }`}
      >
        <span
          aria-hidden="true"
          className={`absolute top-1 h-5 w-5 rounded-full bg-white transition-all ${
            isOn ? 'left-6' : 'left-1'
          }`}
        />
      </button>
      <span className="text-sm text-slate-800">{label}</span>
    </label>
  );
}
