// The customer's session, mirrored from the browser's storage into a cookie that only the cart
// page's address receives (Path=/cart), so the server can render a signed-in shopper's cart
// (decision 0125). Zod-free: the first script reads it. API calls never read this cookie: they
// are authorised by their Authorization header only, so the cookie opens no cross-site request.

export const SESSION_COOKIE = 'ydCartSession';
/** The only address the cookie is sent to. */
export const SESSION_COOKIE_PATH = '/cart';

export interface CookieSession {
  token: string;
  display: string | null;
}

/** The cookie's value: the token, then the display name (URI-encoded; it may be Thai). */
export function formatSessionCookie(session: CookieSession): string {
  return encodeURIComponent(JSON.stringify([session.token, session.display]));
}

/** The session a Cookie header carries, or null when it carries none (or a malformed one). */
export function readSessionCookie(cookieHeader: string | undefined): CookieSession | null {
  const prefix = `${SESSION_COOKIE}=`;
  const raw = (cookieHeader ?? '')
    .split(/;\s*/)
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    if (!Array.isArray(value)) return null;
    const [token, display] = value;
    if (typeof token !== 'string' || token.length === 0 || token.length > 2048) return null;
    return { token, display: typeof display === 'string' ? display.slice(0, 200) : null };
  } catch {
    return null;
  }
}
