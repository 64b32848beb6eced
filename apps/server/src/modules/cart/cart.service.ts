import { isStartTime } from '@yangdee/contracts/bays';
import {
  CART_TEXT,
  type CartActionResponse,
  type CartDroppedItem,
  type CartResponse,
  type ProductSizeByCriteriaResponse,
  type ServiceSlotResponse,
} from '@yangdee/contracts/cart';
import {
  CART_FORM_MESSAGES,
  type CustomerForm,
  checkBeforePayment,
  type DeliveryForm,
  type TaxForm,
} from '@yangdee/contracts/cart-forms';
import { isMethodOffered } from '@yangdee/contracts/cart-pricing';
import { CART_QTY_MAX, CART_QTY_MIN } from '@yangdee/contracts/cart-quantity';
import type { PaymentMethod } from '@yangdee/contracts/payment-methods';
import { satangToBaht } from '@yangdee/contracts/pricing';
import { freeSlots, refuseDate } from '@yangdee/contracts/slots';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { bangkokNowTime } from '../../lib/time';
import { assertThaiAddress, TAX_ADDRESS_FIELDS } from '../master/address-check';
import {
  availableOf,
  bayStartsOn,
  type CartContext,
  isOfferSellable,
  loadCartContext,
  ORDER_TYPE_CODE,
  priceContext,
  unitPriceOf,
} from './cart.context';
import { lineNameOf, toCartData, toPromotionData, toShippingData, tyreLinkOf } from './cart.mapper';
import * as repo from './cart.repository';
import { findCustomerSuggestion } from './customer-suggestion';

// Cart use cases behind /api/order/* (spec 7 Order: cart, cart edits, schedule, customer,
// delivery, tax, change-payment-method). The server is the only authority for prices, stock and
// slots; every call touches only the caller's own cart.

const ok = (message: string = CART_TEXT.saved): CartActionResponse => ({ success: true, message });

async function requireCart(db: DbOrTx, userId: number, forUpdate = false) {
  const cart = await repo.findCart(db, userId, forUpdate);
  if (!cart) throw new AppError('CART_NOT_FOUND');
  return cart;
}

async function requireContext(db: DbOrTx, userId: number): Promise<CartContext> {
  const ctx = await loadCartContext(db, await requireCart(db, userId, true));
  if (!ctx || ctx.lines.length === 0) throw new AppError('CART_NOT_FOUND');
  return ctx;
}

function outOfStock(available: number): AppError {
  return new AppError(
    'OUT_OF_STOCK',
    available > 0
      ? `สินค้ามีจำนวนไม่เพียงพอ ร้านค้ามีสินค้าเหลือ ${available} เส้น`
      : 'สินค้าหมดแล้ว กรุณาเลือกร้านค้าอื่น',
  );
}

function minQtyError(minQty: number): AppError {
  return new AppError('QTY_LIMIT', `ร้านค้านี้ขายขั้นต่ำ ${minQty} เส้น`);
}

// ---------- add to cart ----------

export async function addToCart(
  db: Db,
  userId: number,
  body: {
    sellerProductId: number;
    quantity: number;
    orderType: 'SERVICE' | 'DELIVERY';
    replace: boolean;
    /** Empty the cart first, whatever it held (booking an order's tyres again, issue 35). */
    startOver?: boolean;
  },
): Promise<CartActionResponse> {
  return db.transaction(async (tx) => {
    const offer = await repo.findOffer(tx, body.sellerProductId);
    if (!offer) throw new AppError('NOT_FOUND', 'ไม่พบสินค้าที่เลือก');
    const price = unitPriceOf(offer, body.orderType);
    if (!offer.storeActive) throw new AppError('STORE_NOT_TAKING_ORDERS');
    if (!isOfferSellable(offer, body.orderType) || price === null) {
      throw new AppError('PRODUCT_UNAVAILABLE');
    }
    if (body.quantity < Math.max(CART_QTY_MIN, offer.minQty)) throw minQtyError(offer.minQty);
    const reserved = await repo.findReservedQty(tx, [offer.sellerProductId]);
    const available = availableOf(offer, reserved);
    if (body.quantity > available) throw outOfStock(available);

    const typeCode = ORDER_TYPE_CODE[body.orderType];
    let cart = await repo.findCart(tx, userId, true);
    if (cart) {
      const lines = await repo.findCartLines(tx, cart.id);
      const others = lines.filter((l) => l.sellerProductId !== offer.sellerProductId);
      const store = await repo.findStore(tx, cart.storeId);
      const differs =
        cart.storeId !== offer.storeId ||
        cart.orderType !== typeCode ||
        (others.length > 0 && store?.store.isAllowMultipleSize === false);
      if (differs && lines.length > 0 && !body.replace) throw new AppError('CART_REPLACE_REQUIRED');
      if (differs || lines.length === 0 || body.startOver) {
        await repo.deleteCartItems(tx, cart.id);
        await repo.updateCart(tx, cart.id, {
          storeId: offer.storeId,
          orderType: typeCode,
          appointmentDate: null,
          appointmentTime: null,
          excludedServiceIds: [],
          addedServiceIds: [],
          excludedPromotionIds: [],
          addedPromotionIds: [],
          paymentMethod: null,
          installmentPeriod: null,
        });
      }
    } else {
      cart = await repo.insertCart(tx, { userId, storeId: offer.storeId, orderType: typeCode });
    }
    await repo.upsertCartItem(tx, {
      cartId: cart.id,
      sellerProductId: offer.sellerProductId,
      quantity: body.quantity,
      priceSatangSeen: price,
    });
    return ok('เพิ่มสินค้าลงตะกร้าเรียบร้อย');
  });
}

// ---------- load ----------

/**
 * The cart as the page shows it. Before answering, the cart is checked against the shop: items
 * no longer sold or out of stock are removed, quantities above the stock are lowered, changed
 * prices are taken, a slot that is no longer free is cleared; each makes isValid false with a
 * Thai message (and a redirectLink when the shopper has to choose again elsewhere).
 */
export async function getCartData(db: Db, userId: number): Promise<CartResponse> {
  return db.transaction(async (tx) => {
    const cart = await repo.findCart(tx, userId, true);
    const empty = {
      cartData: null,
      promotionData: null,
      isValid: true,
      message: '',
      redirectLink: '',
      droppedItems: [] as CartDroppedItem[],
    };
    if (!cart) return empty;
    let ctx = await loadCartContext(tx, cart);
    if (!ctx || ctx.lines.length === 0) return empty;

    const problems: string[] = [];
    const droppedItems: CartDroppedItem[] = [];
    let redirectLink = '';
    let changed = false;
    for (const l of ctx.lines) {
      const price = unitPriceOf(l, ctx.orderType);
      const available = availableOf(l, ctx.reserved);
      if (
        !isOfferSellable(l, ctx.orderType) ||
        price === null ||
        available < Math.max(1, l.minQty)
      ) {
        await repo.deleteCartItem(tx, cart.id, l.sellerProductId);
        problems.push(CART_TEXT.soldOut);
        // The tyre page lists the other shops that still offer it (decision 0068).
        redirectLink = tyreLinkOf(l);
        droppedItems.push({ name: lineNameOf(l), link: redirectLink });
        changed = true;
        continue;
      }
      if (l.quantity > available) {
        await repo.updateCartItem(tx, cart.id, l.sellerProductId, { quantity: available });
        problems.push(CART_TEXT.outOfStock);
        changed = true;
      }
      if (price !== l.priceSatangSeen) {
        await repo.updateCartItem(tx, cart.id, l.sellerProductId, { priceSatangSeen: price });
        problems.push(CART_TEXT.priceChanged);
        changed = true;
      }
    }
    if (ctx.orderType === 'SERVICE' && cart.appointmentDate && cart.appointmentTime) {
      if (!isSlotStillFree(ctx, cart.appointmentDate, cart.appointmentTime)) {
        await repo.updateCart(tx, cart.id, { appointmentDate: null, appointmentTime: null });
        problems.push(CART_TEXT.slotTaken);
        changed = true;
      }
    }
    if (changed) {
      const fresh = await repo.findCart(tx, userId);
      ctx = fresh ? await loadCartContext(tx, fresh) : null;
    }
    if (!ctx || ctx.lines.length === 0) {
      return { ...empty, isValid: false, message: problems[0] ?? '', redirectLink, droppedItems };
    }
    const priced = priceContext(ctx);
    // A chosen method that is no longer offered is cleared (spec 4 "Payment method").
    if (ctx.cart.paymentMethod) {
      const m = ctx.cart.paymentMethod as PaymentMethod;
      if (!isMethodOffered(m, ctx.cart.installmentPeriod ?? null, priced)) {
        await repo.updateCart(tx, ctx.cart.id, { paymentMethod: null, installmentPeriod: null });
        ctx = { ...ctx, cart: { ...ctx.cart, paymentMethod: null, installmentPeriod: null } };
      }
    }
    return {
      cartData: toCartData(ctx, priceContext(ctx), await findCustomerSuggestion(tx, userId)),
      promotionData: toPromotionData(ctx),
      isValid: problems.length === 0,
      message: [...new Set(problems)].join(' '),
      redirectLink,
      droppedItems,
    };
  });
}

/** The bookings of the window were read with the context, in the same transaction. */
function isSlotStillFree(ctx: CartContext, date: string, slot: string) {
  if (refuseDate(date, ctx.calendar) !== null) return false;
  // By bays: the start must still fit the job as it is now (more tyres, a service added).
  if (ctx.bayWeek) return freeSlotsOn(ctx, date).some((s) => s.value === slot);
  if (!ctx.slotsOn(date).some((s) => s.value === slot)) return false;
  return (ctx.slotBookings[date]?.[slot] ?? 0) < ctx.settings.slotCapacity;
}

// ---------- edits ----------

export async function adjustQty(
  db: Db,
  userId: number,
  sellerProductId: number,
  operand: 1 | -1,
): Promise<CartActionResponse> {
  return db.transaction(async (tx) => {
    const ctx = await requireContext(tx, userId);
    const line = ctx.lines.find((l) => l.sellerProductId === sellerProductId);
    if (!line) throw new AppError('NOT_FOUND', 'ไม่พบสินค้านี้ในตะกร้า');
    const next = line.quantity + operand;
    if (next < Math.max(CART_QTY_MIN, line.minQty)) {
      throw line.minQty > 1 ? minQtyError(line.minQty) : new AppError('QTY_LIMIT');
    }
    if (next > CART_QTY_MAX) throw new AppError('QTY_LIMIT');
    const available = availableOf(line, ctx.reserved);
    if (next > available) throw outOfStock(available);
    await repo.updateCartItem(tx, ctx.cart.id, sellerProductId, { quantity: next });
    return ok('ปรับจำนวนสินค้าเรียบร้อย');
  });
}

export async function removeProduct(
  db: Db,
  userId: number,
  sellerProductId: number,
): Promise<CartActionResponse> {
  return db.transaction(async (tx) => {
    const ctx = await requireContext(tx, userId);
    if (!ctx.lines.some((l) => l.sellerProductId === sellerProductId)) {
      throw new AppError('NOT_FOUND', 'ไม่พบสินค้านี้ในตะกร้า');
    }
    if (ctx.lines.length <= 1) throw new AppError('LAST_PRODUCT');
    await repo.deleteCartItem(tx, ctx.cart.id, sellerProductId);
    return ok('ลบสินค้าออกจากตะกร้าเรียบร้อย');
  });
}

export async function toggleService(
  db: Db,
  userId: number,
  serviceId: number,
  include: boolean,
): Promise<CartActionResponse> {
  return db.transaction(async (tx) => {
    const ctx = await requireContext(tx, userId);
    const service = priceContext(ctx).services.find((s) => s.id === serviceId);
    if (!service) throw new AppError('NOT_FOUND', 'ไม่พบบริการนี้ในตะกร้า');
    if (!service.isTogglable) throw new AppError('BAD_REQUEST', 'บริการนี้ไม่สามารถเพิ่มหรือนำออกได้');
    const s = ctx.services.find((x) => x.id === serviceId);
    const without = (list: number[]) => list.filter((id) => id !== serviceId);
    const excluded = without(ctx.cart.excludedServiceIds);
    const added = without(ctx.cart.addedServiceIds);
    if (s?.isIncluded && !include) excluded.push(serviceId);
    if (!s?.isIncluded && include) added.push(serviceId);
    await repo.updateCart(tx, ctx.cart.id, {
      excludedServiceIds: excluded,
      addedServiceIds: added,
    });
    return ok();
  });
}

export async function toggleDiscount(
  db: Db,
  userId: number,
  promoId: number,
  include: boolean,
): Promise<CartActionResponse> {
  return db.transaction(async (tx) => {
    const ctx = await requireContext(tx, userId);
    const d = priceContext(ctx).discounts.find((x) => x.promoId === promoId);
    if (!d) throw new AppError('NOT_FOUND', 'ไม่พบส่วนลดนี้ในตะกร้า');
    if (!d.isTogglable) throw new AppError('BAD_REQUEST', 'ส่วนลดนี้ไม่สามารถเลือกหรือนำออกได้');
    const added = ctx.cart.addedPromotionIds.filter((id) => id !== promoId);
    if (include) added.push(promoId);
    await repo.updateCart(tx, ctx.cart.id, { addedPromotionIds: added });
    return ok();
  });
}

export async function getProductSizes(
  db: Db,
  userId: number,
  sellerProductId: number,
): Promise<ProductSizeByCriteriaResponse> {
  const cart = await repo.findCart(db, userId);
  const offer = await repo.findOffer(db, sellerProductId);
  if (!offer) throw new AppError('NOT_FOUND', 'ไม่พบสินค้าที่เลือก');
  const orderType = cart?.orderType === 2 ? 'DELIVERY' : 'SERVICE';
  const options = await repo.findSizeOptions(db, offer);
  const reserved = await repo.findReservedQty(
    db,
    options.map((o) => o.sellerProductId),
  );
  return {
    products: options
      .filter(
        (o) => isOfferSellable(o, orderType) && availableOf(o, reserved) >= Math.max(1, o.minQty),
      )
      .map((o) => ({
        id: o.sellerProductId,
        model: `${o.brandName ?? ''} ${o.modelName ?? ''}`.trim(),
        size: o.sizeLabel ?? '',
        year: o.year,
        price: satangToBaht(unitPriceOf(o, orderType) ?? 0),
      })),
  };
}

/** 'add another tyre size': a second offer of the same shop (front and rear sizes). */
export async function addProductSize(
  db: Db,
  userId: number,
  sellerProductId: number,
): Promise<CartActionResponse> {
  return db.transaction(async (tx) => {
    const ctx = await requireContext(tx, userId);
    if (!ctx.store.isAllowMultipleSize || ctx.lines.length !== 1) {
      throw new AppError('BAD_REQUEST', 'ไม่สามารถเพิ่มยางขนาดอื่นในตะกร้านี้ได้');
    }
    const offer = await repo.findOffer(tx, sellerProductId);
    if (!offer || offer.storeId !== ctx.cart.storeId)
      throw new AppError('NOT_FOUND', 'ไม่พบสินค้าที่เลือก');
    if (ctx.lines.some((l) => l.sellerProductId === sellerProductId)) {
      throw new AppError('BAD_REQUEST', 'สินค้านี้อยู่ในตะกร้าแล้ว');
    }
    const price = unitPriceOf(offer, ctx.orderType);
    if (!isOfferSellable(offer, ctx.orderType) || price === null)
      throw new AppError('PRODUCT_UNAVAILABLE');
    const available = availableOf(offer, await repo.findReservedQty(tx, [sellerProductId]));
    const quantity = Math.max(offer.minQty, Math.min(2, available));
    if (quantity > available) throw outOfStock(available);
    await repo.upsertCartItem(tx, {
      cartId: ctx.cart.id,
      sellerProductId,
      quantity,
      priceSatangSeen: price,
    });
    return ok('เพิ่มสินค้าลงตะกร้าเรียบร้อย');
  });
}

// ---------- schedule ----------

async function requireServiceContext(db: DbOrTx, userId: number) {
  const ctx = await requireContext(db, userId);
  if (ctx.orderType !== 'SERVICE') {
    throw new AppError('BAD_REQUEST', 'คำสั่งซื้อแบบจัดส่งถึงบ้านไม่ต้องเลือกวันติดตั้ง');
  }
  return ctx;
}

const DATE_REFUSAL_TEXT: Record<string, string> = {
  OUT_OF_WINDOW: 'วันที่เลือกอยู่นอกช่วงที่จองได้ กรุณาเลือกวันที่ติดตั้งใหม่',
  HOLIDAY: 'ร้านค้าหยุดในวันที่เลือก กรุณาเลือกวันอื่น',
  CLOSED: 'ร้านค้าปิดในวันที่เลือก กรุณาเลือกวันอื่น',
  INVALID_DATE: 'กรุณาเลือกวันที่ติดตั้ง',
};

/** Free slots of a date inside the booking window (its bookings came with the context). */
function freeSlotsOn(ctx: CartContext, date: string) {
  const taken = ctx.slotBookings[date] ?? {};
  const nowTime = date === ctx.today ? bangkokNowTime() : undefined;
  if (ctx.bayWeek) return bayStartsOn(ctx, date, nowTime);
  return freeSlots(ctx.slotsOn(date), ctx.settings.slotCapacity, taken, nowTime);
}

export async function getServiceSlots(
  db: Db,
  userId: number,
  date: string,
): Promise<ServiceSlotResponse> {
  return db.transaction(async (tx) => {
    const ctx = await requireServiceContext(tx, userId);
    const refusal = refuseDate(date, ctx.calendar);
    if (refusal)
      return { scheduleList: [], message: DATE_REFUSAL_TEXT[refusal] ?? CART_TEXT.noSlots };
    const list = freeSlotsOn(ctx, date);
    return { scheduleList: list, message: list.length === 0 ? CART_TEXT.noSlots : '' };
  });
}

export async function submitSchedule(
  db: Db,
  userId: number,
  date: string,
  slot: string,
): Promise<CartActionResponse> {
  return db.transaction(async (tx) => {
    const ctx = await requireServiceContext(tx, userId);
    const refusal = refuseDate(date, ctx.calendar);
    if (refusal) throw new AppError('DATE_NOT_BOOKABLE', DATE_REFUSAL_TEXT[refusal]);
    if (slot === '') {
      await repo.updateCart(tx, ctx.cart.id, { appointmentDate: date, appointmentTime: null });
      return ok();
    }
    if (ctx.bayWeek) {
      // By bays (decision 0162): a start time where the whole job fits in one bay.
      if (!isStartTime(slot)) {
        throw new AppError('VALIDATION_FAILED', 'กรุณาเลือกเวลา', { scheduleTime: ['กรุณาเลือกเวลา'] });
      }
      if (!freeSlotsOn(ctx, date).some((s) => s.value === slot)) throw new AppError('BAY_FULL');
      await repo.updateCart(tx, ctx.cart.id, { appointmentDate: date, appointmentTime: slot });
      return ok();
    }
    if (!ctx.slots.some((s) => s.value === slot)) {
      throw new AppError('VALIDATION_FAILED', 'กรุณาเลือกเวลา', { scheduleTime: ['กรุณาเลือกเวลา'] });
    }
    // A slot the shop does not open on that weekday, or that ends after it closes (decision 0074).
    if (!ctx.slotsOn(date).some((s) => s.value === slot)) {
      const text = 'ร้านค้าไม่เปิดให้บริการในช่วงเวลานี้ของวันที่เลือก กรุณาเลือกเวลาอื่น';
      throw new AppError('VALIDATION_FAILED', text, { scheduleTime: [text] });
    }
    const free = freeSlotsOn(ctx, date);
    if (!free.some((s) => s.value === slot)) throw new AppError('SLOT_FULL');
    await repo.updateCart(tx, ctx.cart.id, { appointmentDate: date, appointmentTime: slot });
    return ok();
  });
}

// ---------- customer, delivery, tax ----------

export async function submitCustomer(
  db: Db,
  userId: number,
  form: CustomerForm,
): Promise<CartActionResponse> {
  return db.transaction(async (tx) => {
    const ctx = await requireContext(tx, userId);
    await repo.updateCart(tx, ctx.cart.id, { customer: { ...ctx.cart.customer, ...form } });
    return ok();
  });
}

export async function submitDelivery(
  db: Db,
  userId: number,
  form: DeliveryForm,
): Promise<CartActionResponse> {
  return db.transaction(async (tx) => {
    const ctx = await requireContext(tx, userId);
    if (ctx.orderType !== 'DELIVERY') {
      throw new AppError('BAD_REQUEST', 'คำสั่งซื้อแบบติดตั้งที่ร้านไม่ต้องกรอกที่อยู่จัดส่ง');
    }
    assertThaiAddress(form);
    await repo.updateCart(tx, ctx.cart.id, {
      shipping: {
        receiverFirstname: form.firstName,
        receiverLastname: form.lastName,
        receiverTel: form.tel,
        receiverEmail: form.email,
        address: form.address,
        subDistrict: form.subDistrict,
        district: form.district,
        province: form.province,
        postCode: form.postCode,
        deliveryRemark: form.deliveryRemark,
      },
      customer: {
        ...ctx.cart.customer,
        firstName: ctx.cart.customer.firstName || form.firstName,
        lastName: ctx.cart.customer.lastName || form.lastName,
        email: ctx.cart.customer.email || form.email,
        tel: ctx.cart.customer.tel || form.tel,
        address: form.address,
        subDistrict: form.subDistrict,
        district: form.district,
        province: form.province,
        postCode: form.postCode,
      },
    });
    return ok();
  });
}

export async function submitTax(
  db: Db,
  userId: number,
  form: TaxForm,
): Promise<CartActionResponse> {
  return db.transaction(async (tx) => {
    const ctx = await requireContext(tx, userId);
    if (form.requireTax && !ctx.store.isAllowTaxRequest) {
      throw new AppError('VALIDATION_FAILED', 'ร้านค้านี้ไม่รองรับการออกใบกำกับภาษี', {
        requireTax: ['ร้านค้านี้ไม่รองรับการออกใบกำกับภาษี'],
      });
    }
    if (form.requireElecTax && !ctx.store.isAllowElecTaxRequest) {
      throw new AppError('VALIDATION_FAILED', 'ร้านค้านี้ไม่รองรับใบกำกับภาษีอิเล็กทรอนิกส์', {
        requireElecTax: ['ร้านค้านี้ไม่รองรับใบกำกับภาษีอิเล็กทรอนิกส์'],
      });
    }
    let address = {
      taxAddress: form.taxAddress,
      taxSubDistrict: form.taxSubDistrict,
      taxDistrict: form.taxDistrict,
      taxProvince: form.taxProvince,
      taxPostCode: form.taxPostCode,
    };
    // 'Same as delivery' copies the cart's delivery address; a save needs one, while the
    // require-tax toggle (spec 4 "Tax panel": no validation) keeps what was sent without it.
    // A SERVICE order has no delivery address: a cart that was once DELIVERY still holds its old
    // one, which must never reach the tax invoice (issue 13 item 6), so the option is refused.
    const wantsTax = form.requireTax || form.requireElecTax;
    const isDelivery = ctx.orderType === 'DELIVERY';
    if (form.isSameAsDelivery && !isDelivery && wantsTax && !form.isToggle) {
      const message = CART_FORM_MESSAGES.taxAddressForService;
      throw new AppError('VALIDATION_FAILED', message, { isSameAsDelivery: [message] });
    }
    const s = form.isSameAsDelivery && isDelivery ? toShippingData(ctx.cart.shipping) : null;
    if (wantsTax && !form.isToggle && !form.isSameAsDelivery) {
      // Typed (not copied) parts must name a real Thai address (decision 0065).
      assertThaiAddress(
        {
          province: form.taxProvince,
          district: form.taxDistrict,
          subDistrict: form.taxSubDistrict,
          postCode: form.taxPostCode,
        },
        TAX_ADDRESS_FIELDS,
      );
    }
    if (form.isSameAsDelivery && wantsTax && !form.isToggle && !s?.address) {
      throw new AppError('VALIDATION_FAILED', CART_FORM_MESSAGES.fillDelivery, {
        isSameAsDelivery: [CART_FORM_MESSAGES.fillDelivery],
      });
    }
    if (s?.address && wantsTax) {
      address = {
        taxAddress: s.address,
        taxSubDistrict: s.subDistrict,
        taxDistrict: s.district,
        taxProvince: s.province,
        taxPostCode: s.postCode,
      };
    }
    await repo.updateCart(tx, ctx.cart.id, {
      customer: {
        ...ctx.cart.customer,
        requireTax: form.requireTax,
        requireElecTax: form.requireElecTax,
        taxId: form.taxId,
        taxName: form.taxName,
        taxEmail: form.taxEmail,
        ...address,
      },
    });
    return ok();
  });
}

// ---------- payment method ----------

export async function changePaymentMethod(
  db: Db,
  userId: number,
  method: PaymentMethod,
  installmentPeriod: number | null,
): Promise<CartActionResponse> {
  return db.transaction(async (tx) => {
    const ctx = await requireContext(tx, userId);
    const missing = checkBeforePayment({
      orderType: ctx.orderType,
      appointmentDate: ctx.cart.appointmentDate,
      appointmentTime: ctx.cart.appointmentTime,
      customer: ctx.cart.customer,
      shipping: toShippingData(ctx.cart.shipping),
    });
    if (missing) throw new AppError('CHECKOUT_INCOMPLETE', missing);
    const period =
      method === 'installment1' || method === 'installment2' ? installmentPeriod : null;
    if (!isMethodOffered(method, period, priceContext(ctx))) {
      throw new AppError('PAYMENT_METHOD_NOT_ALLOWED');
    }
    // The same choice again changes nothing (a QR already shown stays valid, decision 0134).
    if (ctx.cart.paymentMethod !== method || (ctx.cart.installmentPeriod ?? null) !== period) {
      await repo.updateCart(tx, ctx.cart.id, { paymentMethod: method, installmentPeriod: period });
    }
    return ok();
  });
}
