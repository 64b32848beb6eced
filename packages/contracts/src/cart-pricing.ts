import {
  type InstallmentRow,
  installmentNoAdditional,
  installmentWithAdditional,
  isInstallmentAllowed,
} from './installments';
import { isDepositMethod, type PaymentMethod } from './payment-methods';
import {
  isPromotionActiveOn,
  isServiceCounted,
  isServiceForOrderType,
  type PricedDiscount,
  type PricingOrderType,
  type PricingPromotion,
  type PricingService,
  priceLine,
} from './pricing';

// The whole cart priced in integer satang (spec 2.9 b and f, 3 Cart, 9; decisions 0004, 0075).
// Each line is priced by `priceLine` (decision 0004) with the customer's choices; the cart adds
// what is per order: services (once per order), order-level discounts (once per order), the
// delivery fee, the deposit, the instalment tables and the payment options.

export type CartPromotion = PricingPromotion & { remark: string };
export type CartServiceInput = PricingService & { description: string };

export type CartLineInput = {
  sellerProductId: number;
  unitPriceSatang: number;
  qty: number;
  promotions: readonly CartPromotion[];
  /** The offer's own delivery fee per tyre (save-delivery-product-rate); null → area rate. */
  deliveryRateSatang: number | null;
  /** The tyre takes a deposit (assign-prepaid-product; default true, decision 0075). */
  isPrepaid?: boolean;
  /** The tyre's own deposit per tyre; null → the shop's deposit rule. */
  prepaidSatangPerTyre?: number | null;
};

export type ShopPaymentSettings = {
  isPrepaidEnabled: boolean;
  /** 'percent' (value = whole percent) or 'amount' (value = satang per order). */
  prepaidType: string;
  prepaidValue: number;
  acceptScanQr: boolean;
  acceptInternetBanking: boolean;
  acceptCreditCard: boolean;
  acceptFreeInstallment: boolean;
  acceptInterestInstallment: boolean;
  installmentInterestBp: number;
  installmentMinSatang: number;
};

export type CartPricingInput = {
  orderType: PricingOrderType;
  today: string;
  lines: readonly CartLineInput[];
  /** The shop's services for the cart's offers (each once). */
  services: readonly CartServiceInput[];
  excludedServiceIds: readonly number[];
  addedServiceIds: readonly number[];
  /** Togglable promotions the customer asked for ('รับส่วนลด'). */
  addedPromotionIds: readonly number[];
  /** The shop's rate per tyre for the delivery address's province; null → none set. */
  areaRateSatang: number | null;
  /** The shop's default rate per tyre when the province has no rate. */
  defaultDeliveryRateSatang: number;
  settings: ShopPaymentSettings;
  paymentMethod: PaymentMethod | null;
  installmentPeriod: number | null;
};

export type PricedCartLine = {
  sellerProductId: number;
  goodsSatang: number;
  discountSatang: number;
  deliverySatang: number;
};

export type PricedCartService = {
  id: number;
  title: string;
  description: string;
  priceSatang: number;
  include: boolean;
  isTogglable: boolean;
};

export type PricedCartDiscount = {
  promoId: number;
  title: string;
  remark: string;
  amountType: string;
  /** What it gives (included) or would give (a togglable one not asked for). */
  amountSatang: number;
  include: boolean;
  isTogglable: boolean;
};

export type PricedInstallment = InstallmentRow & { isAllowed: boolean };

export type PricedCart = {
  lines: PricedCartLine[];
  goodsSatang: number;
  services: PricedCartService[];
  servicesSatang: number;
  discounts: PricedCartDiscount[];
  discountSatang: number;
  deliverySatang: number;
  /** goods + included services + delivery − applied discounts. */
  orderTotalSatang: number;
  /** orderTotal, or the instalment-with-interest total when that is the chosen method. */
  finalPriceSatang: number;
  prepaidSatang: number;
  remainSatang: number;
  /** What the chosen method charges online now. */
  payNowSatang: number;
  paymentOptions: {
    prepaid: boolean;
    scanQR: boolean;
    internetBanking: boolean;
    creditCard: boolean;
    freeInstallment: boolean;
    interestInstallment: boolean;
  };
  installmentNoAdditional: PricedInstallment[];
  installmentWithAdditional: PricedInstallment[];
};

const ORDER_LEVEL_TYPES = new Set(['discountOrderAmt']);

/** The togglable services the customer has counted: included ones not removed, added ones. */
export function selectedServiceIds(
  services: readonly PricingService[],
  excluded: readonly number[],
  added: readonly number[],
): number[] {
  return services
    .filter(
      (s) => s.isTogglable && (s.isIncluded ? !excluded.includes(s.id) : added.includes(s.id)),
    )
    .map((s) => s.id);
}

/** Deposit for an order total: a percent (rounded half up) or a fixed amount, never above it. */
export function depositSatang(
  totalSatang: number,
  s: Pick<ShopPaymentSettings, 'prepaidType' | 'prepaidValue'>,
): number {
  const raw =
    s.prepaidType === 'amount' ? s.prepaidValue : Math.round((totalSatang * s.prepaidValue) / 100);
  return Math.max(0, Math.min(totalSatang, raw));
}

/**
 * The deposit of an order (decision 0075): nothing when no tyre takes one; the shop's rule on the
 * order total when every tyre follows it; otherwise each tyre's own amount times its quantity,
 * plus the shop's rule on the lines that follow it (a percent of their goods after discounts, or
 * the fixed amount once). Never above the order total.
 */
export function orderDepositSatang(
  lines: readonly CartLineInput[],
  priced: readonly Pick<PricedCartLine, 'goodsSatang' | 'discountSatang'>[],
  totalSatang: number,
  s: Pick<ShopPaymentSettings, 'prepaidType' | 'prepaidValue'>,
): number {
  const takes = lines.map((l) => l.isPrepaid !== false);
  if (!takes.some(Boolean)) return 0;
  const own = (l: CartLineInput) => l.prepaidSatangPerTyre ?? null;
  if (lines.every((l, i) => takes[i] && own(l) === null)) return depositSatang(totalSatang, s);
  let sum = 0;
  let ruleGoods = 0;
  let anyRule = false;
  lines.forEach((l, i) => {
    if (!takes[i]) return;
    const amount = own(l);
    if (amount !== null) sum += amount * l.qty;
    else {
      anyRule = true;
      ruleGoods += (priced[i]?.goodsSatang ?? 0) - (priced[i]?.discountSatang ?? 0);
    }
  });
  if (anyRule)
    sum +=
      s.prepaidType === 'amount' ? s.prepaidValue : Math.round((ruleGoods * s.prepaidValue) / 100);
  return Math.max(0, Math.min(totalSatang, sum));
}

/** The per-tyre delivery fee of a line: the offer's rate, else the province's, else the default. */
export function deliveryRatePerTyre(
  line: Pick<CartLineInput, 'deliveryRateSatang'>,
  areaRateSatang: number | null,
  defaultRateSatang: number,
): number {
  return line.deliveryRateSatang ?? areaRateSatang ?? defaultRateSatang;
}

function priceLines(input: CartPricingInput, promotionIds: readonly number[]) {
  const seenOrderLevel = new Set<number>();
  return input.lines.map((line) => {
    const promotions = line.promotions.filter((p) => {
      if (!ORDER_LEVEL_TYPES.has(p.amountType)) return true;
      if (seenOrderLevel.has(p.id)) return false;
      seenOrderLevel.add(p.id);
      return true;
    });
    return {
      line,
      priced: priceLine({
        unitPriceSatang: line.unitPriceSatang,
        qty: line.qty,
        orderType: input.orderType,
        services: [],
        promotions,
        today: input.today,
        selectedPromotionIds: promotionIds,
        deliveryRatePerTyreSatang: deliveryRatePerTyre(
          line,
          input.areaRateSatang,
          input.defaultDeliveryRateSatang,
        ),
      }),
    };
  });
}

function sumDiscounts(list: PricedDiscount[][]): Map<number, number> {
  const byId = new Map<number, number>();
  for (const d of list.flat())
    byId.set(d.promotionId, (byId.get(d.promotionId) ?? 0) + d.amountSatang);
  return byId;
}

export function priceCart(input: CartPricingInput): PricedCart {
  const priced = priceLines(input, input.addedPromotionIds);
  const applied = sumDiscounts(priced.map((p) => p.priced.discounts));

  // What each togglable promotion would give if the customer asked for it.
  const allPromos = new Map<number, CartPromotion>();
  for (const l of input.lines)
    for (const p of l.promotions) if (!allPromos.has(p.id)) allPromos.set(p.id, p);
  const togglableIds = [...allPromos.values()].filter((p) => p.isTogglable).map((p) => p.id);
  const potential = sumDiscounts(priceLines(input, togglableIds).map((p) => p.priced.discounts));

  const discounts: PricedCartDiscount[] = [];
  for (const p of allPromos.values()) {
    if (!isPromotionActiveOn(p, input.today)) continue;
    const amount = applied.get(p.id);
    if (amount !== undefined) {
      discounts.push({ ...discountText(p), amountSatang: amount, include: true });
    } else if (p.isTogglable && (potential.get(p.id) ?? 0) > 0) {
      discounts.push({
        ...discountText(p),
        amountSatang: potential.get(p.id) ?? 0,
        include: false,
      });
    }
  }

  const selected = selectedServiceIds(
    input.services,
    input.excludedServiceIds,
    input.addedServiceIds,
  );
  const services = input.services
    .filter((s) => isServiceForOrderType(s, input.orderType))
    .map((s) => ({
      id: s.id,
      title: s.title,
      description: s.description,
      priceSatang: Math.max(0, s.priceSatang),
      include: isServiceCounted(s, { orderType: input.orderType, selectedServiceIds: selected }),
      isTogglable: s.isTogglable,
    }));
  const servicesSatang = services.filter((s) => s.include).reduce((n, s) => n + s.priceSatang, 0);

  const lines = priced.map(({ line, priced: p }) => ({
    sellerProductId: line.sellerProductId,
    goodsSatang: p.goodsSatang,
    discountSatang: p.discountSatang,
    deliverySatang: p.deliverySatang,
  }));
  const goodsSatang = lines.reduce((n, l) => n + l.goodsSatang, 0);
  const discountSatang = lines.reduce((n, l) => n + l.discountSatang, 0);
  const deliverySatang = lines.reduce((n, l) => n + l.deliverySatang, 0);
  const orderTotalSatang = goodsSatang + servicesSatang - discountSatang + deliverySatang;

  const s = input.settings;
  const minimum = { interestBp: s.installmentInterestBp, minSatang: s.installmentMinSatang };
  const canInstall = isInstallmentAllowed(orderTotalSatang, minimum);
  const noAdditional = installmentNoAdditional(orderTotalSatang).map((r) => ({
    ...r,
    isAllowed: s.acceptFreeInstallment && canInstall,
  }));
  const withAdditional = installmentWithAdditional(orderTotalSatang, s.installmentInterestBp).map(
    (r) => ({ ...r, isAllowed: s.acceptInterestInstallment && canInstall }),
  );

  const deposit = orderDepositSatang(input.lines, lines, orderTotalSatang, s);
  const prepaid =
    s.isPrepaidEnabled &&
    input.orderType === 'SERVICE' &&
    deposit > 0 &&
    deposit < orderTotalSatang;

  const interestRow =
    input.paymentMethod === 'installment2'
      ? withAdditional.find((r) => r.period === input.installmentPeriod)
      : undefined;
  const finalPriceSatang = interestRow?.totalSatang ?? orderTotalSatang;
  const prepaidSatang = prepaid ? deposit : 0;
  const payNowSatang =
    input.paymentMethod && isDepositMethod(input.paymentMethod) && prepaid
      ? prepaidSatang
      : finalPriceSatang;

  return {
    lines,
    goodsSatang,
    services,
    servicesSatang,
    discounts,
    discountSatang,
    deliverySatang,
    orderTotalSatang,
    finalPriceSatang,
    prepaidSatang,
    remainSatang: prepaid ? finalPriceSatang - prepaidSatang : 0,
    payNowSatang,
    paymentOptions: {
      prepaid,
      scanQR: s.acceptScanQr,
      internetBanking: s.acceptInternetBanking,
      creditCard: s.acceptCreditCard,
      freeInstallment: s.acceptFreeInstallment && canInstall,
      interestInstallment: s.acceptInterestInstallment && canInstall,
    },
    installmentNoAdditional: noAdditional,
    installmentWithAdditional: withAdditional,
  };
}

function discountText(p: CartPromotion) {
  return {
    promoId: p.id,
    title: p.title,
    remark: p.remark,
    amountType: p.amountType,
    isTogglable: p.isTogglable,
  };
}

/** Whether the chosen method is among the cart's payment options (spec 4 "Payment method"). */
export function isMethodOffered(
  method: PaymentMethod,
  installmentPeriod: number | null,
  cart: Pick<
    PricedCart,
    'paymentOptions' | 'installmentNoAdditional' | 'installmentWithAdditional'
  >,
): boolean {
  const o = cart.paymentOptions;
  switch (method) {
    case 'prepaidQR':
      return o.prepaid && o.scanQR;
    case 'prepaidIBanking':
      return o.prepaid && o.internetBanking;
    case 'prepaidCard':
      return o.prepaid && o.creditCard;
    case 'scanQR':
      return o.scanQR;
    case 'internetBanking':
      return o.internetBanking;
    case 'card':
      return o.creditCard;
    case 'installment1':
      return cart.installmentNoAdditional.some(
        (r) => r.period === installmentPeriod && r.isAllowed,
      );
    case 'installment2':
      return cart.installmentWithAdditional.some(
        (r) => r.period === installmentPeriod && r.isAllowed,
      );
  }
}
