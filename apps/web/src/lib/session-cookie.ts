import {
  type CookieSession,
  formatSessionCookie,
  SESSION_COOKIE,
  SESSION_COOKIE_PATH,
} from '@yangdee/contracts/session-cookie';

// The browser keeps the customer session in storage (spec 3) and mirrors it into a cookie sent to
// /cart only, from which the server renders a signed-in shopper's cart (decision 0125; the server
// entry reads it into the render's scope).

/** A signed-in cookie lasts as long as a customer token (30 days); sign-out removes it. */
const MAX_AGE_S = 30 * 24 * 60 * 60;

/** Writes (or, with null, removes) the cookie; a no-op outside a browser. */
export function writeSessionCookie(session: CookieSession | null): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const value = session ? formatSessionCookie(session) : '';
  const maxAge = session ? MAX_AGE_S : 0;
  // biome-ignore lint/suspicious/noDocumentCookie: one cookie, written where the session is; the Cookie Store API is missing from Firefox and older Safari.
  document.cookie = `${SESSION_COOKIE}=${value}; Path=${SESSION_COOKIE_PATH}; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}
