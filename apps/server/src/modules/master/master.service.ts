import type { Option, TopMenuResponse } from '@yangdee/contracts/master';
import { PROVINCES, REGIONS } from '@yangdee/contracts/provinces';
import { BENEFIT_TYPE_LABEL_TH, BENEFIT_TYPES } from '@yangdee/contracts/seller-benefits';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { imageUrl, modelPictureUrl } from '../../lib/image-urls';
import { bangkokToday } from '../../lib/time';
import { getAddressData } from './address-data';
import * as repo from './master.repository';

// Use cases behind /api/master/*: menus, tyre sizes, cars, products, promotions and addresses.

const toOptions = (values: number[]): Option[] =>
  values.map((v) => ({ value: String(v), text: String(v) }));

export async function getTopMenu(db: Db): Promise<TopMenuResponse> {
  const [diameters, types, promos] = await Promise.all([
    repo.findDiametersInUse(db),
    repo.findTyreTypes(db),
    repo.findActivePromotions(db, bangkokToday()),
  ]);
  return {
    diameter: diameters.map((d) => ({ param: `diameter=${d}`, text: `ยางขอบ ${d} นิ้ว` })),
    type: types.map((t) => ({ param: `type=${encodeURIComponent(t.code)}`, text: t.nameTh })),
    promotion: promos.slice(0, 8).map((p) => ({
      param: `promotion=${encodeURIComponent(p.key)}`,
      text: p.title,
    })),
  };
}

export const getSuggestTags = (db: Db) => repo.findTags(db, 'suggested');
export const getFooterTags = (db: Db) => repo.findTags(db, 'footer');

export const getAllSizes = (db: Db) => repo.findSizes(db, {});
export const getSizesByCondition = (db: Db, f: repo.SizeFilter) => repo.findSizes(db, f);

export async function getTyreTypes(db: Db): Promise<Option[]> {
  return (await repo.findTyreTypes(db)).map((t) => ({ value: t.code, text: t.nameTh }));
}

export async function getSizeOptions(
  db: Db,
  column: 'width' | 'ratio' | 'diameter',
  f: repo.SizeFilter,
): Promise<Option[]> {
  return toOptions(await repo.findSizeDimension(db, column, f));
}

export async function getCarMakes(db: Db): Promise<Option[]> {
  return (await repo.findCarMakes(db)).map((m) => ({ value: m.slug, text: m.nameEn }));
}

export async function getCarModels(db: Db, makeSlug: string): Promise<Option[]> {
  return (await repo.findCarModels(db, makeSlug)).map((m) => ({ value: m.slug, text: m.name }));
}

export async function getCarYears(db: Db, makeSlug: string, modelSlug: string): Promise<Option[]> {
  const model = await repo.findCarModel(db, makeSlug, modelSlug);
  if (!model) return [];
  const years: number[] = [];
  for (let y = model.yearTo; y >= model.yearFrom; y--) years.push(y);
  return toOptions(years);
}

export async function getProductBrands(db: Db): Promise<Option[]> {
  return (await repo.findBrands(db)).map((b) => ({ value: b.slug, text: b.nameEn }));
}

export async function getProductModels(db: Db, brandSlug: string): Promise<Option[]> {
  return (await repo.findModelsOfBrand(db, brandSlug)).map((m) => ({
    value: m.slug,
    text: m.name,
  }));
}

export async function getProductPictures(db: Db, brandSlug: string, modelSlug: string) {
  const model = await repo.findModel(db, brandSlug, modelSlug);
  if (!model) throw new AppError('NOT_FOUND');
  const pictures = await repo.findModelPictures(db, model.id);
  const main = { picture: modelPictureUrl(model.id) };
  return [main, ...pictures.map((p) => ({ picture: imageUrl('picture', p.id) }))];
}

export async function getProductSkus(
  db: Db,
  q: { brand: string; model: string; width: number; ratio: number; diameter: number },
) {
  const model = await repo.findModel(db, q.brand, q.model);
  if (!model) return [];
  return repo.findSkus(db, model.id, q);
}

export async function getPromotionOptions(db: Db, category?: string) {
  return (await repo.findActivePromotions(db, bangkokToday(), category || undefined)).map((p) => ({
    value: p.key,
    text: p.title,
    category: p.category,
    amountType: p.amountType,
  }));
}

/** Benefit types of spec 9 (warranty, freeGift, yltGift) for the seller warranty form. */
export const WARRANTY_TYPES: Option[] = BENEFIT_TYPES.map((value) => ({
  value,
  text: BENEFIT_TYPE_LABEL_TH[value],
}));

/** Services a shop can offer (spec 3 store service flags) for the seller service form. */
export const SERVICE_TYPES: Option[] = [
  { value: 'hasTireBalancing', text: 'ถ่วงล้อ' },
  { value: 'hasTireCenter', text: 'ตั้งศูนย์ล้อ' },
  { value: 'hasNitrogen', text: 'เติมลมไนโตรเจน' },
  { value: 'hasPatchMushroom', text: 'ปะยางแบบดอกเห็ด' },
  { value: 'hasPatchStreamingCool', text: 'ปะสตีมเย็น' },
  { value: 'hasPatchStreamingHeat', text: 'ปะสตีมร้อน' },
  { value: 'hasPatchSilkPlug', text: 'ปะแบบเสียบ (ใยไหม/หนอน)' },
];

export const getRegions = (): Option[] => REGIONS.map((r) => ({ ...r }));

export function getProvinces(region?: string): Option[] {
  return PROVINCES.filter((p) => !region || p.region === region).map((p) => ({
    value: p.name,
    text: p.name,
  }));
}

export function getDistricts(province: string): Option[] {
  const p = getAddressData().provinces.find((x) => x.name === province);
  return (p?.listAmphur ?? []).map((a) => ({ value: a.name, text: a.name }));
}

export function getSubDistricts(province: string, district: string) {
  const p = getAddressData().provinces.find((x) => x.name === province);
  const a = p?.listAmphur.find((x) => x.name === district);
  return (a?.listTumbon ?? []).map((t) => ({ value: t.name, text: t.name, postcode: t.postcode }));
}

export { getAddressData };
