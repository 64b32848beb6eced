import { OPERATOR_ADMIN_ACTIONS } from '@yangdee/contracts/audit-actions';
import {
  type CreateOperatorBody,
  type OperatorAccount,
  type OperatorRole,
  OperatorRoleSchema,
} from '@yangdee/contracts/operators';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { operatorSignIns, operators } from '../../db/schema/operators';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../../lib/passwords';
import { type AuthOperator, logOperatorAction } from './operator-auth';
import { revokeAllOperatorTokens } from './operator-tokens';

// Operator management (issue 32 item 4, decision 0144), for whoever holds `operators` (owners):
// list the team, add an operator, change a role, switch an account off or on, set a new
// password. Each change writes the audit log in its own transaction.
//
// The rules: nobody changes their own role or switches themselves off (OPERATOR_SELF_CHANGE), and
// the marketplace always keeps one active owner (OPERATOR_LAST_OWNER). Every change that could
// take an owner away first takes one transaction-scoped lock ('operator-owners'), then counts the
// other active owners: two owners demoting or switching off each other at once queue on the lock,
// and the second sees the first's change, so one owner always remains. Switching an account off
// ends its sessions at once (its tokens are revoked, and the guard refuses an inactive account's
// token anyway); a new password ends its other sessions too.

type Row = typeof operators.$inferSelect;

const NOT_FOUND = 'ไม่พบผู้ดูแลระบบนี้';

// Written out: in a one-table select drizzle leaves ${operators.id} unqualified, which inside
// the subquery would name the sign-in row's own id.
const lastSignIn = sql`(select max(s.created_at) from ${operatorSignIns} s
   where s.operator_id = operators.id and s.is_success)`.mapWith(operatorSignIns.createdAt);

function accountOf(row: Row, lastSignInAt: Date | null): OperatorAccount {
  return {
    operatorId: row.id,
    username: row.username,
    name: row.name,
    role: OperatorRoleSchema.parse(row.role),
    isActive: row.isActive,
    lastSignInAt: lastSignInAt ? lastSignInAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Everyone in the team: active first, then by name. */
export async function listOperators(db: DbOrTx): Promise<OperatorAccount[]> {
  const rows = await db
    .select({ row: operators, lastSignInAt: lastSignIn })
    .from(operators)
    .orderBy(sql`${operators.isActive} desc`, asc(operators.name), asc(operators.id));
  return rows.map(({ row, lastSignInAt }) => accountOf(row, lastSignInAt));
}

async function readAccount(db: DbOrTx, id: number): Promise<OperatorAccount> {
  const [found] = await db
    .select({ row: operators, lastSignInAt: lastSignIn })
    .from(operators)
    .where(eq(operators.id, id));
  if (!found) throw new AppError('NOT_FOUND', NOT_FOUND);
  return accountOf(found.row, found.lastSignInAt);
}

/** One lock for every change that could leave the marketplace without an active owner. */
async function lockOwners(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('operator-owners'))`);
}

async function targetOf(tx: DbOrTx, id: number): Promise<Row> {
  const [row] = await tx.select().from(operators).where(eq(operators.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

/** Refuses when no other active owner than `id` exists (read under lockOwners). */
async function ensureAnotherOwner(tx: DbOrTx, id: number): Promise<void> {
  const others = await tx
    .select({ id: operators.id })
    .from(operators)
    .where(and(eq(operators.role, 'owner'), eq(operators.isActive, true), ne(operators.id, id)))
    .limit(1);
  if (others.length === 0) throw new AppError('OPERATOR_LAST_OWNER');
}

function refuseSelf(actor: AuthOperator, id: number): void {
  if (actor.operatorId === id) throw new AppError('OPERATOR_SELF_CHANGE');
}

export async function createOperator(
  db: Db,
  actor: AuthOperator,
  body: Pick<CreateOperatorBody, 'username' | 'name' | 'role' | 'password'>,
): Promise<OperatorAccount> {
  const passwordHash = await hashPassword(body.password);
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(operators)
        .values({ username: body.username, name: body.name, role: body.role, passwordHash })
        .returning({ id: operators.id });
      await logOperatorAction(tx, actor, {
        action: OPERATOR_ADMIN_ACTIONS.create,
        targetType: 'operator',
        targetId: row.id,
        detail: { username: body.username, name: body.name, role: body.role },
      });
      return row.id;
    });
    return readAccount(db, id);
  } catch (error) {
    if (isUniqueViolation(error, 'operators_username_uq')) {
      throw new AppError('USERNAME_TAKEN', undefined, {
        username: ['ชื่อผู้ใช้นี้มีผู้ใช้แล้ว กรุณาเลือกชื่ออื่น'],
      });
    }
    throw error;
  }
}

export async function changeOperatorRole(
  db: Db,
  actor: AuthOperator,
  id: number,
  role: OperatorRole,
): Promise<OperatorAccount> {
  refuseSelf(actor, id);
  await db.transaction(async (tx) => {
    await lockOwners(tx);
    const target = await targetOf(tx, id);
    if (target.role === role) return;
    if (target.role === 'owner' && target.isActive) await ensureAnotherOwner(tx, id);
    await tx.update(operators).set({ role, updatedAt: new Date() }).where(eq(operators.id, id));
    await logOperatorAction(tx, actor, {
      action: OPERATOR_ADMIN_ACTIONS.roleChange,
      targetType: 'operator',
      targetId: id,
      detail: { username: target.username, before: target.role, after: role },
    });
  });
  return readAccount(db, id);
}

/** Switches an account off or on; off ends every session of it at once. */
export async function setOperatorActive(
  db: Db,
  actor: AuthOperator,
  id: number,
  isActive: boolean,
): Promise<OperatorAccount> {
  refuseSelf(actor, id);
  await db.transaction(async (tx) => {
    await lockOwners(tx);
    const target = await targetOf(tx, id);
    if (target.isActive === isActive) return;
    if (!isActive && target.role === 'owner') await ensureAnotherOwner(tx, id);
    await tx.update(operators).set({ isActive, updatedAt: new Date() }).where(eq(operators.id, id));
    if (!isActive) await revokeAllOperatorTokens(tx, id);
    await logOperatorAction(tx, actor, {
      action: isActive ? OPERATOR_ADMIN_ACTIONS.enable : OPERATOR_ADMIN_ACTIONS.disable,
      targetType: 'operator',
      targetId: id,
      detail: { username: target.username, role: target.role },
    });
  });
  return readAccount(db, id);
}

/** A new password set by the owner; the account's other sessions end. */
export async function resetOperatorPassword(
  db: Db,
  actor: AuthOperator,
  id: number,
  password: string,
): Promise<OperatorAccount> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const target = await targetOf(tx, id);
    await tx
      .update(operators)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(operators.id, id));
    // Every session of the account ends, except the one asking (an owner setting their own).
    await revokeAllOperatorTokens(tx, id, id === actor.operatorId ? actor.tokenId : undefined);
    await logOperatorAction(tx, actor, {
      action: OPERATOR_ADMIN_ACTIONS.passwordReset,
      targetType: 'operator',
      targetId: id,
      detail: { username: target.username },
    });
  });
  return readAccount(db, id);
}
