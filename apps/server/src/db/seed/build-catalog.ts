// Builds the catalogue rows (brands, tyre types/models/sizes, products, cars) with explicit ids,
// so later builders can link to them without reading the database back.

import type { carFitments, carMakes, carModels } from '../schema/cars';
import type {
  brands,
  productPictures,
  products,
  tyreModels,
  tyreModelTypes,
  tyreSizes,
  tyreTypes,
} from '../schema/catalog';
import { type BrandSeed, brandSeeds } from './data/brands';
import { carMakeSeeds } from './data/car-models';
import {
  type TyreModelSeed,
  type TyreTypeCode,
  tyreModelSeeds,
  tyreTypeSeeds,
} from './data/tyre-models';
import { type TyreSizeSeed, tyreSizeSeeds } from './data/tyre-sizes';
import type { Rng } from './prng';
import { hashString } from './prng';
import { movedDate, movedProductionWeek, SEED_DAY } from './seed-dates';
import { brandLogoSvg, tyrePictureSvg } from './svg';

/**
 * The production year the seed's data is written for (SEED_DAY's): a product and its offers are
 * this year's lot or last year's, then moved to the day the seed runs (seed-dates.ts).
 */
export const CURRENT_YEAR = 2026;

/** The newest DOT week of a lot written for `year`: this year's up to week 44 (SEED_DAY's). */
export const lastWeekOf = (year: number) => (year === CURRENT_YEAR ? 44 : 52);

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Where each brand's tyres sold in Thailand are mostly made. */
const factoryCountry: Readonly<Record<string, string>> = {
  michelin: 'ไทย',
  bridgestone: 'ไทย',
  goodyear: 'ไทย',
  yokohama: 'ไทย',
  dunlop: 'ไทย',
  falken: 'ไทย',
  deestone: 'ไทย',
  otani: 'ไทย',
  maxxis: 'ไทย',
  firestone: 'ไทย',
  linglong: 'ไทย',
  westlake: 'ไทย',
  continental: 'มาเลเซีย',
  pirelli: 'เยอรมนี',
  toyo: 'มาเลเซีย',
  bfgoodrich: 'สหรัฐอเมริกา',
  nitto: 'มาเลเซีย',
  hankook: 'เกาหลีใต้',
  kumho: 'เวียดนาม',
  nexen: 'เกาหลีใต้',
  giti: 'อินโดนีเซีย',
  nankang: 'ไต้หวัน',
  achilles: 'อินโดนีเซีย',
  sailun: 'เวียดนาม',
  cooper: 'จีน',
  triangle: 'จีน',
};

const typeSentence: Readonly<Record<TyreTypeCode, string>> = {
  passenger:
    'ยางรถเก๋งที่เน้นความนุ่มนวล เงียบ และการยึดเกาะที่มั่นใจทั้งถนนแห้งและถนนเปียก เหมาะกับการขับขี่ในเมืองและเดินทางไกล',
  suv: 'ยางสำหรับรถ SUV และ PPV ออกแบบให้รับน้ำหนักตัวรถได้ดี ทรงตัวมั่นคงในโค้ง และลดเสียงรบกวนในห้องโดยสาร',
  pickup: 'ยางรถกระบะที่ทนทาน รับน้ำหนักบรรทุกได้ดี ดอกยางสึกช้า เหมาะกับการใช้งานหนักทุกวัน',
  eco: 'ยางประหยัดน้ำมัน ความต้านทานการหมุนต่ำ ช่วยลดการใช้เชื้อเพลิงและเพิ่มระยะทางของรถไฟฟ้า',
  sport: 'ยางสมรรถนะสูงสำหรับผู้ที่ชอบการขับขี่ ยึดเกาะแน่น ตอบสนองพวงมาลัยฉับไว เบรกได้ระยะสั้น',
  runflat:
    'ยางรันแฟลต แก้มยางเสริมโครงสร้างพิเศษ ขับต่อได้แม้ยางไม่มีลม (ประมาณ 80 กม. ที่ความเร็วไม่เกิน 80 กม./ชม.)',
  allterrain: 'ยางออฟโรดดอกใหญ่ แก้มยางแข็งแรง ลุยได้ทั้งทางดำ ทางลูกรัง และทางโคลน',
};

function describeModel(brand: BrandSeed, model: TyreModelSeed): string {
  const main = typeSentence[model.types[0]];
  const extra = model.types.slice(1).map((t) => typeSentence[t]);
  return [
    `${brand.nameEn} ${model.name} (${brand.nameTh}) ${main}`,
    ...extra,
    `ฉลากยาง EU: ความต้านทานการหมุนระดับ ${model.eu.rollingResistance} การยึดเกาะถนนเปียกระดับ ${model.eu.wetGrip} เสียง ${model.eu.noiseDb} dB`,
  ].join(' ');
}

function warrantyOf(brand: BrandSeed, model: TyreModelSeed): { years: number; km: number } {
  const years = brand.tier === 'premium' ? 5 : brand.tier === 'mid' ? 4 : 3;
  let km = brand.tier === 'premium' ? 80000 : brand.tier === 'mid' ? 60000 : 50000;
  if (model.types.includes('sport')) km -= 20000;
  if (model.types.includes('allterrain')) km -= 10000;
  return { years, km };
}

/** Sizes every passenger-car or pickup model range offers if its groups allow it. */
const CORE_SIZES = new Set([
  '185/60R15',
  '185/55R16',
  '185/65R15',
  '175/65R14',
  '195/65R15',
  '205/55R16',
  '215/55R17',
  '225/45R17',
  '215/60R17',
  '225/65R17',
  '235/55R18',
  '265/65R17',
  '265/60R18',
  '245/70R16',
  '255/65R17',
  '215/55R18',
  '235/45R19',
  '245/45R18',
]);

export type CatalogRows = {
  brands: (typeof brands.$inferInsert)[];
  tyreTypes: (typeof tyreTypes.$inferInsert)[];
  tyreModels: (typeof tyreModels.$inferInsert)[];
  tyreModelTypes: (typeof tyreModelTypes.$inferInsert)[];
  tyreSizes: (typeof tyreSizes.$inferInsert)[];
  products: (typeof products.$inferInsert)[];
  productPictures: (typeof productPictures.$inferInsert)[];
  carMakes: (typeof carMakes.$inferInsert)[];
  carModels: (typeof carModels.$inferInsert)[];
  carFitments: (typeof carFitments.$inferInsert)[];
};

/** What the offer builder needs to know about each product. */
export type ProductInfo = {
  id: number;
  brandSlug: string;
  brand: BrandSeed;
  model: TyreModelSeed;
  size: TyreSizeSeed;
  /** CURRENT_YEAR (this year's lot) or the year before, as written for SEED_DAY. */
  productionYear: number;
};

export function buildCatalog(
  rng: Rng,
  seedDay: string = SEED_DAY,
): { rows: CatalogRows; productInfo: ProductInfo[] } {
  const brandIdBySlug = new Map<string, number>();
  const brandRows = brandSeeds.map((b, i) => {
    brandIdBySlug.set(b.slug, i + 1);
    return {
      id: i + 1,
      slug: b.slug,
      nameEn: b.nameEn,
      nameTh: b.nameTh,
      country: b.country,
      logoSvg: brandLogoSvg(b.nameEn, b.colors),
      isPopular: b.isPopular,
      sortOrder: i + 1,
    };
  });
  const brandBySlug = new Map(brandSeeds.map((b) => [b.slug, b]));

  const typeIdByCode = new Map<TyreTypeCode, number>();
  const typeRows = tyreTypeSeeds.map((t, i) => {
    typeIdByCode.set(t.code, i + 1);
    return { id: i + 1, code: t.code, nameTh: t.nameTh, nameEn: t.nameEn, sortOrder: i + 1 };
  });

  const sizeIdByLabel = new Map<string, number>();
  const sizeRows = tyreSizeSeeds.map((s, i) => {
    sizeIdByLabel.set(s.label, i + 1);
    return {
      id: i + 1,
      width: s.width,
      ratio: s.ratio,
      diameter: s.diameter,
      label: s.label,
      compact: `${s.width}${s.ratio}${s.diameter}`,
      category: s.category,
    };
  });

  const modelRows: CatalogRows['tyreModels'] = [];
  const modelTypeRows: CatalogRows['tyreModelTypes'] = [];
  const pictureRows: CatalogRows['productPictures'] = [];
  const productRows: CatalogRows['products'] = [];
  const productInfo: ProductInfo[] = [];
  const sizesUsed = new Set<string>();
  const modelSizes: Array<{ modelIndex: number; sizes: TyreSizeSeed[] }> = [];

  tyreModelSeeds.forEach((model, index) => {
    const brand = brandBySlug.get(model.brandSlug);
    if (!brand) throw new Error(`tyre model ${model.name}: unknown brand ${model.brandSlug}`);
    const candidates = tyreSizeSeeds.filter((s) => s.groups.some((g) => model.groups.includes(g)));
    const core = candidates.filter((s) => CORE_SIZES.has(s.label));
    const rest = rng.shuffle(candidates.filter((s) => !CORE_SIZES.has(s.label)));
    const budget = brand.tier === 'budget' ? rng.int(6, 9) : rng.int(8, 13);
    const chosen = [...core, ...rest].slice(0, Math.max(budget, Math.min(core.length, 10)));
    for (const s of chosen) sizesUsed.add(s.label);
    modelSizes.push({ modelIndex: index, sizes: chosen });
  });

  // Every size of the list must be on sale somewhere: give orphan sizes to a fitting model.
  for (const size of tyreSizeSeeds) {
    if (sizesUsed.has(size.label)) continue;
    const fitting = modelSizes.filter(({ modelIndex }) =>
      tyreModelSeeds[modelIndex].groups.some((g) => size.groups.includes(g)),
    );
    for (const entry of rng.sample(fitting, 3)) entry.sizes.push(size);
    sizesUsed.add(size.label);
  }

  let productId = 0;
  for (const { modelIndex, sizes } of modelSizes) {
    const model = tyreModelSeeds[modelIndex];
    const brand = brandBySlug.get(model.brandSlug) as BrandSeed;
    const modelId = modelIndex + 1;
    const slug = slugify(model.name);
    const isPickupType = model.types.includes('pickup') || model.types.includes('allterrain');
    const warranty = warrantyOf(brand, model);
    const picture = tyrePictureSvg(
      brand.nameEn,
      model.name,
      brand.colors.background === '#ffffff' ? brand.colors.accent : brand.colors.background,
      hashString(model.name),
    );
    modelRows.push({
      id: modelId,
      brandId: brandIdBySlug.get(model.brandSlug) as number,
      slug,
      name: model.name,
      descriptionTh: describeModel(brand, model),
      countryOfOrigin: factoryCountry[model.brandSlug] ?? brand.country,
      euRollingResistance: model.eu.rollingResistance,
      euWetGrip: model.eu.wetGrip,
      euNoiseDb: model.eu.noiseDb,
      euNoiseClass: model.eu.noiseClass,
      tsiStandard: isPickupType
        ? 'มอก. 2719-2560, มอก. 2721-2560'
        : 'มอก. 2718-2560, มอก. 2721-2560',
      warrantyYears: warranty.years,
      warrantyKm: warranty.km,
      pictureSvg: picture,
    });
    for (const t of model.types)
      modelTypeRows.push({ tyreModelId: modelId, tyreTypeId: typeIdByCode.get(t) as number });
    pictureRows.push({ id: modelId, tyreModelId: modelId, svg: picture, sortOrder: 0 });

    // A pattern launched recently is made only this year; older patterns also sell last year's lot.
    for (const size of sizes) {
      productId += 1;
      const productionYear = rng.chance(0.8) ? CURRENT_YEAR : CURRENT_YEAR - 1;
      const compact = `${size.width}${size.ratio}${size.diameter}`;
      const popularity = (brand.isPopular ? 3 : 1) * (CORE_SIZES.has(size.label) ? 3 : 1);
      productRows.push({
        id: productId,
        tyreModelId: modelId,
        tyreSizeId: sizeIdByLabel.get(size.label) as number,
        loadIndex: size.loadIndex,
        speedRating:
          model.types.includes('sport') && 'STH'.includes(size.speedRating)
            ? 'V'
            : size.speedRating,
        // The newest lot's year on the day the seed runs.
        productionYear: movedProductionWeek(productionYear, lastWeekOf(productionYear), seedDay)
          .year,
        sku: `${model.brandSlug}-${slug}-${compact}`.toUpperCase().slice(0, 60),
        isRunflat: model.types.includes('runflat'),
        viewCount: rng.int(20, 400) * popularity,
        searchCount: rng.int(5, 120) * popularity,
        soldCount: rng.int(0, 60) * popularity,
        createdAt: movedDate(
          new Date(`${productionYear}-0${rng.int(1, 9)}-1${rng.int(0, 9)}T10:00:00+07:00`),
          seedDay,
        ),
      });
      productInfo.push({
        id: productId,
        brandSlug: model.brandSlug,
        brand,
        model,
        size,
        productionYear,
      });
    }
  }

  const carMakeRows: CatalogRows['carMakes'] = [];
  const carModelRows: CatalogRows['carModels'] = [];
  const fitmentRows: CatalogRows['carFitments'] = [];
  let carModelId = 0;
  let fitmentId = 0;
  carMakeSeeds.forEach((make, i) => {
    carMakeRows.push({
      id: i + 1,
      slug: make.slug,
      nameEn: make.nameEn,
      nameTh: make.nameTh,
      sortOrder: i + 1,
    });
    for (const model of make.models) {
      carModelId += 1;
      carModelRows.push({
        id: carModelId,
        carMakeId: i + 1,
        slug: slugify(model.name),
        name: model.name,
        yearFrom: model.yearFrom,
        yearTo: model.yearTo,
      });
      for (const f of model.fitments) {
        for (const label of f.sizes) {
          const sizeId = sizeIdByLabel.get(label);
          if (!sizeId)
            throw new Error(`${make.nameEn} ${model.name}: size ${label} is not in tyre-sizes.ts`);
          fitmentId += 1;
          fitmentRows.push({
            id: fitmentId,
            carModelId,
            tyreSizeId: sizeId,
            yearFrom: f.yearFrom,
            yearTo: f.yearTo,
          });
        }
      }
    }
  });

  return {
    rows: {
      brands: brandRows,
      tyreTypes: typeRows,
      tyreModels: modelRows,
      tyreModelTypes: modelTypeRows,
      tyreSizes: sizeRows,
      products: productRows,
      productPictures: pictureRows,
      carMakes: carMakeRows,
      carModels: carModelRows,
      carFitments: fitmentRows,
    },
    productInfo,
  };
}
