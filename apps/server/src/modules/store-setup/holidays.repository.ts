import { and, asc, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { storeHolidays } from '../../db/schema/stores';

// Special holidays of one store (Drizzle only). date columns are read as 'YYYY-MM-DD' strings.

export async function findHolidaysFrom(db: DbOrTx, storeId: number, from: string) {
  return db
    .select({ dateKey: storeHolidays.dateKey, title: storeHolidays.title })
    .from(storeHolidays)
    .where(and(eq(storeHolidays.storeId, storeId), gte(storeHolidays.dateKey, from)))
    .orderBy(asc(storeHolidays.dateKey));
}

/** Inserts a holiday; false when the store already has one that day. */
export async function insertHoliday(
  db: DbOrTx,
  row: { storeId: number; dateKey: string; title: string },
): Promise<boolean> {
  const inserted = await db
    .insert(storeHolidays)
    .values(row)
    .onConflictDoNothing({ target: [storeHolidays.storeId, storeHolidays.dateKey] })
    .returning({ id: storeHolidays.id });
  return inserted.length > 0;
}

/** Deletes a holiday; false when there was none. */
export async function deleteHoliday(db: DbOrTx, storeId: number, dateKey: string) {
  const deleted = await db
    .delete(storeHolidays)
    .where(and(eq(storeHolidays.storeId, storeId), eq(storeHolidays.dateKey, dateKey)))
    .returning({ id: storeHolidays.id });
  return deleted.length > 0;
}
