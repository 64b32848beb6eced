import { safeRedirectPath } from '@yangdee/contracts/auth';
import { firstSellerPage } from '@yangdee/contracts/seller-pages';
import type { SellerLoginResponse } from '@yangdee/contracts/seller-session';

/**
 * Where a seller goes after signing in (issue 14 §1): an account without a store to the store
 * form; a person in several shops to the shop chooser; else ?redirect= (a same-origin seller
 * page) or the first page the ACL allows.
 */
export function sellerLandingPath(session: SellerLoginResponse, redirect: string | null): string {
  if (!session.info || !session.acl) return '/seller/form';
  const wanted = safeRedirectPath(redirect);
  // Someone working in several shops is asked which one (decision 0131).
  if ('shops' in session && session.shops && session.shops.length > 1) {
    const next = wanted.startsWith('/seller/') ? `?redirect=${encodeURIComponent(wanted)}` : '';
    return `/seller/choose-shop${next}`;
  }
  if (wanted.startsWith('/seller/') && !wanted.startsWith('/seller/login')) return wanted;
  return firstSellerPage(session.acl);
}
