import { fullAcl } from '@yangdee/contracts/seller-acl';
import type {
  RegisterStoreInput,
  RegistrationStatusResponse,
} from '@yangdee/contracts/seller-registration';
import type { SellerSessionResponse } from '@yangdee/contracts/seller-session';
import type { ApprovalStatus } from '@yangdee/contracts/seller-switching';
import { openTimeHtmlOf } from '@yangdee/contracts/store-profile';
import type { Db, DbOrTx } from '../../db/client';
import type { WeeklyHours } from '../../db/schema/stores';
import { AppError } from '../../lib/app-error';
import { revokeSellerToken } from '../accounts/tokens.service';
import { assertThaiAddress } from '../master/address-check';
import * as repo from './seller-accounts.repository';
import * as registration from './seller-registration.repository';
import { startSellerSession } from './seller-session.service';

// The store form (/seller/form, spec 7 register-store, issue 14 §2) and platform approval
// (decision 0071). A new shop is created hidden (is_active false, approval 'pending') with its
// settings row and an owner membership holding every permission; the platform admin approves it,
// which makes it public ("shops near me" reads only active shops).

export type SellerAccountContext = {
  sellerUserId: number;
  tokenId: number;
  isPlatformAdmin: boolean;
};

export async function registerStore(
  db: Db,
  account: SellerAccountContext,
  input: RegisterStoreInput,
): Promise<SellerSessionResponse> {
  if (account.isPlatformAdmin) throw new AppError('FORBIDDEN');
  assertThaiAddress(input);
  const user = await repo.findSellerUserById(db, account.sellerUserId);
  if (!user) throw new AppError('TOKEN_INVALID');
  return db.transaction(async (tx) => {
    await registration.lockSellerUser(tx, user.id);
    // Working in other shops is no bar to one's own (decision 0131); owning one is.
    if ((await registration.findMembershipStores(tx, user.id)).some((m) => m.isOwner)) {
      throw new AppError('STORE_ALREADY_REGISTERED');
    }
    const id = await registration.nextStoreId(tx);
    const weeklyHours: WeeklyHours = input.weeklyHours.map((d) =>
      d.isOpen ? { day: d.day, open: d.open, close: d.close } : null,
    );
    await registration.insertStore(tx, {
      id,
      link: `store-${id}`,
      code: `YD${String(id).padStart(5, '0')}`,
      name: input.shopName,
      branchName: input.branchName,
      address: input.address,
      subDistrict: input.subDistrict,
      district: input.district,
      province: input.province,
      postCode: input.postCode,
      tel: input.tel,
      latitude: input.latitude,
      longitude: input.longitude,
      weeklyHours,
      openTimeHtml: openTimeHtmlOf(weeklyHours),
      ...input.services,
      isActive: false,
      approvalStatus: 'pending',
    });
    await registration.insertStoreSettings(tx, {
      storeId: id,
      closedWeekdays: input.weeklyHours.filter((d) => !d.isOpen).map((d) => d.day),
    });
    await registration.insertOwnerMembership(tx, user.id, id, fullAcl());
    if (user.name === '') await registration.setSellerName(tx, user.id, input.shopName);
    // The token without a store is replaced by one acting for the new shop.
    await revokeSellerToken(tx, account.tokenId);
    return startSellerSession(tx, { ...user, name: user.name || input.shopName }, id);
  });
}

export async function checkRegistrationStatus(
  db: Db,
  account: SellerAccountContext,
): Promise<RegistrationStatusResponse> {
  if (account.isPlatformAdmin) return { success: true, status: 'approved', shopName: null };
  // The account's own shop: stores it only works in are someone else's (decision 0131).
  const [first] = (await registration.findMembershipStores(db, account.sellerUserId)).filter(
    (m) => m.isOwner,
  );
  if (!first) return { success: true, status: 'noStore', shopName: null };
  return {
    success: true,
    status: first.approvalStatus as ApprovalStatus,
    shopName: first.name,
  };
}

/**
 * Approves or rejects a shop (the spec's approve-store, and the console's shops area inside its
 * own transaction, decision 0143).
 */
export async function approveStore(
  db: DbOrTx,
  input: { sellerId: number; approve: boolean },
): Promise<{ success: true; approvalStatus: ApprovalStatus }> {
  const row = await registration.setApproval(db, input.sellerId, input.approve);
  if (!row) throw new AppError('NOT_FOUND');
  return { success: true, approvalStatus: row.approvalStatus as ApprovalStatus };
}
