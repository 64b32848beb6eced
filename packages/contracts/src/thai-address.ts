// Thai address autocomplete, spec 5 "Address autocomplete", 2.13 and 9: data version 5,
// suggestions 'tumbon » amphur » province » postcode', tumbon/amphur/province by substring,
// postcode by prefix, the prefixes อ. ต. จ. stripped from what is typed.

export const THAI_ADDRESS_DATA_VERSION = 5;
export const THAI_ADDRESS_SEPARATOR = ' » ';
export const THAI_ADDRESS_SUGGESTION_LIMIT = 10;

/** The address data's shape; its schema is thai-address-schema.ts (zod, loaded with the data). */
export type ThaiAddressData = {
  version: number;
  provinces: {
    name: string;
    listAmphur: { name: string; listTumbon: { name: string; postcode: string }[] }[];
  }[];
};

export type ThaiAddressField = 'tumbon' | 'amphur' | 'province' | 'postcode';

export interface ThaiAddressEntry {
  tumbon: string;
  amphur: string;
  province: string;
  postcode: string;
}

export const EMPTY_THAI_ADDRESS: ThaiAddressEntry = {
  tumbon: '',
  amphur: '',
  province: '',
  postcode: '',
};

export function flattenThaiAddressData(data: ThaiAddressData): ThaiAddressEntry[] {
  const entries: ThaiAddressEntry[] = [];
  for (const province of data.provinces) {
    for (const amphur of province.listAmphur) {
      for (const tumbon of amphur.listTumbon) {
        entries.push({
          tumbon: tumbon.name,
          amphur: amphur.name,
          province: province.name,
          postcode: String(tumbon.postcode),
        });
      }
    }
  }
  return entries;
}

/** Removes the abbreviations อ. (amphoe), ต. (tambon) and จ. (changwat) typed before a name. */
export function stripThaiAddressPrefixes(typed: string): string {
  return typed
    .replace(/(^|\s)[อตจ]\.\s*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

function matchesPart(entry: ThaiAddressEntry, field: ThaiAddressField, needle: string): boolean {
  if (field === 'postcode') return entry.postcode.startsWith(needle);
  return entry[field].includes(needle);
}

export function searchThaiAddress(
  entries: readonly ThaiAddressEntry[],
  field: ThaiAddressField,
  typed: string,
  limit = THAI_ADDRESS_SUGGESTION_LIMIT,
): ThaiAddressEntry[] {
  const needle = stripThaiAddressPrefixes(typed);
  if (!needle) return [];
  const found: ThaiAddressEntry[] = [];
  for (const entry of entries) {
    if (matchesPart(entry, field, needle)) {
      found.push(entry);
      if (found.length >= limit) break;
    }
  }
  return found;
}

export function formatThaiAddress(entry: ThaiAddressEntry): string {
  return [entry.tumbon, entry.amphur, entry.province, entry.postcode].join(THAI_ADDRESS_SEPARATOR);
}

/** On blur: true when the typed value is exactly that part of some address (prefixes stripped). */
export function isThaiAddressPartKnown(
  entries: readonly ThaiAddressEntry[],
  field: ThaiAddressField,
  typed: string,
): boolean {
  const value = stripThaiAddressPrefixes(typed);
  if (!value) return false;
  return entries.some((entry) => entry[field] === value);
}

/** The four parts of a Thai address as forms send them (spec 3 User, cartData.customer). */
export type ThaiAddressParts = {
  province: string;
  district: string;
  subDistrict: string;
  postCode: string;
};
export type ThaiAddressPart = keyof ThaiAddressParts;

export const THAI_ADDRESS_MESSAGES: Record<ThaiAddressPart, string> = {
  province: 'ไม่พบจังหวัดนี้ กรุณาเลือกจากรายการ',
  district: 'ไม่พบอำเภอ/เขตนี้ในจังหวัดที่เลือก กรุณาเลือกจากรายการ',
  subDistrict: 'ไม่พบตำบล/แขวงนี้ในอำเภอ/เขตที่เลือก กรุณาเลือกจากรายการ',
  postCode: 'รหัสไปรษณีย์ไม่ตรงกับตำบล/แขวงที่เลือก',
};

/**
 * Checks that province, district (amphoe), sub-district (tambon) and postcode name one real
 * address of the Thai address data, consistent with each other (docs/decisions/0065): the first
 * part that does not fit, with its Thai message, or null. The same data the web's
 * ThaiAddressInput suggests from (GET /api/master/address-data), so what the input offers passes.
 */
export function checkThaiAddress(
  data: ThaiAddressData,
  parts: ThaiAddressParts,
): { part: ThaiAddressPart; message: string } | null {
  const fail = (part: ThaiAddressPart) => ({ part, message: THAI_ADDRESS_MESSAGES[part] });
  const province = data.provinces.find((p) => p.name === parts.province.trim());
  if (!province) return fail('province');
  const district = province.listAmphur.find((d) => d.name === parts.district.trim());
  if (!district) return fail('district');
  const tumbons = district.listTumbon.filter((t) => t.name === parts.subDistrict.trim());
  if (tumbons.length === 0) return fail('subDistrict');
  if (!tumbons.some((t) => String(t.postcode) === parts.postCode.trim())) return fail('postCode');
  return null;
}
