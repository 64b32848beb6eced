import { fullAcl } from '@yangdee/contracts/seller-acl';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Db } from '../src/db/client';
import { sellerUsers, staffMemberships } from '../src/db/schema/sellers';
import { stores } from '../src/db/schema/stores';
import { hashPassword } from '../src/lib/passwords';
import { issueSellerToken } from '../src/modules/accounts/tokens.service';
import type { SellerRouteEntry } from '../src/plugins/auth';
import { createOffer, createProduct, createStore } from './offer-fixtures';
import { fillPath, hasPathParams } from './path-params';
import { SELLER_ROUTE_CASES, type SellerCaseContext } from './seller-route-cases';
import { createCustomer } from './test-customers';
import { buildTestApp, testDatabases } from './test-databases';
import { createStaff } from './test-sellers';

// Issue 14 "Rules that hold everywhere": every /api/seller/* route, walked from the routes the
// server registered, refuses no token, a customer token and a staff member without the route's
// flag (401/403, a Thai message), and neither another store's owner nor the owner of a sibling
// branch the token is not switched to can change the store; the right token gets 2xx. Each test
// owns a store group of its own, so the seeded demo stores stay as they are. A seller route
// without a case in seller-route-cases.ts fails here.

/** A digest of every row that belongs to a store (tables with a store_id), and the store row. */
async function storeFingerprint(db: Db, storeId: number): Promise<string> {
  const tables = await db.execute<{ table_name: string }>(sql`
    select table_name from information_schema.columns
     where table_schema = 'public' and column_name = 'store_id'
       and table_name not in ('seller_tokens', 'seller_login_log')
     order by table_name`);
  const parts: string[] = [];
  const names = ('rows' in tables ? tables.rows : tables) as { table_name: string }[];
  for (const { table_name } of names) {
    const result = await db.execute<{ digest: string | null }>(
      sql`select md5(coalesce(string_agg(to_jsonb(t)::text, '|' order by to_jsonb(t)::text), '')) as digest
            from ${sql.identifier(table_name)} t where t.store_id = ${storeId}`,
    );
    const rows = ('rows' in result ? result.rows : result) as { digest: string | null }[];
    parts.push(`${table_name}:${rows[0]?.digest}`);
  }
  const own = await db.select().from(stores).where(eq(stores.id, storeId));
  return `${parts.join(',')};${JSON.stringify(own)}`;
}

async function createOwner(db: Db, storeIds: number[]): Promise<{ id: number }> {
  const [row] = await db
    .insert(sellerUsers)
    .values({
      username: `owner_${Math.random().toString(36).slice(2, 10)}`,
      passwordHash: await hashPassword('Passw0rdOwner'),
      name: 'เจ้าของ ทดสอบ',
    })
    .returning({ id: sellerUsers.id });
  for (const storeId of storeIds) {
    await db
      .insert(staffMemberships)
      .values({ sellerUserId: row.id, storeId, isOwner: true, acl: fullAcl() });
  }
  return row;
}

const bearer = async (db: Db, userId: number, storeId: number) =>
  `Bearer ${await issueSellerToken(db, userId, storeId)}`;

function flagsOf(acl: SellerRouteEntry['acl']): string[] {
  if (acl === 'open' || acl === 'account' || acl === 'signedIn' || acl === 'platformAdmin') {
    return [];
  }
  return typeof acl === 'string' ? [acl] : [...acl];
}

describe.each(testDatabases())('seller route permissions on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let ctx: SellerCaseContext;
  let others: {
    none: string;
    customer: string;
    noFlags: string;
    otherOwner: string;
    siblingOwner: string;
  };

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    const db = database.db;
    const head = await createStore(db, { name: 'ร้านทดสอบสิทธิ์', latitude: 13.7, longitude: 100.5 });
    const branch = await createStore(db, { name: 'ร้านทดสอบสิทธิ์', latitude: 13.8, longitude: 100.6 });
    await db
      .update(stores)
      .set({ parentStoreId: head.id, branchName: 'สาขาสอง' })
      .where(eq(stores.id, branch.id));
    const other = await createStore(db, { name: 'ร้านอื่น', latitude: 14, longitude: 100.4 });
    const owner = await createOwner(db, [head.id, branch.id]);
    const otherOwner = await createOwner(db, [other.id]);
    ctx = {
      app,
      db,
      storeId: head.id,
      branchId: branch.id,
      ownerId: owner.id,
      ownerAuth: await bearer(db, owner.id, head.id),
      offerId: await createOffer(db, {
        storeId: head.id,
        productId: await createProduct(db),
        priceSatang: 250_000,
      }),
      memberId: (await createStaff(db, head.id, { manageOrder: true })).id,
    };
    others = {
      none: '',
      customer: (await createCustomer(db)).auth,
      noFlags: (await createStaff(db, head.id, {})).auth,
      otherOwner: await bearer(db, otherOwner.id, other.id),
      siblingOwner: await bearer(db, owner.id, branch.id),
    };
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('every seller route has a case', () => {
    const missing = app.sellerRoutes
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !(key in SELLER_ROUTE_CASES));
    expect(missing).toEqual([]);
  });

  it('names a real row in the path of every route that has path parameters', () => {
    const withoutParams = app.sellerRoutes
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => hasPathParams(key) && !SELLER_ROUTE_CASES[key]?.params);
    expect(withoutParams).toEqual([]);
  });

  it('refuses the wrong callers with a Thai message and changes nothing; the right caller gets 2xx', async () => {
    const db = database.db;
    for (const route of app.sellerRoutes) {
      const key = `${route.method} ${route.url}`;
      const routeCase = SELLER_ROUTE_CASES[key];
      if (route.acl === 'open' || !routeCase) continue;
      const send = async (authorization: string) =>
        app.inject({
          method: route.method as 'GET' | 'POST',
          url: hasPathParams(route.url)
            ? fillPath(route.url, await routeCase.params?.(ctx))
            : route.url,
          headers: authorization ? { authorization } : {},
          ...(route.method === 'GET'
            ? {}
            : { payload: (await routeCase.body(ctx)) as Record<string, unknown> }),
        });
      const before = await storeFingerprint(db, ctx.storeId);

      for (const [who, auth] of [
        ['no token', others.none],
        ['customer token', others.customer],
      ] as const) {
        const response = await send(auth);
        expect(response.statusCode, `${key} with ${who}`).toBe(401);
        expect(response.json().message, `${key} with ${who}`).toMatch(/[ก-๙]/);
      }
      const flags = flagsOf(route.acl);
      if (flags.length > 0 || route.acl === 'platformAdmin') {
        const response = await send(others.noFlags);
        expect(response.statusCode, `${key} with a staff member without the flag`).toBe(403);
        expect(response.json().message).toMatch(/[ก-๙]/);
      }
      if (route.acl === 'platformAdmin') {
        const response = await send(ctx.ownerAuth);
        expect(response.statusCode, `${key} by a store owner`).toBe(403);
      }
      for (const [who, auth] of [
        ['another store’s owner', others.otherOwner],
        ['the owner of a sibling branch', others.siblingOwner],
      ] as const) {
        const response = await send(auth);
        expect(response.statusCode, `${key} by ${who}`).toBeLessThan(500);
      }
      expect(await storeFingerprint(db, ctx.storeId), `${key}: the store changed`).toBe(before);

      if (route.acl !== 'platformAdmin' && !routeCase.skipRightCaller) {
        const auth = routeCase.rightAuth ? await routeCase.rightAuth(ctx) : ctx.ownerAuth;
        const response = await send(auth);
        expect(response.statusCode, `${key} by the owner: ${response.body}`).toBeLessThan(300);
      }
    }
  });
});
