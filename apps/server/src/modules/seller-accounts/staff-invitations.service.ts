import type { SellerAcl } from '@yangdee/contracts/seller-acl';
import {
  type AddStaffBody,
  type CancelStaffInvitationBody,
  STAFF_INVITATION_DAYS,
  type StaffInvitedResponse,
} from '@yangdee/contracts/store-staff';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffInvitations } from '../../db/schema/sellers';
import { AppError } from '../../lib/app-error';
import { hashSecret, newSecret } from '../../lib/tokens';
import type { AuthSeller } from '../../plugins/auth';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import * as accounts from './seller-accounts.repository';
import { checkGrantable, flagsAbove, toInvitation } from './staff.service';
import * as invitations from './staff-invitations.repository';

// add-staff invites a phone (decision 0131): a link by SMS, accepted by the phone's owner with a
// code sent to it (seller-accounts/invitation-accept.service.ts). Until then it signs nobody in
// and blocks nothing: the phone can still register its own shop or accept other invitations.
// Invitations are SMS to a phone the shop typed, so they are limited per store and per phone.

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_PER_STORE_DAY = 20;
const MAX_PER_TEL_DAY = 5;

export type InviteDeps = { db: Db; sms: SmsProvider; publicBaseUrl: string };

export function invitationSmsText(shopName: string, url: string): string {
  return `ร้าน ${shopName} เชิญคุณร่วมงานบนยางดี กดลิงก์เพื่อตอบรับภายใน ${STAFF_INVITATION_DAYS} วัน ${url} หากไม่รู้จักร้านนี้ ไม่ต้องทำอะไร`;
}

async function countSince(db: Db, where: ReturnType<typeof and>) {
  const [row] = await db.select({ n: count() }).from(staffInvitations).where(where);
  return row?.n ?? 0;
}

export async function inviteStaff(
  { db, sms, publicBaseUrl }: InviteDeps,
  seller: AuthSeller,
  body: AddStaffBody,
): Promise<StaffInvitedResponse> {
  const acl = body.acl as SellerAcl;
  checkGrantable(seller, acl);
  const account = await invitations.findAccountByProvenTel(db, body.tel);
  if (account && (await accounts.findMembership(db, account.id, seller.storeId))) {
    throw new AppError('INVITATION_ALREADY_MEMBER');
  }
  const since = new Date(Date.now() - DAY_MS);
  const [byStore, byTel] = await Promise.all([
    countSince(
      db,
      and(eq(staffInvitations.storeId, seller.storeId), gt(staffInvitations.createdAt, since)),
    ),
    countSince(db, and(eq(staffInvitations.tel, body.tel), gt(staffInvitations.createdAt, since))),
  ]);
  if (byStore >= MAX_PER_STORE_DAY || byTel >= MAX_PER_TEL_DAY) {
    throw new AppError('INVITATIONS_TOO_MANY');
  }
  const store = await accounts.findStore(db, seller.storeId);
  if (!store) throw new AppError('NOT_FOUND');
  const secret = newSecret();
  const row = await db.transaction((tx) =>
    invitations.replaceInvitation(tx, {
      storeId: seller.storeId,
      tel: body.tel,
      name: body.name,
      acl,
      secretHash: hashSecret(secret),
      invitedBy: seller.sellerUserId,
      expiresAt: new Date(Date.now() + STAFF_INVITATION_DAYS * DAY_MS),
    }),
  );
  const url = `${publicBaseUrl.replace(/\/$/, '')}/seller/invite/${secret}`;
  try {
    await sms.send(body.tel, invitationSmsText(store.name, url));
  } catch {
    await invitations.cancelInvitation(db, seller.storeId, row.id);
    throw new AppError('SMS_FAILED');
  }
  return { success: true, invitation: toInvitation(row) };
}

export async function cancelStaffInvitation(
  db: Db,
  seller: AuthSeller,
  body: CancelStaffInvitationBody,
): Promise<{ success: true }> {
  const open = await invitations.findOpenInvitations(db, seller.storeId);
  const row = open.find((r) => r.id === body.invitationId);
  if (!row) throw new AppError('INVITATION_INVALID');
  if (flagsAbove(seller, row.acl).length > 0) throw new AppError('STAFF_ABOVE_MANAGER');
  if (!(await invitations.cancelInvitation(db, seller.storeId, row.id))) {
    throw new AppError('INVITATION_INVALID');
  }
  return { success: true };
}
