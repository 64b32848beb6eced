import type { AuditAction } from '@yangdee/contracts/audit-actions';
import {
  isOperatorRole,
  type OperatorPermission,
  type OperatorRole,
  permissionsOf,
} from '@yangdee/contracts/operators';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { operatorAuditLog, operators, operatorTokens } from '../../db/schema/operators';
import { AppError } from '../../lib/app-error';
import { readBearer } from '../../lib/tokens';
import { liveOperatorToken, parseOperatorToken } from './operator-tokens';

// The operator console's guard and audit log (issue 32 item 4, decision 0142).
//
//   r.post('/admin/shops/approve', { onRequest: requireOperator('shops'), ... }, async (request) =>
//     db.transaction(async (tx) => {
//       ...the change...
//       await logOperatorAction(tx, request.operator, { action: 'shop.approve', targetType:
//         'store', targetId: storeId, detail: { before, after } });
//     }));
//
// requireOperator answers 401 (no token, or not a live operator token of an active operator)
// or 403 (the role lacks the permission) in Thai, and sets request.operator. It works as an
// onRequest hook (preferred: refused before the body is read) or as a preHandler. Every
// /api/admin/* route must carry it, or declare `config: { operatorOpen: true }` (sign-in): the
// server refuses to start otherwise (registerOperatorAuth).

export type AuthOperator = {
  operatorId: number;
  username: string;
  name: string;
  role: OperatorRole;
  permissions: OperatorPermission[];
  tokenId: number;
  /** The caller's address (request.ip), written into the audit log. */
  ip: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireOperator on /api/admin/* calls; null elsewhere. */
    operator: AuthOperator | null;
  }
  interface FastifyInstance {
    /** The database requireOperator reads tokens from (registerOperatorAuth). */
    operatorAuthDb: Db;
    /** Every /api/admin/* route with the permission its guard asks (the route walk test). */
    adminRoutes: AdminRouteEntry[];
  }
  interface FastifyContextConfig {
    /** An /api/admin/* route that needs no operator token (only the sign-in). */
    operatorOpen?: boolean;
  }
}

/** The operator a token belongs to, while the token is live and the account active. */
export async function findOperatorByToken(
  db: DbOrTx,
  token: string,
): Promise<Omit<AuthOperator, 'ip'> | null> {
  const parsed = parseOperatorToken(token);
  if (!parsed) return null;
  const rows = await db
    .select({
      tokenId: operatorTokens.id,
      operatorId: operators.id,
      username: operators.username,
      name: operators.name,
      role: operators.role,
      isActive: operators.isActive,
    })
    .from(operatorTokens)
    .innerJoin(operators, eq(operators.id, operatorTokens.operatorId))
    .where(liveOperatorToken(parsed))
    .limit(1);
  const row = rows[0];
  if (!row?.isActive || !isOperatorRole(row.role)) return null;
  return {
    tokenId: row.tokenId,
    operatorId: row.operatorId,
    username: row.username,
    name: row.name,
    role: row.role,
    permissions: permissionsOf(row.role),
  };
}

/** An /api/admin/* route: open (the sign-in), any operator (null) or one permission. */
export type AdminRouteEntry = {
  method: string;
  url: string;
  permission: OperatorPermission | null | 'open';
};

/** Each guard requireOperator made, with the permission it asks (null: any operator). */
const guards = new WeakMap<object, OperatorPermission | null>();

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return readBearer(Array.isArray(header) ? header[0] : header);
}

/**
 * A hook that lets through only a signed-in operator whose role holds `permission` (any
 * operator when omitted), and sets request.operator.
 */
export function requireOperator(permission?: OperatorPermission): preHandlerAsyncHookHandler {
  const guard = async (request: FastifyRequest) => {
    const db = request.server.operatorAuthDb;
    const token = bearerOf(request);
    if (!token) throw new AppError('UNAUTHORIZED');
    const operator = await findOperatorByToken(db, token);
    if (!operator) throw new AppError('TOKEN_INVALID');
    if (permission && !operator.permissions.includes(permission)) {
      throw new AppError('OPERATOR_FORBIDDEN');
    }
    request.operator = { ...operator, ip: request.ip.slice(0, 64) };
  };
  guards.set(guard, permission ?? null);
  return guard;
}

/** The operator set by requireOperator (a route without the guard is a programming error). */
export function operatorOf(request: FastifyRequest): AuthOperator {
  if (!request.operator) throw new AppError('UNAUTHORIZED');
  return request.operator;
}

export type OperatorAction = {
  /** 'area.verb', one of @yangdee/contracts/audit-actions (each has its Thai label there). */
  action: AuditAction;
  targetType?: string;
  targetId?: string | number | null;
  /** What changed: e.g. { before, after, reason }. Never a password or token. */
  detail?: Record<string, unknown>;
};

/**
 * Writes one audit-log row. Call it inside the transaction of the change, so the row exists
 * exactly when the change does. The log is append-only: there is no update or delete of it.
 */
export async function logOperatorAction(
  db: DbOrTx,
  operator: Pick<AuthOperator, 'operatorId'> & { ip?: string },
  { action, targetType = '', targetId = '', detail = {} }: OperatorAction,
): Promise<void> {
  await db.insert(operatorAuditLog).values({
    operatorId: operator.operatorId,
    action: action.slice(0, 60),
    targetType: targetType.slice(0, 40),
    targetId: targetId === null ? '' : String(targetId).slice(0, 60),
    detail,
    ip: (operator.ip ?? '').slice(0, 64),
  });
}

/** The guard among a route's hooks, if any. */
function guardOf(hooks: unknown): { permission: OperatorPermission | null } | null {
  const list = Array.isArray(hooks) ? hooks : hooks ? [hooks] : [];
  const guard = list.find((hook) => typeof hook === 'function' && guards.has(hook));
  return guard ? { permission: guards.get(guard) ?? null } : null;
}

/**
 * Gives requireOperator its database and checks, as each route is added, that every
 * /api/admin/* route is guarded (or declared open): a forgotten guard stops the server starting.
 */
export function registerOperatorAuth(app: FastifyInstance, db: Db): void {
  const table: AdminRouteEntry[] = [];
  app.decorate('operatorAuthDb', db);
  app.decorate('adminRoutes', table);
  app.decorateRequest('operator', null);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/admin/')) return;
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    const add = (permission: AdminRouteEntry['permission']) => {
      for (const method of methods) table.push({ method, url: route.url, permission });
    };
    if (route.config?.operatorOpen === true) return add('open');
    const guard = guardOf(route.onRequest) ?? guardOf(route.preHandler);
    if (!guard) {
      throw new Error(`${route.method} ${route.url}: an admin route must use requireOperator`);
    }
    add(guard.permission);
  });
}
