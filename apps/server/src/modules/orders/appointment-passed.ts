import { bookedWindow } from '@yangdee/contracts/bays';
import { ORDER_STATUS, ORDER_TYPE } from '@yangdee/contracts/order-status';
import { type Slot, shopSlots } from '@yangdee/contracts/slots';
import { bangkokNowTime, bangkokToday } from '../../lib/time';

// A SERVICE order whose booked slot has ended (Bangkok time) and that is still to be fitted
// (issue 37 item 10): the shop is told before it confirms, must acknowledge it, and the
// customer's SMS then never cites the past date as the appointment. The slot's end is the day
// board's (service-board.service.ts): a slot the shop no longer offers ends at midnight.

const OPEN: readonly number[] = [ORDER_STATUS.WAITING_CONFIRM, ORDER_STATUS.WAITING_SERVICE];

export function appointmentHasPassed(
  order: {
    orderType: number;
    status: number;
    appointmentDate: string | null;
    appointmentTime: string | null;
    jobMinutes?: number | null;
  },
  customSlots: readonly Slot[] | null | undefined,
  now: Date,
): boolean {
  if (order.orderType !== ORDER_TYPE.SERVICE || !order.appointmentDate) return false;
  if (!OPEN.includes(order.status)) return false;
  const today = bangkokToday(now);
  if (order.appointmentDate !== today) return order.appointmentDate < today;
  const slot = bookedWindow(order.appointmentTime, order.jobMinutes, shopSlots(customSlots));
  const end = slot?.to || '24:00';
  return end <= bangkokNowTime(now);
}
