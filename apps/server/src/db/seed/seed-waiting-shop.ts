import { hash } from '@node-rs/argon2';
import { fullAcl } from '@yangdee/contracts/seller-acl';
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { sellerUsers, staffMemberships } from '../schema/sellers';
import { storeSettings, stores } from '../schema/stores';

// A shop that registered itself and waits for the marketplace's approval (issue 32 item 4,
// decision 0143), so the console's shops area has one to approve without a registration first.
// Added after every generated row (its id follows theirs; no draw of the seeded generator moves),
// as the store form would have written it: hidden, 'pending', its settings and an owner holding
// every permission. The owner `waiting1` (password Waiting123) proved the phone 0810000009.

const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 };
export const WAITING_SHOP = {
  name: 'ยางใหม่ ศรีราชา',
  owner: { username: 'waiting1', password: 'Waiting123', tel: '0810000009' },
} as const;

export async function seedWaitingShop(tx: Tx): Promise<number> {
  const result = await tx.execute<{ id: string | number }>(
    sql`select nextval(pg_get_serial_sequence('stores', 'id')) as id`,
  );
  const id = Number(result.rows[0].id);
  await tx.insert(stores).values({
    id,
    link: `store-${id}`,
    code: `YD${String(id).padStart(5, '0')}`,
    name: WAITING_SHOP.name,
    branchName: '',
    address: '88/8 ถนนสุขุมวิท',
    subDistrict: 'ศรีราชา',
    district: 'ศรีราชา',
    province: 'ชลบุรี',
    postCode: '20110',
    tel: '038123456',
    latitude: 13.1737,
    longitude: 100.9311,
    weeklyHours: [0, 1, 2, 3, 4, 5, 6].map((day) =>
      day === 0 ? null : { day, open: '08:00', close: '18:00' },
    ),
    openTimeHtml: '<p>จันทร์ - เสาร์ 08:00 - 18:00 น.<br>อาทิตย์ ปิด</p>',
    hasTireBalancing: true,
    hasNitrogen: true,
    registerDate: '2026-11-20',
    isActive: false,
    approvalStatus: 'pending',
  });
  await tx.insert(storeSettings).values({ storeId: id, closedWeekdays: [0] });
  const [owner] = await tx
    .insert(sellerUsers)
    .values({
      username: WAITING_SHOP.owner.username,
      passwordHash: await hash(WAITING_SHOP.owner.password, ARGON2),
      tel: WAITING_SHOP.owner.tel,
      telVerifiedAt: new Date('2026-11-20T03:00:00Z'),
      name: 'ประเสริฐ ยางใหม่',
    })
    .returning({ id: sellerUsers.id });
  await tx
    .insert(staffMemberships)
    .values({ sellerUserId: owner.id, storeId: id, isOwner: true, acl: fullAcl() });
  return id;
}
