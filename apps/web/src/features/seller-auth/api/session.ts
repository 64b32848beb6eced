import { useMutation } from '@tanstack/react-query';
import type { SellerLoginBody, SellerLoginResponse } from '@yangdee/contracts/seller-session';
import { api } from '../../../lib/api';
import { notifySessionChanged } from '../../../lib/auth-store';
import { removeStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage';

// The seller session in the browser (spec 3 "Seller session", 4 "Sessions and gates"):
// sellerTokenV2, shopInfo and shopAcl. An account without a store yet keeps only the token
// (decision 0070) and is sent to /seller/form.

export function storeSellerSession(session: SellerLoginResponse): void {
  writeStorage(STORAGE_KEYS.sellerToken, session.token);
  if (session.info && session.acl) {
    writeStorage(STORAGE_KEYS.shopInfo, JSON.stringify(session.info));
    writeStorage(STORAGE_KEYS.shopAcl, JSON.stringify(session.acl));
  } else {
    removeStorage(STORAGE_KEYS.shopInfo);
    removeStorage(STORAGE_KEYS.shopAcl);
  }
  notifySessionChanged();
}

export function hasStore(session: SellerLoginResponse): boolean {
  return session.info !== null;
}

export function useSellerLogin() {
  return useMutation({
    mutationFn: (body: SellerLoginBody) =>
      api.post<SellerLoginResponse>('/api/seller/submit-login', body, { auth: 'none' }),
  });
}
