import { type BaySetting, defaultBayWeek, type SaveBaySettingBody } from '@yangdee/contracts/bays';
import { shopSlots } from '@yangdee/contracts/slots';
import {
  bahtToSatang,
  type SaveDeliveryInfoBody,
  type SaveInstallationBody,
  type SavePrepaidInfoBody,
  type SettingInfo,
} from '@yangdee/contracts/store-settings';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { DEFAULT_SETTINGS, slotPlanOf } from '../cart/cart.context';
import * as profileRepo from './profile.repository';
import * as repo from './settings.repository';

// get-setting-info, save-installation-info, save-delivery-info, save-prepaid-info (spec 7 "Store
// profile and settings", issue 14 §5 /seller/setting and /seller/setting-prepaid). The cart reads
// the same rows on every load (cart.context.ts), so a saved setting is what the next cart shows.

const ALL_WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];
const baht = (satang: number) => satang / 100;

async function requireSettings(db: DbOrTx, storeId: number) {
  const row = await repo.findSettings(db, storeId);
  if (!row) throw new AppError('NOT_FOUND', 'ไม่พบร้านค้า');
  return { ...row, settings: { ...DEFAULT_SETTINGS, ...(row.settings ?? {}) } };
}

export async function getSettingInfo(db: DbOrTx, storeId: number): Promise<SettingInfo> {
  const { weeklyHours, isDeliveryEnabled, settings: s } = await requireSettings(db, storeId);
  const plan = slotPlanOf(weeklyHours, s.slotWeekdays);
  const prepaidType = s.prepaidType === 'amount' ? 'amount' : 'percent';
  return {
    slots: shopSlots(s.customSlots).map((slot) => ({
      ...slot,
      weekdays: s.slotWeekdays?.[slot.value] ?? ALL_WEEKDAYS,
    })),
    closingTimes:
      plan.closingTimes.length === 7 ? [...plan.closingTimes] : ALL_WEEKDAYS.map(() => ''),
    slotCapacity: s.slotCapacity,
    prepareDays: s.prepareDays,
    isDeliveryEnabled,
    defaultDeliveryRate: baht(s.defaultDeliveryRateSatang),
    isPrepaidEnabled: s.isPrepaidEnabled,
    prepaidType,
    prepaidValue: prepaidType === 'amount' ? baht(s.prepaidValue) : s.prepaidValue,
  };
}

export async function saveInstallationInfo(
  db: Db,
  storeId: number,
  body: SaveInstallationBody,
): Promise<void> {
  const slotWeekdays = Object.fromEntries(
    Object.entries(body.slotWeekdays).map(([slot, days]) => [slot, [...new Set(days)].sort()]),
  );
  await db.transaction(async (tx) => {
    await requireSettings(tx, storeId);
    await profileRepo.upsertSettings(tx, storeId, {
      slotWeekdays,
      slotCapacity: body.slotCapacity,
      prepareDays: body.prepareDays,
    });
  });
}

export async function saveDeliveryInfo(
  db: Db,
  storeId: number,
  body: SaveDeliveryInfoBody,
): Promise<void> {
  await db.transaction(async (tx) => {
    await requireSettings(tx, storeId);
    await profileRepo.updateStore(tx, storeId, { isDeliveryEnabled: body.isDeliveryEnabled });
    await profileRepo.upsertSettings(tx, storeId, {
      defaultDeliveryRateSatang: bahtToSatang(body.defaultDeliveryRate),
    });
  });
}

export async function savePrepaidInfo(
  db: Db,
  storeId: number,
  body: SavePrepaidInfoBody,
): Promise<void> {
  await db.transaction(async (tx) => {
    await requireSettings(tx, storeId);
    await profileRepo.upsertSettings(tx, storeId, {
      isPrepaidEnabled: body.isPrepaidEnabled,
      prepaidType: body.prepaidType,
      // A percent is kept whole; a fixed amount is money, so satang (cart-pricing.ts).
      prepaidValue:
        body.prepaidType === 'amount' ? bahtToSatang(body.prepaidValue) : body.prepaidValue,
    });
  });
}

/** The bay setting (decision 0162): the saved week, or one made from the opening hours. */
export async function getBaySetting(db: DbOrTx, storeId: number): Promise<BaySetting> {
  const { weeklyHours, settings: s } = await requireSettings(db, storeId);
  const saved = s.bayDays ?? null;
  return {
    isEnabled: saved !== null,
    minutesPerTyre: s.minutesPerTyre ?? 15,
    days: saved ?? defaultBayWeek(weeklyHours, s.closedWeekdays, s.slotCapacity),
  };
}

export async function saveBaySetting(
  db: Db,
  storeId: number,
  body: SaveBaySettingBody,
): Promise<void> {
  await db.transaction(async (tx) => {
    await requireSettings(tx, storeId);
    await profileRepo.upsertSettings(tx, storeId, {
      minutesPerTyre: body.minutesPerTyre,
      bayDays: body.isEnabled ? body.days.map((d) => ({ ...d })) : null,
    });
  });
}
