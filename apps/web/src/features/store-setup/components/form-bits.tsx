import { PREPARE_DAYS_MAX } from '@yangdee/contracts/store-settings';
import { useState } from 'react';
import type {
  FieldErrors,
  FieldPath,
  FieldValues,
  UseFormReturn,
  UseFormSetError,
} from 'react-hook-form';
import { fieldErrorsOf } from '../../../components/form-field';
import { useTranslation } from '../../../lib/use-translation';
import { errorText } from '../api/store-setup-api';

// Small pieces the store setup screens share: the save confirmation, the panel styles and the
// form errors by path (their fields are those of components/form-field).

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

/**
 * react-hook-form's errors as one message per field path ('weeklyHours.1.close'); an array's own
 * message (a refinement of the whole list) under the list's path.
 */
export function messagesByPath(errors: FieldErrors, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const path = key === 'root' ? prefix : prefix ? `${prefix}.${key}` : key;
    const node = value as { message?: unknown };
    if (typeof node.message === 'string' && node.message && !(path in out)) {
      out[path] = node.message;
    }
    const nested = messagesByPath(value as FieldErrors, path);
    for (const [k, v] of Object.entries(nested)) if (!(k in out)) out[k] = v;
  }
  return out;
}

/** Gap-day options 0–7 (spec 9). */
export const PREPARE_DAY_OPTIONS = Array.from({ length: PREPARE_DAYS_MAX + 1 }, (_, n) => n);

/** The server's field messages onto the form's own fields (shown until the next change). */
export function showServerErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
) {
  for (const [key, message] of Object.entries(fieldErrorsOf(error))) {
    form.setError(key as FieldPath<T>, { message });
  }
}

type SaveHandlers = { onSuccess: () => void; onError: (error: unknown) => void };

/**
 * A setup form's save: `send` the checked body; then the Thai confirmation, or the server's message
 * with its field messages on the form's fields. A form the schema refuses shows `invalid` (or
 * nothing) in the status line, its fields' messages under the fields.
 */
export function useSaveSubmit<T extends FieldValues, B>(
  form: UseFormReturn<T, unknown, B>,
  send: (body: B, handlers: SaveHandlers) => void,
  invalid: string | null = null,
) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(
    (body) => {
      setSaved(null);
      setFailure(null);
      send(body, {
        onSuccess: () => setSaved(t('sellerSetup.saved')),
        onError: (error) => {
          showServerErrors(form, error);
          setFailure(errorText(error, t('sellerSetup.saveFailed')));
        },
      });
    },
    () => {
      setSaved(null);
      setFailure(invalid);
    },
  );
  return { onSubmit, saved, failure };
}
