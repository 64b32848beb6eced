import { emptyAcl, fullAcl } from '@yangdee/contracts/seller-acl';
import type {
  SellerLoginResponse,
  SellerSessionResponse,
  ShopInfo,
} from '@yangdee/contracts/seller-session';
import type { ApprovalStatus } from '@yangdee/contracts/seller-switching';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { issueSellerToken } from '../accounts/tokens.service';
import * as repo from './seller-accounts.repository';
import { canSwitchBranch } from './seller-switching.repository';
import { suspensionNoticeOf } from './store-standing';

// A seller session acts for one store or branch at a time (ARCHITECTURE "Tokens"): signing in,
// switching branch and the admin's store switch each issue a new token with its info and ACL.

type SellerUser = { id: number; username: string; name: string; isPlatformAdmin: boolean };

export async function startSellerSession(
  db: DbOrTx,
  user: SellerUser,
  storeId: number,
): Promise<SellerSessionResponse> {
  const store = await repo.findStore(db, storeId);
  if (!store) throw new AppError('NOT_FOUND');
  const membership = await repo.findMembership(db, user.id, storeId);
  if (!membership && !user.isPlatformAdmin) throw new AppError('FORBIDDEN');
  const acl = user.isPlatformAdmin ? fullAcl() : { ...emptyAcl(), ...membership?.acl };
  const token = await issueSellerToken(db, user.id, storeId);
  const info: ShopInfo = {
    sellerId: store.id,
    user: user.username,
    staff: user.name || user.username,
    registerDate: String(store.registerDate),
    code: store.code,
    name: store.name,
    link: store.link,
    // Only when there is another branch this account may switch to (issue 37 item 3).
    isShowBranch: await canSwitchBranch(db, {
      storeId: store.id,
      parentStoreId: store.parentStoreId,
      sellerUserId: user.isPlatformAdmin ? null : user.id,
    }),
    branchName: store.branchName,
    isPlatformAdmin: user.isPlatformAdmin,
    approvalStatus: store.approvalStatus as ApprovalStatus,
    suspension: await suspensionNoticeOf(db, store.id),
  };
  return { success: true, token, info, acl };
}

/**
 * A failed sign-in of a known account, recorded against the shop it would have signed in to (its
 * home store), so the shop's system report shows it (issue 37 item 6, decision 0132). An unknown
 * name has no shop: its attempts stay in the log without one.
 */
export async function recordFailedSellerSignIn(
  db: DbOrTx,
  sellerUserId: number,
  ip: string,
): Promise<void> {
  const storeId = await repo.findHomeStoreId(db, sellerUserId);
  await repo.recordSellerSignIn(db, { sellerUserId, storeId, ip, isSuccess: false });
}

/**
 * A signed-in account: the session of its home store (the admin: the first store), or, for a
 * shop that registered by phone and has not filled the store form yet, a token without a store
 * (decision 0070). The success is recorded in seller_login_log with the address.
 */
export async function startSellerLogin(
  db: DbOrTx,
  user: SellerUser,
  ip: string,
): Promise<SellerLoginResponse> {
  const storeId = user.isPlatformAdmin
    ? await repo.findFirstStoreId(db)
    : await repo.findHomeStoreId(db, user.id);
  await repo.recordSellerSignIn(db, { sellerUserId: user.id, storeId, ip, isSuccess: true });
  if (storeId === null) {
    return {
      success: true,
      token: await issueSellerToken(db, user.id, null),
      info: null,
      acl: null,
    };
  }
  const session = await startSellerSession(db, user, storeId);
  // A person who works in more than one shop is asked which (decision 0131, change-shop).
  const shops = user.isPlatformAdmin ? [] : await repo.findShopChoices(db, user.id);
  const groups = new Set(shops.map((shop) => shop.parentStoreId ?? shop.sellerId));
  if (groups.size < 2) return session;
  return {
    ...session,
    shops: shops.map(({ sellerId, name, branchName, isOwner }) => ({
      sellerId,
      name,
      branchName,
      isOwner,
    })),
  };
}
