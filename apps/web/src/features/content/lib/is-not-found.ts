import { ApiError } from '../../../lib/api';

/** True when a content call answered 404 (unknown key or id): the page shows the not-found page. */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
