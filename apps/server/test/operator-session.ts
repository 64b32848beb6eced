import type { OperatorRole } from '@yangdee/contracts/operators';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { operators } from '../src/db/schema/operators';
import { DEMO_OPERATORS } from '../src/db/seed/build-operators';
import { issueOperatorToken } from '../src/modules/admin/operator-tokens';

// Operator sessions for integration tests (decision 0142): a token of the seeded demo operator
// of a role (operator1 owner, finance1 finance, support1 support), issued straight into the
// app's database, so many tests can sign in without the sign-in limit or argon2's cost.
// The sign-in itself is tested through POST /api/admin/login (admin-auth.routes.test.ts).

export function demoOperator(role: OperatorRole) {
  const operator = DEMO_OPERATORS.find((candidate) => candidate.role === role);
  if (!operator) throw new Error(`no demo operator with role ${role}`);
  return operator;
}

/** A bearer token (without "Bearer ") of the demo operator of `role`. */
export async function operatorToken(
  app: FastifyInstance,
  role: OperatorRole = 'owner',
): Promise<string> {
  const db = app.operatorAuthDb;
  const { username } = demoOperator(role);
  const [row] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(eq(operators.username, username));
  if (!row) throw new Error(`demo operator ${username} is not seeded`);
  return issueOperatorToken(db, row.id, '127.0.0.1');
}

/** The Authorization header value for the demo operator of `role`. */
export async function operatorAuth(
  app: FastifyInstance,
  role: OperatorRole = 'owner',
): Promise<string> {
  return `Bearer ${await operatorToken(app, role)}`;
}
