import {
  AUDIT_PAGE_SIZE,
  type AuditLogQuery,
  type AuditLogResponse,
} from '@yangdee/contracts/operators';
import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { operatorAuditLog, operators } from '../../db/schema/operators';

// Reading the audit log (decision 0142): newest first, filtered by operator, action and Bangkok
// calendar days. Reading only: the log has no update or delete.

/** Midnight of a Bangkok calendar day (YYYY-MM-DD), as an instant. */
function bangkokMidnight(day: string): Date {
  return new Date(`${day}T00:00:00+07:00`);
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export async function listAuditLog(db: DbOrTx, query: AuditLogQuery): Promise<AuditLogResponse> {
  const where: SQL[] = [];
  if (query.operatorId) where.push(eq(operatorAuditLog.operatorId, query.operatorId));
  if (query.action) where.push(eq(operatorAuditLog.action, query.action));
  if (query.from) where.push(gte(operatorAuditLog.at, bangkokMidnight(query.from)));
  if (query.to) where.push(lt(operatorAuditLog.at, bangkokMidnight(nextDay(query.to))));
  const condition = where.length ? and(...where) : undefined;
  const page = query.page;
  const [rows, [{ total }], people] = await Promise.all([
    db
      .select({
        id: operatorAuditLog.id,
        at: operatorAuditLog.at,
        operatorId: operatorAuditLog.operatorId,
        username: operators.username,
        operatorName: operators.name,
        action: operatorAuditLog.action,
        targetType: operatorAuditLog.targetType,
        targetId: operatorAuditLog.targetId,
        detail: operatorAuditLog.detail,
        ip: operatorAuditLog.ip,
      })
      .from(operatorAuditLog)
      .innerJoin(operators, eq(operators.id, operatorAuditLog.operatorId))
      .where(condition)
      .orderBy(desc(operatorAuditLog.at), desc(operatorAuditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ total: count() }).from(operatorAuditLog).where(condition),
    db
      .select({ operatorId: operators.id, name: operators.name })
      .from(operators)
      .orderBy(asc(operators.name)),
  ]);
  return {
    success: true,
    items: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
    total,
    page,
    pageSize: AUDIT_PAGE_SIZE,
    operators: people,
  };
}
