import {
  SHOPS_PAGE_SIZE,
  type ShopDetail,
  type ShopDetailResponse,
  type ShopListQuery,
  ShopListQuerySchema,
  type ShopListResponse,
  type ShopRow,
  type ShopState,
  shopStateOf,
} from '@yangdee/contracts/admin-shops';
import { SHOP_ADMIN_ACTIONS } from '@yangdee/contracts/audit-actions';
import { formatAccountNumber, transferBankOf } from '@yangdee/contracts/bank-accounts';
import { maskTel, PAYOUT_ACCOUNT_HOLD_HOURS } from '@yangdee/contracts/payouts';
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { operatorAuditLog, operators } from '../../db/schema/operators';
import { storePayoutAccounts } from '../../db/schema/payouts';
import { storeSuspensions, stores } from '../../db/schema/stores';
import { AppError } from '../../lib/app-error';
import { likePattern } from '../../lib/sql-like';
import { tellOwner } from '../money/payouts/payout-owner';
import { approveStore } from '../seller-accounts/store-registration.service';
import { type AuthOperator, logOperatorAction } from './operator-auth';

// The console's shops area (issue 32 item 4, decision 0143). Approval goes through
// store-registration's approveStore (the spec's own approve-store keeps its route); a suspension
// is a store_suspensions row plus stores.is_active = false, the flag every shopper-facing read
// (search, shops near me, tyre pages, the cart and order placement) already honours, and
// reactivation puts is_active back as it was. Each change locks the store row, writes the audit
// log in the same transaction, and tells the owner by an outbox row of that transaction (issue 35).

export type ShopDeps = { db: Db; now: () => Date };

const NOT_FOUND = 'ไม่พบร้านค้า';

// Written against "stores" by name: drizzle leaves a one-table select's columns unqualified,
// which a subquery on another table with an `id` would read as its own.
const openSuspension = sql<boolean>`exists (select 1 from store_suspensions x
  where x.store_id = "stores".id and x.lifted_at is null)`;

/** The rate in force at `at` (commission-rates.ts's rule, in SQL for a whole page of shops). */
const rateAt = (at: Date) => sql<number>`coalesce((select cr.rate_bp from commission_rates cr
  where cr.store_id = "stores".id and cr.effective_from <= ${at.toISOString()}::timestamptz
  order by cr.effective_from desc limit 1), "stores".commission_rate_bp)`;

/** The phone of the shop's owner: its own owner first, else its head office's. */
const ownerTel = sql<string | null>`(select u.tel from staff_memberships m
  join seller_users u on u.id = m.seller_user_id
  where m.is_owner and m.store_id in ("stores".id, coalesce("stores".parent_store_id, "stores".id))
  order by (m.store_id = "stores".id) desc, m.id limit 1)`;

const STATE_WHERE: Record<ShopState, SQL> = {
  pending: sql`${stores.approvalStatus} = 'pending' and not ${openSuspension}`,
  approved: sql`${stores.approvalStatus} = 'approved' and not ${openSuspension}`,
  rejected: sql`${stores.approvalStatus} = 'rejected' and not ${openSuspension}`,
  suspended: openSuspension,
};

function keywordWhere(keyword: string): SQL | undefined {
  if (!keyword) return undefined;
  const p = likePattern(keyword);
  return sql`(${stores.name} ilike ${p} or ${stores.code} ilike ${p} or ${stores.branchName} ilike ${p} or ${stores.province} ilike ${p})`;
}

function rowColumns(now: Date) {
  return {
    id: stores.id,
    name: stores.name,
    branchName: stores.branchName,
    code: stores.code,
    province: stores.province,
    approvalStatus: stores.approvalStatus,
    isSuspended: openSuspension,
    commissionRateBp: rateAt(now),
    ownerTel,
  };
}

type RawRow = {
  id: number;
  name: string;
  branchName: string;
  code: string;
  province: string;
  approvalStatus: string;
  isSuspended: boolean;
  commissionRateBp: number;
  ownerTel: string | null;
};

function approvalOf(value: string): ShopRow['approvalStatus'] {
  return value === 'pending' || value === 'rejected' ? value : 'approved';
}

function toRow(row: RawRow): ShopRow {
  const approvalStatus = approvalOf(row.approvalStatus);
  const isSuspended = Boolean(row.isSuspended);
  return {
    id: row.id,
    name: row.name,
    branchName: row.branchName,
    code: row.code,
    province: row.province,
    ownerTelMasked: row.ownerTel ? maskTel(row.ownerTel) : '',
    approvalStatus,
    isSuspended,
    state: shopStateOf({ approvalStatus, isSuspended }),
    commissionRateBp: Number(row.commissionRateBp),
  };
}

export async function listShops(
  db: DbOrTx,
  input: ShopListQuery,
  now: Date,
): Promise<ShopListResponse> {
  const query = ShopListQuerySchema.parse(input);
  const byKeyword = keywordWhere(query.keyword);
  const where = and(byKeyword, query.state ? STATE_WHERE[query.state] : undefined);
  const [rows, [totals]] = await Promise.all([
    db
      .select(rowColumns(now))
      .from(stores)
      .where(where)
      .orderBy(desc(stores.id))
      .limit(SHOPS_PAGE_SIZE)
      .offset((query.page - 1) * SHOPS_PAGE_SIZE),
    db
      .select({
        total: sql<number>`count(*) filter (where ${where ?? sql`true`})`,
        pending: sql<number>`count(*) filter (where ${STATE_WHERE.pending})`,
        approved: sql<number>`count(*) filter (where ${STATE_WHERE.approved})`,
        rejected: sql<number>`count(*) filter (where ${STATE_WHERE.rejected})`,
        suspended: sql<number>`count(*) filter (where ${STATE_WHERE.suspended})`,
      })
      .from(stores)
      .where(byKeyword),
  ]);
  return {
    success: true,
    items: rows.map(toRow),
    total: Number(totals?.total ?? 0),
    page: query.page,
    pageSize: SHOPS_PAGE_SIZE,
    counts: {
      pending: Number(totals?.pending ?? 0),
      approved: Number(totals?.approved ?? 0),
      rejected: Number(totals?.rejected ?? 0),
      suspended: Number(totals?.suspended ?? 0),
    },
  };
}

const suspender = alias(operators, 'suspender');
const lifter = alias(operators, 'lifter');

export async function getShop(db: DbOrTx, storeId: number, now: Date): Promise<ShopDetail> {
  const [row] = await db
    .select({
      ...rowColumns(now),
      registerDate: stores.registerDate,
      legalName: stores.legalName,
      taxId: stores.taxId,
      taxBranchNo: stores.taxBranchNo,
      tel: stores.tel,
      address: stores.address,
      subDistrict: stores.subDistrict,
      district: stores.district,
      postCode: stores.postCode,
      isActive: stores.isActive,
      parentStoreId: stores.parentStoreId,
    })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  const headId = row.parentStoreId ?? row.id;
  const [head, branches, account, suspensions, [rejection]] = await Promise.all([
    row.parentStoreId
      ? db
          .select({ id: stores.id, name: stores.name, branchName: stores.branchName })
          .from(stores)
          .where(eq(stores.id, row.parentStoreId))
      : Promise.resolve([]),
    db
      .select({
        id: stores.id,
        branchName: stores.branchName,
        approvalStatus: stores.approvalStatus,
        isSuspended: openSuspension,
      })
      .from(stores)
      .where(eq(stores.parentStoreId, row.id))
      .orderBy(asc(stores.id)),
    db.select().from(storePayoutAccounts).where(eq(storePayoutAccounts.storeId, headId)),
    db
      .select({
        id: storeSuspensions.id,
        suspendedAt: storeSuspensions.suspendedAt,
        reason: storeSuspensions.reason,
        suspendedBy: suspender.name,
        liftedAt: storeSuspensions.liftedAt,
        liftedBy: lifter.name,
        liftReason: storeSuspensions.liftReason,
      })
      .from(storeSuspensions)
      .innerJoin(suspender, eq(suspender.id, storeSuspensions.suspendedBy))
      .leftJoin(lifter, eq(lifter.id, storeSuspensions.liftedBy))
      .where(eq(storeSuspensions.storeId, storeId))
      .orderBy(desc(storeSuspensions.suspendedAt), desc(storeSuspensions.id)),
    db
      .select({ detail: operatorAuditLog.detail })
      .from(operatorAuditLog)
      .where(
        and(
          eq(operatorAuditLog.action, 'shop.reject'),
          eq(operatorAuditLog.targetType, 'store'),
          eq(operatorAuditLog.targetId, String(storeId)),
        ),
      )
      .orderBy(desc(operatorAuditLog.id))
      .limit(1),
  ]);
  const payout = account[0];
  const heldUntil = payout
    ? new Date(payout.changedAt.getTime() + PAYOUT_ACCOUNT_HOLD_HOURS * 3_600_000)
    : null;
  const reason = rejection?.detail?.reason;
  return {
    ...toRow(row),
    registerDate: String(row.registerDate),
    legalName: row.legalName,
    taxId: row.taxId,
    taxBranchNo: row.taxBranchNo,
    tel: row.tel,
    address: [row.address, row.subDistrict, row.district, row.province, row.postCode]
      .filter(Boolean)
      .join(' '),
    isActive: row.isActive,
    headOffice: head[0] ?? null,
    branches: branches.map((b) => ({
      id: b.id,
      branchName: b.branchName,
      state: shopStateOf({ approvalStatus: b.approvalStatus, isSuspended: Boolean(b.isSuspended) }),
    })),
    payoutAccount: payout
      ? {
          bankName: transferBankOf(payout.bankCode)?.name ?? payout.bankCode,
          accountNumberMasked: formatAccountNumber(payout.accountNumber, true),
          changedAt: payout.changedAt.toISOString(),
          heldUntil: heldUntil && heldUntil > now ? heldUntil.toISOString() : null,
        }
      : null,
    suspensions: suspensions.map((s) => ({
      id: s.id,
      suspendedAt: s.suspendedAt.toISOString(),
      reason: s.reason,
      suspendedBy: s.suspendedBy,
      liftedAt: s.liftedAt?.toISOString() ?? null,
      liftedBy: s.liftedBy ?? null,
      liftReason: s.liftReason ?? null,
    })),
    rejectReason: typeof reason === 'string' ? reason : null,
  };
}

async function detailResponse(db: DbOrTx, storeId: number, now: Date): Promise<ShopDetailResponse> {
  return { success: true, shop: await getShop(db, storeId, now) };
}

/** The store row, locked until the transaction ends: one operator's change at a time. */
async function lockStore(tx: DbOrTx, storeId: number) {
  const [row] = await tx
    .select({
      id: stores.id,
      name: stores.name,
      approvalStatus: stores.approvalStatus,
      isActive: stores.isActive,
      taxBranchNo: stores.taxBranchNo,
    })
    .from(stores)
    .where(eq(stores.id, storeId))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

async function openSuspensionOf(tx: DbOrTx, storeId: number) {
  const [row] = await tx
    .select()
    .from(storeSuspensions)
    .where(and(eq(storeSuspensions.storeId, storeId), isNull(storeSuspensions.liftedAt)));
  return row ?? null;
}

/**
 * Decides a waiting shop: approved, it becomes public (unless suspended); rejected (with a
 * reason), it stays hidden. Either way the owner is told after the commit.
 */
async function decideShop(
  deps: ShopDeps,
  operator: AuthOperator,
  storeId: number,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<ShopDetailResponse> {
  const { db } = deps;
  await db.transaction(async (tx) => {
    const store = await lockStore(tx, storeId);
    if (store.approvalStatus !== 'pending') throw new AppError('SHOP_NOT_WAITING');
    const after = await approveStore(tx, { sellerId: storeId, approve: decision.approve });
    await logOperatorAction(tx, operator, {
      action: decision.approve ? SHOP_ADMIN_ACTIONS.approve : SHOP_ADMIN_ACTIONS.reject,
      targetType: 'store',
      targetId: storeId,
      detail: {
        before: { approvalStatus: store.approvalStatus, isActive: store.isActive },
        after: { approvalStatus: after.approvalStatus },
        ...(decision.approve ? {} : { reason: decision.reason }),
      },
    });
    await tellOwner(tx, storeId, {
      eventKey: `shop:${storeId}:${decision.approve ? 'approved' : 'rejected'}:${deps.now().getTime()}`,
      kind: decision.approve ? 'shop_approved' : 'shop_rejected',
      data: decision.approve ? {} : { reason: decision.reason },
    });
  });
  return detailResponse(db, storeId, deps.now());
}

export function approveShop(deps: ShopDeps, operator: AuthOperator, storeId: number) {
  return decideShop(deps, operator, storeId, { approve: true });
}

export function rejectShop(
  deps: ShopDeps,
  operator: AuthOperator,
  storeId: number,
  reason: string,
) {
  return decideShop(deps, operator, storeId, { approve: false, reason });
}

/**
 * Suspends an approved shop: hidden from shoppers and refusing new orders (is_active false), its
 * back office open with a banner. A second suspension of the same shop is refused, even when two
 * operators ask at once (the store lock, and the one-open-row index behind it).
 */
export async function suspendShop(
  deps: ShopDeps,
  operator: AuthOperator,
  storeId: number,
  reason: string,
): Promise<ShopDetailResponse> {
  const { db } = deps;
  const at = deps.now();
  await db.transaction(async (tx) => {
    const store = await lockStore(tx, storeId);
    if (await openSuspensionOf(tx, storeId)) throw new AppError('SHOP_ALREADY_SUSPENDED');
    if (store.approvalStatus !== 'approved') throw new AppError('SHOP_NOT_APPROVED');
    const [row] = await tx
      .insert(storeSuspensions)
      .values({
        storeId,
        suspendedAt: at,
        reason,
        suspendedBy: operator.operatorId,
        wasActive: store.isActive,
      })
      .onConflictDoNothing()
      .returning({ id: storeSuspensions.id });
    if (!row) throw new AppError('SHOP_ALREADY_SUSPENDED');
    await tx.update(stores).set({ isActive: false, updatedAt: at }).where(eq(stores.id, storeId));
    await logOperatorAction(tx, operator, {
      action: SHOP_ADMIN_ACTIONS.suspend,
      targetType: 'store',
      targetId: storeId,
      detail: {
        before: { isActive: store.isActive, suspended: false },
        after: { isActive: false, suspended: true },
        reason,
        suspensionId: row.id,
      },
    });
    await tellOwner(tx, storeId, {
      eventKey: `shop:${storeId}:suspended:${row.id}`,
      kind: 'shop_suspended',
      data: { reason },
    });
  });
  return detailResponse(db, storeId, at);
}

/** Lifts the open suspension: is_active goes back to what it was (if the shop is still approved). */
export async function reactivateShop(
  deps: ShopDeps,
  operator: AuthOperator,
  storeId: number,
  reason: string,
): Promise<ShopDetailResponse> {
  const { db } = deps;
  const at = deps.now();
  await db.transaction(async (tx) => {
    const store = await lockStore(tx, storeId);
    const open = await openSuspensionOf(tx, storeId);
    if (!open) throw new AppError('SHOP_NOT_SUSPENDED');
    const lifted = await tx
      .update(storeSuspensions)
      .set({ liftedAt: at, liftedBy: operator.operatorId, liftReason: reason })
      .where(and(eq(storeSuspensions.id, open.id), isNull(storeSuspensions.liftedAt)))
      .returning({ id: storeSuspensions.id });
    if (lifted.length === 0) throw new AppError('SHOP_NOT_SUSPENDED');
    const isActive = open.wasActive && store.approvalStatus === 'approved';
    await tx.update(stores).set({ isActive, updatedAt: at }).where(eq(stores.id, storeId));
    await logOperatorAction(tx, operator, {
      action: SHOP_ADMIN_ACTIONS.reactivate,
      targetType: 'store',
      targetId: storeId,
      detail: {
        before: { isActive: store.isActive, suspended: true },
        after: { isActive, suspended: false },
        reason,
        suspensionId: open.id,
      },
    });
    await tellOwner(tx, storeId, {
      eventKey: `shop:${storeId}:reactivated:${open.id}`,
      kind: 'shop_reactivated',
    });
  });
  return detailResponse(db, storeId, at);
}

/** The branch number printed on the shop's commission documents (00000 = head office). */
export async function setTaxBranchNo(
  deps: ShopDeps,
  operator: AuthOperator,
  storeId: number,
  taxBranchNo: string,
): Promise<ShopDetailResponse> {
  const { db } = deps;
  const at = deps.now();
  await db.transaction(async (tx) => {
    const store = await lockStore(tx, storeId);
    if (store.taxBranchNo === taxBranchNo) return;
    await tx.update(stores).set({ taxBranchNo, updatedAt: at }).where(eq(stores.id, storeId));
    await logOperatorAction(tx, operator, {
      action: SHOP_ADMIN_ACTIONS.taxBranch,
      targetType: 'store',
      targetId: storeId,
      detail: { before: { taxBranchNo: store.taxBranchNo }, after: { taxBranchNo } },
    });
  });
  return detailResponse(db, storeId, at);
}
