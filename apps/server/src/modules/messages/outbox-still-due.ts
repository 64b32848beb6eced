import { ORDER_STATUS } from '@yangdee/contracts/order-status';
import { and, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { messageOutbox } from '../../db/schema/messages';
import { orders } from '../../db/schema/orders';

// A reminder is written the day before it is sent; by 08:00 its order may have moved on (the
// shop cancelled it, the fitting was moved to another day). Read when the batch is sent, like
// the recipients: a fitting reminder goes out only while its order is still booked for the day
// it names. Other kinds say what already happened and always go.

type Row = typeof messageOutbox.$inferSelect;

const STILL_BOOKED = [ORDER_STATUS.WAITING_CONFIRM, ORDER_STATUS.WAITING_SERVICE];

/** The ids of the rows that no longer hold (to be skipped). */
export async function staleRows(db: DbOrTx, rows: readonly Row[]): Promise<Set<number>> {
  const fitting = rows.filter((r) => r.kind === 'reminder_fitting' && r.orderId !== null);
  if (fitting.length === 0) return new Set();
  const booked = await db
    .select({ id: orders.id, date: orders.appointmentDate })
    .from(orders)
    .where(
      and(
        inArray(
          orders.id,
          fitting.map((r) => r.orderId as number),
        ),
        inArray(orders.status, STILL_BOOKED),
      ),
    );
  const dateOf = new Map(booked.map((o) => [o.id, o.date]));
  return new Set(
    fitting
      .filter((r) => dateOf.get(r.orderId as number) !== String(r.data.date ?? ''))
      .map((r) => r.id),
  );
}
