import { keepDigits } from '@yangdee/contracts/input-rules';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ApiError } from '../lib/api';

// The one set of form fields (issue 34 item 3, decision 0155): `Field` labels a control of the
// caller's own (a select, a textarea, a picker) with its hint and error; `TextField` is a labelled
// text input with its Thai error tied to it (aria-invalid + aria-describedby); `FieldError` is the
// error line alone. Then the server's field messages by field, and a failure the fields do not
// show.

/** The text input's look: the border turns red while the field is invalid. */
export const textInputClass =
  'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-emerald-700 focus:outline-none focus:ring-2 focus:ring-emerald-700/30 aria-[invalid=true]:border-red-600 read-only:bg-slate-100 disabled:bg-slate-100';
/** The same at the label's size (the cart's forms). */
export const compactTextInputClass = `${textInputClass} text-sm font-medium`;

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'className'> & {
  label: ReactNode;
  hint?: string;
  error?: string;
  /** The text as typed (digits only with `isDigits`, spec 5 tel). */
  onChange?: (value: string) => void;
  isDigits?: boolean;
  inputClassName?: string;
  /** A react-hook-form field: `registration={form.register('username')}` (then no onChange). */
  registration?: UseFormRegisterReturn;
};

/** A labelled text input with its hint and its Thai error. */
export function TextField({
  label,
  hint,
  error,
  onChange,
  isDigits,
  inputClassName = textInputClass,
  registration,
  ...input
}: TextFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        inputMode={isDigits ? 'numeric' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={inputClassName}
        {...input}
        {...registration}
        onChange={(e) => {
          if (isDigits) e.target.value = keepDigits(e.target.value);
          if (registration) void registration.onChange(e);
          else onChange?.(e.target.value);
        }}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A field's Thai error line (tie it to the control with aria-describedby). */
export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 whitespace-pre-line text-sm text-red-700">
      {message}
    </p>
  );
}

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
