import { ApiError } from '../../../lib/api';

/**
 * A failed console call in the server's Thai words: the field's own message first; `fallback`
 * when the call got no answer at all (the network).
 */
export function errorText(error: unknown, fallback: string): string {
  if (!error) return '';
  if (error instanceof ApiError) {
    const field = error.fieldErrors ? Object.values(error.fieldErrors).flat()[0] : undefined;
    return field || error.message || fallback;
  }
  return fallback;
}
