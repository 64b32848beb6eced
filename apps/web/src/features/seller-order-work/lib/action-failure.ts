import { ApiError } from '../../../lib/api';

/**
 * What the confirm-installation and confirm-delivery dialogs make of a failed action: the
 * server's Thai message (or `fallback`), and whether another staff member got there first (409:
 * the dialog closes and the board refetches).
 */
export function actionFailure(
  error: unknown,
  fallback: string,
): { message: string; isConflict: boolean; fieldErrors?: ApiError['fieldErrors'] } {
  if (!(error instanceof ApiError)) return { message: fallback, isConflict: false };
  return {
    message: error.message || fallback,
    isConflict: error.status === 409,
    fieldErrors: error.fieldErrors,
  };
}
