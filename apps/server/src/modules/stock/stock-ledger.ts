import { asc, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sellerProducts } from '../../db/schema/offers';
import { stockReservations } from '../../db/schema/orders';
import type { StockMovementActorKind, StockMovementReason } from '../../db/schema/stock-movements';

// The one owner of an offer's quantity and of its holds (issue 34 item 2, decision 0156). Every
// change of seller_products.qty is made here, and each writes its stock_movements rows in the
// SAME statement (a data-modifying CTE): the offer's row is read locked (`old`), updated (`upd`),
// and a movement inserted for each offer whose quantity really moved (change, quantity after,
// reason, reference, who). Every function runs in the caller's transaction, so the caller's locks
// and oversell guards stay what they were: the guarded SQL forms of a sale are kept as they were.
// `old` carries the value to write, so the update joins one CTE once: the planner guesses one row
// for a CTE, and joining a second one to it made a nested loop of 2,000 × 2,000 in the bench.
// Holds (stock_reservations) are placed, let go and taken here too; a hold changes what can be
// bought (qty − live holds, decision 0057), not the quantity, so it writes no movement.

export type MovementActor = { kind: StockMovementActorKind; id?: number | null };

/** The shop's staff member who made the change, or the system (a job without a person). */
export function staffMover(actor?: { sellerUserId: number } | null): MovementActor {
  return actor ? { kind: 'seller', id: actor.sellerUserId } : { kind: 'system' };
}

const rowsOf = <T>(result: unknown): T[] =>
  ('rows' in (result as object) ? (result as { rows: T[] }).rows : result) as T[];

type Movement = { reason: StockMovementReason; reference: string | null; actor: MovementActor };

/**
 * The movements of `upd` (id, store_id, qty, before): one row per offer whose quantity moved.
 * `upd` is the caller's CTE that wrote the quantity.
 */
function insertMovements(m: Movement): SQL {
  return sql`insert into stock_movements (seller_product_id, store_id, change, qty_after, reason,
      reference, actor_kind, actor_id)
    select upd.id, upd.store_id, upd.qty - upd.before, upd.qty, ${m.reason}, ${m.reference},
      ${m.actor.kind}, ${m.actor.id ?? null}::int
    from upd where upd.qty <> upd.before`;
}

/**
 * One write of quantities with its movements: `old` (after the optional `inputs` CTEs) selects
 * the offers with their quantity before (id, qty, and what `qty` needs), locked where the caller
 * needs it; `upd` sets each to `qty` (over `sp` and `old`) where `guard` holds; the movements of
 * the offers that moved are inserted. `answer` is the statement's own select, when it has one.
 */
function moveQty(p: {
  inputs?: SQL;
  old: SQL;
  qty: SQL;
  guard?: SQL;
  touch: boolean;
  movement: Movement;
  answer?: SQL;
}): SQL {
  const touched = p.touch ? sql`, updated_at = now()` : sql``;
  const guard = p.guard ? sql` and ${p.guard}` : sql``;
  const write = sql`old as (${p.old}),
    upd as (
      update seller_products sp set qty = ${p.qty}${touched} from old
      where sp.id = old.id${guard}
      returning sp.id, sp.store_id, sp.qty, old.qty as before)`;
  const ctes = p.inputs ? sql`${p.inputs}, ${write}` : write;
  return p.answer
    ? sql`with ${ctes}, mv as (${insertMovements(p.movement)}) ${p.answer}`
    : sql`with ${ctes} ${insertMovements(p.movement)}`;
}

/**
 * Sets one offer of the store to `qty` (the shop's form: reason 'edit'). No row when the quantity
 * is already that; false when the offer is not the store's.
 */
export async function setOfferQty(
  tx: DbOrTx,
  p: { storeId: number; offerId: number; qty: number; actor: MovementActor },
): Promise<boolean> {
  const rows = rowsOf<{ id: number }>(
    await tx.execute(
      moveQty({
        old: sql`select sp.id, sp.qty from seller_products sp
          where sp.id = ${p.offerId} and sp.store_id = ${p.storeId} for update`,
        qty: sql`${p.qty}`,
        guard: sql`old.qty <> ${p.qty}`,
        touch: true,
        movement: { reason: 'edit', reference: null, actor: p.actor },
        answer: sql`select id from old`,
      }),
    ),
  );
  return rows.length > 0;
}

/**
 * A new offer's opening quantity (the shop's form: 'create'), written by the insert that created
 * the offer: one movement from 0, none when it opens at 0.
 */
export async function recordOpening(
  tx: DbOrTx,
  p: { storeId: number; offerId: number; qty: number; actor: MovementActor },
): Promise<void> {
  if (p.qty === 0) return;
  await tx.execute(sql`insert into stock_movements (seller_product_id, store_id, change, qty_after,
      reason, reference, actor_kind, actor_id)
    values (${p.offerId}, ${p.storeId}, ${p.qty}, ${p.qty}, 'create', null, ${p.actor.kind},
      ${p.actor.id ?? null}::int)`);
}

// Holds.

export async function placeHolds(
  tx: DbOrTx,
  rows: Array<typeof stockReservations.$inferInsert>,
): Promise<void> {
  if (rows.length > 0) await tx.insert(stockReservations).values(rows);
}

/** Lets go the holds of orders that will not be paid (cancelled, expired, replaced). */
export async function releaseHolds(tx: DbOrTx, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx.delete(stockReservations).where(inArray(stockReservations.orderId, [...orderIds]));
}

// Sales and cancels.

/**
 * A paid order takes its held tyres off the offers for good ('sale'), and its holds go.
 * `greatest(0, …)` as before: a quantity the shop lowered under a hold never goes negative.
 */
export async function takeHeldTyres(
  tx: DbOrTx,
  p: { orderId: number; orderNo: string; actor: MovementActor },
): Promise<void> {
  await tx.execute(
    moveQty({
      inputs: sql`held as (
        select seller_product_id as id, sum(quantity)::int as n from stock_reservations
        where order_id = ${p.orderId} group by seller_product_id)`,
      old: sql`select sp.id, sp.qty, held.n from seller_products sp join held on held.id = sp.id
        order by sp.id for update of sp`,
      qty: sql`greatest(0, sp.qty - old.n)`,
      touch: false,
      movement: { reason: 'sale', reference: p.orderNo, actor: p.actor },
    }),
  );
  await releaseHolds(tx, [p.orderId]);
}

/**
 * A late payment revives its order ('sale'): the offer (locked by the caller) gives `quantity`
 * tyres only when `guard` (over `sp`) holds — the oversell guard of late-payment.ts, unchanged.
 * Answers whether the tyres were taken.
 */
export async function takeTyresIf(
  tx: DbOrTx,
  p: {
    offerId: number;
    quantity: number;
    guard: SQL;
    orderNo: string;
    actor: MovementActor;
  },
): Promise<boolean> {
  const rows = rowsOf<{ id: number }>(
    await tx.execute(
      moveQty({
        old: sql`select sp.id, sp.qty from seller_products sp where sp.id = ${p.offerId} for update`,
        qty: sql`greatest(0, sp.qty - ${p.quantity})`,
        guard: p.guard,
        touch: false,
        movement: { reason: 'sale', reference: p.orderNo, actor: p.actor },
        answer: sql`select id from upd`,
      }),
    ),
  );
  return rows.length > 0;
}

/** A cancelled paid order's tyres go back on its offers ('cancel'). */
export async function returnOrderTyres(
  tx: DbOrTx,
  p: { orderId: number; orderNo: string; actor: MovementActor },
): Promise<void> {
  await tx.execute(
    moveQty({
      inputs: sql`i as (
        select seller_product_id as id, sum(quantity)::int as quantity from order_items
        where order_id = ${p.orderId} group by seller_product_id)`,
      old: sql`select sp.id, sp.qty, i.quantity from seller_products sp join i on i.id = sp.id
        order by sp.id for update of sp`,
      qty: sql`sp.qty + old.quantity`,
      touch: true,
      movement: { reason: 'cancel', reference: p.orderNo, actor: p.actor },
    }),
  );
}

// Stock import (decision 0094): one statement per slice, never one per row.

const jobReference = (jobId: number) => `#${jobId}`;

/**
 * The quantities a slice of an import's changed rows sets ('import'). The offers are locked by
 * the apply (lockChangedOffers) and checked unchanged since the preview.
 */
export async function applyImportQty(
  tx: DbOrTx,
  p: {
    storeId: number;
    jobId: number;
    fromRow: number;
    toRow: number;
    actor: MovementActor;
  },
): Promise<void> {
  await tx.execute(
    moveQty({
      inputs: sql`src as (
        select r.seller_product_id as id, (r.after->>'qty')::int as qty from stock_import_rows r
        where r.job_id = ${p.jobId} and r.kind = 2 and r.row_no between ${p.fromRow} and ${p.toRow}
          and r.after ? 'qty')`,
      old: sql`select sp.id, sp.qty, src.qty as target from seller_products sp
        join src on src.id = sp.id where sp.store_id = ${p.storeId} and sp.qty <> src.qty`,
      qty: sql`old.target`,
      touch: true,
      movement: { reason: 'import', reference: jobReference(p.jobId), actor: p.actor },
    }),
  );
}

/** The opening quantities of the offers a slice of an import created ('import', from 0). */
export async function recordImportOpenings(
  tx: DbOrTx,
  p: {
    storeId: number;
    jobId: number;
    fromRow: number;
    toRow: number;
    actor: MovementActor;
  },
): Promise<void> {
  await tx.execute(sql`insert into stock_movements (seller_product_id, store_id, change, qty_after,
      reason, reference, actor_kind, actor_id)
    select sp.id, sp.store_id, sp.qty, sp.qty, 'import', ${jobReference(p.jobId)},
      ${p.actor.kind}, ${p.actor.id ?? null}::int
    from stock_import_rows r join seller_products sp on sp.id = r.seller_product_id
    where r.job_id = ${p.jobId} and r.kind = 1 and r.row_no between ${p.fromRow} and ${p.toRow}
      and sp.store_id = ${p.storeId} and sp.qty <> 0`);
}

/**
 * An undo puts back the previewed quantity of each changed offer that still holds what the
 * apply wrote ('undo'); one moved since (a sale, an edit) keeps its quantity.
 */
export async function undoImportQty(
  tx: DbOrTx,
  p: { storeId: number; jobId: number; actor: MovementActor },
): Promise<void> {
  await tx.execute(
    moveQty({
      inputs: sql`src as (
        select r.seller_product_id as id, (r.before->>'qty')::int as qty,
          (r.after->>'qty')::int as applied
        from stock_import_rows r
        where r.job_id = ${p.jobId} and r.kind = 2 and r.after ? 'qty')`,
      old: sql`select sp.id, sp.qty, src.qty as target from seller_products sp
        join src on src.id = sp.id
        where sp.store_id = ${p.storeId} and sp.qty = src.applied and sp.qty <> src.qty`,
      qty: sql`old.target`,
      touch: true,
      movement: { reason: 'undo', reference: jobReference(p.jobId), actor: p.actor },
    }),
  );
}

/** Locks the offers in id order, so two shoppers of the same tyres never wait on each other. */
export async function lockOffers(tx: DbOrTx, offerIds: readonly number[]): Promise<void> {
  if (offerIds.length === 0) return;
  await tx
    .select({ id: sellerProducts.id })
    .from(sellerProducts)
    .where(inArray(sellerProducts.id, [...offerIds]))
    .orderBy(asc(sellerProducts.id))
    .for('update');
}
