import type { SellerAcl } from '@yangdee/contracts/seller-acl';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { orders } from '../../db/schema/orders';
import { storeSettings } from '../../db/schema/stores';
import { appointmentHasPassed } from './appointment-passed';
import { canCollectRemain } from './remain-collection';

// What the order's detail says about the shop's day (issue 37 item 10): who recorded the
// remainder collected and when, whether the booked slot has passed, and whether this staff member
// may record the remainder now (a fitter or an order manager, while it is still to collect).

type OrderRow = typeof orders.$inferSelect;

export async function shopDayOfOrder(
  db: DbOrTx,
  order: OrderRow,
  acl: Pick<SellerAcl, 'manageOrder' | 'confirmService'>,
  now: Date,
) {
  const [settings] = await db
    .select({ customSlots: storeSettings.customSlots })
    .from(storeSettings)
    .where(eq(storeSettings.storeId, order.storeId));
  return {
    fields: {
      remainCollectedBy: order.remainCollectedAt ? order.remainCollectedByName || 'ร้านค้า' : null,
      remainCollectedAt: order.remainCollectedAt?.toISOString() ?? null,
      appointmentPassed: appointmentHasPassed(order, settings?.customSlots ?? null, now),
    },
    collectRemain: Boolean(acl.manageOrder || acl.confirmService) && canCollectRemain(order),
  };
}
