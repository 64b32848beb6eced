import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { sellerUsers, staffMemberships } from '../src/db/schema/sellers';
import { issueSellerToken } from '../src/modules/accounts/tokens.service';
import { THREAT_CASES } from './seller-threat-cases';
import { ACTORS, expectedOutcome } from './seller-threat-model';
import {
  buildThreatWorld,
  freshTel,
  MARKER,
  type ThreatWorld,
  victimAccountant,
  victimFingerprint,
} from './seller-threat-world';
import { buildTestApp, testDatabases } from './test-databases';
import { createStaff, OWNER_NAME } from './test-sellers';

// docs/security.md "Attacks beyond the route table": what a hostile caller tries that the
// route walk (seller-threat-model.test.ts) does not: V's ids slipped into query strings and
// extra body fields, tokens of the wrong kind or past their time, taking the owner's phone,
// and a phone joined to a shop before its owner says yes.

const account = async (w: ThreatWorld, userId: number) => {
  const [row] = await w.db
    .select({ tel: sellerUsers.tel, hash: sellerUsers.passwordHash, name: sellerUsers.name })
    .from(sellerUsers)
    .where(eq(sellerUsers.id, userId));
  return row;
};

describe.each(testDatabases())('attacks on the seller back office on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let w: ThreatWorld;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    w = await buildThreatWorld(database.db);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const post = (url: string, auth: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: { authorization: auth }, payload });

  it("V's ids in query strings and extra body fields give another shop or branch nothing of V", async () => {
    const smuggled = { storeId: w.victimId, sellerId: w.victimId, store_id: w.victimId };
    const query = `storeId=${w.victimId}&sellerId=${w.victimId}&branchId=${w.victimId}`;
    const problems: string[] = [];
    for (const [key, c] of Object.entries(THREAT_CASES)) {
      const [method, url] = key.split('#')[0].split(' ');
      const route = app.sellerRoutes.find((r) => r.method === method && r.url === url);
      if (!route || c.target !== 'store' || c.raw) continue;
      for (const actor of ACTORS.filter((a) =>
        ['otherShop', 'otherBranchStaff'].includes(a.name),
      )) {
        if (expectedOutcome(route.acl, c, actor) !== 'own') continue;
        const body = { ...(c.body ? await c.body(w, actor.name) : {}), ...smuggled };
        const before = await victimFingerprint(w.db, w.victimId);
        const response = await app.inject({
          method: method as 'GET' | 'POST',
          url: `${url}?${query}`,
          headers: { authorization: await w.auth(actor.name) },
          ...(method === 'GET' ? {} : { payload: body }),
        });
        const id = `${key} as ${actor.name}`;
        if (response.statusCode >= 500) problems.push(`${id}: ${response.statusCode}`);
        if (response.body.includes(MARKER)) problems.push(`${id}: shows V's rows`);
        if ((await victimFingerprint(w.db, w.victimId)) !== before)
          problems.push(`${id}: changed V`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('a seller token opens no customer call, and a seller token past its time opens nothing', async () => {
    const seller = await w.auth('owner');
    const cart = await app.inject({
      method: 'GET',
      url: '/api/order/get-cart-data',
      headers: { authorization: seller },
    });
    expect(cart.statusCode).toBe(401);
    const receipt = await post('/api/user/get-receipt', seller, { id: 1 });
    expect(receipt.statusCode).toBe(401);
    const expired = `Bearer ${await issueSellerToken(w.db, w.ownerId, w.victimId)}`;
    await w.db.execute(sql`update seller_tokens set expires_at = now() - interval '1 minute'
      where seller_user_id = ${w.ownerId} and store_id = ${w.victimId} and revoked_at is null`);
    const response = await app.inject({
      method: 'GET',
      url: '/api/seller/get-profile',
      headers: { authorization: expired },
    });
    expect(response.statusCode).toBe(401);
  });

  it("nobody but the person changes a phone or a password: the owner's phone stays the owner's", async () => {
    const owner = await account(w, w.ownerId);
    const manager = await w.auth('staffManager');
    const takeover = await post('/api/seller/edit-staff', manager, {
      sellerUserId: w.ownerId,
      name: OWNER_NAME,
      tel: freshTel(),
      isActive: true,
    });
    expect(takeover.statusCode).toBeGreaterThanOrEqual(400);
    expect(takeover.statusCode).toBeLessThan(500);
    // Not even a member with every flag, nor the platform admin, on a plain member.
    const memberId = await victimAccountant(w);
    const member = await account(w, memberId);
    for (const actor of ['staff', 'admin'] as const) {
      const response = await post('/api/seller/edit-staff', await w.auth(actor), {
        sellerUserId: memberId,
        name: member.name,
        tel: freshTel(),
        password: 'Passw0rdTaken',
        isActive: true,
      });
      expect(response.statusCode, actor).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, actor).toBeLessThan(500);
    }
    expect(await account(w, w.ownerId)).toEqual(owner);
    expect(await account(w, memberId)).toEqual(member);
  });

  it('a phone typed into add-staff joins nobody to V until its owner says yes', async () => {
    const count = async () =>
      (
        await w.db
          .select({ id: staffMemberships.id })
          .from(staffMemberships)
          .where(eq(staffMemberships.storeId, w.victimId))
      ).length;
    const before = await count();
    const response = await post('/api/seller/add-staff', await w.auth('staff'), {
      name: 'คนแปลกหน้า',
      tel: freshTel(),
      acl: { manageOrder: true },
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    expect(await count()).toBe(before);
  });

  it('a member switched off by the shop is refused at once, with the token it already holds', async () => {
    const member = await createStaff(w.db, w.victimId, { manageOrder: true });
    const before = await post('/api/seller/get-order', member.auth, { page: 1 });
    expect(before.statusCode).toBe(200);
    const off = await post('/api/seller/edit-staff', await w.auth('staff'), {
      sellerUserId: member.id,
      name: 'พนักงาน ทดสอบ',
      isActive: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    const after = await post('/api/seller/get-order', member.auth, { page: 1 });
    expect(after.statusCode).toBe(401);
  });
});
