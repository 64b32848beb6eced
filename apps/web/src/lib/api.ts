import { renderScope } from './render-scope';
import { buildLocationHeader, buildUsersessionHeader } from './session';
import { clearSellerSession, getSellerToken, getUserToken } from './storage';

// The one API client (spec 7 "Conventions", decision 0001). Failed calls reject with ApiError
// carrying the server's { success:false, message, code, fieldErrors? }.

export type FieldErrors = Record<string, string | string[]>;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors?: FieldErrors;

  constructor(status: number, code: string, message: string, fieldErrors?: FieldErrors) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

/**
 * What to tell the person about a failed call: the first field's Thai message (the server's
 * top message is the generic "check your input" when fields are wrong), else its message; '' when
 * the error is not the API's (a network failure has its own wording where it is shown).
 */
export function apiErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return '';
  const first = error.fieldErrors ? Object.values(error.fieldErrors).flat()[0] : undefined;
  return first || error.message;
}

/** Which bearer token a call carries; by default seller paths use the seller token. */
export type ApiAuth = 'user' | 'seller' | 'none';

export interface ApiOptions {
  auth?: ApiAuth;
  signal?: AbortSignal;
}

export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';

function modeOf(path: string, auth: ApiAuth | undefined): ApiAuth {
  return auth ?? (path.startsWith('/api/seller/') ? 'seller' : 'user');
}

function pickToken(path: string, auth: ApiAuth | undefined): string | null {
  const mode = modeOf(path, auth);
  if (mode === 'none') return null;
  return mode === 'seller' ? getSellerToken() : getUserToken();
}

/**
 * Issue 14 §4: a seller call answered 401 ends the seller session (token, shopInfo, shopAcl)
 * and goes to /seller/login, back to this page after signing in.
 */
function endSellerSessionAndSignIn(): void {
  clearSellerSession();
  const here = window.location.pathname + window.location.search;
  if (window.location.pathname === '/seller/login') return;
  window.location.assign(`/seller/login?redirect=${encodeURIComponent(here)}`);
}

interface ErrorBody {
  message?: unknown;
  code?: unknown;
  fieldErrors?: unknown;
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: ErrorBody = {};
  try {
    body = (await response.json()) as ErrorBody;
  } catch {
    // Not JSON (a proxy page, an empty body): keep the status only.
  }
  const code = typeof body.code === 'string' ? body.code : `HTTP_${response.status}`;
  const message = typeof body.message === 'string' ? body.message : response.statusText;
  const fieldErrors =
    body.fieldErrors && typeof body.fieldErrors === 'object'
      ? (body.fieldErrors as FieldErrors)
      : undefined;
  return new ApiError(response.status, code, message, fieldErrors);
}

export async function apiRequest<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  options: ApiOptions = {},
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Usersession: buildUsersessionHeader(),
    LocationData: buildLocationHeader(),
  };
  const token = pickToken(path, options.auth);
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await ((import.meta.env.SSR && renderScope()?.fetch) || fetch)(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_CODE, '');
  }
  // Only a 401 for the token still in use ends the session: a branch or shop switch revokes the
  // old token, and a call (or the order-event fallback) that went out with it must not sign out
  // the session the switch has just begun.
  if (
    response.status === 401 &&
    token &&
    modeOf(path, options.auth) === 'seller' &&
    pickToken(path, options.auth) === token
  ) {
    endSellerSessionAndSignIn();
  }
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export const api = {
  get: <T>(path: string, options?: ApiOptions) => apiRequest<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: ApiOptions) =>
    apiRequest<T>('POST', path, body ?? {}, options),
};
