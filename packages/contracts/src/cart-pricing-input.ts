import type { BayDay } from './bays';
import {
  type CartPricingInput,
  type CartPromotion,
  type CartServiceInput,
  type PricedCart,
  priceCart,
} from './cart-pricing';
import { isPaymentMethod } from './payment-methods';
import type { PromotionAmountType } from './pricing';
import type { Slot } from './slots';
import { SELLING_STATUSES } from './stock-status';

// The one builder of `priceCart`'s input (decisions 0163, 0165): a cart, a tyre page's quote and
// the listing's "4 tyres fitted" total are each a PricingContext priced by `priceContext`, so the
// three numbers cannot differ. Pure: the server modules read the rows, this builds and prices.

export type PricingOrderTypeName = 'SERVICE' | 'DELIVERY';

/** A shop's settings when it has saved none (and each field it has not). */
export const DEFAULT_SETTINGS = {
  slotCapacity: 2,
  customSlots: null as Slot[] | null,
  slotWeekdays: null as Record<string, number[]> | null,
  minutesPerTyre: 15,
  bayDays: null as BayDay[] | null,
  closedWeekdays: [] as number[],
  prepareDays: 1,
  defaultDeliveryRateSatang: 0,
  isPrepaidEnabled: false,
  prepaidType: 'percent',
  prepaidValue: 0,
  acceptScanQr: true,
  acceptInternetBanking: true,
  acceptCreditCard: true,
  acceptFreeInstallment: false,
  acceptInterestInstallment: false,
  installmentInterestBp: 80,
  installmentMinSatang: 300_000,
};

/** An offer's promotion as the cart reads it (active; `priceLine` checks its dates). */
export type OfferPromotionInput = {
  sellerProductId: number;
  id: number;
  title: string;
  remark: string;
  amountType: string;
  amountValue: number;
  minQty: number;
  isTogglable: boolean;
  startDate: string;
  endDate: string;
};

/** A line as the price reads it: the offer's prices, deposit and the quantity. */
export type PricingLine = {
  sellerProductId: number;
  priceSatang: number;
  priceDeliverySatang: number | null;
  deliveryRateSatang: number | null;
  isPrepaid: boolean;
  prepaidSatang: number | null;
  quantity: number;
};

/** The shopper's choices a cart keeps. */
export type PricingChoices = {
  excludedServiceIds: number[];
  addedServiceIds: number[];
  addedPromotionIds: number[];
  paymentMethod: string | null;
  installmentPeriod: number | null;
};

/**
 * What the cart's price reads: the order type, the day, the lines with their offers, the shop's
 * services, promotions, settings and delivery rate, and the shopper's choices.
 */
export type PricingContext = {
  orderType: PricingOrderTypeName;
  today: string;
  lines: readonly PricingLine[];
  services: readonly CartServiceInput[];
  promotions: readonly OfferPromotionInput[];
  areaRateSatang: number | null;
  settings: typeof DEFAULT_SETTINGS;
  cart: PricingChoices;
};

/** The choices of a cart the shopper has just filled: nothing removed, added or asked for. */
export const FRESH_CART_CHOICES: PricingChoices = {
  excludedServiceIds: [],
  addedServiceIds: [],
  addedPromotionIds: [],
  paymentMethod: null,
  installmentPeriod: null,
};

/** The per-tyre price of an offer for the order type; null when not sold that way. */
export function unitPriceOf(
  o: { priceSatang: number; priceDeliverySatang: number | null },
  orderType: PricingOrderTypeName,
): number | null {
  return orderType === 'DELIVERY' ? (o.priceDeliverySatang ?? null) : o.priceSatang;
}

/** The offer and shop flags that decide whether an offer is for sale one way. */
export type SellableFlags = {
  isDisplay: boolean;
  productActive: boolean;
  storeActive: boolean;
  status: number;
  isServiceAvailable: boolean;
  storeServiceEnabled: boolean;
  isDeliveryAvailable: boolean;
  storeDeliveryEnabled: boolean;
  priceDeliverySatang: number | null;
};

/**
 * Whether the offer is for sale for this order type (displayed, selling, of an active tyre and
 * shop, sold that way); how many may be taken is `orderableQty`.
 */
export function isOfferSellable(o: SellableFlags, orderType: PricingOrderTypeName): boolean {
  if (!o.isDisplay || !o.productActive || !o.storeActive) return false;
  if (!(SELLING_STATUSES as readonly number[]).includes(o.status)) return false;
  if (orderType === 'SERVICE') return Boolean(o.isServiceAvailable && o.storeServiceEnabled);
  return Boolean(o.isDeliveryAvailable && o.storeDeliveryEnabled && o.priceDeliverySatang !== null);
}

export function cartPromotionsOf(
  ctx: Pick<PricingContext, 'promotions'>,
  sellerProductId: number,
): CartPromotion[] {
  return ctx.promotions
    .filter((p) => p.sellerProductId === sellerProductId)
    .map((p) => ({
      id: p.id,
      title: p.title,
      remark: p.remark,
      amountType: p.amountType as PromotionAmountType,
      amountValue: p.amountValue,
      minQty: p.minQty,
      isTogglable: p.isTogglable,
      startDate: p.startDate,
      endDate: p.endDate,
    }));
}

/** The one builder of `priceCart`'s input, for a cart, a quote and a listing total alike. */
export function cartPricingInputOf(ctx: PricingContext): CartPricingInput {
  const method = ctx.cart.paymentMethod;
  const s = ctx.settings;
  return {
    orderType: ctx.orderType,
    today: ctx.today,
    lines: ctx.lines.map((l) => ({
      sellerProductId: l.sellerProductId,
      unitPriceSatang: unitPriceOf(l, ctx.orderType) ?? 0,
      qty: l.quantity,
      promotions: cartPromotionsOf(ctx, l.sellerProductId),
      deliveryRateSatang: l.deliveryRateSatang ?? null,
      isPrepaid: l.isPrepaid,
      prepaidSatangPerTyre: l.prepaidSatang ?? null,
    })),
    services: ctx.services,
    excludedServiceIds: ctx.cart.excludedServiceIds,
    addedServiceIds: ctx.cart.addedServiceIds,
    addedPromotionIds: ctx.cart.addedPromotionIds,
    areaRateSatang: ctx.areaRateSatang,
    defaultDeliveryRateSatang: s.defaultDeliveryRateSatang,
    settings: {
      isPrepaidEnabled: s.isPrepaidEnabled,
      prepaidType: s.prepaidType,
      prepaidValue: s.prepaidValue,
      acceptScanQr: s.acceptScanQr,
      acceptInternetBanking: s.acceptInternetBanking,
      acceptCreditCard: s.acceptCreditCard,
      acceptFreeInstallment: s.acceptFreeInstallment,
      acceptInterestInstallment: s.acceptInterestInstallment,
      installmentInterestBp: s.installmentInterestBp,
      installmentMinSatang: s.installmentMinSatang,
    },
    paymentMethod: method && isPaymentMethod(method) ? method : null,
    installmentPeriod: ctx.cart.installmentPeriod ?? null,
  };
}

export function priceContext(ctx: PricingContext): PricedCart {
  return priceCart(cartPricingInputOf(ctx));
}
