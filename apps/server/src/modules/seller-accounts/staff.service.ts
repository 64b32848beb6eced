import { ACL_FLAGS, type SellerAcl } from '@yangdee/contracts/seller-acl';
import type {
  ChangeStaffPermissionBody,
  EditStaffBody,
  StaffInvitation,
  StaffListResponse,
  StaffMember,
  StaffSavedResponse,
} from '@yangdee/contracts/store-staff';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthSeller } from '../../plugins/auth';
import * as repo from './staff.repository';
import * as invitations from './staff-invitations.repository';

// Staff of the active store or branch (spec 7 staff-list / edit-staff / change-staff-permission;
// decisions 0077, 0131). Credentials belong to their person, so that nobody takes over a shop:
// - a staff manager switches members on and off and grants only flags it holds itself; it never
//   changes another account's name, phone or password (each person does, on "บัญชีของฉัน",
//   after proving the current one), never acts on the owner, and never acts on a member who
//   holds a flag the manager lacks;
// - a member switched off stops at once (tokens revoked, and the token check reads the
//   membership); nobody switches themselves off or drops their own manageStaff;
// - the owner keeps every permission; the role moves only by the owner's handover.

export function toMember(row: repo.MemberRow, self: AuthSeller): StaffMember {
  const at = row.lastSignInAt;
  return {
    sellerUserId: row.sellerUserId,
    username: row.username,
    name: row.name,
    tel: row.tel,
    isOwner: row.isOwner,
    isSelf: row.sellerUserId === self.sellerUserId,
    isActive: row.isActive,
    acl: fullFlags(row.acl),
    lastSignInAt: at === null ? null : new Date(at).toISOString(),
  };
}

export function fullFlags(acl: Partial<SellerAcl> | null | undefined): SellerAcl {
  return Object.fromEntries(ACL_FLAGS.map((f) => [f, acl?.[f] === true])) as SellerAcl;
}

export function toInvitation(row: invitations.InvitationRow): StaffInvitation {
  return {
    invitationId: row.id,
    name: row.name,
    tel: row.tel,
    acl: fullFlags(row.acl),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

export async function requireMember(db: DbOrTx, seller: AuthSeller, sellerUserId: number) {
  const row = await repo.findMember(db, seller.storeId, sellerUserId);
  // Someone of another store is not found here, whatever their id (no hint that they exist).
  if (!row) throw new AppError('NOT_FOUND', 'ไม่พบพนักงานในร้านค้านี้');
  return row;
}

/** Flags set in `acl` that the acting member does not hold. */
export function flagsAbove(seller: AuthSeller, acl: Partial<SellerAcl> | null | undefined) {
  return ACL_FLAGS.filter((f) => acl?.[f] === true && !seller.acl[f]);
}

export function checkGrantable(seller: AuthSeller, acl: SellerAcl) {
  if (flagsAbove(seller, acl).length > 0) {
    throw new AppError('FORBIDDEN', 'ไม่สามารถให้สิทธิ์ที่บัญชีของคุณไม่มีได้', {
      acl: ['ไม่สามารถให้สิทธิ์ที่บัญชีของคุณไม่มีได้'],
    });
  }
}

/** The owner, and anyone holding a flag the acting member lacks, are out of its reach. */
function checkWithinReach(seller: AuthSeller, target: repo.MemberRow) {
  if (target.sellerUserId === seller.sellerUserId) return;
  if (target.isOwner) throw new AppError('STAFF_OWNER_LOCKED');
  if (flagsAbove(seller, target.acl).length > 0) throw new AppError('STAFF_ABOVE_MANAGER');
}

export async function listStaff(db: DbOrTx, seller: AuthSeller): Promise<StaffListResponse> {
  const rows = await repo.findMembers(db, seller.storeId);
  const open = await invitations.findOpenInvitations(db, seller.storeId);
  return {
    staffList: rows.map((row) => toMember(row, seller)),
    invitations: open.map(toInvitation),
  };
}

export async function editStaff(
  db: Db,
  seller: AuthSeller,
  body: EditStaffBody,
): Promise<StaffSavedResponse> {
  const target = await requireMember(db, seller, body.sellerUserId);
  const isSelf = target.sellerUserId === seller.sellerUserId;
  checkWithinReach(seller, target);
  // The spec's form sends the phone and an empty password back unchanged: that is no change.
  const changesTel = body.tel !== undefined && body.tel !== target.tel;
  const changesName = !isSelf && body.name !== target.name;
  if (changesTel || changesName || (body.password ?? '') !== '') {
    throw new AppError('STAFF_CREDENTIALS_OWN');
  }
  if (!body.isActive && isSelf) throw new AppError('STAFF_SELF_LOCKOUT');
  await db.transaction(async (tx) => {
    if (isSelf && body.name !== target.name)
      await repo.updateName(tx, target.sellerUserId, body.name);
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
  checkWithinReach(seller, target);
  if (target.sellerUserId === seller.sellerUserId && !acl.manageStaff) {
    throw new AppError('STAFF_SELF_LOCKOUT');
  }
  checkGrantable(seller, acl);
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
