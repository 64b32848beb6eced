import type { LinkSellerLineBody } from '@yangdee/contracts/seller-credentials';
import type { SignInConfig } from '../../../lib/app-config';
import { buildAuthorizeUrl } from '../../auth/lib/social';

// Linking a staff member's own LINE (issue 35) goes through the same LINE authorise round trip
// as the shopper's LINE sign-in (features/auth/lib/social.ts), but returns to /seller/account,
// which then calls /api/seller/link-line. A random state in sessionStorage ties the answer to
// this request (CSRF). With the real LINE Login, /seller/account must be a registered callback.

const STATE_KEY = 'sellerLineLink';
export const LINE_LINK_PATH = '/seller/account';

export function lineLinkReturnUrl(): string {
  return `${window.location.origin}${LINE_LINK_PATH}`;
}

export function startLineLink(config: SignInConfig): void {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const state = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  try {
    window.sessionStorage.setItem(STATE_KEY, state);
  } catch {
    // Without storage the answer cannot be matched; the link is refused on return.
  }
  window.location.assign(buildAuthorizeUrl('line', config, state, 'link', lineLinkReturnUrl()));
}

/** LINE's answer in the current URL when its state is ours: the link-line body; consumed once. */
export function takeLineLinkCallback(
  location: Location = window.location,
): LinkSellerLineBody | null {
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const query = new URLSearchParams(location.search);
  const accessToken = hash.get('access_token') ?? undefined;
  const code = query.get('code') ?? undefined;
  const state = hash.get('state') ?? query.get('state');
  if (!state || (!accessToken && !code)) return null;
  let expected: string | null = null;
  try {
    expected = window.sessionStorage.getItem(STATE_KEY);
    window.sessionStorage.removeItem(STATE_KEY);
  } catch {
    expected = null;
  }
  // Drop the token from the address bar and history.
  window.history.replaceState(null, '', location.pathname);
  if (!expected || expected !== state) return null;
  return accessToken ? { accessToken } : { code, redirectUri: lineLinkReturnUrl() };
}
