import { randomBytes } from 'node:crypto';
import { emptyAcl, fullAcl } from '@yangdee/contracts/seller-acl';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { commissionDocuments } from '../src/db/schema/commission';
import { reviews } from '../src/db/schema/content';
import { promotions, sellerServices, sellerWarranties } from '../src/db/schema/offers';
import {
  sellerTokens,
  sellerUsers,
  staffInvitations,
  staffMemberships,
} from '../src/db/schema/sellers';
import { stockImportJobs } from '../src/db/schema/stock-imports';
import { storeHolidays, stores } from '../src/db/schema/stores';
import { issueSellerToken } from '../src/modules/accounts/tokens.service';
import { createOffer, createProduct, createStore } from './offer-fixtures';
import { createSellerOrder } from './seller-orders-fixtures';
import type { ActorName } from './seller-threat-model';
import { createCustomer } from './test-customers';
import { createOwner, createStaff } from './test-sellers';
import { filedClaim } from './warranty-fixtures';

// The world the threat-model walk (seller-threat-model.test.ts) runs in: one shop group — a head
// office H and its branch V, both owned by one owner — whose branch V is the victim every
// route's body names; another approved shop X; a shop P registered and still waiting for
// approval; the seeded platform admin. V's rows carry MARKER in names and titles, so a response
// that shows any of V's people, orders or offers to someone who may not see V is caught.

export const MARKER = 'ลับสาขาวี';

export type ThreatWorld = {
  db: Db;
  headId: number;
  victimId: number;
  otherShopId: number;
  pendingId: number;
  ownerId: number;
  victimProductId: number;
  victimOfferId: number;
  victimJobId: number;
  /** A fresh seller token of the actor (tokens are used up by logout and switching). */
  auth: (actor: ActorName) => Promise<string>;
};

type SellerSeat = { userId: number; storeId: number };

async function createPendingShop(db: Db): Promise<{ storeId: number; ownerId: number }> {
  const store = await createStore(db, { name: 'ร้านรออนุมัติ', latitude: 15, longitude: 101 });
  await db.update(stores).set({ approvalStatus: 'pending' }).where(eq(stores.id, store.id));
  const owner = await createOwner(db, [store.id]);
  return { storeId: store.id, ownerId: owner.id };
}

/** A member of H with every flag there and of V with only manageProduct, signed in at H. */
async function splitMember(db: Db, headId: number, victimId: number): Promise<SellerSeat> {
  const staff = await createStaff(db, headId, fullAcl());
  await db.update(sellerUsers).set({ name: 'พนักงาน สองสาขา' }).where(eq(sellerUsers.id, staff.id));
  await db.insert(staffMemberships).values({
    sellerUserId: staff.id,
    storeId: victimId,
    isOwner: false,
    acl: { ...emptyAcl(), manageProduct: true },
  });
  return { userId: staff.id, storeId: headId };
}

/** A fresh phone number nobody holds (0 6x-xxx-xxxx), for add-staff and invitations. */
export function freshTel(): string {
  return `06${String(Number.parseInt(randomBytes(4).toString('hex'), 16) % 100_000_000).padStart(8, '0')}`;
}

export async function buildThreatWorld(db: Db): Promise<ThreatWorld> {
  const head = await createStore(db, { name: 'ร้านแบบจำลองภัย', latitude: 13.7, longitude: 100.5 });
  const victim = await createStore(db, { name: 'ร้านแบบจำลองภัย', latitude: 13.8, longitude: 100.6 });
  await db
    .update(stores)
    .set({ parentStoreId: head.id, branchName: 'สาขาวี' })
    .where(eq(stores.id, victim.id));
  const other = await createStore(db, { name: 'ร้านคู่แข่ง', latitude: 14, longitude: 100.4 });
  const pending = await createPendingShop(db);
  const owner = await createOwner(db, [head.id, victim.id]);
  const otherOwner = await createOwner(db, [other.id]);
  const allButAccounting = { ...fullAcl(), manageAccounting: false };
  const seat = async (storeId: number, flags: object, name = `พนักงาน ${MARKER}`) => {
    const staff = await createStaff(db, storeId, flags);
    await db.update(sellerUsers).set({ name }).where(eq(sellerUsers.id, staff.id));
    return { userId: staff.id, storeId };
  };
  // Not named with MARKER: its own account (my-account) is what it may still read.
  const switchedOff = await seat(victim.id, fullAcl(), 'พนักงาน ถูกปิด');
  await db
    .update(staffMemberships)
    .set({ isActive: false })
    .where(eq(staffMemberships.sellerUserId, switchedOff.userId));
  const [admin] = await db
    .select({ id: sellerUsers.id })
    .from(sellerUsers)
    .where(eq(sellerUsers.isPlatformAdmin, true))
    .limit(1);
  const seats: Partial<Record<ActorName, SellerSeat>> = {
    staff: await seat(victim.id, fullAcl()),
    staffNoFlags: await seat(victim.id, {}),
    staffManager: await seat(victim.id, allButAccounting),
    otherBranchStaff: await seat(head.id, fullAcl(), 'พนักงาน สำนักงานใหญ่'),
    splitMember: await splitMember(db, head.id, victim.id),
    owner: { userId: owner.id, storeId: head.id },
    otherShop: { userId: otherOwner.id, storeId: other.id },
    pendingShop: { userId: pending.ownerId, storeId: pending.storeId },
    admin: { userId: admin.id, storeId: victim.id },
    switchedOff,
  };
  const shopper = (await createCustomer(db)).auth;
  const loggedOut = `Bearer ${await issueSellerToken(db, owner.id, victim.id)}`;
  await db.execute(sql`update seller_tokens set revoked_at = now()
    where seller_user_id = ${owner.id} and store_id = ${victim.id}`);

  const victimProductId = await createProduct(db);
  const victimOfferId = await createOffer(db, {
    storeId: victim.id,
    productId: victimProductId,
    priceSatang: 350_000,
  });
  // V's own rows that lists and reports would show: an order, a review, benefits, a holiday.
  await victimOrder({ db, victimId: victim.id, victimOfferId }, 1);
  await victimReview({ db, victimId: victim.id });
  await victimWarranty({ db, victimId: victim.id });
  await victimService({ db, victimId: victim.id });
  await victimPromotion({ db, victimId: victim.id });
  await db
    .insert(storeHolidays)
    .values({ storeId: victim.id, dateKey: '2099-01-02', title: `หยุด ${MARKER}` });
  const [job] = await db
    .insert(stockImportJobs)
    .values({ storeId: victim.id, fileName: `${MARKER}.xlsx`, status: 'ready', totalRows: 0 })
    .returning({ id: stockImportJobs.id });

  return {
    db,
    headId: head.id,
    victimId: victim.id,
    otherShopId: other.id,
    pendingId: pending.storeId,
    ownerId: owner.id,
    victimProductId,
    victimOfferId,
    victimJobId: job.id,
    auth: async (actor) => {
      if (actor === 'anonymous') return '';
      if (actor === 'shopper') return shopper;
      if (actor === 'loggedOut') return loggedOut;
      const s = seats[actor];
      if (!s) throw new Error(`no seat for ${actor}`);
      return `Bearer ${await issueSellerToken(db, s.userId, s.storeId)}`;
    },
  };
}

type VictimRef = { db: Db; victimId: number };

/** A fresh paid order of V in `status`, its customer named with MARKER. */
export async function victimOrder(
  w: VictimRef & { victimOfferId: number },
  status: number,
  orderType: 1 | 2 = 1,
  depositSatang = 0,
): Promise<number> {
  const order = await createSellerOrder(w.db, {
    storeId: w.victimId,
    sellerProductId: w.victimOfferId,
    status,
    orderType,
    depositSatang,
    customer: { firstName: 'ลูกค้า', lastName: MARKER, tel: '0812345678' },
  });
  return order.id;
}

/** A fresh warranty claim of V, just filed, its story and customer named with MARKER. */
export function victimClaim(w: VictimRef & { victimOfferId: number }): Promise<number> {
  const customer = { firstName: 'ลูกค้า', lastName: MARKER, tel: '0812345678' };
  const order = { storeId: w.victimId, sellerProductId: w.victimOfferId, customer };
  return filedClaim(w.db, order, `ยางบวม ${MARKER}`);
}

export async function victimReview(w: VictimRef): Promise<number> {
  const [row] = await w.db
    .insert(reviews)
    .values({ storeId: w.victimId, rating: 4, reviewerName: MARKER, text: `รีวิว ${MARKER}` })
    .returning({ id: reviews.id });
  return row.id;
}

/** V's commission tax invoice (one per shop and month: made once, then read again). */
export async function victimCommissionDocument(w: VictimRef): Promise<number> {
  const [had] = await w.db
    .select({ id: commissionDocuments.id })
    .from(commissionDocuments)
    .where(eq(commissionDocuments.storeId, w.victimId))
    .limit(1);
  if (had) return had.id;
  const seq = 900_000 + (w.victimId % 90_000);
  const [row] = await w.db
    .insert(commissionDocuments)
    .values({
      storeId: w.victimId,
      month: '2031-01-01',
      docNo: `CT-${randomBytes(5).toString('hex')}`,
      beYear: 2574,
      seq,
      issueDate: '2031-02-01',
      issuedAt: new Date('2031-02-01T01:00:00Z'),
      sellerName: 'ยางดี',
      sellerAddress: 'กรุงเทพมหานคร',
      sellerTaxId: '0105555000000',
      sellerBranchNo: '00000',
      buyerName: `ร้าน ${MARKER}`,
      buyerAddress: MARKER,
      buyerTaxId: '0105555000001',
      buyerBranchNo: '00000',
      lines: [],
      entryCount: 1,
      commissionSatang: 10_000,
      feeSatang: 700,
      totalSatang: 10_700,
      vatSatang: 700,
      beforeVatSatang: 10_000,
      totalText: 'หนึ่งร้อยเจ็ดบาทถ้วน',
    })
    .returning({ id: commissionDocuments.id });
  return row.id;
}

export async function victimWarranty(w: VictimRef): Promise<number> {
  const [row] = await w.db
    .insert(sellerWarranties)
    .values({ storeId: w.victimId, title: `ประกัน ${MARKER}`, months: 12 })
    .returning({ id: sellerWarranties.id });
  return row.id;
}

export async function victimService(w: VictimRef): Promise<number> {
  const [row] = await w.db
    .insert(sellerServices)
    .values({ storeId: w.victimId, title: `บริการ ${MARKER}`, priceSatang: 10_000, orderType: 1 })
    .returning({ id: sellerServices.id });
  return row.id;
}

export async function victimPromotion(w: VictimRef): Promise<number> {
  const [row] = await w.db
    .insert(promotions)
    .values({
      key: `threat-${randomBytes(4).toString('hex')}`,
      storeId: w.victimId,
      amountType: 'discountPercent',
      amountValue: 500,
      title: `โปร ${MARKER}`,
      startDate: '2020-01-01',
      endDate: '2099-12-31',
    })
    .returning({ id: promotions.id });
  return row.id;
}

export const ACCOUNTANT_NAME = 'พนักงาน บัญชี';

/**
 * A fresh member of V holding manageAccounting (a flag the staff manager lacks), named
 * ACCOUNTANT_NAME so that edit-staff may send the name back unchanged.
 */
export async function victimAccountant(w: VictimRef): Promise<number> {
  const staff = await createStaff(w.db, w.victimId, { manageAccounting: true, manageOrder: true });
  await w.db.update(sellerUsers).set({ name: ACCOUNTANT_NAME }).where(eq(sellerUsers.id, staff.id));
  return staff.id;
}

/** A live session (token) of a fresh member of V: end-staff-session's subject. */
export async function victimSession(w: VictimRef): Promise<number> {
  const staff = await createStaff(w.db, w.victimId, { manageOrder: true });
  const [row] = await w.db
    .select({ id: sellerTokens.id })
    .from(sellerTokens)
    .where(eq(sellerTokens.sellerUserId, staff.id))
    .orderBy(desc(sellerTokens.id))
    .limit(1);
  return row.id;
}

/** An open invitation of V granting manageAccounting (item 2). */
export async function victimInvitation(w: VictimRef): Promise<number> {
  const [row] = await w.db
    .insert(staffInvitations)
    .values({
      storeId: w.victimId,
      tel: freshTel(),
      name: 'ผู้ได้รับเชิญ',
      acl: { ...fullAcl(), manageStaff: false },
      secretHash: randomBytes(32).toString('hex'),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: staffInvitations.id });
  return row.id;
}

/**
 * A digest of every row of V: each table with a store_id (but tokens, sign-in logs, session and
 * event rows, which a refused call may write), the store row, and V's members' accounts (phone,
 * password, name, active: what a takeover changes).
 */
export async function victimFingerprint(db: Db, storeId: number): Promise<string> {
  const result = await db.execute<{ digest: string }>(sql`
    select md5(concat_ws(',',
      (select md5(to_jsonb(s)::text) from stores s where s.id = ${storeId}),
      (select md5(coalesce(string_agg(to_jsonb(u)::text, '|' order by u.id), ''))
         from seller_users u join staff_memberships m on m.seller_user_id = u.id
        where m.store_id = ${storeId})
    )) as digest`);
  const rows = ('rows' in result ? result.rows : result) as { digest: string }[];
  return `${rows[0]?.digest}:${await tablesDigest(db, storeId)}`;
}

let storeTables: string[] | null = null;

async function tablesDigest(db: Db, storeId: number): Promise<string> {
  if (!storeTables) {
    const result = await db.execute<{ table_name: string }>(sql`
      select table_name from information_schema.columns
       where table_schema = 'public' and column_name = 'store_id'
         and table_name not like '%token%' and table_name not like '%login%'
         and table_name not like '%session%' and table_name not like '%event%'
       order by table_name`);
    storeTables = (('rows' in result ? result.rows : result) as { table_name: string }[]).map(
      (r) => r.table_name,
    );
  }
  const parts = storeTables.map(
    (name) =>
      sql`coalesce((select md5(string_agg(to_jsonb(t)::text, '|' order by to_jsonb(t)::text))
                      from ${sql.identifier(name)} t where t.store_id = ${storeId}), '-')`,
  );
  const result = await db.execute<{ digest: string }>(
    sql`select md5(concat_ws(',', ${sql.join(parts, sql`, `)})) as digest`,
  );
  const rows = ('rows' in result ? result.rows : result) as { digest: string }[];
  return rows[0]?.digest ?? '';
}
