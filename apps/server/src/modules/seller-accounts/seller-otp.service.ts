import type { OtpType, RequestOtpResponse } from '@yangdee/contracts/auth';
import type {
  SellerRegisterPasswordBody,
  SellerResetPasswordBody,
  SellerSubmitOtpBody,
  SellerSubmitOtpResponse,
} from '@yangdee/contracts/seller-registration';
import type { SellerLoginResponse } from '@yangdee/contracts/seller-session';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../../lib/passwords';
import {
  type OtpDeps,
  peekStepKey,
  requestOtp,
  spendStepKey,
  useOtp,
  verifyOtp,
} from '../accounts/otp.service';
import { revokeAllSellerTokens } from '../accounts/tokens.service';
import * as repo from './seller-accounts.repository';
import * as registration from './seller-registration.repository';
import { recordFailedSellerSignIn, startSellerLogin } from './seller-session.service';
import * as invitations from './staff-invitations.repository';

// Seller phone OTP (spec 7 "Seller" Registration and login, issue 14 §1–2): the customer's OTP
// service with audience 'seller', so the two kinds of codes and step keys never mix, under the
// same limits (per phone and address in the OTP service, per address in RATE_LIMITS).
// register → key → register-password (a new account without a store); reset → key →
// reset-password (every token of the account revoked); login → a session, recorded in
// seller_login_log like a password sign-in.

const AUDIENCE = 'seller';

export function requestSellerOtp(
  deps: OtpDeps,
  input: { tel: string; recaptcha: string; type: OtpType; ip: string },
): Promise<RequestOtpResponse> {
  return requestOtp(deps, input, AUDIENCE);
}

/**
 * The account a phone stands for: the one that proved it by a code (decision 0131). A phone
 * typed in for someone else (staff added before invitations) finds nobody.
 */
async function findAccountByTel(db: DbOrTx, tel: string) {
  return invitations.findAccountByProvenTel(db, tel);
}

export async function submitSellerOtp(
  db: Db,
  body: SellerSubmitOtpBody & { ip: string },
): Promise<SellerSubmitOtpResponse> {
  const user = await findAccountByTel(db, body.tel);
  let verified: { id: number; tel: string };
  try {
    verified = await verifyOtp(
      db,
      { type: body.type, tel: body.tel, otp: body.otp, token: body.otpToken },
      AUDIENCE,
    );
  } catch (error) {
    // A wrong code for a known account's phone login is a failed sign-in (the system report).
    if (body.type === 'login' && user) await recordFailedSellerSignIn(db, user.id, body.ip);
    throw error;
  }
  if (body.type === 'register') {
    if (user) {
      await useOtp(db, verified.id, false);
      // Someone who only works in other shops registers their own from their account: signed
      // in, the store form follows. An account with a shop, or none yet, signs in instead.
      const stores = await registration.findMembershipStores(db, user.id);
      if (stores.length === 0 || stores.some((m) => m.isOwner) || user.isPlatformAdmin) {
        throw new AppError('TEL_ALREADY_REGISTERED');
      }
      if (!user.isActive) throw new AppError('STAFF_DISABLED');
      return startSellerLogin(db, user, body.ip);
    }
    return { success: true, key: (await useOtp(db, verified.id, true)) ?? '' };
  }
  if (!user) {
    await useOtp(db, verified.id, false);
    throw new AppError('TEL_NOT_REGISTERED');
  }
  if (body.type === 'reset') {
    return { success: true, key: (await useOtp(db, verified.id, true)) ?? '' };
  }
  await useOtp(db, verified.id, false);
  if (!user.isActive) {
    await recordFailedSellerSignIn(db, user.id, body.ip);
    throw new AppError('STAFF_DISABLED');
  }
  return startSellerLogin(db, user, body.ip);
}

export async function registerSellerPassword(
  db: Db,
  input: SellerRegisterPasswordBody & { ip: string },
): Promise<SellerLoginResponse> {
  const step = await peekStepKey(db, input.key, 'register', AUDIENCE);
  const username = input.username ?? step.tel;
  if (await repo.findSellerUserByUsername(db, username)) throw new AppError('USERNAME_TAKEN');
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      await spendStepKey(tx, step, { lockPhone: true });
      if (await findAccountByTel(tx, step.tel)) throw new AppError('TEL_ALREADY_REGISTERED');
      const user = await registration.insertSellerUser(tx, {
        username,
        passwordHash,
        tel: step.tel,
        telVerifiedAt: new Date(),
      });
      return startSellerLogin(tx, user, input.ip);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'seller_users_username_uq')) {
      throw new AppError('USERNAME_TAKEN');
    }
    if (isUniqueViolation(error, 'seller_users_verified_tel_uq')) {
      throw new AppError('TEL_ALREADY_REGISTERED');
    }
    throw error;
  }
}

export async function resetSellerPassword(
  db: Db,
  input: SellerResetPasswordBody & { ip: string },
): Promise<SellerLoginResponse> {
  const step = await peekStepKey(db, input.key, 'reset', AUDIENCE);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await spendStepKey(tx, step);
    const user = await findAccountByTel(tx, step.tel);
    if (!user) throw new AppError('TEL_NOT_REGISTERED');
    if (!user.isActive) throw new AppError('STAFF_DISABLED');
    await registration.setSellerPasswordHash(tx, user.id, passwordHash);
    await revokeAllSellerTokens(tx, user.id);
    return startSellerLogin(tx, user, input.ip);
  });
}
