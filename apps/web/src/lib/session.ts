import { encodeBase64Utf8 } from './base64';
import { getUserToken, readStorage, STORAGE_KEYS } from './storage';

// Spec 3 "Session and location" and 7 "Conventions": a v4 UUID in a sessionId cookie (path /,
// SameSite=Lax), and the Usersession / LocationData headers sent with every call.

const SESSION_COOKIE = 'sessionId';
/** Spec 6: anonymous visitors send this user id, spelled so. */
export const ANONYMOUS_USER_ID = 'annonymous';

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

function createUuidV4(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// Reading document.cookie is a synchronous trip to the browser's cookie store (several ms on a
// phone) and every API call sends the session id: the first screen's burst of calls reads it
// once. The cookie stays the source of truth (it may be cleared), read again after a second.
const COOKIE_MEMO_MS = 1000;
let memo: { id: string; at: number } | null = null;

/** Returns the visitor's session id, creating the cookie when it is missing. */
export function ensureSessionId(): string {
  const now = Date.now();
  if (memo && now - memo.at < COOKIE_MEMO_MS) return memo.id;
  let id = readCookie(SESSION_COOKIE);
  if (!id) {
    id = createUuidV4();
    // A server render (decision 0120) has no cookie jar: its calls carry a one-off id.
    if (typeof document === 'undefined') return id;
    // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the session id in a cookie
    document.cookie = `${SESSION_COOKIE}=${id}; path=/; SameSite=Lax`;
  }
  memo = { id, at: now };
  return id;
}

/** The customer id is the part of userToken before '|' (spec 3 "User"). */
export function getUserId(): string {
  const token = getUserToken();
  if (!token) return ANONYMOUS_USER_ID;
  const id = token.split('|')[0];
  return id || ANONYMOUS_USER_ID;
}

export function buildUsersessionHeader(): string {
  return encodeBase64Utf8(
    JSON.stringify({
      sessionId: ensureSessionId(),
      referrer: typeof document === 'undefined' ? '' : document.referrer,
      userId: getUserId(),
    }),
  );
}

export function buildLocationHeader(): string {
  return readStorage(STORAGE_KEYS.location) ?? '';
}
