import { LOGIN_LOCK, type SessionResponse, userDisplayOf } from '@yangdee/contracts/auth';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import type { SocialProfile } from '../../providers/social/social-provider';
import * as accounts from './accounts.repository';
import { issueUserToken, revokeUserToken } from './tokens.service';

// Signing in: by password (soft lock after 10 failures in 15 minutes; the same answer and the
// same hashing time whether or not the user exists), by social profile, and logout.

const LOCK_MS = LOGIN_LOCK.windowMinutes * 60_000;

export async function startSession(
  db: DbOrTx,
  user: { id: number; name: string; username: string | null },
): Promise<SessionResponse> {
  const userToken = await issueUserToken(db, user.id);
  return { success: true, userToken, userDisplay: userDisplayOf(user) };
}

/**
 * Failures against names that have no account, counted like an account's (10 in 15 minutes, then
 * locked), so the lock does not tell which names exist. In memory: per instance, bounded.
 */
class UnknownNameLocks {
  private readonly entries = new Map<string, { first: number; count: number }>();
  constructor(private readonly maxEntries = 10_000) {}

  /** Counts one attempt; false when the name is locked (the attempt is then not counted). */
  claim(name: string, now: number): boolean {
    const entry = this.entries.get(name);
    if (!entry || now - entry.first > LOCK_MS) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(name, { first: now, count: 1 });
      return true;
    }
    if (entry.count >= LOGIN_LOCK.maxFailures) return false;
    entry.count += 1;
    return true;
  }
}
const unknownNames = new UnknownNameLocks();

/**
 * Password sign-in. The per-IP route limit runs before this; here the per-account soft lock is
 * claimed before any hashing (decision 0055), and an unknown user costs one dummy verification,
 * so the answer and its time are the same whether or not the user exists.
 */
export async function loginWithPassword(
  db: Db,
  input: { username: string; password: string },
): Promise<SessionResponse> {
  const user = await accounts.findUserByUsername(db, input.username.trim());
  if (!user) {
    if (!unknownNames.claim(input.username.trim().toLowerCase(), Date.now())) {
      throw new AppError('ACCOUNT_LOCKED');
    }
    await verifyAgainstDummy(input.password);
    throw new AppError('LOGIN_FAILED');
  }
  const isClaimed = await accounts.claimLoginAttempt(db, user.id, {
    now: new Date(),
    windowMs: LOCK_MS,
    maxFailures: LOGIN_LOCK.maxFailures,
  });
  if (!isClaimed) throw new AppError('ACCOUNT_LOCKED');
  const isValid = user.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!isValid) throw new AppError('LOGIN_FAILED');
  await accounts.setLoginFailures(db, user.id, {
    failedLoginCount: 0,
    firstFailedLoginAt: null,
    lockedUntil: null,
  });
  return startSession(db, user);
}

/** Signs in the account linked to the provider's user id, creating it on first sign-in. */
export async function loginWithSocial(
  db: Db,
  provider: 'facebook' | 'line',
  profile: SocialProfile | null,
): Promise<SessionResponse> {
  if (!profile) throw new AppError('SOCIAL_LOGIN_FAILED');
  const existing = await accounts.findUserBySocialId(db, provider, profile.id);
  if (existing) return startSession(db, existing);
  try {
    const created = await accounts.insertUser(db, {
      name: profile.name.slice(0, 120),
      ...(provider === 'facebook' ? { facebookId: profile.id } : { lineId: profile.id }),
    });
    return await startSession(db, created);
  } catch (error) {
    // Two first sign-ins at once: the other request created the account.
    if (!isUniqueViolation(error)) throw error;
    const again = await accounts.findUserBySocialId(db, provider, profile.id);
    if (!again) throw error;
    return startSession(db, again);
  }
}

export async function logout(db: Db, tokenId: number): Promise<void> {
  await revokeUserToken(db, tokenId);
}
