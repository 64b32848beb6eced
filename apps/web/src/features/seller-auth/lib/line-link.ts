import type { LinkSellerLineBody } from '@yangdee/contracts/seller-credentials';
import type { SignInConfig } from '../../../lib/app-config';
import { callbackUrl, startSocialSignIn, takeSocialCallback } from '../../auth/lib/social';

// Linking a staff member's own LINE (issue 35) goes through the same LINE authorise round trip
// as the shopper's LINE sign-in (features/auth/lib/social.ts, purpose 'seller-link'), but returns
// to /seller/account, which then calls /api/seller/link-line. The state in sessionStorage ties
// the answer to this request (CSRF). With the real LINE Login, /seller/account must be a
// registered callback.

export const LINE_LINK_PATH = '/seller/account';

export function lineLinkReturnUrl(): string {
  return callbackUrl('seller-link');
}

export function startLineLink(config: SignInConfig): void {
  startSocialSignIn('line', config, LINE_LINK_PATH, 'seller-link');
}

/** LINE's answer in the current URL when its state is ours: the link-line body; consumed once. */
export function takeLineLinkCallback(
  location: Location = window.location,
): LinkSellerLineBody | null {
  const answer = takeSocialCallback(location, 'seller-link');
  if (answer?.provider !== 'line') return null;
  return answer.accessToken
    ? { accessToken: answer.accessToken }
    : { code: answer.code, redirectUri: answer.redirectUri };
}
