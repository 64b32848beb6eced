import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { SocialProfile } from '../../providers/social/social-provider';

// A shopper links or unlinks LINE in /my (issue 35 item 2), so order messages and reminders can
// reach them there. The LINE id is the one LINE sign-in uses (users.line_id): a shopper who
// signed in with LINE is linked already, and one LINE account belongs to one shopper only.

/** Sets the caller's LINE id from a verified LINE profile; 409 when another shopper holds it. */
export async function linkLine(
  db: Db,
  userId: number,
  profile: SocialProfile | null,
): Promise<void> {
  if (!profile) throw new AppError('SOCIAL_LOGIN_FAILED');
  const [holder] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.lineId, profile.id));
  if (holder && holder.id !== userId) throw new AppError('LINE_LINKED_TO_OTHER_ACCOUNT');
  try {
    await db
      .update(users)
      .set({ lineId: profile.id, updatedAt: new Date() })
      .where(eq(users.id, userId));
  } catch (error) {
    // Linked to another shopper between the look and the write.
    if (isUniqueViolation(error)) throw new AppError('LINE_LINKED_TO_OTHER_ACCOUNT');
    throw error;
  }
}

export async function unlinkLine(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ lineId: null, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function isLineLinked(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.lineId)));
  return rows.length > 0;
}
