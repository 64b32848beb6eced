// The demo accounts of ARCHITECTURE "Seeded demo accounts", plus a few more customers.
// Passwords are hashed with argon2id at OWASP's parameters (salted, so hashes differ per run).

import { hash } from '@node-rs/argon2';
import { emptyAcl, fullAcl, type SellerAcl } from '@yangdee/contracts/seller-acl';
import type { sellerUsers, staffMemberships } from '../schema/sellers';
import type { favourites, userCars, users } from '../schema/users';
import { DEMO_STORE_IDS } from './build-stores';
import { firstNames, lastNames } from './data/people';
import type { Rng } from './prng';

const TEL_PROVEN_AT = new Date('2026-01-05T03:00:00Z');

export type AccountRows = {
  users: (typeof users.$inferInsert)[];
  userCars: (typeof userCars.$inferInsert)[];
  favourites: (typeof favourites.$inferInsert)[];
  sellerUsers: (typeof sellerUsers.$inferInsert)[];
  staffMemberships: (typeof staffMemberships.$inferInsert)[];
};

const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

function ordersOnlyAcl(): SellerAcl {
  return { ...emptyAcl(), manageOrder: true, confirmService: true, confirmDelivery: true };
}

export async function buildAccounts(rng: Rng, productIds: number[]): Promise<AccountRows> {
  const [customerHash, sellerHash, staffHash, adminHash] = await Promise.all([
    hash('Customer123', ARGON2),
    hash('Seller123', ARGON2),
    hash('Staff1234', ARGON2),
    hash('Admin12345', ARGON2),
  ]);

  const userRows: AccountRows['users'] = [
    {
      id: 1,
      username: 'customer1',
      passwordHash: customerHash,
      tel: '0800000001',
      name: 'สมชาย ใจดี',
      email: 'customer1@example.com',
      birthDate: '1988-05-14',
      gender: 'male',
      address: '99/9 ซอยลาดพร้าว 71',
      subDistrict: 'สะพานสอง',
      district: 'วังทองหลาง',
      province: 'กรุงเทพมหานคร',
      postCode: '10310',
      isAcceptPrivacy: true,
      privacyAcceptedAt: new Date('2026-01-10T10:00:00+07:00'),
    },
  ];
  // More customers who signed in by phone OTP (no username or password).
  for (let i = 2; i <= 40; i++) {
    userRows.push({
      id: i,
      tel: `08${rng.pick(['1', '6', '9'])}${String(rng.int(1000000, 9999999))}`,
      name: `${rng.pick(firstNames)} ${rng.pick(lastNames)}`,
      isAcceptPrivacy: true,
      privacyAcceptedAt: new Date(`2026-0${rng.int(1, 9)}-1${rng.int(0, 9)}T12:00:00+07:00`),
    });
  }
  const cars: AccountRows['userCars'] = [
    {
      id: 1,
      userId: 1,
      licenseNumber: '1กข1234',
      licenseProvince: 'กรุงเทพมหานคร',
      carBrand: 'Toyota',
      carModel: 'Hilux Revo',
    },
    {
      id: 2,
      userId: 1,
      licenseNumber: '7กท5678',
      licenseProvince: 'กรุงเทพมหานคร',
      carBrand: 'Honda',
      carModel: 'City',
    },
  ];
  const favs = rng
    .sample(productIds, 5)
    .map((productId, i) => ({ id: i + 1, userId: 1, productId }));

  const sellerRows: AccountRows['sellerUsers'] = [
    // The demo people proved their phones (decision 0131): phone sign-in and reset find them.
    {
      id: 1,
      username: 'seller1',
      passwordHash: sellerHash,
      tel: '0810000001',
      telVerifiedAt: TEL_PROVEN_AT,
      name: 'วิชัย เจริญผล',
    },
    {
      id: 2,
      username: 'staff1',
      passwordHash: staffHash,
      tel: '0810000002',
      telVerifiedAt: TEL_PROVEN_AT,
      name: 'อนุชา ศรีสุข',
    },
    {
      id: 3,
      username: 'admin',
      passwordHash: adminHash,
      tel: '',
      name: 'ผู้ดูแลระบบยางดี',
      isPlatformAdmin: true,
    },
  ];
  const memberships: AccountRows['staffMemberships'] = [];
  let membershipId = 0;
  for (const storeId of DEMO_STORE_IDS) {
    memberships.push({
      id: ++membershipId,
      sellerUserId: 1,
      storeId,
      isOwner: true,
      acl: fullAcl(),
    });
    // staff1 works at the head office only: it sees and switches to no branch (decision 0133).
    if (storeId !== DEMO_STORE_IDS[0]) continue;
    memberships.push({
      id: ++membershipId,
      sellerUserId: 2,
      storeId,
      isOwner: false,
      acl: ordersOnlyAcl(),
    });
  }

  return {
    users: userRows,
    userCars: cars,
    favourites: favs,
    sellerUsers: sellerRows,
    staffMemberships: memberships,
  };
}
