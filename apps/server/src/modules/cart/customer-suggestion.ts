import type { CustomerSuggestion } from '@yangdee/contracts/cart';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { users } from '../../db/schema/users';

// Issue 13: checkout starts from what the shopper gave last time. The customer form and the
// delivery form are prefilled from the caller's own last order (customer and car, and for a
// delivery its receiver and address), blanks filled from the profile. Read by user id from the
// token only, so nobody sees another shopper's details; tax details are never suggested.

export const EMPTY_SUGGESTION: CustomerSuggestion = {
  firstName: '',
  lastName: '',
  email: '',
  tel: '',
  address: '',
  subDistrict: '',
  district: '',
  province: '',
  postCode: '',
  carBrand: '',
  carModel: '',
  licenseNumber: '',
  licenseProvince: '',
};

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** 'สมชาย ใจดี' → first name and the rest (the profile keeps one name field). */
function splitName(name: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

export async function findCustomerSuggestion(
  db: DbOrTx,
  userId: number,
): Promise<CustomerSuggestion> {
  const [[last], [profile]] = await Promise.all([
    db
      .select({ customer: orders.customer, shipping: orders.shipping })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.id))
      .limit(1),
    db
      .select({
        name: users.name,
        email: users.email,
        tel: users.tel,
        address: users.address,
        subDistrict: users.subDistrict,
        district: users.district,
        province: users.province,
        postCode: users.postCode,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1),
  ]);
  const c = last?.customer ?? {};
  const s = last?.shipping ?? {};
  const fromOrder: CustomerSuggestion = {
    firstName: text(c.firstName) || text(s.receiverFirstname),
    lastName: text(c.lastName) || text(s.receiverLastname),
    email: text(c.email) || text(s.receiverEmail),
    tel: text(c.tel) || text(s.receiverTel),
    address: text(s.address) || text(c.address),
    subDistrict: text(s.subDistrict) || text(c.subDistrict),
    district: text(s.district) || text(c.district),
    province: text(s.province) || text(c.province),
    postCode: text(s.postCode) || text(c.postCode),
    carBrand: text(c.carBrand),
    carModel: text(c.carModel),
    licenseNumber: text(c.licenseNumber),
    licenseProvince: text(c.licenseProvince),
  };
  const fromProfile: Partial<CustomerSuggestion> = profile
    ? {
        ...splitName(profile.name),
        email: text(profile.email),
        tel: text(profile.tel),
        address: text(profile.address),
        subDistrict: text(profile.subDistrict),
        district: text(profile.district),
        province: text(profile.province),
        postCode: text(profile.postCode),
      }
    : {};
  const out = { ...EMPTY_SUGGESTION };
  for (const key of Object.keys(EMPTY_SUGGESTION) as (keyof CustomerSuggestion)[]) {
    out[key] = fromOrder[key] || fromProfile[key] || '';
  }
  // An address is one piece: the order's, or else the profile's, never parts of both.
  if (!fromOrder.address && fromProfile.address) {
    for (const key of ['address', 'subDistrict', 'district', 'province', 'postCode'] as const) {
      out[key] = fromProfile[key] ?? '';
    }
  }
  return out;
}
