import { renderScope } from './render-scope';
import { buildLocationHeader, buildUsersessionHeader } from './session';
import {
  clearSellerSession,
  getOperatorToken,
  getSellerToken,
  getUserToken,
  removeStorage,
  STORAGE_KEYS,
} from './storage';

// The one API client (spec 7 "Conventions", decision 0001). Failed calls reject with ApiError
// carrying the server's { success:false, message, code, fieldErrors? }. Every call the web app
// makes goes through `send` below (decision 0155): JSON calls (`api.get`/`api.post`), files
// (`api.download`, `api.upload`), the order-event stream (`api.stream`) and the operator
// console's calls (`auth: 'operator'`), so a refused token ends its session the same way
// everywhere. The one call to another site (the card provider's token) is `postToCardProvider`.

export type FieldErrors = Record<string, string | string[]>;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors?: FieldErrors;
  /** True when the answer carried a message of the server's (not a network failure or a proxy page). */
  isServerMessage = false;

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

/**
 * Which bearer token a call carries; by default seller paths use the seller token and admin paths
 * the operator's (the console never sends the shop's or the shopper's, decision 0142).
 */
export type ApiAuth = 'user' | 'seller' | 'operator' | 'none';

export interface ApiOptions {
  auth?: ApiAuth;
  signal?: AbortSignal;
}

export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';

function modeOf(path: string, auth: ApiAuth | undefined): ApiAuth {
  if (auth) return auth;
  if (path.startsWith('/api/seller/')) return 'seller';
  return path.startsWith('/api/admin/') ? 'operator' : 'user';
}

function pickToken(path: string, auth: ApiAuth | undefined): string | null {
  const mode = modeOf(path, auth);
  if (mode === 'none') return null;
  if (mode === 'operator') return getOperatorToken();
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

const ADMIN_LOGIN_PATH = '/admin/login';

/**
 * Issue 32 item 4, decision 0142: an operator call answered 401 ends the console session (the
 * shop's and the shopper's are not the console's to end) and goes to /admin/login, back after.
 */
function endOperatorSessionAndSignIn(): void {
  removeStorage(STORAGE_KEYS.operatorToken);
  if (window.location.pathname === ADMIN_LOGIN_PATH) return;
  const here = window.location.pathname + window.location.search;
  window.location.assign(`${ADMIN_LOGIN_PATH}?redirect=${encodeURIComponent(here)}`);
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
  const error = new ApiError(response.status, code, message, fieldErrors);
  error.isServerMessage = typeof body.message === 'string' && body.message !== '';
  return error;
}

interface SendOptions extends ApiOptions {
  /** JSON-encoded unless it is already a body fetch takes (a File, a Blob). */
  body?: unknown;
  accept?: string;
  headers?: Record<string, string>;
  cache?: RequestCache;
}

const isRawBody = (body: unknown): body is Blob =>
  typeof Blob !== 'undefined' && body instanceof Blob;

/**
 * The one place the web app calls its server. Sends the token of the call's mode (and, for the
 * shop and the shopper, the Usersession and LocationData headers), ends the session whose token
 * was refused with a 401, and rejects with ApiError (status 0 and NETWORK_ERROR for a network
 * failure; an abort rejects as the AbortError it is). Answers the Response when it is ok.
 */
type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function send(method: HttpMethod, path: string, options: SendOptions = {}) {
  const mode = modeOf(path, options.auth);
  const headers: Record<string, string> = { Accept: options.accept ?? 'application/json' };
  if (mode !== 'operator') {
    headers.Usersession = buildUsersessionHeader();
    headers.LocationData = buildLocationHeader();
  }
  const token = pickToken(path, options.auth);
  if (token) headers.Authorization = `Bearer ${token}`;
  const { body } = options;
  if (body !== undefined && !isRawBody(body)) headers['Content-Type'] = 'application/json';
  Object.assign(headers, options.headers);

  let response: Response;
  try {
    response = await ((import.meta.env.SSR && renderScope()?.fetch) || fetch)(path, {
      method,
      headers,
      body: body === undefined ? undefined : isRawBody(body) ? body : JSON.stringify(body),
      signal: options.signal,
      cache: options.cache,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_CODE, '');
  }
  // Only a 401 for the token still in use ends the session: a branch or shop switch revokes the
  // old token, and a call (or the order-event fallback) that went out with it must not sign out
  // the session the switch has just begun; a new console sign-in may have replaced the operator's.
  if (response.status === 401 && token && pickToken(path, options.auth) === token) {
    if (mode === 'seller') endSellerSessionAndSignIn();
    if (mode === 'operator') endOperatorSessionAndSignIn();
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: ApiOptions = {},
): Promise<T> {
  const response = await send(method, path, { ...options, body });
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The file name the server gave (RFC 5987 filename* first), or a fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // A malformed name: the plain one below.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1] : fallback;
}

export const api = {
  get: <T>(path: string, options?: ApiOptions) => apiRequest<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: ApiOptions) =>
    apiRequest<T>('POST', path, body ?? {}, options),
  put: <T>(path: string, body: unknown, options?: ApiOptions) =>
    apiRequest<T>('PUT', path, body, options),
  delete: <T>(path: string, options?: ApiOptions) =>
    apiRequest<T>('DELETE', path, undefined, options),
  /**
   * A file the server answers (an export, a statement, a bank file): GET, or POST with `body` as
   * JSON. Answers the blob and the name the server gave (`fallbackName` when it gave none).
   */
  download: async (
    path: string,
    body?: unknown,
    { fallbackName = 'download', ...options }: ApiOptions & { fallbackName?: string } = {},
  ): Promise<{ blob: Blob; filename: string }> => {
    const method = body === undefined ? 'GET' : 'POST';
    const response = await send(method, path, { ...options, body, accept: '*/*' });
    const blob = await response.blob().catch(() => {
      throw new ApiError(0, NETWORK_ERROR_CODE, '');
    });
    return {
      blob,
      filename: fileNameOf(response.headers.get('content-disposition'), fallbackName),
    };
  },
  /** A file sent raw (not JSON) with its own type and headers; answers the server's JSON. */
  upload: async <T>(
    path: string,
    file: Blob,
    { headers, ...options }: ApiOptions & { headers?: Record<string, string> } = {},
  ): Promise<T> => {
    const response = await send('POST', path, {
      ...options,
      body: file,
      headers: { 'Content-Type': file.type || 'application/octet-stream', ...headers },
    });
    return (await response.json()) as T;
  },
  /**
   * A server-sent event stream (GET, read by the caller from `response.body`): EventSource cannot
   * send the bearer header (decision 0085). Rejects like any call when it is refused.
   */
  stream: (path: string, options?: ApiOptions): Promise<Response> =>
    send('GET', path, { ...options, accept: 'text/event-stream', cache: 'no-store' }),
};

/**
 * Spec 7 "Card payment provider": the card goes from the browser straight to the provider (never
 * through our server), with the provider's public key. Not our API, so no token or session: the
 * provider's answer is handed back as it is (JSON, or null when it is not); a network failure
 * rejects as fetch does.
 */
export async function postToCardProvider(
  url: string,
  publicKey: string,
  body: unknown,
): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${btoa(`${publicKey}:`)}`,
    },
    body: JSON.stringify(body),
  });
  return response.json().catch(() => null);
}
