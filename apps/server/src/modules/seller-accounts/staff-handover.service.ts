import { fullAcl } from '@yangdee/contracts/seller-acl';
import type { HandOverOwnerBody, StaffSavedResponse } from '@yangdee/contracts/store-staff';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/passwords';
import type { AuthSeller } from '../../plugins/auth';
import * as accounts from './seller-accounts.repository';
import * as repo from './staff.repository';
import { requireMember, toMember } from './staff.service';

// The owner role moves only when the owner hands it over (decision 0131): the owner of the
// active store, confirming with their own password, makes an active member the owner of every
// store of the group they own (head office and branches). The former owner stays a member with
// every permission, so the new owner decides what they keep.

export async function handOverOwner(
  db: Db,
  seller: AuthSeller,
  body: HandOverOwnerBody,
): Promise<StaffSavedResponse> {
  const own = await accounts.findMembership(db, seller.sellerUserId, seller.storeId);
  if (!own?.isOwner) throw new AppError('OWNER_ONLY');
  const user = await accounts.findSellerUserById(db, seller.sellerUserId);
  if (!user || !(await verifyPassword(user.passwordHash, body.password))) {
    throw new AppError('CURRENT_PASSWORD_WRONG', undefined, {
      password: ['รหัสผ่านปัจจุบันไม่ถูกต้อง'],
    });
  }
  const target = await requireMember(db, seller, body.sellerUserId);
  const targetUser = await accounts.findSellerUserById(db, target.sellerUserId);
  const isValid =
    target.sellerUserId !== seller.sellerUserId &&
    target.isActive &&
    targetUser?.isActive === true &&
    !targetUser.isPlatformAdmin;
  if (!isValid) throw new AppError('HANDOVER_TARGET_INVALID');
  const store = await accounts.findStore(db, seller.storeId);
  if (!store) throw new AppError('NOT_FOUND');
  const head = store.parentStoreId ?? store.id;
  await db.transaction(async (tx) => {
    await repo.lockStoreGroup(tx, head);
    const owned = await repo.findOwnedGroupStores(tx, seller.sellerUserId, head);
    // A second handover at the same time finds nothing left to hand over.
    if (!owned.includes(seller.storeId)) throw new AppError('OWNER_ONLY');
    for (const storeId of owned) {
      await repo.moveOwnership(tx, storeId, seller.sellerUserId, target.sellerUserId, fullAcl());
    }
  });
  const row = await requireMember(db, seller, target.sellerUserId);
  return { success: true, staff: toMember(row, seller) };
}
