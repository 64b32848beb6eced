import { formatTaxInvoiceNo } from '@yangdee/contracts/tax-invoice';
import { and, eq, isNull, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { stores } from '../../db/schema/stores';

// A full Thai tax invoice carries the issuing shop's serial number. The shop (not the
// marketplace) issues it, so numbers run per shop and per Buddhist year, without gaps, in the
// order payments are confirmed. Called inside the transaction that marks an order paid.

/** The Buddhist year of a moment in Bangkok time. */
export function buddhistYear(at: Date): number {
  const year = Number(
    new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: 'Asia/Bangkok' }).format(at),
  );
  return year + 543;
}

/**
 * Gives a paid order that asked for a tax invoice its number, once. The shop's row is locked so
 * two payments confirmed at the same moment never get the same serial.
 */
export async function assignTaxInvoiceNo(
  tx: DbOrTx,
  orderId: number,
  at = new Date(),
): Promise<string | null> {
  const [order] = await tx
    .select({
      storeId: orders.storeId,
      taxInvoiceNo: orders.taxInvoiceNo,
      requireTax: sql<boolean>`coalesce((${orders.customer}->>'requireTax')::boolean, false)`,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return null;
  if (order.taxInvoiceNo) return order.taxInvoiceNo;
  if (!order.requireTax) return null;

  await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, order.storeId)).for('update');
  const prefix = formatTaxInvoiceNo(buddhistYear(at), 0).slice(0, -6);
  const [last] = await tx
    .select({ no: sql<string | null>`max(${orders.taxInvoiceNo})` })
    .from(orders)
    .where(and(eq(orders.storeId, order.storeId), like(orders.taxInvoiceNo, `${prefix}%`)));
  const serial = last?.no ? Number(last.no.slice(prefix.length)) + 1 : 1;
  const number = formatTaxInvoiceNo(buddhistYear(at), serial);
  await tx
    .update(orders)
    .set({ taxInvoiceNo: number })
    .where(and(eq(orders.id, orderId), isNull(orders.taxInvoiceNo)));
  return number;
}
