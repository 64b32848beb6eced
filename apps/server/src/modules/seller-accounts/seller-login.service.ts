import { LOGIN_LOCK } from '@yangdee/contracts/auth';
import type { SellerLoginBody, SellerLoginResponse } from '@yangdee/contracts/seller-session';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import * as repo from './seller-accounts.repository';
import { recordFailedSellerSignIn, startSellerLogin } from './seller-session.service';

// Staff sign-in by username and password. Every attempt, success or failure, is recorded with
// its time and address (the "system" report of part IV reads them). Ten failures in 15 minutes
// lock the name for the rest of the window, checked before any hashing (as for customers,
// decision 0055); an unknown name costs the same dummy verification.

const LOCK_MS = LOGIN_LOCK.windowMinutes * 60_000;

export async function loginSeller(
  db: Db,
  input: SellerLoginBody & { ip: string },
): Promise<SellerLoginResponse> {
  const user = await repo.findSellerUserByUsername(db, input.username.trim());
  if (!user) {
    await verifyAgainstDummy(input.password);
    await repo.recordSellerSignIn(db, {
      sellerUserId: null,
      storeId: null,
      ip: input.ip,
      isSuccess: false,
    });
    throw new AppError('LOGIN_FAILED');
  }
  const failures = await repo.countFailedSignIns(db, user.id, new Date(Date.now() - LOCK_MS));
  if (failures >= LOGIN_LOCK.maxFailures) {
    // Refused unheard, yet the shop sees the attempt (every attempt is in its system report).
    await recordFailedSellerSignIn(db, user.id, input.ip);
    throw new AppError('ACCOUNT_LOCKED');
  }
  const isValid = await verifyPassword(user.passwordHash, input.password);
  if (!isValid || !user.isActive) {
    await recordFailedSellerSignIn(db, user.id, input.ip);
    throw new AppError(isValid && !user.isActive ? 'STAFF_DISABLED' : 'LOGIN_FAILED');
  }
  // A shop that registered but has not filled the store form yet gets a token without a store.
  return startSellerLogin(db, user, input.ip);
}
