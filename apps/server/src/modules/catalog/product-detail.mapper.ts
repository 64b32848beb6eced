import { productParam } from '@yangdee/contracts/catalog';
import { leadDays, orderableQty } from '@yangdee/contracts/offer-orderability';
import {
  isPromotionActiveOn,
  PROMOTION_AMOUNT_TYPES,
  type PricingPromotion,
  type PromotionAmountType,
  satangToBaht,
} from '@yangdee/contracts/pricing';
import {
  dotCode,
  isFreshTyre,
  type Offer,
  type ProductSpec,
  SET_QTY,
} from '@yangdee/contracts/product-detail';
import { STOCK_STATUS_LABEL_TH, type StockStatusCode } from '@yangdee/contracts/stock-status';
import { brandLogoUrl, storefrontUrl } from '../../lib/image-urls';
import type { OfferRow, ProductRow } from './product-detail.repository';

// Rows of the tyre detail → the contract shapes (money to baht here, at the edge).

export function productParamOf(p: ProductRow): string {
  return productParam(p.id, p.brandSlug, p.modelSlug, p.sizeLabel);
}

export function toProductSpec(p: ProductRow, prices: number[]): ProductSpec {
  const hasEuLabel = p.euRollingResistance || p.euWetGrip || p.euNoiseDb !== null;
  return {
    id: p.id,
    param: productParamOf(p),
    brand: p.brandTh,
    brandEn: p.brandEn,
    brandParam: p.brandSlug,
    brandLogo: brandLogoUrl(p.brandId),
    model: p.modelName,
    modelParam: p.modelSlug,
    size: p.sizeLabel,
    width: p.width,
    ratio: p.ratio,
    diameter: p.diameter,
    loadIndex: p.loadIndex,
    speedRating: p.speedRating,
    productionYear: p.productionYear,
    countryOfOrigin: p.countryOfOrigin,
    sku: p.sku,
    isRunflat: p.isRunflat,
    types: p.types,
    euLabel: hasEuLabel
      ? {
          rollingResistance: p.euRollingResistance,
          wetGrip: p.euWetGrip,
          noiseDb: p.euNoiseDb,
          noiseClass: p.euNoiseClass,
        }
      : null,
    tsiStandard: p.tsiStandard,
    warrantyYears: p.warrantyYears,
    warrantyKm: p.warrantyKm,
    description: p.description,
    minPrice: prices.length ? satangToBaht(Math.min(...prices)) : null,
    maxPrice: prices.length ? satangToBaht(Math.max(...prices)) : null,
  };
}

function isAmountType(type: string): type is PromotionAmountType {
  return (PROMOTION_AMOUNT_TYPES as readonly string[]).includes(type);
}

/** The shop's side of an offer row (the bulk load reads each shop once: product-detail.bulk.ts). */
export type OfferShop = Pick<
  OfferRow,
  | 'storeId'
  | 'storeLink'
  | 'storeName'
  | 'branchName'
  | 'district'
  | 'province'
  | 'ratingAverage'
  | 'ratingCount'
  | 'isServiceEnabled'
  | 'isDeliveryEnabled'
  | 'storePrepareDays'
  | 'defaultDeliveryRateSatang'
>;
/** The offer's own columns. */
export type OfferOwn = Pick<
  OfferRow,
  | 'id'
  | 'priceSatang'
  | 'priceDeliverySatang'
  | 'deliveryRateSatang'
  | 'qty'
  | 'minQty'
  | 'status'
  | 'productionYear'
  | 'productionWeek'
  | 'isServiceAvailable'
  | 'isDeliveryAvailable'
  | 'offerPrepareDays'
>;

/** The delivery fee per tyre; null when the offer is not sent. */
export function deliveryRateSatang(o: OfferOwn, s: OfferShop): number | null {
  if (!o.isDeliveryAvailable || !s.isDeliveryEnabled || o.priceDeliverySatang === null) return null;
  return o.deliveryRateSatang ?? s.defaultDeliveryRateSatang ?? 0;
}

export function offerStore(s: OfferShop): Offer['store'] {
  return {
    id: s.storeId,
    param: s.storeLink,
    name: s.storeName,
    branchName: s.branchName,
    district: s.district,
    province: s.province,
    picture: storefrontUrl(s.storeId),
    rating: Number(s.ratingAverage),
    ratingCount: s.ratingCount,
  };
}

/** The offer's promotions running today: as the page shows them, and as a price counts them. */
export function promotionsOn(promotionRows: OfferRow['promotions'], today: string) {
  const promotions = promotionRows.filter((p) => isPromotionActiveOn(p, today));
  const pricing: PricingPromotion[] = promotions.flatMap((p) =>
    isAmountType(p.amountType) ? [{ ...p, amountType: p.amountType }] : [],
  );
  const shown = promotions.map((p) => ({ key: p.key, title: p.title, isTogglable: p.isTogglable }));
  return { shown, pricing };
}

/** The offer's warranties and gifts, each type and title once. */
export function offerBenefits(warranties: OfferRow['warranties']): Offer['benefits'] {
  const seenBenefits = new Set<string>();
  return warranties
    .filter((w) => {
      const key = `${w.type}|${w.title}`;
      if (seenBenefits.has(key)) return false;
      seenBenefits.add(key);
      return true;
    })
    .map(({ type, title, remark }) => ({ type, title, remark }));
}

/** An offer's preparing days as the page shows them. */
export function offerPrepareDays(o: OfferOwn, s: OfferShop): number {
  return leadDays({ status: o.status, prepareDays: o.offerPrepareDays }, s.storePrepareDays);
}

/** Whether a set of four can be ordered (holds of unpaid orders are not counted here). */
export function isEnoughForSet(o: OfferOwn): boolean {
  return orderableQty({ status: o.status, qty: o.qty, minQty: o.minQty }) >= SET_QTY;
}

/**
 * An offer as every shopper sees it; distanceKm is filled per request (null here). The tyre page
 * copy writes the same JSON without building it (product-detail.pieces.ts OfferEncoder; tested
 * equal to this).
 */
export function toOffer(o: OfferRow, today: string): Offer {
  const { shown } = promotionsOn(o.promotions, today);
  const rate = deliveryRateSatang(o, o);
  const status = o.status as StockStatusCode;
  return {
    sellerProductId: o.id,
    store: offerStore(o),
    price: satangToBaht(o.priceSatang),
    priceDelivery: rate === null ? null : satangToBaht(o.priceDeliverySatang ?? o.priceSatang),
    stockStatus: { code: status, label: STOCK_STATUS_LABEL_TH[status] ?? '' },
    // On the shelf: enough when 4 are in stock. Factory or another shop: ordered in for the buyer
    // (decision 0068).
    isEnoughForSet: isEnoughForSet(o),
    productionYear: o.productionYear,
    productionWeek: o.productionWeek,
    dot: dotCode(o.productionYear, o.productionWeek),
    isFresh: isFreshTyre(o.productionYear, o.productionWeek, today),
    distanceKm: null,
    isServiceAvailable: o.isServiceAvailable && o.isServiceEnabled,
    isDeliveryAvailable: rate !== null,
    deliveryFeePerTyre: rate === null ? null : satangToBaht(rate),
    prepareDays: offerPrepareDays(o, o),
    promotions: shown,
    benefits: offerBenefits(o.warranties),
    link: offerLink(o.storeLink, o.id),
  };
}

/** The offer's page on its shop (ASCII: the shop's link is URI-encoded). */
export function offerLink(storeLink: string, offerId: number): string {
  return `/store/${encodeURIComponent(storeLink)}/${offerId}`;
}
