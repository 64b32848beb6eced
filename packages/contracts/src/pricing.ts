// The price of one shop's offer for a quantity of tyres: goods, the shop's services, promotions
// and the delivery fee, all in integer satang (ARCHITECTURE "Money"). Used by the tyre detail's
// "set of 4" price (issue 2/6 §3) and meant to be reused as is by cart pricing (issue 5/6).
// The rules are written down in docs/decisions/0004-offer-pricing.md.

export const PROMOTION_AMOUNT_TYPES = [
  'discountAmount',
  'discountOrderAmt',
  'discountTurnPart',
  'discountPercent',
  'discountOrderPercent',
] as const;
export type PromotionAmountType = (typeof PROMOTION_AMOUNT_TYPES)[number];

/** Spec 9 "Promotion unit display": amount types show 'บ.', percent types '%'. */
export function isPercentAmountType(type: PromotionAmountType): boolean {
  return type === 'discountPercent' || type === 'discountOrderPercent';
}

export type PricingOrderType = 'SERVICE' | 'DELIVERY';
/** seller_services.order_type: 0 both, 1 SERVICE, 2 DELIVERY (spec 9 "Order types"). */
export type ServiceOrderTypeCode = 0 | 1 | 2;

export type PricingService = {
  id: number;
  title: string;
  priceSatang: number;
  /** Counted unless the customer removes it (only possible when togglable). */
  isIncluded: boolean;
  isTogglable: boolean;
  orderType: number;
};

export type PricingPromotion = {
  id: number;
  title: string;
  amountType: PromotionAmountType;
  /** Satang for the amount types; basis points (1 % = 100) for the percent types. */
  amountValue: number;
  /** Minimum tyres in the line for the promotion to apply. */
  minQty: number;
  /** Togglable promotions apply only when the customer asks for them ('รับส่วนลด'). */
  isTogglable: boolean;
  /** Inclusive validity window, 'YYYY-MM-DD' (Asia/Bangkok business dates). */
  startDate: string;
  endDate: string;
};

export type PriceLineInput = {
  unitPriceSatang: number;
  qty: number;
  orderType: PricingOrderType;
  services: readonly PricingService[];
  promotions: readonly PricingPromotion[];
  /** Business date the price is for, 'YYYY-MM-DD'. */
  today: string;
  /**
   * The customer's choices for togglable services and promotions. Absent → the defaults: a
   * togglable service counts when isIncluded, a togglable promotion does not apply.
   */
  selectedServiceIds?: readonly number[];
  selectedPromotionIds?: readonly number[];
  /** Delivery fee per tyre (DELIVERY only), satang. */
  deliveryRatePerTyreSatang?: number;
};

export type PricedService = { id: number; title: string; priceSatang: number };
export type PricedDiscount = {
  promotionId: number;
  title: string;
  amountType: PromotionAmountType;
  amountSatang: number;
};

export type PriceLine = {
  goodsSatang: number;
  services: PricedService[];
  servicesSatang: number;
  discounts: PricedDiscount[];
  discountSatang: number;
  deliverySatang: number;
  totalSatang: number;
};

const ORDER_TYPE_CODE: Record<PricingOrderType, ServiceOrderTypeCode> = { SERVICE: 1, DELIVERY: 2 };

/** Satang × basis points, rounded half up to a whole satang. */
function percentOf(amountSatang: number, basisPoints: number): number {
  return Math.round((amountSatang * basisPoints) / 10_000);
}

export function isPromotionActiveOn(
  p: Pick<PricingPromotion, 'startDate' | 'endDate'>,
  today: string,
) {
  return p.startDate <= today && today <= p.endDate;
}

/** Whether a service is offered for this order type at all (0 = both). */
export function isServiceForOrderType(
  s: Pick<PricingService, 'orderType'>,
  orderType: PricingOrderType,
) {
  return s.orderType === 0 || s.orderType === ORDER_TYPE_CODE[orderType];
}

/** Whether a service is part of the line: its order type fits and it is chosen (or included). */
export function isServiceCounted(
  s: PricingService,
  input: Pick<PriceLineInput, 'orderType' | 'selectedServiceIds'>,
): boolean {
  if (!isServiceForOrderType(s, input.orderType)) return false;
  if (!s.isTogglable || !input.selectedServiceIds) return s.isIncluded;
  return input.selectedServiceIds.includes(s.id);
}

function isPromotionApplied(p: PricingPromotion, input: PriceLineInput): boolean {
  if (!isPromotionActiveOn(p, input.today) || input.qty < p.minQty) return false;
  // A trade-in (เทิร์นยางเก่า) is handed over at the shop: installation orders only.
  if (p.amountType === 'discountTurnPart' && input.orderType !== 'SERVICE') return false;
  if (p.isTogglable) return input.selectedPromotionIds?.includes(p.id) ?? false;
  return true;
}

/** The discount one promotion gives on the line, before the cap. */
function promotionAmount(p: PricingPromotion, unit: number, qty: number, goods: number): number {
  switch (p.amountType) {
    case 'discountAmount':
      return Math.min(p.amountValue, unit) * qty;
    case 'discountTurnPart':
      return Math.min(p.amountValue, unit) * qty;
    case 'discountPercent':
      return percentOf(unit, p.amountValue) * qty;
    case 'discountOrderAmt':
      return p.amountValue;
    case 'discountOrderPercent':
      return percentOf(goods, p.amountValue);
  }
}

/**
 * Prices one offer line. Every discount is computed on the list price (they do not compound), in
 * the order the promotions are given, and the discounts together never exceed the goods: the
 * last ones are cut so that goods − discounts ≥ 0. Services and delivery are never discounted.
 */
export function priceLine(input: PriceLineInput): PriceLine {
  const unit = Math.max(0, Math.round(input.unitPriceSatang));
  const qty = Math.max(0, Math.floor(input.qty));
  const goodsSatang = unit * qty;

  const services = input.services
    .filter((s) => isServiceCounted(s, input))
    .map((s) => ({ id: s.id, title: s.title, priceSatang: Math.max(0, s.priceSatang) }));
  const servicesSatang = services.reduce((sum, s) => sum + s.priceSatang, 0);

  const discounts: PricedDiscount[] = [];
  let left = goodsSatang;
  for (const p of input.promotions) {
    if (!isPromotionApplied(p, input)) continue;
    const amount = Math.min(left, Math.max(0, promotionAmount(p, unit, qty, goodsSatang)));
    if (amount <= 0) continue;
    left -= amount;
    discounts.push({
      promotionId: p.id,
      title: p.title,
      amountType: p.amountType,
      amountSatang: amount,
    });
  }
  const discountSatang = goodsSatang - left;

  const deliverySatang =
    input.orderType === 'DELIVERY' ? Math.max(0, input.deliveryRatePerTyreSatang ?? 0) * qty : 0;

  return {
    goodsSatang,
    services,
    servicesSatang,
    discounts,
    discountSatang,
    deliverySatang,
    totalSatang: goodsSatang + servicesSatang - discountSatang + deliverySatang,
  };
}

/** Satang → baht for API answers (the edge; spec 9 "Currency: THB"). */
export function satangToBaht(satang: number): number {
  return Math.round(satang) / 100;
}
