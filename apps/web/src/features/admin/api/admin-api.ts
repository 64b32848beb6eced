import type { OperatorProfile } from '@yangdee/contracts/operators';
import { ApiError, NETWORK_ERROR_CODE } from '../../../lib/api';
import { getOperatorToken, removeStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage';

// The operator console's API client (issue 32 item 4, decision 0142). It sends only the operator
// token (never the shop's or the shopper's), and a 401 ends the console session and goes to
// /admin/login, back to this page after signing in. Failed calls reject with ApiError.
//
//   const data = await adminApi.get<MyList>('/api/admin/refunds?page=1');
//   await adminApi.post('/api/admin/refunds/7/mark-paid', { reference });
//   const { blob, filename } = await adminApi.download('/api/admin/payouts/3/bank-file');

export const ADMIN_LOGIN_PATH = '/admin/login';

export function storeOperatorToken(token: string): void {
  writeStorage(STORAGE_KEYS.operatorToken, token);
}

export function clearOperatorSession(): void {
  removeStorage(STORAGE_KEYS.operatorToken);
}

function endSessionAndSignIn(): void {
  clearOperatorSession();
  if (window.location.pathname === ADMIN_LOGIN_PATH) return;
  const here = window.location.pathname + window.location.search;
  window.location.assign(`${ADMIN_LOGIN_PATH}?redirect=${encodeURIComponent(here)}`);
}

async function errorOf(response: Response): Promise<ApiError> {
  let body: { message?: unknown; code?: unknown; fieldErrors?: unknown } = {};
  try {
    body = await response.json();
  } catch {
    // Not JSON: keep the status only.
  }
  return new ApiError(
    response.status,
    typeof body.code === 'string' ? body.code : `HTTP_${response.status}`,
    typeof body.message === 'string' ? body.message : response.statusText,
    body.fieldErrors && typeof body.fieldErrors === 'object'
      ? (body.fieldErrors as Record<string, string[]>)
      : undefined,
  );
}

async function send(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  { signal, accept = 'application/json' }: { signal?: AbortSignal; accept?: string } = {},
): Promise<Response> {
  const token = getOperatorToken();
  const headers: Record<string, string> = { Accept: accept };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_CODE, '');
  }
  // Only a 401 for the token still in use ends the session (a new sign-in may have replaced it).
  if (response.status === 401 && token && getOperatorToken() === token) endSessionAndSignIn();
  if (!response.ok) throw await errorOf(response);
  return response;
}

function filenameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1] : fallback;
}

export const adminApi = {
  get: async <T>(path: string, options?: { signal?: AbortSignal }): Promise<T> =>
    (await send('GET', path, undefined, options)).json() as Promise<T>,
  post: async <T>(path: string, body: unknown = {}, options?: { signal?: AbortSignal }) => {
    const response = await send('POST', path, body, options);
    return (response.status === 204 ? undefined : await response.json()) as T;
  },
  /** A file (bank file, statement, .xlsx): GET, or POST when a body is given. */
  download: async (path: string, body?: unknown): Promise<{ blob: Blob; filename: string }> => {
    const response = await send(body === undefined ? 'GET' : 'POST', path, body, { accept: '*/*' });
    return { blob: await response.blob(), filename: filenameOf(response, 'download') };
  },
};

export type MeResponse = { success: true; operator: OperatorProfile };
export const ADMIN_ME_KEY = ['admin', 'me'] as const;
