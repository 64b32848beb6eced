import type { RequestOtpResponse } from '@yangdee/contracts/auth';
import {
  type AcceptInvitationBody,
  type InvitationView,
  maskTel,
  type RequestInvitationOtpBody,
} from '@yangdee/contracts/seller-invitations';
import type { SellerSessionResponse } from '@yangdee/contracts/seller-session';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../../lib/passwords';
import { hashSecret } from '../../lib/tokens';
import { type OtpDeps, useOtp, verifyOtp } from '../accounts/otp.service';
import * as repo from './seller-accounts.repository';
import { requestSellerOtp } from './seller-otp.service';
import * as registration from './seller-registration.repository';
import { startSellerSession } from './seller-session.service';
import * as staff from './staff.repository';
import { fullFlags } from './staff.service';
import * as invitations from './staff-invitations.repository';

// The invited phone's owner says yes (decision 0131): the page /seller/invite/<token> shows the
// shop and the role, sends a code to the invited phone (never shown in full), and the code
// accepts. A phone with an account joins with that account (one person may own a shop and work
// in others); a phone without one gets an account whose password its owner chooses here.

const AUDIENCE = 'seller';

async function openInvitation(db: Db, token: string) {
  const found = await invitations.findOpenBySecret(db, hashSecret(token));
  if (!found) throw new AppError('INVITATION_INVALID');
  return found;
}

export async function viewInvitation(db: Db, token: string): Promise<InvitationView> {
  const { invitation, shopName, branchName } = await openInvitation(db, token);
  return {
    success: true,
    shopName,
    branchName,
    name: invitation.name,
    telMasked: maskTel(invitation.tel),
    acl: fullFlags(invitation.acl),
    hasAccount: (await invitations.findAccountByProvenTel(db, invitation.tel)) !== null,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

export async function requestInvitationOtp(
  deps: OtpDeps,
  input: RequestInvitationOtpBody & { ip: string },
): Promise<RequestOtpResponse> {
  const { invitation } = await openInvitation(deps.db, input.token);
  return requestSellerOtp(deps, {
    tel: invitation.tel,
    recaptcha: input.recaptcha,
    type: 'login',
    ip: input.ip,
  });
}

export async function acceptInvitation(
  db: Db,
  input: AcceptInvitationBody & { ip: string },
): Promise<SellerSessionResponse> {
  const { invitation } = await openInvitation(db, input.token);
  const tel = invitation.tel;
  const existing = await invitations.findAccountByProvenTel(db, tel);
  const password = input.password ?? '';
  // A new account needs its own password; checked before the code is used up.
  if (!existing && password === '') {
    throw new AppError('VALIDATION_FAILED', undefined, {
      password: ['กรุณาตั้งรหัสผ่านสำหรับเข้าสู่ระบบ'],
    });
  }
  const username = input.username ?? tel;
  if (!existing && (await repo.findSellerUserByUsername(db, username))) {
    throw new AppError('USERNAME_TAKEN', undefined, {
      username: ['ชื่อผู้ใช้นี้มีผู้ใช้แล้ว กรุณาเลือกชื่ออื่น'],
    });
  }
  const verified = await verifyOtp(
    db,
    { type: 'login', tel, otp: input.otp, token: input.otpToken },
    AUDIENCE,
  );
  await useOtp(db, verified.id, false);
  const passwordHash = existing ? null : await hashPassword(password);
  try {
    return await db.transaction(async (tx) => {
      await invitations.lockPhone(tx, tel);
      let user = await invitations.findAccountByProvenTel(tx, tel);
      if (!user) {
        if (!passwordHash) throw new AppError('CONFLICT');
        user = await registration.insertSellerUser(tx, {
          username,
          passwordHash,
          tel,
          telVerifiedAt: new Date(),
        });
        await registration.setSellerName(tx, user.id, invitation.name);
        user = { ...user, name: invitation.name };
      }
      if (!(await invitations.markAccepted(tx, invitation.id, user.id))) {
        throw new AppError('INVITATION_INVALID');
      }
      const joined = await invitations.insertMembership(tx, {
        sellerUserId: user.id,
        storeId: invitation.storeId,
        acl: fullFlags(invitation.acl),
      });
      if (!joined) throw new AppError('INVITATION_ALREADY_MEMBER');
      await staff.syncAccountActive(tx, user.id);
      await repo.recordSellerSignIn(tx, {
        sellerUserId: user.id,
        storeId: invitation.storeId,
        ip: input.ip,
        isSuccess: true,
      });
      return startSellerSession(tx, user, invitation.storeId);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'seller_users_username_uq')) {
      throw new AppError('USERNAME_TAKEN');
    }
    throw error;
  }
}
