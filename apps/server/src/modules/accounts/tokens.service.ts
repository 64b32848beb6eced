import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sellerTokens } from '../../db/schema/sellers';
import { userTokens } from '../../db/schema/users';
import { formatToken, hashSecret, newSecret, TOKEN_TTL_MS } from '../../lib/tokens';

// Issuing and revoking bearer tokens (ARCHITECTURE "Tokens"). Only the secret's hash is stored.

export async function issueUserToken(db: DbOrTx, userId: number): Promise<string> {
  const secret = newSecret();
  await db.insert(userTokens).values({
    userId,
    secretHash: hashSecret(secret),
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS),
  });
  return formatToken(userId, secret);
}

export async function revokeUserToken(db: DbOrTx, tokenId: number): Promise<void> {
  await db
    .update(userTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(userTokens.id, tokenId), isNull(userTokens.revokedAt)));
}

/** storeId null: a newly registered seller without a store yet (acl 'account' routes only). */
export async function issueSellerToken(
  db: DbOrTx,
  sellerUserId: number,
  storeId: number | null,
): Promise<string> {
  const secret = newSecret();
  await db.insert(sellerTokens).values({
    sellerUserId,
    storeId,
    secretHash: hashSecret(secret),
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS),
  });
  return formatToken(sellerUserId, secret);
}

export async function revokeSellerToken(db: DbOrTx, tokenId: number): Promise<void> {
  await db
    .update(sellerTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(sellerTokens.id, tokenId), isNull(sellerTokens.revokedAt)));
}

/** Signs a seller out everywhere (password reset): every live token of theirs stops working. */
export async function revokeAllSellerTokens(db: DbOrTx, sellerUserId: number): Promise<void> {
  await db
    .update(sellerTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(sellerTokens.sellerUserId, sellerUserId), isNull(sellerTokens.revokedAt)));
}
