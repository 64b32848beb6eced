import type { ReactNode } from 'react';
import { ApiError } from '../lib/api';

// A form's labelled field with its hint and error, the server's field messages by field, and a
// failure the fields do not show: one shape for every back-office form (stock, staff, warranty,
// service, store setup).

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
        <p
          id={`${id}-error`}
          role="alert"
          className="mt-1 whitespace-pre-line text-sm text-red-700"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The server's field messages (every password rule's message, joined by line breaks). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.fieldErrors) return {};
  return Object.fromEntries(
    Object.entries(error.fieldErrors).map(([key, value]) => [
      key.split('.')[0],
      Array.isArray(value) ? value.join('\n') : value,
    ]),
  );
}

/** A failure the form's fields do not show (`shown`: the fields that show their own). */
export function ServerError({ error, shown = [] }: { error: unknown; shown?: readonly string[] }) {
  if (!(error instanceof ApiError)) return null;
  const keys = Object.keys(error.fieldErrors ?? {}).map((key) => key.split('.')[0]);
  if (keys.length > 0 && keys.every((key) => shown.includes(key))) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
      {error.message}
    </p>
  );
}
