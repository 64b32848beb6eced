import { createRequire } from 'node:module';
import type { AddressData } from '@yangdee/contracts/master';
import { PROVINCE_NAMES } from '@yangdee/contracts/provinces';
import { THAI_ADDRESS_DATA_VERSION } from '@yangdee/contracts/thai-address';

// Thai address data (77 provinces → districts → sub-districts → postcode) comes from the
// maintained `thai-address-database` package, never typed by hand. Built once, kept in memory.

type Entry = {
  district: string;
  amphoe: string;
  province: string;
  zipcode: string | number | null;
};
type ThaiAddressDb = { searchAddressByProvince: (q: string, max: number) => Entry[] };

let cached: AddressData | null = null;

export function getAddressData(): AddressData {
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  const source = require('thai-address-database') as ThaiAddressDb;
  // The package's search takes a regular expression; '.' matches every entry.
  const entries = source.searchAddressByProvince('.', 1_000_000);
  const provinces = new Map<string, Map<string, Map<string, string>>>();
  for (const e of entries) {
    // A few island entries carry no post code: they are not addressable, so they are left out.
    if (!/^\d{5}$/.test(String(e.zipcode))) continue;
    const amphurs = provinces.get(e.province) ?? new Map<string, Map<string, string>>();
    provinces.set(e.province, amphurs);
    const tumbons = amphurs.get(e.amphoe) ?? new Map<string, string>();
    amphurs.set(e.amphoe, tumbons);
    if (!tumbons.has(e.district)) tumbons.set(e.district, String(e.zipcode));
  }
  const collator = new Intl.Collator('th');
  const order = (name: string) => {
    const i = PROVINCE_NAMES.indexOf(name);
    return i === -1 ? Number.MAX_SAFE_INTEGER : i;
  };
  cached = {
    version: THAI_ADDRESS_DATA_VERSION,
    provinces: [...provinces.entries()]
      .sort((a, b) => order(a[0]) - order(b[0]) || collator.compare(a[0], b[0]))
      .map(([name, amphurs]) => ({
        name,
        listAmphur: [...amphurs.entries()]
          .sort((a, b) => collator.compare(a[0], b[0]))
          .map(([amphur, tumbons]) => ({
            name: amphur,
            listTumbon: [...tumbons.entries()]
              .sort((a, b) => collator.compare(a[0], b[0]))
              .map(([tumbon, postcode]) => ({ name: tumbon, postcode })),
          })),
      })),
  };
  return cached;
}
