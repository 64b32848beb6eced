import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { SmsProvider } from '../../../providers/sms/sms-provider';

// The owner a payout message goes to: the owner of the shop's head office (a branch is paid to
// its head office's account), by the phone they proved (decision 0131).

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function ownerPhoneOf(
  db: DbOrTx,
  storeId: number,
): Promise<{ tel: string; storeName: string } | null> {
  const [row] = rowsOf<{ tel: string; store_name: string }>(
    await db.execute(sql`
      select u.tel, s.name as store_name
      from stores s
      join staff_memberships m on m.store_id = coalesce(s.parent_store_id, s.id) and m.is_owner
      join seller_users u on u.id = m.seller_user_id
      where s.id = ${storeId} and u.tel <> ''
      order by m.id limit 1`),
  );
  return row ? { tel: row.tel, storeName: row.store_name } : null;
}

/** A message that must not undo what was already committed: a failed send is only logged. */
export async function notifyOwner(
  db: DbOrTx,
  sms: SmsProvider,
  storeId: number,
  text: (storeName: string) => string,
  log?: (error: unknown) => void,
): Promise<void> {
  try {
    const owner = await ownerPhoneOf(db, storeId);
    if (owner) await sms.send(owner.tel, text(owner.storeName));
  } catch (error) {
    log?.(error);
  }
}
