import type { DbOrTx } from '../../db/client';
import { contactMessages } from '../../db/schema/content';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(db: DbOrTx, message: NewContactMessage) {
  const [row] = await db
    .insert(contactMessages)
    .values(message)
    .returning({ id: contactMessages.id });
  return row?.id ?? null;
}
