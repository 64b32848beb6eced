import { endTimeOf, isStartTime } from '@yangdee/contracts/bays';
import type {
  CartCustomer,
  CartData,
  CustomerSuggestion,
  PromotionData,
  ShippingData,
} from '@yangdee/contracts/cart';
import { isCustomerReady, isDeliveryReady, isTaxReady } from '@yangdee/contracts/cart-forms';
import type { PricedCart } from '@yangdee/contracts/cart-pricing';
import { CART_QTY_MAX } from '@yangdee/contracts/cart-quantity';
import { productParam } from '@yangdee/contracts/catalog-query';
import { leadDays } from '@yangdee/contracts/offer-orderability';
import { isPaymentMethod } from '@yangdee/contracts/payment-methods';
import { satangToBaht } from '@yangdee/contracts/pricing';
import {
  bookableDates,
  datesWithFreeSlots,
  scheduleEndDate,
  slotLabel,
} from '@yangdee/contracts/slots';
import type { ShippingData as ShippingRow } from '../../db/schema/orders';
import { brandLogoUrl, imageUrl, modelPictureUrl, storefrontUrl } from '../../lib/image-urls';
import { bangkokNowTime } from '../../lib/time';
import { uploadUrl } from '../../lib/uploads';
import { sanitizeRichText } from '../content/content-html';
import { sanitizeOpenTimeHtml } from '../stores/store-html';
import {
  availableOf,
  bayStartsOn,
  type CartContext,
  jobMinutesOf,
  unitPriceOf,
} from './cart.context';
import type { OfferRow } from './cart.repository';
import { EMPTY_SUGGESTION } from './customer-suggestion';

// Cart context + priced cart → the contract's cartData and promotionData (satang → baht).

const baht = satangToBaht;

const EMPTY_CUSTOMER: CartCustomer = {
  ...EMPTY_SUGGESTION,
  requireTax: false,
  requireElecTax: false,
  taxId: '',
  taxName: '',
  taxAddress: '',
  taxSubDistrict: '',
  taxDistrict: '',
  taxProvince: '',
  taxPostCode: '',
  taxEmail: '',
};

export function toShippingData(s: Partial<ShippingRow> | null | undefined): ShippingData | null {
  if (!s) return null;
  const first = s.receiverFirstname ?? '';
  const last = s.receiverLastname ?? '';
  const parts = [s.address, s.subDistrict, s.district, s.province, s.postCode].filter(Boolean);
  return {
    receiverName: `${first} ${last}`.trim(),
    receiverFirstname: first,
    receiverLastname: last,
    receiverTel: s.receiverTel ?? '',
    receiverEmail: s.receiverEmail ?? '',
    receiverAddress: parts.join(' '),
    address: s.address ?? '',
    subDistrict: s.subDistrict ?? '',
    district: s.district ?? '',
    province: s.province ?? '',
    postCode: s.postCode ?? '',
    deliveryRemark: s.deliveryRemark ?? '',
  };
}

/** 'Brand Model Size (year)' of a cart line, as the cart and the order show it. */
export function lineNameOf(l: OfferRow): string {
  return `${l.brandName ?? ''} ${l.modelName ?? ''} ${l.sizeLabel ?? ''} (${l.year})`;
}

/** The tyre page of a line's tyre (TIRE_DETAIL), where every shop's offer is listed. */
export function tyreLinkOf(l: OfferRow): string {
  return `/tire/${productParam(l.productId, l.brandSlug ?? '', l.modelSlug ?? '', l.sizeLabel ?? '')}`;
}

export function toCartData(
  ctx: CartContext,
  priced: PricedCart,
  customerSuggestion: CustomerSuggestion,
): CartData {
  const { cart, store } = ctx;
  const byLine = new Map(priced.lines.map((l) => [l.sellerProductId, l]));
  const customer = { ...EMPTY_CUSTOMER, ...cart.customer };
  const shippingData = toShippingData(cart.shipping);
  // By bays the appointment is a start time; its label ends when the job does (decision 0162).
  const slot =
    ctx.bayWeek && isStartTime(cart.appointmentTime)
      ? {
          from: cart.appointmentTime,
          to: endTimeOf(cart.appointmentTime, jobMinutesOf(ctx)),
        }
      : ctx.slots.find((s) => s.value === cart.appointmentTime);
  const method =
    cart.paymentMethod && isPaymentMethod(cart.paymentMethod) ? cart.paymentMethod : null;
  return {
    orderType: ctx.orderType,
    announcement: store.announcement,
    isAllowMultipleSize: store.isAllowMultipleSize,
    isAllowTaxRequest: store.isAllowTaxRequest,
    isAllowElecTaxRequest: store.isAllowElecTaxRequest,
    customerSuggestion,
    products: ctx.lines.map((l) => {
      const p = byLine.get(l.sellerProductId);
      const brand = l.brandName ?? '';
      const name = l.modelName ?? '';
      const size = l.sizeLabel ?? '';
      return {
        param: productParam(l.productId, l.brandSlug ?? '', l.modelSlug ?? '', size),
        size,
        brand,
        name,
        year: l.year,
        price: baht(unitPriceOf(l, ctx.orderType) ?? 0),
        quantity: l.quantity,
        maxQuantity: Math.min(CART_QTY_MAX, availableOf(l, ctx.reserved)),
        totalPrice: baht(p?.goodsSatang ?? 0),
        totalDiscount: baht(p?.discountSatang ?? 0),
        fullName: lineNameOf(l),
        stockStatus: l.status,
        leadDays: leadDays(l, ctx.settings.prepareDays),
        picture: modelPictureUrl(l.tyreModelId),
        brandLogo: brandLogoUrl(l.brandId),
        sellerProductId: l.sellerProductId,
      };
    }),
    deliveryData: { price: baht(priced.deliverySatang) },
    services: priced.services.map((s) => ({
      id: s.id,
      title: s.title,
      price: baht(s.priceSatang),
      include: s.include,
      isTogglable: s.isTogglable,
      description: s.description,
    })),
    discounts: priced.discounts.map((d) => ({
      promoId: d.promoId,
      title: d.title,
      remark: d.remark,
      price: baht(d.amountSatang),
      include: d.include,
      isTogglable: d.isTogglable,
      amountType: d.amountType,
    })),
    benefits: ctx.warranties.map((w) => ({ type: w.type, title: w.title, remark: w.remark })),
    orderTotal: baht(priced.orderTotalSatang),
    finalPrice: baht(priced.finalPriceSatang),
    prepaidPrice: baht(priced.prepaidSatang),
    remainPrice: baht(priced.remainSatang),
    storeData: {
      param: store.link,
      picture: store.storefrontSvg ? storefrontUrl(store.id) : '',
      name: store.branchName ? `${store.name} ${store.branchName}` : store.name,
      address: [store.address, store.subDistrict, store.district, store.province, store.postCode]
        .filter(Boolean)
        .join(' '),
      tel: store.tel,
      openTime: sanitizeOpenTimeHtml(store.openTimeHtml),
    },
    appointmentDate: cart.appointmentDate ?? null,
    appointmentTime: cart.appointmentTime ?? null,
    appointmentTimeText: slot ? slotLabel(slot) : '',
    startDate: ctx.calendar.startDate,
    endDate: scheduleEndDate(ctx.calendar.startDate),
    // Dates with a slot still free: the picker never offers a day that has nothing to book.
    availableDates:
      ctx.orderType === 'SERVICE' && ctx.bayWeek
        ? bookableDates(ctx.calendar).filter(
            (d) => bayStartsOn(ctx, d, d === ctx.today ? bangkokNowTime() : undefined).length > 0,
          )
        : ctx.orderType === 'SERVICE'
          ? datesWithFreeSlots(
              ctx.calendar,
              ctx.slotsOn,
              ctx.settings.slotCapacity,
              ctx.slotBookings,
              {
                today: ctx.today,
                nowTime: bangkokNowTime(),
              },
            )
          : [],
    shippingData,
    customer,
    paymentMethod: method,
    installmentPeriod: cart.installmentPeriod ?? null,
    paymentOptions: priced.paymentOptions,
    installmentNoAdditional: priced.installmentNoAdditional.map(toInstallment),
    installmentWithAdditional: priced.installmentWithAdditional.map(toInstallment),
    isDeliveryReady: isDeliveryReady(shippingData),
    isCustomerReady: isCustomerReady(customer),
    isTaxReady: isTaxReady(customer),
  };
}

function toInstallment(r: PricedCart['installmentNoAdditional'][number]) {
  return {
    period: r.period,
    paid: baht(r.paidSatang),
    total: baht(r.totalSatang),
    isAllowed: r.isAllowed,
  };
}

/** The banner promotion of the cart: the first running promotion with a banner or detail. */
export function toPromotionData(ctx: CartContext): PromotionData | null {
  const p = ctx.promotions.find(
    (x) =>
      x.startDate <= ctx.today &&
      ctx.today <= x.endDate &&
      (x.hasTopBanner || x.topBannerFile || x.hasBottomBanner || x.detailHtml !== ''),
  );
  if (!p) return null;
  const img = (has: boolean, kind: string) => (has ? imageUrl(kind, p.id) : '');
  // A shop's uploaded pictures (seller-promotions) win over the generated SVGs.
  const top = p.topBannerFile ? uploadUrl(p.topBannerFile) : img(p.hasTopBanner, 'promotion');
  const topMobile = p.topBannerMobileFile
    ? uploadUrl(p.topBannerMobileFile)
    : img(p.hasTopBannerMobile, 'promotion-mobile');
  return {
    topBanner: top,
    topBannerMobile: topMobile,
    bottomBanner: img(p.hasBottomBanner, 'promotion-bottom'),
    bottomBannerMobile: img(p.hasBottomBannerMobile, 'promotion-bottom-mobile'),
    imageTitle: p.imageTitle,
    detail: sanitizeRichText(p.detailHtml),
  };
}
