import { ACL_FLAGS, type SellerAcl } from '@yangdee/contracts/seller-acl';
import type {
  AddStaffBody,
  ChangeStaffPermissionBody,
  EditStaffBody,
  StaffListResponse,
  StaffMember,
  StaffSavedResponse,
} from '@yangdee/contracts/store-staff';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import type { AuthSeller } from '../../plugins/auth';
import * as repo from './staff.repository';

// Staff of the active store or branch (spec 7 staff-list / add-staff / edit-staff /
// change-staff-permission; decision 0077). Rules beyond the spec, so that nobody locks the store
// out or raises their own rights:
// - a member is switched off per store; their tokens for it stop at once (revoked, and the
//   token check reads the membership);
// - nobody switches themselves off or drops their own manageStaff; the owner keeps every
//   permission, cannot be switched off, and only the owner changes the owner's password;
// - a permission can be granted only by someone who holds it.

function toMember(row: repo.MemberRow, self: AuthSeller): StaffMember {
  const at = row.lastSignInAt;
  return {
    sellerUserId: row.sellerUserId,
    username: row.username,
    name: row.name,
    tel: row.tel,
    isOwner: row.isOwner,
    isSelf: row.sellerUserId === self.sellerUserId,
    isActive: row.isActive,
    acl: Object.fromEntries(ACL_FLAGS.map((f) => [f, row.acl?.[f] === true])) as SellerAcl,
    lastSignInAt: at === null ? null : new Date(at).toISOString(),
  };
}

async function requireMember(db: DbOrTx, seller: AuthSeller, sellerUserId: number) {
  const row = await repo.findMember(db, seller.storeId, sellerUserId);
  // Someone of another store is not found here, whatever their id (no hint that they exist).
  if (!row) throw new AppError('NOT_FOUND', 'ไม่พบพนักงานในร้านค้านี้');
  return row;
}

function checkGrantable(seller: AuthSeller, acl: SellerAcl, current?: SellerAcl) {
  const raised = ACL_FLAGS.filter((f) => acl[f] && !current?.[f] && !seller.acl[f]);
  if (raised.length > 0) {
    throw new AppError('FORBIDDEN', 'ไม่สามารถให้สิทธิ์ที่บัญชีของคุณไม่มีได้', {
      acl: ['ไม่สามารถให้สิทธิ์ที่บัญชีของคุณไม่มีได้'],
    });
  }
}

export async function listStaff(db: DbOrTx, seller: AuthSeller): Promise<StaffListResponse> {
  const rows = await repo.findMembers(db, seller.storeId);
  return { staffList: rows.map((row) => toMember(row, seller)) };
}

export async function addStaff(
  db: Db,
  seller: AuthSeller,
  body: AddStaffBody,
): Promise<StaffSavedResponse> {
  const taken = () =>
    new AppError('USERNAME_TAKEN', undefined, {
      username: ['ชื่อผู้ใช้นี้มีผู้ใช้แล้ว กรุณาเลือกชื่ออื่น'],
    });
  const acl = body.acl as SellerAcl;
  checkGrantable(seller, acl);
  if (await repo.isUsernameTaken(db, body.username)) throw taken();
  const passwordHash = await hashPassword(body.password);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const sellerUserId = await repo.insertStaff(tx, {
        username: body.username,
        passwordHash,
        name: body.name,
        tel: body.tel,
      });
      await repo.insertMembership(tx, { sellerUserId, storeId: seller.storeId, acl });
      return sellerUserId;
    });
  } catch (error) {
    // Two adds of one name at once: the unique index decides.
    if ((error as { code?: string }).code === '23505') throw taken();
    throw error;
  }
  const row = await requireMember(db, seller, id);
  return { success: true, staff: toMember(row, seller) };
}

export async function editStaff(
  db: Db,
  seller: AuthSeller,
  body: EditStaffBody,
): Promise<StaffSavedResponse> {
  const target = await requireMember(db, seller, body.sellerUserId);
  const isSelf = target.sellerUserId === seller.sellerUserId;
  const password = body.password ? body.password : undefined;
  if (!body.isActive && isSelf) throw new AppError('STAFF_SELF_LOCKOUT');
  if (target.isOwner && !isSelf && (!body.isActive || password)) {
    throw new AppError('STAFF_OWNER_LOCKED');
  }
  const passwordHash = password ? await hashPassword(password) : undefined;
  await db.transaction(async (tx) => {
    await repo.updateAccount(tx, target.sellerUserId, {
      name: body.name,
      tel: body.tel,
      ...(passwordHash ? { passwordHash } : {}),
    });
    if (passwordHash) {
      // A new password ends every other session of that account (ARCHITECTURE "Tokens").
      await repo.revokeTokens(tx, target.sellerUserId, {
        storeId: null,
        keepTokenId: isSelf ? seller.tokenId : undefined,
      });
    }
    if (body.isActive !== target.isActive) {
      await repo.updateMembership(tx, seller.storeId, target.sellerUserId, {
        isActive: body.isActive,
      });
      if (!body.isActive) {
        await repo.revokeTokens(tx, target.sellerUserId, { storeId: seller.storeId });
      }
      await repo.syncAccountActive(tx, target.sellerUserId);
    }
  });
  const row = await requireMember(db, seller, target.sellerUserId);
  return { success: true, staff: toMember(row, seller) };
}

export async function changeStaffPermission(
  db: Db,
  seller: AuthSeller,
  body: ChangeStaffPermissionBody,
): Promise<StaffSavedResponse> {
  const target = await requireMember(db, seller, body.sellerUserId);
  const acl = body.acl as SellerAcl;
  if (target.isOwner) throw new AppError('STAFF_OWNER_LOCKED');
  if (target.sellerUserId === seller.sellerUserId && !acl.manageStaff) {
    throw new AppError('STAFF_SELF_LOCKOUT');
  }
  checkGrantable(seller, acl, target.acl);
  // A permission change ends the member's sessions in this store (issue 37 item 4, decision
  // 0132): open streams close and it signs in again under the new flags. One's own change keeps
  // the session it was made from.
  await db.transaction(async (tx) => {
    await repo.updateMembership(tx, seller.storeId, target.sellerUserId, { acl });
    await repo.revokeTokens(tx, target.sellerUserId, {
      storeId: seller.storeId,
      keepTokenId: seller.tokenId,
    });
  });
  const row = await requireMember(db, seller, target.sellerUserId);
  return { success: true, staff: toMember(row, seller) };
}
