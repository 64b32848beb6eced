// Reads the province → district (amphoe) → sub-district (tumbon) → postcode tree from the
// `thai-address-database` package (its compressed db.json, decoded the way the package does).

import { createRequire } from 'node:module';

export type SeedAddressArea = {
  subDistrict: string;
  district: string;
  province: string;
  postCode: string;
};

type Compressed = { data: unknown[]; lookup: string; words: string };

let cache: Map<string, SeedAddressArea[]> | undefined;

/** Every sub-district of every province, keyed by the Thai province name. */
export function loadAddressAreas(): Map<string, SeedAddressArea[]> {
  if (cache) return cache;
  const require = createRequire(import.meta.url);
  const raw = require('thai-address-database/database/db.json') as Compressed;
  const lookup = raw.lookup.split('|');
  const words = raw.words.split('|');
  const decode = (value: unknown): string => {
    const text = typeof value === 'number' ? lookup[value] : String(value);
    return text.replace(/[A-Z]/gi, (m) => {
      const ch = m.charCodeAt(0);
      return words[ch < 97 ? ch - 65 : 26 + ch - 97];
    });
  };
  const byProvince = new Map<string, SeedAddressArea[]>();
  for (const provinceEntry of raw.data as unknown[][]) {
    const province = decode(provinceEntry[0]);
    const areas: SeedAddressArea[] = [];
    for (const amphoeEntry of provinceEntry[1] as unknown[][]) {
      const district = decode(amphoeEntry[0]);
      for (const tumbonEntry of amphoeEntry[1] as unknown[][]) {
        const subDistrict = decode(tumbonEntry[0]);
        const zips = Array.isArray(tumbonEntry[1]) ? tumbonEntry[1] : [tumbonEntry[1]];
        areas.push({ subDistrict, district, province, postCode: String(zips[0]) });
      }
    }
    byProvince.set(province, areas);
  }
  cache = byProvince;
  return byProvince;
}
