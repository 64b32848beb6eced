import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { operatorTokens } from '../../db/schema/operators';
import { hashSecret, newSecret, parseToken } from '../../lib/tokens';

// Operator bearer tokens (decision 0142): "op-{operatorId}|{secret}", 256 random bits of which only
// the SHA-256 is stored, as for shops and customers. The "op-" prefix makes the shape one that the
// customer and seller guards refuse before any look-up (lib/tokens.ts parseToken wants digits),
// and a customer's or a shop's token is refused here for the same reason: the three never mix.

/** A working day of the console: an operator signs in again the next day. */
export const OPERATOR_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;
const PREFIX = 'op-';

export function formatOperatorToken(operatorId: number, secret: string): string {
  return `${PREFIX}${operatorId}|${secret}`;
}

/** Splits "op-{id}|{secret}"; null for any other shape (a seller's or customer's token too). */
export function parseOperatorToken(token: string): { operatorId: number; secret: string } | null {
  if (!token.startsWith(PREFIX)) return null;
  const parsed = parseToken(token.slice(PREFIX.length));
  return parsed ? { operatorId: parsed.ownerId, secret: parsed.secret } : null;
}

export async function issueOperatorToken(
  db: DbOrTx,
  operatorId: number,
  ip: string,
  now = new Date(),
): Promise<string> {
  const secret = newSecret();
  await db.insert(operatorTokens).values({
    operatorId,
    secretHash: hashSecret(secret),
    expiresAt: new Date(now.getTime() + OPERATOR_TOKEN_TTL_MS),
    ip: ip.slice(0, 64),
  });
  return formatOperatorToken(operatorId, secret);
}

export async function revokeOperatorToken(db: DbOrTx, tokenId: number): Promise<void> {
  await db
    .update(operatorTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(operatorTokens.id, tokenId), isNull(operatorTokens.revokedAt)));
}

/** Ends every session of an operator (switched off, a new password), but `exceptTokenId`. */
export async function revokeAllOperatorTokens(
  db: DbOrTx,
  operatorId: number,
  exceptTokenId?: number,
): Promise<void> {
  await db
    .update(operatorTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(operatorTokens.operatorId, operatorId),
        isNull(operatorTokens.revokedAt),
        exceptTokenId === undefined ? undefined : ne(operatorTokens.id, exceptTokenId),
      ),
    );
}

/** The live (neither revoked nor expired) token row of a parsed token. */
export function liveOperatorToken(parsed: { operatorId: number; secret: string }) {
  return and(
    eq(operatorTokens.secretHash, hashSecret(parsed.secret)),
    eq(operatorTokens.operatorId, parsed.operatorId),
    isNull(operatorTokens.revokedAt),
    gt(operatorTokens.expiresAt, new Date()),
  );
}
