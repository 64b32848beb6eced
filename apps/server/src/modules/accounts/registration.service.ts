import type { SubmitOtpBody } from '@yangdee/contracts/auth';
import { maskTel, type SessionResponse, type SubmitOtpResponse } from '@yangdee/contracts/auth';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../../lib/passwords';
import * as accounts from './accounts.repository';
import { startSession } from './login.service';
import { peekStepKey, spendStepKey, useOtp, verifyOtp } from './otp.service';

// What a correct phone code unlocks (issue 4/6): register → a key to choose username and
// password; login → a session; reset → a key to set a new password. Because the code proves
// the phone is the caller's, telling "no account for this phone" or "already registered" after
// a correct code reveals nothing to a stranger.

export async function submitOtp(db: Db, body: SubmitOtpBody): Promise<SubmitOtpResponse> {
  const { id, tel } = await verifyOtp(db, body);
  const user = await accounts.findUserByTel(db, tel);
  if (body.type === 'login') {
    await useOtp(db, id, false);
    if (!user) throw new AppError('TEL_NOT_REGISTERED');
    return startSession(db, user);
  }
  if (body.type === 'register') {
    if (user) {
      await useOtp(db, id, false);
      throw new AppError('TEL_ALREADY_REGISTERED');
    }
    return { success: true, key: await useOtp(db, id, true) };
  }
  if (!user) {
    await useOtp(db, id, false);
    throw new AppError('TEL_NOT_REGISTERED');
  }
  return { success: true, key: await useOtp(db, id, true) };
}

export async function registerWithPassword(
  db: Db,
  input: { key: string; username: string; password: string },
): Promise<SessionResponse> {
  const step = await peekStepKey(db, input.key, 'register');
  if (await accounts.findUserByUsername(db, input.username)) throw new AppError('USERNAME_TAKEN');
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      await spendStepKey(tx, step);
      const user = await accounts.insertUser(tx, {
        username: input.username,
        passwordHash,
        tel: step.tel,
      });
      return startSession(tx, user);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_username_uq')) throw new AppError('USERNAME_TAKEN');
    if (isUniqueViolation(error, 'users_tel_uq')) {
      throw new AppError('TEL_ALREADY_REGISTERED');
    }
    throw error;
  }
}

export async function getResetPasswordData(
  db: Db,
  key: string,
): Promise<{ success: true; tel: string; username: string }> {
  const step = await peekStepKey(db, key, 'reset');
  const user = await accounts.findUserByTel(db, step.tel);
  if (!user) throw new AppError('TEL_NOT_REGISTERED');
  return { success: true, tel: maskTel(step.tel), username: user.username ?? '' };
}

/** Sets the new password, revokes every other session of the user, returns a fresh one. */
export async function resetUserPassword(
  db: Db,
  input: { key: string; password: string },
): Promise<SessionResponse> {
  const step = await peekStepKey(db, input.key, 'reset');
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await spendStepKey(tx, step);
    const user = await accounts.findUserByTel(tx, step.tel);
    if (!user) throw new AppError('TEL_NOT_REGISTERED');
    await accounts.setPasswordHash(tx, user.id, passwordHash);
    await accounts.revokeAllUserTokens(tx, user.id);
    return startSession(tx, user);
  });
}
