import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users, userTokens } from '../../db/schema/users';

// Drizzle queries on customers for sign-in, registration and password reset.

const sessionColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  tel: users.tel,
  passwordHash: users.passwordHash,
  failedLoginCount: users.failedLoginCount,
  firstFailedLoginAt: users.firstFailedLoginAt,
  lockedUntil: users.lockedUntil,
};

export type UserForLogin = {
  id: number;
  username: string | null;
  name: string;
  tel: string | null;
  passwordHash: string | null;
  failedLoginCount: number;
  firstFailedLoginAt: Date | null;
  lockedUntil: Date | null;
};

export async function findUserByUsername(
  db: DbOrTx,
  username: string,
): Promise<UserForLogin | undefined> {
  const rows = await db.select(sessionColumns).from(users).where(eq(users.username, username));
  return rows[0];
}

export async function findUserByTel(db: DbOrTx, tel: string): Promise<UserForLogin | undefined> {
  const rows = await db.select(sessionColumns).from(users).where(eq(users.tel, tel));
  return rows[0];
}

export async function findUserBySocialId(
  db: DbOrTx,
  provider: 'facebook' | 'line',
  socialId: string,
): Promise<UserForLogin | undefined> {
  const column = provider === 'facebook' ? users.facebookId : users.lineId;
  const rows = await db.select(sessionColumns).from(users).where(eq(column, socialId));
  return rows[0];
}

export async function insertUser(
  db: DbOrTx,
  values: typeof users.$inferInsert,
): Promise<UserForLogin> {
  const rows = await db.insert(users).values(values).returning(sessionColumns);
  return rows[0];
}

/**
 * Counts one password attempt as a failure BEFORE the password is hashed, in one conditional
 * UPDATE, so parallel guesses cannot slip past the soft lock: the attempt that reaches
 * `maxFailures` in the window sets the lock, and later ones find the row locked. A correct
 * password then clears the count (`setLoginFailures`). False when the account is locked.
 */
export async function claimLoginAttempt(
  db: DbOrTx,
  userId: number,
  { now, windowMs, maxFailures }: { now: Date; windowMs: number; maxFailures: number },
): Promise<boolean> {
  const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
  const t = now.getTime();
  const inWindow = sql`(${users.firstFailedLoginAt} is not null and ${users.firstFailedLoginAt} > ${at(t - windowMs)})`;
  const nextCount = sql`(case when ${inWindow} then ${users.failedLoginCount} + 1 else 1 end)`;
  const rows = await db
    .update(users)
    .set({
      failedLoginCount: sql`${nextCount}`,
      firstFailedLoginAt: sql`(case when ${inWindow} then ${users.firstFailedLoginAt} else ${at(t)} end)`,
      lockedUntil: sql`(case when ${nextCount} >= ${maxFailures} then ${at(t + windowMs)} else null end)`,
    })
    .where(and(eq(users.id, userId), or(isNull(users.lockedUntil), lte(users.lockedUntil, at(t)))))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function setLoginFailures(
  db: DbOrTx,
  userId: number,
  state: { failedLoginCount: number; firstFailedLoginAt: Date | null; lockedUntil: Date | null },
): Promise<void> {
  await db.update(users).set(state).where(eq(users.id, userId));
}

export async function setPasswordHash(db: DbOrTx, userId: number, hash: string): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash: hash,
      failedLoginCount: 0,
      firstFailedLoginAt: null,
      lockedUntil: null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

export async function revokeAllUserTokens(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(userTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(userTokens.userId, userId), isNull(userTokens.revokedAt)));
}
