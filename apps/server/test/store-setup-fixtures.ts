import { randomBytes } from 'node:crypto';
import { fullAcl } from '@yangdee/contracts/seller-acl';
import sharp from 'sharp';
import type { Db } from '../src/db/client';
import { sellerUsers, staffMemberships } from '../src/db/schema/sellers';
import { hashPassword } from '../src/lib/passwords';
import { issueSellerToken } from '../src/modules/accounts/tokens.service';
import { createStore } from './offer-fixtures';

// A store of the test's own with its owner (every permission), so tests that decorate it, add
// staff or save holidays never touch the demo stores other test files read.

export type StoreOwner = {
  storeId: number;
  link: string;
  ownerId: number;
  username: string;
  password: string;
  auth: string;
};

export async function createOwnedStore(
  db: Db,
  opts: { storeId?: number; link?: string; latitude?: number; longitude?: number } = {},
): Promise<StoreOwner> {
  const store =
    opts.storeId !== undefined
      ? { id: opts.storeId, link: opts.link ?? '' }
      : await createStore(db, {
          name: 'ร้านทดสอบตกแต่ง',
          latitude: opts.latitude ?? 13.9,
          longitude: opts.longitude ?? 100.6,
        });
  const username = `owner_${randomBytes(4).toString('hex')}`;
  const password = 'OwnerPass123';
  const [row] = await db
    .insert(sellerUsers)
    .values({ username, passwordHash: await hashPassword(password), name: 'เจ้าของ ทดสอบ' })
    .returning({ id: sellerUsers.id });
  await db
    .insert(staffMemberships)
    .values({ sellerUserId: row.id, storeId: store.id, isOwner: true, acl: fullAcl() });
  const token = await issueSellerToken(db, row.id, store.id);
  return {
    storeId: store.id,
    link: store.link,
    ownerId: row.id,
    username,
    password,
    auth: `Bearer ${token}`,
  };
}

/** A JPEG photo as a phone makes it: EXIF with the camera and a GPS position. */
export async function phoneJpeg(width = 2400, height = 1800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2a7' } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'SecretPhone', Copyright: 'Owner Name' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '13/1 45/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '100/1 30/1 0/1',
      },
    })
    .toBuffer();
}

export async function smallPng(color = '#c03'): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 4, background: color } })
    .png()
    .toBuffer();
}

export const base64 = (bytes: Buffer) => bytes.toString('base64');
