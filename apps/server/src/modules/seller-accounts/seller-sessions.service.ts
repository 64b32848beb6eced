import type {
  EndStaffSessionBody,
  StaffSessionListResponse,
} from '@yangdee/contracts/seller-sessions';
import { STAFF_SESSION_MISSING } from '@yangdee/contracts/seller-sessions';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthSeller } from '../../plugins/auth';
import * as repo from './seller-sessions.repository';

// The owner's view of its staff's sessions (issue 37 item 6, decision 0132). Only the owner of the
// shop (its head office) — or the platform admin acting for it — sees them and ends one: the list
// shows where and from which address colleagues work, and ending a session is the owner's lever,
// not a staff manager's (a manager can still switch a member off, which ends its sessions too).
// The shop is the head office and every branch. Ending revokes the token; migration 0024's
// trigger tells every server process, whose streams of that session close within seconds.

const OWNER_ONLY = 'เฉพาะเจ้าของร้านเท่านั้นที่ดูและสิ้นสุดเซสชันของพนักงานได้';

async function ownedStores(db: DbOrTx, seller: AuthSeller): Promise<number[]> {
  const family = await repo.findStoreFamily(db, seller.storeId);
  if (!family) throw new AppError('NOT_FOUND');
  const isOwner =
    seller.isPlatformAdmin || (await repo.isActiveOwner(db, seller.sellerUserId, family.headId));
  if (!isOwner) throw new AppError('FORBIDDEN', OWNER_ONLY);
  return family.storeIds;
}

export async function listStaffSessions(
  db: Db,
  seller: AuthSeller,
): Promise<StaffSessionListResponse> {
  const rows = await repo.findLiveSessions(db, await ownedStores(db, seller));
  return {
    success: true,
    sessions: rows.map((row) => ({
      sessionId: row.sessionId,
      sellerUserId: row.sellerUserId,
      name: row.name || row.username,
      username: row.username,
      branch: row.branchName ? `${row.storeName} ${row.branchName}` : row.storeName,
      signedInAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
      ip: row.ip,
      device: row.userAgent,
      isOwner: row.isOwner,
      isCurrent: row.sessionId === seller.tokenId,
    })),
  };
}

export async function endStaffSession(
  db: Db,
  seller: AuthSeller,
  body: EndStaffSessionBody,
): Promise<{ success: true }> {
  const storeIds = await ownedStores(db, seller);
  await db.transaction(async (tx) => {
    const ended = await repo.revokeStoreSession(tx, body.sessionId, storeIds);
    // Another shop's session, an ended one or an unknown id: all look the same.
    if (!ended) throw new AppError('NOT_FOUND', STAFF_SESSION_MISSING);
    await repo.logSessionEnded(tx, {
      storeId: ended.storeId,
      sellerUserId: seller.sellerUserId,
      target: `${ended.name || ended.username} (${ended.username})`,
    });
  });
  return { success: true };
}
