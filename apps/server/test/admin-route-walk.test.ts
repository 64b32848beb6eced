import { ERRORS } from '@yangdee/contracts/errors';
import {
  OPERATOR_ROLES,
  type OperatorPermission,
  type OperatorRole,
  roleMay,
} from '@yangdee/contracts/operators';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import type { AdminRouteEntry } from '../src/modules/admin/operator-auth';
import { operatorAuth } from './operator-session';
import { createCustomer } from './test-customers';
import { buildTestApp, testDatabases } from './test-databases';
import { DEMO_SELLERS, signInSeller } from './test-sellers';

// Issue 32 item 4 (decision 0144): a walk over every /api/admin/* route the server registered.
// Each one but the sign-in refuses no token, a shop's token (an owner's and the platform admin's)
// and a shopper's token with 401, and an operator whose role lacks the route's permission with
// 403, each with its Thai message, before reading any body. The table below is the permission
// each route needs: a new /api/admin route that is not in it fails this test, so nobody adds an
// unguarded or unreviewed console call.

type Need = OperatorPermission | 'any operator' | 'open';

const ADMIN_ROUTE_TABLE: Record<string, Need> = {
  'POST /api/admin/login': 'open',
  'POST /api/admin/logout': 'any operator',
  'GET /api/admin/me': 'any operator',
  'GET /api/admin/audit': 'audit',
  'GET /api/admin/operators': 'operators',
  'POST /api/admin/operators': 'operators',
  'POST /api/admin/operators/:id/role': 'operators',
  'POST /api/admin/operators/:id/disable': 'operators',
  'POST /api/admin/operators/:id/enable': 'operators',
  'POST /api/admin/operators/:id/password': 'operators',
  'GET /api/admin/refunds': 'refunds',
  'GET /api/admin/refunds/batches': 'refunds',
  'POST /api/admin/refunds/batches': 'refunds',
  'GET /api/admin/refunds/batches/:id': 'refunds',
  'GET /api/admin/refunds/batches/:id/file': 'refunds',
  'POST /api/admin/refunds/batches/:id/lines/:refundId': 'refunds',
  'GET /api/admin/payouts': 'payouts',
  'POST /api/admin/payouts/build': 'payouts',
  'GET /api/admin/payouts/:batchId': 'payouts',
  'GET /api/admin/payouts/:batchId/bank-file': 'payouts',
  'GET /api/admin/payouts/:batchId/lines/:lineId': 'payouts',
  'GET /api/admin/payouts/:batchId/lines/:lineId/statement': 'payouts',
  'POST /api/admin/payouts/:batchId/mark-transferred': 'payouts',
  'POST /api/admin/payouts/:batchId/lines/:lineId/mark-transferred': 'payouts',
  'POST /api/admin/payouts/:batchId/lines/:lineId/mark-failed': 'payouts',
  'GET /api/admin/commission-rates': 'commission',
  'POST /api/admin/commission-rates': 'commission',
  'GET /api/admin/commission-documents': 'commission',
  'GET /api/admin/commission-documents/:id': 'commission',
  'POST /api/admin/commission-documents/issue': 'commission',
  'GET /api/admin/books': 'books',
  'GET /api/admin/reconciliation/days': 'books',
  'GET /api/admin/reconciliation/days/:day': 'books',
  'POST /api/admin/reconciliation/days': 'books',
  'POST /api/admin/reconciliation/mismatches/:id/resolve': 'books',
  'GET /api/admin/shops': 'shops',
  'GET /api/admin/shops/:id': 'shops',
  'POST /api/admin/shops/:id/approve': 'shops',
  'POST /api/admin/shops/:id/reject': 'shops',
  'POST /api/admin/shops/:id/suspend': 'shops',
  'POST /api/admin/shops/:id/reactivate': 'shops',
  'POST /api/admin/shops/:id/tax-branch': 'shops',
  'GET /api/admin/home-counts': 'any operator',
};

const keyOf = (route: Pick<AdminRouteEntry, 'method' | 'url'>) => `${route.method} ${route.url}`;
/** A URL of the route: every `:param` an id that does not exist. */
const urlOf = (url: string) => url.replace(/:[A-Za-z]+/g, '2147483000');
const declared = (permission: AdminRouteEntry['permission']): Need =>
  permission === null ? 'any operator' : permission;

describe.each(testDatabases())('every /api/admin route on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let outsiders: Record<string, string>;
  let roles: Record<OperatorRole, string>;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    outsiders = {
      'no token': '',
      'a shop owner’s token': (await signInSeller(app, DEMO_SELLERS.owner)).auth,
      'the platform admin’s shop token': (await signInSeller(app, DEMO_SELLERS.admin)).auth,
      'a shopper’s token': (await createCustomer(database.db)).auth,
      'a made-up operator token': 'Bearer op-1|not-a-real-secret',
    };
    roles = {
      owner: await operatorAuth(app, 'owner'),
      finance: await operatorAuth(app, 'finance'),
      support: await operatorAuth(app, 'support'),
    };
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const send = (route: AdminRouteEntry, authorization: string) =>
    app.inject({
      method: route.method as 'GET' | 'POST',
      url: urlOf(route.url),
      headers: authorization ? { authorization } : {},
    });
  const guarded = () => app.adminRoutes.filter((route) => route.permission !== 'open');

  it('has every registered /api/admin route in the table, with the permission its guard asks', () => {
    const registered = Object.fromEntries(
      app.adminRoutes.map((route) => [keyOf(route), declared(route.permission)]),
    );
    expect(Object.keys(registered).filter((key) => !(key in ADMIN_ROUTE_TABLE))).toEqual([]);
    expect(Object.keys(ADMIN_ROUTE_TABLE).filter((key) => !(key in registered))).toEqual([]);
    expect(registered).toEqual(ADMIN_ROUTE_TABLE);
    // Only the sign-in is open.
    expect(app.adminRoutes.filter((route) => route.permission === 'open').map(keyOf)).toEqual([
      'POST /api/admin/login',
    ]);
  });

  it('refuses no token, shop, shopper and made-up tokens with 401 and a Thai message', async () => {
    const wrong: string[] = [];
    for (const route of guarded()) {
      for (const [who, authorization] of Object.entries(outsiders)) {
        const response = await send(route, authorization);
        const message = String(response.json().message ?? '');
        if (response.statusCode !== 401 || !/[\u0E00-\u0E7F]/.test(message)) {
          wrong.push(`${keyOf(route)} with ${who}: ${response.statusCode} ${message}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses an operator whose role lacks the route’s permission with 403', async () => {
    const wrong: string[] = [];
    let refusals = 0;
    for (const route of guarded()) {
      const need = ADMIN_ROUTE_TABLE[keyOf(route)];
      if (need === 'any operator' || need === 'open') continue;
      for (const role of OPERATOR_ROLES.filter((r) => !roleMay(r, need))) {
        const response = await send(route, roles[role]);
        refusals++;
        if (
          response.statusCode !== 403 ||
          response.json().message !== ERRORS.OPERATOR_FORBIDDEN.message
        ) {
          wrong.push(`${keyOf(route)} as ${role}: ${response.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // Operators: finance and support are refused; payouts, commission and books: support.
    expect(refusals).toBeGreaterThanOrEqual(6 * 2 + 9 + 5 + 1);
  });

  it('gives every role the permissions no 403 can be walked for (refunds and the audit log)', () => {
    const needs = new Set(Object.values(ADMIN_ROUTE_TABLE));
    const everyone = [...needs].filter(
      (need): need is OperatorPermission =>
        need !== 'any operator' &&
        need !== 'open' &&
        OPERATOR_ROLES.every((role) => roleMay(role, need)),
    );
    expect(everyone.sort()).toEqual(['audit', 'refunds']);
  });

  it('lets an operator with the permission through the guard on every read', async () => {
    const wrong: string[] = [];
    for (const route of guarded().filter((r) => r.method === 'GET')) {
      const need = ADMIN_ROUTE_TABLE[keyOf(route)];
      const role = OPERATOR_ROLES.find((r) => need === 'any operator' || roleMay(r, need as never));
      const response = await send(route, roles[role ?? 'owner']);
      if ([401, 403].includes(response.statusCode) || response.statusCode >= 500) {
        wrong.push(`${keyOf(route)} as ${role}: ${response.statusCode} ${response.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
