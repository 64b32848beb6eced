import { type BayDay, bayFor, blocksOf, isStartTime } from '@yangdee/contracts/bays';
import { checkBeforePayment } from '@yangdee/contracts/cart-forms';
import { isMethodOffered } from '@yangdee/contracts/cart-pricing';
import { isPaymentMethod } from '@yangdee/contracts/payment-methods';
import { weekdayOf } from '@yangdee/contracts/slots';
import type { Db, Tx } from '../../db/client';
import type { OrderSnapshot } from '../../db/seed/build-orders';
import { AppError } from '../../lib/app-error';
import { bangkokToday } from '../../lib/time';
import {
  availableOf,
  findCartWithLines,
  isOfferSellable,
  jobMinutesOf,
  loadBayBusyOn,
  loadCartContext,
  priceContext,
  unitPriceOf,
} from '../cart/cart.context';
import { toShippingData } from '../cart/cart.mapper';
import { lockOffers } from '../stock/stock-ledger';
import * as bays from './bay-bookings';
import { cancelPendingOrdersOf } from './order-holds';
import * as writes from './place-order.repository';

// Placing an order (issue [5/6] §3, ARCHITECTURE "Overselling"): the cart is priced once more
// on the server and frozen into an order awaiting payment (status 0) with its items; its tyres
// and its install seat are reserved in the same transaction. Offer rows are locked first, so the
// availability read under the lock is the truth; a seat is a numbered row whose unique index and
// capacity trigger make overbooking impossible. Reservations last RESERVATION_MINUTES: after
// that they simply stop counting (no job needed); paying makes them final (issue [6/6]).

export const RESERVATION_MINUTES = 15;

export type PlacedOrder = {
  orderId: number;
  orderNo: string;
  /** What the chosen method charges online now (the total, or the deposit). */
  payNowSatang: number;
  reservedUntil: Date;
};

/** 'YD' + Bangkok yymmdd + a running serial of 4 or more digits, e.g. 'YD2611250042'. */
export function formatOrderNo(today: string, serial: number): string {
  return `YD${today.slice(2, 4)}${today.slice(5, 7)}${today.slice(8, 10)}${String(serial).padStart(4, '0')}`;
}

export async function placeOrder(db: Db, userId: number, now = new Date()): Promise<PlacedOrder> {
  return db.transaction(async (tx) => {
    const found = await findCartWithLines(tx, userId, true);
    if (!found) throw new AppError('CART_NOT_FOUND');
    const { cart } = found;
    const lineIds = found.lines.map((l) => l.sellerProductId);
    await lockOffers(tx, lineIds);
    await cancelPendingOrdersOf(tx, userId);
    const ctx = await loadCartContext(tx, cart);
    if (!ctx || ctx.lines.length === 0) throw new AppError('CART_NOT_FOUND');
    // A shop hidden from shoppers (not approved yet, or suspended by an operator, decision 0143)
    // takes no new order, whatever the cart held before.
    if (!ctx.store.isActive) throw new AppError('STORE_NOT_TAKING_ORDERS');

    const missing = checkBeforePayment({
      orderType: ctx.orderType,
      appointmentDate: cart.appointmentDate,
      appointmentTime: cart.appointmentTime,
      customer: cart.customer,
      shipping: toShippingData(cart.shipping),
    });
    if (missing) throw new AppError('CHECKOUT_INCOMPLETE', missing);
    const method = cart.paymentMethod;
    if (!method || !isPaymentMethod(method)) {
      throw new AppError('CHECKOUT_INCOMPLETE', 'กรุณาเลือกวิธีชำระเงิน');
    }
    const priced = priceContext(ctx);
    if (!isMethodOffered(method, cart.installmentPeriod ?? null, priced)) {
      throw new AppError('PAYMENT_METHOD_NOT_ALLOWED');
    }

    for (const line of ctx.lines) {
      const unit = unitPriceOf(line, ctx.orderType);
      if (!isOfferSellable(line, ctx.orderType) || unit === null) {
        throw new AppError('OUT_OF_STOCK', 'สินค้าหมดแล้ว กรุณาเลือกร้านค้าอื่น');
      }
      if (unit !== line.priceSatangSeen) throw new AppError('CART_CHANGED');
      const available = availableOf(line, ctx.reserved);
      if (line.quantity > available) {
        throw new AppError(
          'OUT_OF_STOCK',
          available > 0
            ? `สินค้ามีจำนวนไม่เพียงพอ ร้านค้ามีสินค้าเหลือ ${available} เส้น`
            : 'สินค้าหมดแล้ว กรุณาเลือกร้านค้าอื่น',
        );
      }
    }

    const reservedUntil = new Date(now.getTime() + RESERVATION_MINUTES * 60_000);
    // By bays (decision 0162): the bay is chosen under the shop-day lock, from what is taken now.
    const bayJob =
      ctx.orderType === 'SERVICE' &&
      ctx.bayWeek &&
      cart.appointmentDate &&
      isStartTime(cart.appointmentTime)
        ? await pickBay(tx, {
            storeId: cart.storeId,
            date: cart.appointmentDate,
            start: cart.appointmentTime,
            minutes: jobMinutesOf(ctx),
            week: ctx.bayWeek,
            customSlots: ctx.settings.customSlots,
          })
        : null;
    const today = bangkokToday(now);
    const orderNo = formatOrderNo(today, await writes.nextOrderSerial(tx));
    const snapshot: OrderSnapshot = {
      services: priced.services
        .filter((s) => s.include)
        .map((s) => ({ title: s.title, priceSatang: s.priceSatang })),
      discounts: priced.discounts
        .filter((d) => d.include)
        .map((d) => ({ title: d.title, priceSatang: d.amountSatang })),
      benefits: ctx.warranties.map((w) => ({ type: w.type, title: w.title, remark: w.remark })),
    };
    const customerName = [cart.customer.firstName, cart.customer.lastName]
      .filter(Boolean)
      .join(' ');
    const orderId = await writes.insertOrder(
      tx,
      {
        orderNo,
        userId,
        storeId: cart.storeId,
        orderType: cart.orderType,
        paymentMethod: method,
        installmentPeriod: cart.installmentPeriod,
        appointmentDate: ctx.orderType === 'SERVICE' ? cart.appointmentDate : null,
        appointmentTime: ctx.orderType === 'SERVICE' ? cart.appointmentTime : null,
        jobMinutes: bayJob?.minutes ?? null,
        bay: bayJob?.bay ?? null,
        customer: cart.customer,
        shipping: ctx.orderType === 'DELIVERY' ? cart.shipping : null,
        snapshot,
        subtotalSatang: priced.goodsSatang,
        deliveryFeeSatang: priced.deliverySatang,
        serviceTotalSatang: priced.servicesSatang,
        discountTotalSatang: priced.discountSatang,
        totalSatang: priced.finalPriceSatang,
        paidNowSatang: priced.payNowSatang,
        remainSatang: priced.payNowSatang < priced.finalPriceSatang ? priced.remainSatang : 0,
        reservedUntil,
      },
      { kind: 'customer', id: userId, name: customerName },
    );
    await writes.insertOrderItems(
      tx,
      ctx.lines.map((l) => {
        const unit = unitPriceOf(l, ctx.orderType) ?? 0;
        return {
          orderId,
          sellerProductId: l.sellerProductId,
          title: `${l.brandName} ${l.modelName} ${l.sizeLabel} (${l.year})`,
          quantity: l.quantity,
          unitPriceSatang: unit,
          lineTotalSatang: unit * l.quantity,
        };
      }),
    );
    await writes.insertStockReservations(
      tx,
      ctx.lines.map((l) => ({
        orderId,
        sellerProductId: l.sellerProductId,
        quantity: l.quantity,
        expiresAt: reservedUntil,
      })),
    );
    if (bayJob && cart.appointmentDate && cart.appointmentTime) {
      await takeBayBlocks(tx, {
        storeId: cart.storeId,
        date: cart.appointmentDate,
        start: cart.appointmentTime,
        ...bayJob,
        orderId,
        expiresAt: reservedUntil,
      });
    } else if (ctx.orderType === 'SERVICE' && cart.appointmentDate && cart.appointmentTime) {
      await reserveSeat(tx, {
        storeId: cart.storeId,
        date: cart.appointmentDate,
        slot: cart.appointmentTime,
        capacity: ctx.settings.slotCapacity,
        orderId,
        expiresAt: reservedUntil,
      });
    }
    return { orderId, orderNo, payNowSatang: priced.payNowSatang, reservedUntil };
  });
}

/**
 * Takes the lowest free seat of the slot, or answers SLOT_FULL (409). `expiresAt` null takes it
 * for good (a late payment reviving its order, docs/decisions/0064).
 */
export async function reserveSeat(
  tx: Tx,
  s: {
    storeId: number;
    date: string;
    slot: string;
    capacity: number;
    orderId: number;
    expiresAt: Date | null;
  },
): Promise<void> {
  await writes.lockSlot(tx, s.storeId, s.date, s.slot);
  await writes.dropExpiredSeats(tx, s.storeId, s.date, s.slot);
  const taken = new Set(await writes.findTakenSeats(tx, s.storeId, s.date, s.slot));
  let seat = 1;
  while (taken.has(seat)) seat += 1;
  if (seat > s.capacity) throw new AppError('SLOT_FULL');
  await writes.insertSeat(tx, {
    storeId: s.storeId,
    scheduleDate: s.date,
    slot: s.slot,
    seat,
    orderId: s.orderId,
    expiresAt: s.expiresAt,
  });
}

/**
 * The lowest bay where the whole job fits at the start, read under the shop-day lock after
 * expired holds are let go, or BAY_FULL (409). Decision 0162.
 */
export async function pickBay(
  tx: Tx,
  s: {
    storeId: number;
    date: string;
    start: string;
    minutes: number;
    week: readonly BayDay[];
    customSlots: { value: string; from: string; to: string }[] | null;
  },
): Promise<{ bay: number; minutes: number }> {
  await bays.lockBayDay(tx, s.storeId, s.date);
  await bays.dropExpiredBayBlocks(tx, s.storeId, s.date);
  const busy = await loadBayBusyOn(tx, s);
  const day = s.week[weekdayOf(s.date)];
  const bay = day ? bayFor(day, busy, s.start, s.minutes) : null;
  if (bay === null) throw new AppError('BAY_FULL');
  return { bay, minutes: s.minutes };
}

/**
 * Writes the booking's blocks. The unique index (store, date, bay, block) is the last word: a
 * block sold meanwhile refuses the whole booking with BAY_FULL. `expiresAt` null keeps it for good.
 */
export async function takeBayBlocks(
  tx: Tx,
  s: {
    storeId: number;
    date: string;
    start: string;
    minutes: number;
    bay: number;
    orderId: number;
    expiresAt: Date | null;
  },
): Promise<void> {
  try {
    await bays.insertBayBlocks(
      tx,
      blocksOf(s.start, s.minutes).map((block) => ({
        storeId: s.storeId,
        scheduleDate: s.date,
        bay: s.bay,
        block,
        orderId: s.orderId,
        expiresAt: s.expiresAt,
      })),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('BAY_FULL');
    throw error;
  }
}

/** A late payment's bay booking takes its own time again, for good (docs/decisions/0064, 0162). */
export async function retakeBay(tx: Tx, s: Parameters<typeof takeBayBlocks>[1]): Promise<void> {
  await bays.dropOrderBayBlocks(tx, [s.orderId]);
  await bays.dropExpiredBayBlocks(tx, s.storeId, s.date);
  await takeBayBlocks(tx, s);
}

function isUniqueViolation(error: unknown): boolean {
  const codeOf = (e: unknown) => (e as { code?: unknown } | null)?.code;
  return (codeOf(error) ?? codeOf((error as { cause?: unknown } | null)?.cause)) === '23505';
}
