import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { otpCodes } from '../../db/schema/users';

// Drizzle queries for OTP codes and the step keys issued after a correct code.

export type OtpRow = typeof otpCodes.$inferSelect;
/** Customer and seller codes never mix: each call reads only its own audience's rows. */
export type OtpAudience = 'user' | 'seller' | 'payout';

/** Serialises OTP requests for one phone (both databases support advisory locks). */
export async function lockTel(tx: DbOrTx, tel: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${tel}`}))`);
}

export async function countCodesForTel(tx: DbOrTx, tel: string, since: Date): Promise<number> {
  const rows = await tx
    .select({ n: count() })
    .from(otpCodes)
    .where(and(eq(otpCodes.tel, tel), gt(otpCodes.createdAt, since)));
  return rows[0]?.n ?? 0;
}

export async function countCodesForIp(tx: DbOrTx, ip: string, since: Date): Promise<number> {
  const rows = await tx
    .select({ n: count() })
    .from(otpCodes)
    .where(and(eq(otpCodes.ip, ip), gt(otpCodes.createdAt, since)));
  return rows[0]?.n ?? 0;
}

export async function findLatestCode(
  tx: DbOrTx,
  tel: string,
  purpose: string,
  audience: OtpAudience = 'user',
): Promise<OtpRow | undefined> {
  const rows = await tx
    .select()
    .from(otpCodes)
    .where(
      and(eq(otpCodes.tel, tel), eq(otpCodes.purpose, purpose), eq(otpCodes.audience, audience)),
    )
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return rows[0];
}

export async function insertCode(tx: DbOrTx, values: typeof otpCodes.$inferInsert): Promise<void> {
  await tx.insert(otpCodes).values(values);
}

export async function findCodeByToken(
  db: DbOrTx,
  tokenHash: string,
  tel: string,
  purpose: string,
  audience: OtpAudience = 'user',
): Promise<OtpRow | undefined> {
  const rows = await db
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.tokenHash, tokenHash),
        eq(otpCodes.tel, tel),
        eq(otpCodes.purpose, purpose),
        eq(otpCodes.audience, audience),
      ),
    )
    .limit(1);
  return rows[0];
}

/**
 * Counts one attempt BEFORE the code is compared, atomically, so parallel guesses cannot exceed
 * the limit. False when the code already had its maximum tries or was used.
 */
export async function takeAttempt(db: DbOrTx, id: number, maxTries: number): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ failedTries: sql`${otpCodes.failedTries} + 1` })
    .where(and(eq(otpCodes.id, id), lt(otpCodes.failedTries, maxTries), isNull(otpCodes.usedAt)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}

/** Marks the code used (single use) and stores the next step's key; false if already used. */
export async function markUsed(
  db: DbOrTx,
  id: number,
  key?: { keyHash: string; keyExpiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ usedAt: new Date(), ...(key ?? {}) })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.usedAt)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}

/** A live, unused step key of the purpose; its phone number, or undefined. */
export async function findLiveKey(
  db: DbOrTx,
  keyHash: string,
  purpose: string,
  audience: OtpAudience = 'user',
): Promise<{ id: number; tel: string } | undefined> {
  const rows = await db
    .select({ id: otpCodes.id, tel: otpCodes.tel })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.keyHash, keyHash),
        eq(otpCodes.purpose, purpose),
        eq(otpCodes.audience, audience),
        isNull(otpCodes.keyUsedAt),
        gt(otpCodes.keyExpiresAt, new Date()),
      ),
    )
    .limit(1);
  return rows[0];
}

/** Uses the step key once; false when it was already used (a parallel request won). */
export async function consumeKey(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ keyUsedAt: new Date() })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.keyUsedAt)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}
