import { randomBytes } from 'node:crypto';
import { emptyAcl, fullAcl, type SellerAcl } from '@yangdee/contracts/seller-acl';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { sellerUsers, staffMemberships } from '../src/db/schema/sellers';
import { hashPassword } from '../src/lib/passwords';
import { issueSellerToken } from '../src/modules/accounts/tokens.service';

// Seller staff for integration tests: signing in the seeded demo accounts through the API, and
// fresh staff members with chosen permission flags, so tests that write never touch the demo
// rows other test files read on the shared PostgreSQL database.

export const DEMO_SELLERS = {
  owner: { username: 'seller1', password: 'Seller123' },
  staff: { username: 'staff1', password: 'Staff1234' },
  admin: { username: 'admin', password: 'Admin12345' },
} as const;

/** Signs a demo account in through POST /api/seller/submit-login; answers the session. */
export async function signInSeller(
  app: FastifyInstance,
  account: { username: string; password: string },
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/seller/submit-login',
    payload: account,
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const session = response.json() as {
    token: string;
    info: { sellerId: number; user: string };
    acl: SellerAcl;
  };
  return { ...session, auth: `Bearer ${session.token}` };
}

export type TestStaff = { id: number; username: string; password: string; auth: string };

/** A new staff member of `storeId` holding only the given flags, with a token for that store. */
export async function createStaff(
  db: Db,
  storeId: number,
  flags: Partial<SellerAcl> = {},
): Promise<TestStaff> {
  const username = `staff_${randomBytes(4).toString('hex')}`;
  const password = 'Passw0rdStaff';
  const [row] = await db
    .insert(sellerUsers)
    .values({ username, passwordHash: await hashPassword(password), name: 'พนักงาน ทดสอบ' })
    .returning({ id: sellerUsers.id });
  await db
    .insert(staffMemberships)
    .values({ sellerUserId: row.id, storeId, isOwner: false, acl: { ...emptyAcl(), ...flags } });
  const token = await issueSellerToken(db, row.id, storeId);
  return { id: row.id, username, password, auth: `Bearer ${token}` };
}

export const OWNER_PASSWORD = 'Passw0rdOwner';
export const OWNER_NAME = 'เจ้าของ ทดสอบ';

/** A new account owning each of `storeIds` (every flag), without a token yet. */
export async function createOwner(db: Db, storeIds: number[]): Promise<{ id: number }> {
  const [row] = await db
    .insert(sellerUsers)
    .values({
      username: `owner_${randomBytes(4).toString('hex')}`,
      passwordHash: await hashPassword(OWNER_PASSWORD),
      name: OWNER_NAME,
    })
    .returning({ id: sellerUsers.id });
  for (const storeId of storeIds) {
    await db
      .insert(staffMemberships)
      .values({ sellerUserId: row.id, storeId, isOwner: true, acl: fullAcl() });
  }
  return row;
}
