import type {
  ChangeOwnPasswordBody,
  ChangeOwnTelBody,
  MyAccountResponse,
} from '@yangdee/contracts/seller-credentials';
import type { SellerSessionResponse } from '@yangdee/contracts/seller-session';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { useOtp, verifyOtp } from '../accounts/otp.service';
import { revokeSellerToken } from '../accounts/tokens.service';
import * as repo from './seller-accounts.repository';
import * as registration from './seller-registration.repository';
import { startSellerSession } from './seller-session.service';
import * as staff from './staff.repository';
import * as invitations from './staff-invitations.repository';

// A seller's own account ("บัญชีของฉัน", decision 0131). Only the person changes their phone or
// password, proving the current password first; a new phone is proven by a code sent to it and
// belongs to one account. Either change ends every other session of the account. change-shop
// moves the session to another shop the person works in.

export type AccountContext = { sellerUserId: number; tokenId: number; isPlatformAdmin: boolean };

async function provenUser(db: Db, account: AccountContext, currentPassword: string) {
  const user = await repo.findSellerUserById(db, account.sellerUserId);
  if (!user) throw new AppError('TOKEN_INVALID');
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new AppError('CURRENT_PASSWORD_WRONG', undefined, {
      currentPassword: ['รหัสผ่านปัจจุบันไม่ถูกต้อง'],
    });
  }
  return user;
}

export async function myAccount(db: Db, account: AccountContext): Promise<MyAccountResponse> {
  const user = await repo.findSellerUserById(db, account.sellerUserId);
  if (!user) throw new AppError('TOKEN_INVALID');
  const shops = await repo.findShopChoices(db, user.id);
  return {
    success: true,
    username: user.username,
    name: user.name,
    tel: user.tel,
    telVerified: user.telVerifiedAt !== null,
    lineLinked: user.lineId !== null,
    shops: shops.map(({ sellerId, name, branchName, isOwner }) => ({
      sellerId,
      name,
      branchName,
      isOwner,
    })),
  };
}

export async function changeOwnPassword(
  db: Db,
  account: AccountContext,
  body: ChangeOwnPasswordBody,
): Promise<{ success: true }> {
  const user = await provenUser(db, account, body.currentPassword);
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await registration.setSellerPasswordHash(tx, user.id, passwordHash);
    await staff.revokeTokens(tx, user.id, { storeId: null, keepTokenId: account.tokenId });
  });
  return { success: true };
}

export async function changeOwnTel(
  db: Db,
  account: AccountContext,
  body: ChangeOwnTelBody,
): Promise<{ success: true }> {
  const user = await provenUser(db, account, body.currentPassword);
  const taken = await invitations.findAccountByProvenTel(db, body.tel);
  if (taken && taken.id !== user.id) throw new AppError('TEL_TAKEN');
  const verified = await verifyOtp(
    db,
    { type: 'register', tel: body.tel, otp: body.otp, token: body.otpToken },
    'seller',
  );
  await useOtp(db, verified.id, false);
  await db.transaction(async (tx) => {
    await invitations.lockPhone(tx, body.tel);
    const holder = await invitations.findAccountByProvenTel(tx, body.tel);
    if (holder && holder.id !== user.id) throw new AppError('TEL_TAKEN');
    await invitations.setProvenTel(tx, user.id, body.tel);
    await staff.revokeTokens(tx, user.id, { storeId: null, keepTokenId: account.tokenId });
  });
  return { success: true };
}

/** To another store or branch the person works in (active membership); the old token ends. */
export async function changeShop(
  db: Db,
  account: AccountContext,
  sellerId: number,
): Promise<SellerSessionResponse> {
  const membership = await repo.findMembership(db, account.sellerUserId, sellerId);
  if (!membership?.isActive) throw new AppError('NOT_A_MEMBER');
  const user = await repo.findSellerUserById(db, account.sellerUserId);
  if (!user?.isActive) throw new AppError('STAFF_DISABLED');
  return db.transaction(async (tx) => {
    const session = await startSellerSession(tx, user, sellerId);
    await revokeSellerToken(tx, account.tokenId);
    return session;
  });
}
