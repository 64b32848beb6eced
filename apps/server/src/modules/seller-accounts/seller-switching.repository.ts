import { SELLER_LIST_PAGE_SIZE } from '@yangdee/contracts/seller-switching';
import { and, asc, count, eq, exists, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { staffMemberships } from '../../db/schema/sellers';
import { stores } from '../../db/schema/stores';

// The branch modal and the admin's store modal (spec 2.7, 3 "Seller lists and switching"):
// paged look-ups of stores (Drizzle only).

const listColumns = {
  id: stores.id,
  name: stores.name,
  branchName: stores.branchName,
  address: stores.address,
  subDistrict: stores.subDistrict,
  district: stores.district,
  province: stores.province,
  postCode: stores.postCode,
  parentStoreId: stores.parentStoreId,
  approvalStatus: stores.approvalStatus,
  hasStorefront: sql<boolean>`${stores.storefrontSvg} is not null`,
};

export type StoreListRow = {
  id: number;
  name: string;
  branchName: string;
  address: string;
  subDistrict: string;
  district: string;
  province: string;
  postCode: string;
  parentStoreId: number | null;
  approvalStatus: string;
  hasStorefront: boolean;
};

/** `%keyword%` with LIKE's wildcards taken literally. */
function containing(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

async function pageOf(
  db: DbOrTx,
  where: SQL | undefined,
  page: number,
  order: SQL[],
): Promise<{ rows: StoreListRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select(listColumns)
      .from(stores)
      .where(where)
      .orderBy(...order)
      .limit(SELLER_LIST_PAGE_SIZE)
      .offset((page - 1) * SELLER_LIST_PAGE_SIZE),
    db.select({ n: count() }).from(stores).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/**
 * The head office and branches of one store group; for anyone but the platform admin only the
 * ones the account is an active member of (a switched-off membership is no way in).
 */
export function listGroupStores(
  db: DbOrTx,
  input: { headStoreId: number; sellerUserId: number | null; keyword: string; page: number },
) {
  const conditions: Array<SQL | undefined> = [
    or(eq(stores.id, input.headStoreId), eq(stores.parentStoreId, input.headStoreId)),
  ];
  if (input.sellerUserId !== null) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(staffMemberships)
          .where(
            and(
              eq(staffMemberships.storeId, stores.id),
              eq(staffMemberships.sellerUserId, input.sellerUserId),
              eq(staffMemberships.isActive, true),
            ),
          ),
      ),
    );
  }
  if (input.keyword) {
    const like = containing(input.keyword);
    conditions.push(
      or(ilike(stores.name, like), ilike(stores.branchName, like), ilike(stores.address, like)),
    );
  }
  return pageOf(db, and(...conditions), input.page, [
    sql`${stores.parentStoreId} is not null`,
    asc(stores.id),
  ]);
}

/**
 * Whether the branch switch has somewhere to go (isShowBranch, spec 2.7): the store group of
 * `storeId` holds another store the account may switch to — for the platform admin any other
 * store of the group, for anyone else one it is an active member of.
 */
export async function canSwitchBranch(
  db: DbOrTx,
  input: { storeId: number; parentStoreId: number | null; sellerUserId: number | null },
): Promise<boolean> {
  const head = input.parentStoreId ?? input.storeId;
  const { total } = await listGroupStores(db, {
    headStoreId: head,
    sellerUserId: input.sellerUserId,
    keyword: '',
    page: 1,
  });
  return total > 1;
}

/** Every store (platform admin), by name, branch, code or province; optionally by approval. */
export function listAllStores(
  db: DbOrTx,
  input: { keyword: string; page: number; approvalStatus?: string },
) {
  const conditions: Array<SQL | undefined> = [];
  if (input.keyword) {
    const like = containing(input.keyword);
    conditions.push(
      or(
        ilike(stores.name, like),
        ilike(stores.branchName, like),
        ilike(stores.code, like),
        ilike(stores.province, like),
      ),
    );
  }
  if (input.approvalStatus) conditions.push(eq(stores.approvalStatus, input.approvalStatus));
  return pageOf(db, and(...conditions), input.page, [asc(stores.id)]);
}
