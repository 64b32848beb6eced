import { renderScope } from '../../../lib/render-scope';

// Spec 2.6 keeps the visitor's cookie choice in localStorage (accept=true). A server-rendered page
// (decision 0120) cannot read that, so the choice is also kept in a cookie: the server then leaves
// the banner out for a visitor who accepted, and the browser's first render agrees with it, with
// no banner flashing over the page's buttons while it hydrates (decision 0123).

const CONSENT_COOKIE = 'accept=true';

function hasConsent(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(/;\s*/).includes(CONSENT_COOKIE);
}

/** The cookie choice as the server sees it: the request's cookie, or the browser's own. */
export function hasConsentCookie(): boolean {
  const scope = renderScope();
  if (scope) return hasConsent(scope.cookieHeader);
  return typeof document !== 'undefined' && hasConsent(document.cookie);
}

export function writeConsentCookie(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed value; the Cookie Store API is missing from Firefox and older Safari.
  document.cookie = `${CONSENT_COOKIE}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
