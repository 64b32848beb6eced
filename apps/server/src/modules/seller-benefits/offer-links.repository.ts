import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { intArray } from '../../db/int-array';
import {
  sellerProductServices,
  sellerProducts,
  sellerProductWarranties,
  sellerServices,
  sellerWarranties,
} from '../../db/schema/offers';

// Which of a shop's offers carry one of its warranties or services (seller_product_warranties,
// seller_product_services). Every write is one statement that joins the item and the offers to
// the store, so a foreign id links nothing, and an item deleted meanwhile links nothing instead
// of failing on its foreign key. One statement also keeps the catalogue triggers' version lock
// (decision 0060) the only lock such a write waits on.

export type LinkKind = 'warranty' | 'service';

const KINDS = {
  warranty: {
    items: sellerWarranties,
    link: sellerProductWarranties,
    itemColumn: sql.identifier('seller_warranty_id'),
  },
  service: {
    items: sellerServices,
    link: sellerProductServices,
    itemColumn: sql.identifier('seller_service_id'),
  },
} as const;

// Column names as stored (the schema's keys are camelCase; the database is snake_case).
const offerColumn = sql.identifier('seller_product_id');

type IdRow = { id: number };
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** How many offers carry each of the store's items: item id → count. */
export async function countLinks(
  db: DbOrTx,
  kind: LinkKind,
  storeId: number,
): Promise<Map<number, number>> {
  const k = KINDS[kind];
  const result = await db.execute(sql`
    select l.${k.itemColumn} as id, count(*)::int as n
      from ${k.link} l join ${k.items} i on i.id = l.${k.itemColumn}
     where i.store_id = ${storeId}
     group by 1`);
  return new Map(rowsOf<{ id: number; n: number }>(result).map((r) => [r.id, r.n]));
}

/** The offers carrying one item, by id. */
export async function findLinkedOfferIds(
  db: DbOrTx,
  kind: LinkKind,
  itemId: number,
): Promise<number[]> {
  const k = KINDS[kind];
  const result = await db.execute(sql`
    select l.${offerColumn} as id from ${k.link} l
     where l.${k.itemColumn} = ${itemId} order by 1`);
  return rowsOf<IdRow>(result).map((r) => r.id);
}

/** The item ids one offer carries. */
export async function findLinkedItemIds(
  db: DbOrTx,
  kind: LinkKind,
  offerId: number,
): Promise<Set<number>> {
  const k = KINDS[kind];
  const result = await db.execute(sql`
    select l.${k.itemColumn} as id from ${k.link} l where l.${offerColumn} = ${offerId}`);
  return new Set(rowsOf<IdRow>(result).map((r) => r.id));
}

/**
 * Attaches (isSelect) or detaches the item to the given offers of the store; answers how many
 * links this call added or removed. Offers of another store are skipped by the join.
 */
export async function setLinks(
  db: DbOrTx,
  kind: LinkKind,
  storeId: number,
  itemId: number,
  offerIds: readonly number[],
  isSelect: boolean,
): Promise<number> {
  if (offerIds.length === 0) return 0;
  const k = KINDS[kind];
  const ids = intArray(offerIds);
  const result = isSelect
    ? await db.execute(sql`
        insert into ${k.link} (${offerColumn}, ${k.itemColumn})
        select sp.id, i.id
          from ${sellerProducts} sp join ${k.items} i on i.store_id = sp.store_id
         where sp.store_id = ${storeId} and sp.id = any(${ids}) and i.id = ${itemId}
        on conflict do nothing
        returning 1`)
    : await db.execute(sql`
        delete from ${k.link} l
         using ${sellerProducts} sp
         where sp.id = l.${offerColumn} and sp.store_id = ${storeId}
           and l.${k.itemColumn} = ${itemId} and l.${offerColumn} = any(${ids})
        returning 1`);
  return rowsOf(result).length;
}
