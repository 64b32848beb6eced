import {
  openTimeHtmlOf,
  type SaveStoreBody,
  type StoreProfile,
} from '@yangdee/contracts/store-profile';
import { STORE_SERVICE_FLAGS } from '@yangdee/contracts/store-services';
import type { Db, DbOrTx } from '../../db/client';
import type { WeeklyHours } from '../../db/schema/stores';
import { AppError } from '../../lib/app-error';
import { assertThaiAddress, TAX_ADDRESS_FIELDS } from '../master/address-check';
import { hasStorefrontPicture } from './decoration.repository';
import * as repo from './profile.repository';

// get-profile / save-store (spec 7 "Store profile and settings", issue 14 §5): the active store
// or branch only (request.seller.storeId). The opening hours are the truth; open_time_html, which
// /store/:id and the cart render, is made from them, and the days without hours close the
// install calendar (decisions 0073, 0074). One transaction: nothing half-saved.

async function requireStore(db: DbOrTx, storeId: number) {
  const store = await repo.findStore(db, storeId);
  if (!store) throw new AppError('NOT_FOUND', 'ไม่พบร้านค้า');
  return store;
}

function hoursOf(value: unknown): StoreProfile['weeklyHours'] {
  const list = Array.isArray(value) ? (value as WeeklyHours) : [];
  return [0, 1, 2, 3, 4, 5, 6].map((day) => {
    const h = list.find((x) => x && x.day === day);
    return h ? { open: h.open, close: h.close } : null;
  });
}

function isTaxAddressBlank(s: repo.StoreRow): boolean {
  return !s.taxAddress && !s.taxSubDistrict && !s.taxDistrict && !s.taxProvince && !s.taxPostCode;
}

export async function getProfile(db: DbOrTx, storeId: number): Promise<StoreProfile> {
  const s = await requireStore(db, storeId);
  const same = isTaxAddressBlank(s);
  return {
    storeId: s.id,
    code: s.code,
    link: s.link,
    name: s.name,
    branchName: s.branchName,
    tel: s.tel,
    email: s.email,
    address: s.address,
    subDistrict: s.subDistrict,
    district: s.district,
    province: s.province,
    postCode: s.postCode,
    latitude: s.latitude,
    longitude: s.longitude,
    weeklyHours: hoursOf(s.weeklyHours),
    openTimeHtml: s.openTimeHtml,
    services: Object.fromEntries(
      STORE_SERVICE_FLAGS.map((f) => [f, s[f]]),
    ) as StoreProfile['services'],
    isAllowTaxRequest: s.isAllowTaxRequest,
    legalName: s.legalName,
    taxId: s.taxId,
    isTaxAddressSame: same,
    taxAddress: same ? s.address : s.taxAddress,
    taxSubDistrict: same ? s.subDistrict : s.taxSubDistrict,
    taxDistrict: same ? s.district : s.taxDistrict,
    taxProvince: same ? s.province : s.taxProvince,
    taxPostCode: same ? s.postCode : s.taxPostCode,
  };
}

export async function saveStore(db: Db, storeId: number, body: SaveStoreBody): Promise<void> {
  assertThaiAddress(body);
  if (!body.isTaxAddressSame) {
    assertThaiAddress(
      {
        province: body.taxProvince,
        district: body.taxDistrict,
        subDistrict: body.taxSubDistrict,
        postCode: body.taxPostCode,
      },
      TAX_ADDRESS_FIELDS,
    );
  }
  const weekly: WeeklyHours = body.weeklyHours.map((h, day) =>
    h ? { day, open: h.open, close: h.close } : null,
  );
  const closedWeekdays = weekly.flatMap((h, day) => (h ? [] : [day]));
  const tax = body.isTaxAddressSame
    ? { taxAddress: '', taxSubDistrict: '', taxDistrict: '', taxProvince: '', taxPostCode: '' }
    : {
        taxAddress: body.taxAddress,
        taxSubDistrict: body.taxSubDistrict,
        taxDistrict: body.taxDistrict,
        taxProvince: body.taxProvince,
        taxPostCode: body.taxPostCode,
      };
  await db.transaction(async (tx) => {
    await requireStore(tx, storeId);
    await repo.updateStore(tx, storeId, {
      name: body.name,
      branchName: body.branchName,
      tel: body.tel,
      email: body.email,
      address: body.address,
      subDistrict: body.subDistrict,
      district: body.district,
      province: body.province,
      postCode: body.postCode,
      latitude: body.latitude,
      longitude: body.longitude,
      weeklyHours: weekly,
      openTimeHtml: openTimeHtmlOf(body.weeklyHours),
      ...body.services,
      isAllowTaxRequest: body.isAllowTaxRequest,
      legalName: body.legalName,
      taxId: body.taxId,
      ...tax,
    });
    await repo.upsertSettings(tx, storeId, { closedWeekdays });
  });
}

export async function checkPictureProfile(db: Db, storeId: number) {
  return {
    success: true as const,
    isValidProfile: await hasStorefrontPicture(db, storeId),
  };
}
