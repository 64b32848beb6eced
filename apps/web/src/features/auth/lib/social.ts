import { safeRedirectPath } from '@yangdee/contracts/auth';
import type { SignInConfig } from '../../../lib/app-config';

// Social sign-in by redirect (issue 4/6): the Facebook JS SDK is not allowed by our CSP, so both
// providers use their OAuth redirect; the sandboxes imitate it with /dev/social/* pages. A random
// state kept in sessionStorage ties the answer to the request (CSRF) and remembers ?redirect=.
// The same LINE redirect links LINE to a signed-in shopper (issue 35): it returns to
// /my/notifications instead of /login, and only that page takes a 'link' answer.

export type SocialProvider = 'line' | 'facebook';
/**
 * Signing in (answer at /login), linking LINE to the signed-in shopper (answer at
 * /my/notifications) or to the signed-in staff member (answer at /seller/account).
 */
export type SocialPurpose = 'sign-in' | 'link' | 'seller-link';
const STATE_KEY = 'socialSignIn';
const CALLBACK_PATHS: Record<SocialPurpose, string> = {
  'sign-in': '/login',
  link: '/my/notifications',
  'seller-link': '/seller/account',
};

type Pending = {
  provider: SocialProvider;
  state: string;
  redirect: string;
  purpose?: SocialPurpose;
};

export function callbackUrl(purpose: SocialPurpose = 'sign-in'): string {
  return `${window.location.origin}${CALLBACK_PATHS[purpose]}`;
}

export function buildAuthorizeUrl(
  provider: SocialProvider,
  config: SignInConfig,
  state: string,
  purpose: SocialPurpose = 'sign-in',
): string {
  const redirectUri = callbackUrl(purpose);
  if (provider === 'line' && config.lineProvider === 'line') {
    const q = new URLSearchParams({
      response_type: 'code',
      client_id: config.lineChannelId,
      redirect_uri: redirectUri,
      state,
      scope: 'profile openid',
    });
    return `https://access.line.me/oauth2/v2.1/authorize?${q}`;
  }
  if (provider === 'facebook' && config.facebookProvider === 'facebook') {
    const q = new URLSearchParams({
      client_id: config.facebookAppId,
      redirect_uri: redirectUri,
      state,
      response_type: 'token',
      scope: 'public_profile',
    });
    return `https://www.facebook.com/v19.0/dialog/oauth?${q}`;
  }
  const q = new URLSearchParams({ redirect_uri: redirectUri, state });
  return `/dev/social/${provider}/authorize?${q}`;
}

export function startSocialSignIn(
  provider: SocialProvider,
  config: SignInConfig,
  redirect: string,
  purpose: SocialPurpose = 'sign-in',
): void {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const state = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  const pending: Pending = { provider, state, redirect, purpose };
  try {
    window.sessionStorage.setItem(STATE_KEY, JSON.stringify(pending));
  } catch {
    // Without storage the answer cannot be matched; the sign-in will be refused on return.
  }
  window.location.assign(buildAuthorizeUrl(provider, config, state, purpose));
}

/** Sends the signed-in shopper to LINE to link it; the answer comes back to /my/notifications. */
export function startLineLink(config: SignInConfig): void {
  startSocialSignIn('line', config, CALLBACK_PATHS.link, 'link');
}

export type SocialCallback = {
  provider: SocialProvider;
  accessToken?: string;
  code?: string;
  redirectUri: string;
  redirect: string;
};

/** The provider's answer in the current URL, when its state and purpose match ours; consumed once. */
export function takeSocialCallback(
  location: Location = window.location,
  purpose: SocialPurpose = 'sign-in',
): SocialCallback | null {
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const query = new URLSearchParams(location.search);
  const accessToken = hash.get('access_token') ?? undefined;
  const code = query.get('code') ?? undefined;
  const state = hash.get('state') ?? query.get('state');
  if (!state || (!accessToken && !code)) return null;
  let pending: Pending | null = null;
  try {
    pending = JSON.parse(window.sessionStorage.getItem(STATE_KEY) ?? 'null') as Pending | null;
    window.sessionStorage.removeItem(STATE_KEY);
  } catch {
    pending = null;
  }
  // Drop the token from the address bar and history.
  window.history.replaceState(null, '', location.pathname);
  if (!pending || pending.state !== state) return null;
  if ((pending.purpose ?? 'sign-in') !== purpose) return null;
  return {
    provider: pending.provider,
    accessToken,
    code,
    redirectUri: callbackUrl(purpose),
    redirect: safeRedirectPath(pending.redirect),
  };
}
