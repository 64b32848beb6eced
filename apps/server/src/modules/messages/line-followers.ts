import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { lineFollowers } from '../../db/schema/messages';

// Who follows the Official Account, from the webhook (issue 35): an unfollow (blocking the
// account) stops LINE messages to them; a follow brings them back. An event older than the one
// recorded (LINE may deliver out of order) changes nothing.

export type LineFollow = { lineUserId: string; isFollowing: boolean; at: Date };

export async function recordLineFollows(db: DbOrTx, follows: readonly LineFollow[]): Promise<void> {
  // One row per user in a statement: the newest event of each.
  const newest = new Map<string, LineFollow>();
  for (const f of follows) {
    const seen = newest.get(f.lineUserId);
    if (!seen || seen.at <= f.at) newest.set(f.lineUserId, f);
  }
  if (newest.size === 0) return;
  await db
    .insert(lineFollowers)
    .values(
      [...newest.values()].map((f) => ({
        lineUserId: f.lineUserId,
        isFollowing: f.isFollowing,
        changedAt: f.at,
      })),
    )
    .onConflictDoUpdate({
      target: lineFollowers.lineUserId,
      set: { isFollowing: sql`excluded.is_following`, changedAt: sql`excluded.changed_at` },
      setWhere: sql`${lineFollowers.changedAt} <= excluded.changed_at`,
    });
}
