import {
  type BayDay,
  blocksOf,
  bookedWindow,
  endTimeOf,
  isStartTime,
  placeWindow,
  toMinutes,
} from '@yangdee/contracts/bays';
import { ORDER_STATUS, orderStatusText } from '@yangdee/contracts/order-status';
import { satangToBaht } from '@yangdee/contracts/pricing';
import type {
  BayBoard,
  ServiceBoardResponse,
  ServiceBoardSlot,
} from '@yangdee/contracts/seller-orders';
import {
  type Slot,
  shopSlots,
  slotsOnWeekday,
  weekdayOf,
  weekdaysWithoutSlots,
} from '@yangdee/contracts/slots';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { bangkokNowTime, bangkokToday } from '../../lib/time';
import { DEFAULT_SETTINGS, slotPlanOf } from '../cart/cart.context';
import {
  findScopeStores,
  type ScopeSeller,
  sellerOrderStoreIds,
} from '../seller-accounts/seller-order-scope';
import { storeLabel } from './seller-orders.mapper';
import * as repo from './service-board.repository';

// Today's work board of /seller/order/service (issue 15 item 5): one store's installation slots
// of a day with their capacity and the paid SERVICE orders booked into each. The slots are the
// cart's (shop slots, weekday grid, closing time; decision 0074); a holiday or a closed weekday
// makes the day closed, but orders already booked on it still show, in the slot they booked.

/** Orders that hold a seat on the board: paid and not cancelled (never awaiting payment). */
export const BOARD_STATUSES = [
  ORDER_STATUS.WAITING_CONFIRM,
  ORDER_STATUS.WAITING_SERVICE,
  ORDER_STATUS.COMPLETED_SERVICE,
] as const;

/** Still to fit: late once the slot's end has passed. */
const OPEN_STATUSES: readonly number[] = [
  ORDER_STATUS.WAITING_CONFIRM,
  ORDER_STATUS.WAITING_SERVICE,
];

export async function getServiceBoard(
  db: Db,
  seller: ScopeSeller,
  body: { date?: string; branchId?: number },
  now: Date = new Date(),
): Promise<ServiceBoardResponse> {
  const need = ['confirmService', 'manageOrder'] as const;
  const scope = await sellerOrderStoreIds(db, seller, need);
  const [storeId] =
    body.branchId === undefined
      ? [seller.storeId]
      : await sellerOrderStoreIds(db, seller, need, body.branchId);
  const stores = (await findScopeStores(db, scope)).map((st) => ({
    id: st.id,
    name: storeLabel(st),
  }));
  const store = await repo.findBoardStore(db, storeId);
  if (!store) throw new AppError('NOT_FOUND', 'ไม่พบร้านค้า');
  const today = bangkokToday(now);
  const nowTime = bangkokNowTime(now);
  const date = body.date ?? today;

  const slots = shopSlots(store.customSlots);
  const plan = slotPlanOf(store.weeklyHours, store.slotWeekdays ?? null);
  const weekday = weekdayOf(date);
  const closedWeekdays = [
    ...(store.closedWeekdays ?? DEFAULT_SETTINGS.closedWeekdays),
    ...weekdaysWithoutSlots(slots, plan),
  ];
  const bayDay = store.bayDays?.length === 7 ? (store.bayDays[weekday] ?? null) : null;
  const isClosed = bayDay
    ? bayDay.bays === 0 ||
      (store.closedWeekdays ?? []).includes(weekday) ||
      (await repo.isHoliday(db, storeId, date))
    : closedWeekdays.includes(weekday) || (await repo.isHoliday(db, storeId, date));
  // By bays the day is the bays × time picture below; the list keeps what was booked, by start.
  const offered: Slot[] = isClosed || bayDay ? [] : slotsOnWeekday(slots, weekday, plan);

  const booked = await repo.findBookedOrders(db, storeId, date, BOARD_STATUSES);
  // Slots with a booking that the day no longer offers (a holiday set later, a changed grid).
  const shown = [...offered];
  for (const order of booked) {
    const value = order.appointmentTime ?? '';
    if (shown.some((s) => s.value === value)) continue;
    const window = bookedWindow(value, order.jobMinutes, slots);
    shown.push(window ? { value, ...window } : { value, from: value, to: '' });
  }
  shown.sort((a, b) => a.from.localeCompare(b.from));

  // By bays a start's capacity is the day's bays (decision 0162).
  const capacity = bayDay ? bayDay.bays : (store.slotCapacity ?? DEFAULT_SETTINGS.slotCapacity);
  const slotList: ServiceBoardSlot[] = shown.map((slot) => {
    const end = slot.to || '24:00';
    const isPast = date < today || (date === today && end <= nowTime);
    return {
      value: slot.value,
      from: slot.from,
      to: slot.to,
      capacity,
      isPast,
      orders: booked
        .filter((o) => (o.appointmentTime ?? '') === slot.value)
        .map((o) => boardOrder(o, isPast)),
    };
  });
  const bayBoard = bayDay ? bayBoardOf(bayDay, booked, slots) : null;
  return { date, isClosed, slotList, storeId, stores, bayBoard };
}

/**
 * Bays × time (decision 0162): bay bookings on their bay; bookings made by slot before bays on
 * the first bay free for their slot's hours, as the cart counts them.
 */
function bayBoardOf(day: BayDay, booked: repo.BookedOrder[], slots: readonly Slot[]): BayBoard {
  const busy = new Map<number, Set<number>>();
  const bookings: BayBoard['bookings'] = [];
  const card = (o: repo.BookedOrder) => {
    const b = boardOrder(o, false);
    return {
      id: b.id,
      orderNo: b.orderNo,
      statusText: b.statusText,
      customerName: b.customerName,
      licensePlate: b.licensePlate,
      itemCount: b.itemCount,
    };
  };
  for (const o of booked) {
    if (!o.bay || !o.jobMinutes || !isStartTime(o.appointmentTime)) continue;
    const taken = busy.get(o.bay) ?? new Set<number>();
    for (const block of blocksOf(o.appointmentTime, o.jobMinutes)) taken.add(block);
    busy.set(o.bay, taken);
    const to = endTimeOf(o.appointmentTime, o.jobMinutes);
    bookings.push({
      ...card(o),
      bay: o.bay,
      from: o.appointmentTime,
      to,
      minutes: o.jobMinutes,
      isSlot: false,
    });
  }
  const bays = Math.max(day.bays, ...bookings.map((b) => b.bay));
  for (const o of booked) {
    if (o.bay) continue;
    const slot = slots.find((s) => s.value === o.appointmentTime);
    if (!slot) continue;
    const bay = placeWindow({ ...day, bays: Math.max(bays, 1) }, busy, slot.from, slot.to) ?? 1;
    const minutes = toMinutes(slot.to) - toMinutes(slot.from);
    bookings.push({ ...card(o), bay, from: slot.from, to: slot.to, minutes, isSlot: true });
  }
  bookings.sort((a, b) => a.bay - b.bay || a.from.localeCompare(b.from));
  const open = [day.open, ...bookings.map((b) => b.from)].sort()[0] ?? day.open;
  const close = [day.close, ...bookings.map((b) => b.to)].sort().at(-1) ?? day.close;
  return { bays: Math.max(bays, 1), open, close, bookings };
}

function boardOrder(o: repo.BookedOrder, isPast: boolean): ServiceBoardSlot['orders'][number] {
  const c = o.customer;
  const join = (...parts: (string | undefined)[]) =>
    parts
      .map((p) => (p ?? '').trim())
      .filter(Boolean)
      .join(' ');
  return {
    id: o.id,
    orderNo: o.orderNo,
    status: o.status,
    statusText: orderStatusText(o.status),
    customerName: join(c.firstName, c.lastName),
    customerTel: c.tel ?? '',
    licensePlate: join(c.licenseNumber, c.licenseProvince),
    carModel: join(c.carBrand, c.carModel),
    itemCount: o.items.reduce((n, i) => n + i.quantity, 0),
    remain: o.remainCollectedAt ? 0 : satangToBaht(o.remainSatang),
    isLate: isPast && OPEN_STATUSES.includes(o.status),
    items: o.items.map((i) => ({ id: i.id, title: i.title, quantity: i.quantity })),
  };
}
