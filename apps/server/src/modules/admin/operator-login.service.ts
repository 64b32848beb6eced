import { LOGIN_LOCK } from '@yangdee/contracts/auth';
import {
  isOperatorRole,
  OPERATOR_AUTH_ACTIONS,
  type OperatorLoginBody,
  type OperatorLoginResponse,
  permissionsOf,
} from '@yangdee/contracts/operators';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { operatorSignIns, operators } from '../../db/schema/operators';
import { AppError } from '../../lib/app-error';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { type AuthOperator, logOperatorAction } from './operator-auth';
import { issueOperatorToken, revokeOperatorToken } from './operator-tokens';

// Operator sign-in by user name and password (decision 0142), as the shops' (seller-login.service):
// an unknown name costs the same dummy verification and gets the same answer as a wrong
// password; ten failures in 15 minutes lock the name for the rest of the window, checked before
// any hashing. Every attempt is recorded with its address; a success and a sign-out are operator
// actions in the audit log.

const LOCK_MS = LOGIN_LOCK.windowMinutes * 60_000;

async function recordAttempt(
  db: DbOrTx,
  operatorId: number | null,
  ip: string,
  isSuccess: boolean,
): Promise<void> {
  await db.insert(operatorSignIns).values({ operatorId, ip: ip.slice(0, 64), isSuccess });
}

export async function loginOperator(
  db: Db,
  input: OperatorLoginBody & { ip: string },
): Promise<OperatorLoginResponse> {
  const [operator] = await db
    .select()
    .from(operators)
    .where(eq(operators.username, input.username.trim()))
    .limit(1);
  if (!operator || !isOperatorRole(operator.role)) {
    await verifyAgainstDummy(input.password);
    await recordAttempt(db, null, input.ip, false);
    throw new AppError('LOGIN_FAILED');
  }
  const [failures] = await db
    .select({ n: count() })
    .from(operatorSignIns)
    .where(
      and(
        eq(operatorSignIns.operatorId, operator.id),
        eq(operatorSignIns.isSuccess, false),
        gt(operatorSignIns.createdAt, new Date(Date.now() - LOCK_MS)),
      ),
    );
  if (failures.n >= LOGIN_LOCK.maxFailures) {
    await recordAttempt(db, operator.id, input.ip, false);
    throw new AppError('ACCOUNT_LOCKED');
  }
  const isValid = await verifyPassword(operator.passwordHash, input.password);
  if (!isValid || !operator.isActive) {
    await recordAttempt(db, operator.id, input.ip, false);
    // Only the right password learns that the account is switched off.
    throw new AppError(isValid ? 'OPERATOR_DISABLED' : 'LOGIN_FAILED');
  }
  const role = operator.role;
  return db.transaction(async (tx) => {
    await recordAttempt(tx, operator.id, input.ip, true);
    const token = await issueOperatorToken(tx, operator.id, input.ip);
    await logOperatorAction(
      tx,
      { operatorId: operator.id, ip: input.ip },
      { action: OPERATOR_AUTH_ACTIONS.login, targetType: 'operator', targetId: operator.id },
    );
    return {
      success: true as const,
      token,
      operator: {
        operatorId: operator.id,
        username: operator.username,
        name: operator.name,
        role,
        permissions: permissionsOf(role),
      },
    };
  });
}

/** Ends this session (the token) and records it. */
export async function logoutOperator(db: Db, operator: AuthOperator): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeOperatorToken(tx, operator.tokenId);
    await logOperatorAction(tx, operator, {
      action: OPERATOR_AUTH_ACTIONS.logout,
      targetType: 'operator',
      targetId: operator.operatorId,
    });
  });
}
