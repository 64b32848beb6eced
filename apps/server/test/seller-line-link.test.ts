import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { sellerUsers } from '../src/db/schema/sellers';
import { createOwnedStore, type StoreOwner } from './store-setup-fixtures';
import { buildTestApp, testDatabases } from './test-databases';
import { createStaff, type TestStaff } from './test-sellers';

// Issue 35 item 2: a staff member links their own LINE (verified by the LINE sign-in provider,
// here its sandbox) to get the shop's pushes; one LINE belongs to one seller account, a forged
// token links nothing, the link is always the caller's own, and unlinking clears it.

describe.each(testDatabases())('a staff member’s own LINE on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let owner: StoreOwner;
  let staff: TestStaff;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    owner = await createOwnedStore(database.db);
    staff = await createStaff(database.db, owner.storeId, { manageOrder: true });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** A token the LINE sandbox signs for this profile name, as its authorise page hands back. */
  const lineToken = async (name: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/dev/social/line/approve?redirect_uri=%2Fseller%2Faccount&state=s1&name=${encodeURIComponent(name)}`,
    });
    expect(res.statusCode).toBe(302);
    const hash = new URLSearchParams(String(res.headers.location).split('#')[1]);
    return hash.get('access_token') ?? '';
  };
  const lineName = () => `พนักงาน LINE ${randomBytes(4).toString('hex')}`;
  const post = (url: string, auth: string, payload?: object) =>
    app.inject({
      method: 'POST',
      url: `/api/seller/${url}`,
      headers: auth ? { authorization: auth } : {},
      ...(payload ? { payload } : {}),
    });
  const lineIdOf = async (sellerUserId: number) => {
    const [row] = await database.db
      .select({ lineId: sellerUsers.lineId })
      .from(sellerUsers)
      .where(eq(sellerUsers.id, sellerUserId));
    return row.lineId;
  };
  const lineLinked = async (auth: string) => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/seller/my-account',
      headers: { authorization: auth },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().lineLinked as boolean;
  };

  it('links the caller’s own LINE, shows it linked, and unlinks it', async () => {
    expect(await lineLinked(staff.auth)).toBe(false);
    const linked = await post('link-line', staff.auth, {
      accessToken: await lineToken(lineName()),
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(await lineLinked(staff.auth)).toBe(true);
    expect(await lineIdOf(staff.id)).toMatch(/^sandbox-/);
    // The owner's account is untouched: the link was the staff member's own.
    expect(await lineIdOf(owner.ownerId)).toBeNull();
    expect(await lineLinked(owner.auth)).toBe(false);

    const unlinked = await post('unlink-line', staff.auth);
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect(await lineLinked(staff.auth)).toBe(false);
    expect(await lineIdOf(staff.id)).toBeNull();
  });

  it('the owner unlinking touches only the owner’s own link, never a staff member’s', async () => {
    const member = await createStaff(database.db, owner.storeId, { manageOrder: true });
    await post('link-line', member.auth, { accessToken: await lineToken(lineName()) });
    const before = await lineIdOf(member.id);
    expect(before).not.toBeNull();
    expect((await post('unlink-line', owner.auth)).statusCode).toBe(200);
    expect(await lineIdOf(member.id)).toBe(before);
  });

  it('linking the same LINE again to the same account is fine', async () => {
    const member = await createStaff(database.db, owner.storeId, {});
    const name = lineName();
    expect(
      (await post('link-line', member.auth, { accessToken: await lineToken(name) })).statusCode,
    ).toBe(200);
    const again = await post('link-line', member.auth, { accessToken: await lineToken(name) });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('a LINE already linked to another seller account → 409 in Thai, nothing changed', async () => {
    const first = await createStaff(database.db, owner.storeId, { manageOrder: true });
    const second = await createStaff(database.db, owner.storeId, { manageOrder: true });
    const name = lineName();
    await post('link-line', first.auth, { accessToken: await lineToken(name) });
    const firstLine = await lineIdOf(first.id);

    const taken = await post('link-line', second.auth, { accessToken: await lineToken(name) });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('SELLER_LINE_TAKEN');
    expect(taken.json().message).toMatch(/[ก-๙]/);
    expect(await lineIdOf(second.id)).toBeNull();
    expect(await lineIdOf(first.id)).toBe(firstLine);

    // The second keeps an earlier link of its own when refused.
    await post('link-line', second.auth, { accessToken: await lineToken(lineName()) });
    const kept = await lineIdOf(second.id);
    expect(
      (await post('link-line', second.auth, { accessToken: await lineToken(name) })).statusCode,
    ).toBe(409);
    expect(await lineIdOf(second.id)).toBe(kept);
  });

  it('a forged or foreign token is refused in Thai and links nothing', async () => {
    const member = await createStaff(database.db, owner.storeId, {});
    const real = await lineToken(lineName());
    const [data] = real.split('.');
    for (const accessToken of [`${data}.forged`, 'not-a-token', `${real}x`]) {
      const res = await post('link-line', member.auth, { accessToken });
      expect(res.statusCode, accessToken).toBe(422);
      expect(res.json().code).toBe('SELLER_LINE_UNVERIFIED');
      expect(res.json().message).toMatch(/[ก-๙]/);
    }
    // Neither credentials at all.
    expect((await post('link-line', member.auth, {})).statusCode).toBe(422);
    expect(await lineIdOf(member.id)).toBeNull();
  });

  it('signed out: 401 for link, unlink and the account', async () => {
    const accessToken = await lineToken(lineName());
    expect((await post('link-line', '', { accessToken })).statusCode).toBe(401);
    expect((await post('unlink-line', '')).statusCode).toBe(401);
    const loggedOut = await createStaff(database.db, owner.storeId, {});
    expect((await post('logout', loggedOut.auth)).statusCode).toBe(200);
    const res = await post('link-line', loggedOut.auth, { accessToken });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/[ก-๙]/);
    expect(await lineIdOf(loggedOut.id)).toBeNull();
  });
});
