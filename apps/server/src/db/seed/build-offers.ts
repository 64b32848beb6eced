// Builds what shops sell: offers (seller products) with realistic baht prices by brand tier and
// size, stock and status; the shops' services and warranties; promotions and their links.

import type {
  promotions,
  sellerProductPromotions,
  sellerProductServices,
  sellerProducts,
  sellerProductWarranties,
  sellerServices,
  sellerWarranties,
} from '../schema/offers';
import type { stores } from '../schema/stores';
import type { ProductInfo } from './build-catalog';
import { CURRENT_YEAR, lastWeekOf } from './build-catalog';
import { brandPriceNudge, brandSeeds, tierPriceFactor } from './data/brands';
import type { PromotionSeed } from './data/promotions';
import type { TyreSizeSeed } from './data/tyre-sizes';
import type { Rng } from './prng';
import { hashString } from './prng';
import { movedProductionWeek, SEED_DAY } from './seed-dates';
import { bannerSvg } from './svg';

export type OfferRows = {
  sellerProducts: (typeof sellerProducts.$inferInsert)[];
  sellerServices: (typeof sellerServices.$inferInsert)[];
  sellerWarranties: (typeof sellerWarranties.$inferInsert)[];
  promotions: (typeof promotions.$inferInsert)[];
  sellerProductPromotions: (typeof sellerProductPromotions.$inferInsert)[];
  sellerProductServices: (typeof sellerProductServices.$inferInsert)[];
  sellerProductWarranties: (typeof sellerProductWarranties.$inferInsert)[];
};

/** Street price of a premium tyre in this size, baht (Thai market, 2026). */
function premiumBasePrice(size: TyreSizeSeed): number {
  let price = 1750 + (size.diameter - 13) * 520 + (size.width - 155) * 14;
  if (size.diameter >= 18) price += (size.diameter - 17) ** 2 * 600;
  if (size.ratio <= 40) price += 700;
  return price;
}

export function offerPriceBaht(info: ProductInfo, storeFactor: number): number {
  const { brand, model, size } = info;
  let price =
    premiumBasePrice(size) * tierPriceFactor[brand.tier] * (brandPriceNudge[brand.slug] ?? 1);
  if (model.types.includes('runflat')) price *= 1.25;
  else if (model.types.includes('sport')) price *= 1.15;
  if (model.types.includes('allterrain')) price *= 1.1;
  if (model.types.includes('pickup') && size.category === 'pickup') price *= 1.05;
  // Patterns within one brand differ a little (±6 %), and so do shops.
  price *= 0.94 + (hashString(model.name) % 1200) / 10000;
  price *= storeFactor;
  if (info.productionYear < CURRENT_YEAR) price *= 0.94;
  // Thai shops price in tens, usually ending in 90 or 50.
  const tens = Math.round(price / 10) * 10;
  return tens % 100 === 0 ? tens - 10 : tens;
}

const madeIn = (year: number, week: number, seedDay: string) => {
  const made = movedProductionWeek(year, week, seedDay);
  return { productionYear: made.year, productionWeek: made.week };
};

const STATUS_CODES = [1, 3, 2, 4] as const; // LIMITED, FACTORY, SUBLET, NOTSALE (spec 4)
const STATUS_WEIGHTS = [70, 15, 10, 5];

export function buildOffers(
  rng: Rng,
  storeRows: (typeof stores.$inferInsert)[],
  productInfo: ProductInfo[],
  promotionSeeds: readonly PromotionSeed[],
  seedDay: string = SEED_DAY,
): OfferRows {
  const offerRows: OfferRows['sellerProducts'] = [];
  const serviceRows: OfferRows['sellerServices'] = [];
  const warrantyRows: OfferRows['sellerWarranties'] = [];
  const productServiceRows: OfferRows['sellerProductServices'] = [];
  const productWarrantyRows: OfferRows['sellerProductWarranties'] = [];
  const offersByBrand = new Map<string, number[]>();
  const allOfferIds: number[] = [];

  const byBrand = new Map<string, ProductInfo[]>();
  for (const p of productInfo) byBrand.set(p.brandSlug, [...(byBrand.get(p.brandSlug) ?? []), p]);
  const popularBrands = brandSeeds.filter((b) => b.isPopular).map((b) => b.slug);
  const otherBrands = brandSeeds.filter((b) => !b.isPopular).map((b) => b.slug);

  let offerId = 0;
  let serviceId = 0;
  let warrantyId = 0;
  for (const store of storeRows) {
    const storeId = store.id as number;
    if (!store.isTyreShop) continue;
    const isDemo = storeId <= 3;
    const carried = isDemo
      ? [...popularBrands, ...otherBrands.slice(0, 4)]
      : [...rng.sample(popularBrands, rng.int(4, 8)), ...rng.sample(otherBrands, rng.int(1, 4))];
    const pool = carried.flatMap((slug) => byBrand.get(slug) ?? []);
    const count = isDemo ? 140 : rng.int(28, 48);
    // The pickup staple 265/65R17 is on every shelf.
    const staples = pool.filter(
      (p) => p.size.label === '265/65R17' || p.size.label === '185/60R15',
    );
    const picked = new Set<ProductInfo>([
      ...rng.sample(staples, isDemo ? 20 : 3),
      ...rng.sample(pool, count),
    ]);
    const storeFactor = 0.95 + rng.next() * 0.1;

    serviceId += 1;
    const balancingId = serviceId;
    serviceRows.push({
      id: serviceId,
      storeId,
      title: 'ถ่วงล้อและเติมลมไนโตรเจน',
      description: 'ฟรีเมื่อเปลี่ยนยางที่ร้าน',
      priceSatang: 0,
      isIncluded: true,
      isTogglable: false,
      orderType: 1,
    });
    let alignmentId: number | undefined;
    if (store.hasTireCenter) {
      serviceId += 1;
      alignmentId = serviceId;
      serviceRows.push({
        id: serviceId,
        storeId,
        title: 'ตั้งศูนย์ล้อ',
        description: 'ตั้งศูนย์ล้อด้วยเครื่องดิจิทัล 3 มิติ',
        priceSatang: rng.pick([40000, 50000, 60000]),
        isIncluded: false,
        isTogglable: true,
        orderType: 1,
      });
    }
    warrantyId += 1;
    const warrantyMain = warrantyId;
    warrantyRows.push({
      id: warrantyId,
      storeId,
      type: 'warranty',
      title: 'รับประกันคุณภาพยางตามเงื่อนไขผู้ผลิต',
      remark: 'รับประกันความเสียหายจากการผลิต นับจากวันที่ติดตั้ง',
      // Issue 36: what it covers (decision 0161).
      coverage: 'ยางบวม แตก ร้าว หรือดอกยางล่อนจากการผลิต',
    });
    let giftId: number | undefined;
    if (rng.chance(0.45)) {
      warrantyId += 1;
      giftId = warrantyId;
      warrantyRows.push({
        id: warrantyId,
        storeId,
        type: 'freeGift',
        title: rng.pick(['แถมจุ๊บลมยางใหม่ 4 ตัว', 'แถมน้ำยาเคลือบยางดำ', 'ฟรีตรวจเช็กช่วงล่าง 20 รายการ']),
        remark: 'เมื่อซื้อยางครบ 4 เส้น',
      });
    }

    for (const info of picked) {
      offerId += 1;
      const status = rng.weighted(STATUS_CODES, STATUS_WEIGHTS);
      const price = offerPriceBaht(info, storeFactor);
      const year =
        info.productionYear === CURRENT_YEAR && rng.chance(0.2)
          ? CURRENT_YEAR - 1
          : info.productionYear;
      const delivery = Boolean(store.isDeliveryEnabled) && rng.chance(0.8);
      offerRows.push({
        id: offerId,
        storeId,
        productId: info.id,
        priceSatang: price * 100,
        priceDeliverySatang: delivery ? (price + rng.pick([0, 0, 50, 100])) * 100 : null,
        deliveryRateSatang: delivery && rng.chance(0.1) ? rng.pick([0, 10000]) : null,
        qty: status === 1 ? rng.int(4, 40) : 0,
        status,
        isDisplay: status !== 4 || rng.chance(0.3),
        // Written as a DOT week of SEED_DAY's year or the one before, made as long before the
        // day the seed runs (the rng draws in the same order as ever).
        ...madeIn(year, rng.int(1, lastWeekOf(year)), seedDay),
        isServiceAvailable: true,
        isDeliveryAvailable: delivery,
        prepareDays: status === 3 || status === 2 ? rng.int(2, 5) : null,
        minQty: info.size.category === 'pickup' && rng.chance(0.2) ? 2 : 1,
        isPrepaid: true,
        isIntegrated: rng.chance(0.15),
        createdAt: new Date(
          `2026-${String(rng.int(1, 11)).padStart(2, '0')}-${String(rng.int(1, 20)).padStart(2, '0')}T09:00:00+07:00`,
        ),
      });
      allOfferIds.push(offerId);
      offersByBrand.set(info.brandSlug, [...(offersByBrand.get(info.brandSlug) ?? []), offerId]);
      productServiceRows.push({ sellerProductId: offerId, sellerServiceId: balancingId });
      if (alignmentId)
        productServiceRows.push({ sellerProductId: offerId, sellerServiceId: alignmentId });
      productWarrantyRows.push({ sellerProductId: offerId, sellerWarrantyId: warrantyMain });
      if (giftId) productWarrantyRows.push({ sellerProductId: offerId, sellerWarrantyId: giftId });
    }
  }

  const promotionRows: OfferRows['promotions'] = [];
  const linkRows: OfferRows['sellerProductPromotions'] = [];
  promotionSeeds.forEach((p, i) => {
    const id = i + 1;
    const isPercent = p.amountType === 'discountPercent' || p.amountType === 'discountOrderPercent';
    promotionRows.push({
      id,
      key: p.key,
      storeId: null,
      category: p.category,
      amountType: p.amountType,
      amountValue: isPercent ? p.amount * 100 : p.amount * 100,
      minQty: p.minQty,
      title: p.title,
      remark: p.remark,
      detailHtml: p.detailHtml,
      imageTitle: p.imageTitle,
      topBannerSvg: bannerSvg('desktop', p.imageTitle, p.title, p.colors, `${p.key}-top`),
      topBannerMobileSvg: bannerSvg('mobile', p.imageTitle, p.title, p.colors, `${p.key}-top`),
      bottomBannerSvg: bannerSvg('desktop', p.title, p.remark, p.colors, `${p.key}-bottom`),
      bottomBannerMobileSvg: bannerSvg('mobile', p.title, p.remark, p.colors, `${p.key}-bottom`),
      isTogglable: p.isTogglable,
      startDate: p.startDate,
      endDate: p.endDate,
      isActive: true,
    });
    // Brand promotions cover every offer of the brand; all-brand ones the shops that opted in.
    const candidates = p.brandSlugs.length
      ? p.brandSlugs.flatMap((slug) => offersByBrand.get(slug) ?? [])
      : allOfferIds.filter(() => rng.chance(0.3));
    for (const offer of candidates) linkRows.push({ sellerProductId: offer, promotionId: id });
  });

  return {
    sellerProducts: offerRows,
    sellerServices: serviceRows,
    sellerWarranties: warrantyRows,
    promotions: promotionRows,
    sellerProductPromotions: linkRows,
    sellerProductServices: productServiceRows,
    sellerProductWarranties: productWarrantyRows,
  };
}
