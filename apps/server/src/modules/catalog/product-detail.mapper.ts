import { productParam } from '@yangdee/contracts/catalog';
import { leadDays, orderableQty } from '@yangdee/contracts/offer-orderability';
import {
  isPromotionActiveOn,
  PROMOTION_AMOUNT_TYPES,
  type PricingOrderType,
  type PricingPromotion,
  type PromotionAmountType,
  priceLine,
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
    brandLogo: `/api/images/brand/${p.brandId}.svg`,
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

/** The order type the set price is for: installation when the shop fits this offer. */
function mainOrderType(o: OfferRow): PricingOrderType {
  return o.isServiceAvailable && o.isServiceEnabled ? 'SERVICE' : 'DELIVERY';
}

function deliveryRateSatang(o: OfferRow): number | null {
  if (!o.isDeliveryAvailable || !o.isDeliveryEnabled || o.priceDeliverySatang === null) return null;
  return o.deliveryRateSatang ?? o.defaultDeliveryRateSatang ?? 0;
}

/** An offer as every shopper sees it; distanceKm is filled per request (null here). */
export function toOffer(o: OfferRow, today: string): Offer {
  const promotions = o.promotions.filter((p) => isPromotionActiveOn(p, today));
  const pricingPromotions: PricingPromotion[] = promotions.flatMap((p) =>
    isAmountType(p.amountType) ? [{ ...p, amountType: p.amountType }] : [],
  );
  const orderType = mainOrderType(o);
  const rate = deliveryRateSatang(o);
  const line = priceLine({
    unitPriceSatang:
      orderType === 'SERVICE' ? o.priceSatang : (o.priceDeliverySatang ?? o.priceSatang),
    qty: SET_QTY,
    orderType,
    services: o.services,
    promotions: pricingPromotions,
    today,
    deliveryRatePerTyreSatang: rate ?? 0,
  });
  const status = o.status as StockStatusCode;
  const seenBenefits = new Set<string>();
  return {
    sellerProductId: o.id,
    store: {
      id: o.storeId,
      param: o.storeLink,
      name: o.storeName,
      branchName: o.branchName,
      district: o.district,
      province: o.province,
      picture: `/api/images/store/${o.storeId}.svg`,
      rating: Number(o.ratingAverage),
      ratingCount: o.ratingCount,
    },
    price: satangToBaht(o.priceSatang),
    priceDelivery: rate === null ? null : satangToBaht(o.priceDeliverySatang ?? o.priceSatang),
    setPrice: {
      qty: SET_QTY,
      orderType,
      goods: satangToBaht(line.goodsSatang),
      services: satangToBaht(line.servicesSatang),
      discount: satangToBaht(line.discountSatang),
      delivery: satangToBaht(line.deliverySatang),
      total: satangToBaht(line.totalSatang),
      includedServices: line.services.map((s) => ({
        title: s.title,
        price: satangToBaht(s.priceSatang),
      })),
      discounts: line.discounts.map((d) => ({
        title: d.title,
        amount: satangToBaht(d.amountSatang),
        amountType: d.amountType,
      })),
    },
    stockStatus: { code: status, label: STOCK_STATUS_LABEL_TH[status] ?? '' },
    // On the shelf: enough when 4 are in stock. Factory or another shop: ordered in for the buyer
    // (decision 0068). Holds of unpaid orders are not counted here; the cart counts them.
    isEnoughForSet: orderableQty({ status, qty: o.qty, minQty: o.minQty }) >= SET_QTY,
    productionYear: o.productionYear,
    productionWeek: o.productionWeek,
    dot: dotCode(o.productionYear, o.productionWeek),
    isFresh: isFreshTyre(o.productionYear, o.productionWeek, today),
    distanceKm: null,
    isServiceAvailable: o.isServiceAvailable && o.isServiceEnabled,
    isDeliveryAvailable: rate !== null,
    deliveryFeePerTyre: rate === null ? null : satangToBaht(rate),
    prepareDays: leadDays({ status, prepareDays: o.offerPrepareDays }, o.storePrepareDays),
    promotions: promotions.map((p) => ({ key: p.key, title: p.title, isTogglable: p.isTogglable })),
    benefits: o.warranties
      .filter((w) => {
        const key = `${w.type}|${w.title}`;
        if (seenBenefits.has(key)) return false;
        seenBenefits.add(key);
        return true;
      })
      .map(({ type, title, remark }) => ({ type, title, remark })),
    link: `/store/${encodeURIComponent(o.storeLink)}/${o.id}`,
  };
}
