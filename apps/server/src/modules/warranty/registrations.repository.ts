import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { stores } from '../../db/schema/stores';
import { warrantyClaims, warrantyRegistrations } from '../../db/schema/warranty';

// Rows of warranty_registrations (decision 0161). One statement writes the registrations of
// fitted tyres: the fitting's own transaction calls it for its order, and a shopper's list
// calls it for orders fitted before registrations existed (a database seeded after migration
// 0037). It never writes a tyre twice (unique order line + tyre number).

/** Inserts a registration per fitted tyre of the orders chosen; answers how many are new. */
export async function insertRegistrationsOf(
  db: DbOrTx,
  which: { orderId: number } | { userId: number },
): Promise<number> {
  const filter =
    'orderId' in which ? sql`o.id = ${which.orderId}` : sql`o.user_id = ${which.userId}`;
  const result = await db.execute(sql`
    INSERT INTO warranty_registrations (user_id, store_id, order_id, order_item_id, tyre_no,
      tyre_count, tyre_title, dot_code, fitted_at, price_satang, has_warranty, warranty_title,
      warranty_months, warranty_km, warranty_coverage, warranty_remark)
    SELECT o.user_id, o.store_id, o.id, oi.id, n, oi.quantity, oi.title,
      coalesce(oi.dot_codes ->> (n - 1), ''), coalesce(o.completed_at, o.updated_at),
      oi.unit_price_satang, w.id IS NOT NULL, coalesce(w.title, ''), w.months, w.kilometres,
      coalesce(w.coverage, ''), coalesce(w.remark, '')
    FROM orders o
    JOIN order_items oi ON oi.order_id = o.id
    CROSS JOIN LATERAL generate_series(1, oi.quantity) AS n
    LEFT JOIN LATERAL (
      SELECT sw.id, sw.title, sw.months, sw.kilometres, sw.coverage, sw.remark
      FROM seller_product_warranties spw
      JOIN seller_warranties sw ON sw.id = spw.seller_warranty_id
      WHERE spw.seller_product_id = oi.seller_product_id AND sw.type = 'warranty' AND sw.is_active
      ORDER BY sw.months DESC NULLS LAST, sw.kilometres DESC NULLS LAST, sw.id
      LIMIT 1
    ) w ON true
    WHERE ${filter} AND o.status = 4 AND o.order_type = 1
      AND NOT EXISTS (SELECT 1 FROM warranty_registrations r WHERE r.order_item_id = oi.id AND r.tyre_no = n)
    ON CONFLICT DO NOTHING
    RETURNING id
  `);
  const rows = (result as unknown as { rows?: unknown[] }).rows;
  return Array.isArray(rows) ? rows.length : 0;
}

const registrationColumns = {
  id: warrantyRegistrations.id,
  userId: warrantyRegistrations.userId,
  storeId: warrantyRegistrations.storeId,
  orderId: warrantyRegistrations.orderId,
  orderNo: orders.orderNo,
  customer: orders.customer,
  tyreNo: warrantyRegistrations.tyreNo,
  tyreCount: warrantyRegistrations.tyreCount,
  tyreTitle: warrantyRegistrations.tyreTitle,
  dotCode: warrantyRegistrations.dotCode,
  fittedAt: warrantyRegistrations.fittedAt,
  priceSatang: warrantyRegistrations.priceSatang,
  hasWarranty: warrantyRegistrations.hasWarranty,
  warrantyTitle: warrantyRegistrations.warrantyTitle,
  warrantyMonths: warrantyRegistrations.warrantyMonths,
  warrantyKm: warrantyRegistrations.warrantyKm,
  warrantyCoverage: warrantyRegistrations.warrantyCoverage,
  warrantyRemark: warrantyRegistrations.warrantyRemark,
  storeName: stores.name,
  branchName: stores.branchName,
  storeTel: stores.tel,
};

export type RegistrationRow = {
  [K in keyof typeof registrationColumns]: (typeof registrationColumns)[K]['_']['data'];
};

function selectRegistrations(db: DbOrTx) {
  return db
    .select(registrationColumns)
    .from(warrantyRegistrations)
    .innerJoin(orders, eq(orders.id, warrantyRegistrations.orderId))
    .innerJoin(stores, eq(stores.id, warrantyRegistrations.storeId));
}

export function findUserRegistrations(db: DbOrTx, userId: number) {
  return selectRegistrations(db)
    .where(eq(warrantyRegistrations.userId, userId))
    .orderBy(
      desc(warrantyRegistrations.fittedAt),
      warrantyRegistrations.orderItemId,
      warrantyRegistrations.tyreNo,
    );
}

export async function findRegistration(db: DbOrTx, id: number): Promise<RegistrationRow | null> {
  const [row] = await selectRegistrations(db).where(eq(warrantyRegistrations.id, id));
  return (row as RegistrationRow | undefined) ?? null;
}

/** Each registration's claims (id, state), oldest first. */
export async function findClaimStates(db: DbOrTx, registrationIds: readonly number[]) {
  if (registrationIds.length === 0) return [];
  return db
    .select({
      id: warrantyClaims.id,
      registrationId: warrantyClaims.registrationId,
      state: warrantyClaims.state,
    })
    .from(warrantyClaims)
    .where(and(inArray(warrantyClaims.registrationId, [...registrationIds])))
    .orderBy(warrantyClaims.id);
}
