import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { sellerServices } from '../src/db/schema/offers';
import { storeSettings } from '../src/db/schema/stores';
import { createCartShop } from './cart-fixtures';
import { createStaff } from './test-sellers';

// A shop of its own for the bay tests (decision 0162): its wheel balancing takes 60 minutes, so
// 4 tyres × 15 minutes + balancing is a 2-hour job; with `days` it turns bays on through
// save-bay-setting, as its staff would.

export type BayDay = { bays: number; open: string; close: string };

export async function createBayShop(
  app: FastifyInstance,
  db: Db,
  days: BayDay[] | null,
  opts: { prepareDays?: number } = {},
) {
  const shop = await createCartShop(db, { qty: 300, slotCapacity: 1 });
  await db
    .update(sellerServices)
    .set({ minutes: 60 })
    .where(and(eq(sellerServices.storeId, shop.storeId), eq(sellerServices.title, 'ถ่วงล้อ')));
  if (opts.prepareDays !== undefined) {
    await db
      .update(storeSettings)
      .set({ prepareDays: opts.prepareDays })
      .where(eq(storeSettings.storeId, shop.storeId));
  }
  const setter = await createStaff(db, shop.storeId, { manageSetting: true });
  if (days) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/seller/save-bay-setting',
      payload: { isEnabled: true, minutesPerTyre: 15, days },
      headers: { authorization: setter.auth },
    });
    if (res.statusCode !== 200) throw new Error(`save-bay-setting answered ${res.body}`);
  }
  return { ...shop, setter };
}
