import { ApiError } from '../../../lib/api';

// The sign-in forms' input and button looks and their Thai error line (their fields are the
// one TextField of components/form-field).

export const primaryButtonClass =
  'w-full rounded-lg bg-emerald-800 px-4 py-2.5 font-semibold text-white hover:bg-emerald-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:opacity-60';

/** The server's Thai message (every failure answers one), else the generic one. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

export function FormError({ message }: { message: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="whitespace-pre-line rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
    >
      {message}
    </p>
  );
}
