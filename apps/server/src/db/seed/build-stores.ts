// Builds shops: the demo seller's store with two branches, shop networks, independent shops
// (some with branches) and tyre-repair shops across the provinces, with their settings.

import { taxIdCheckDigit } from '@yangdee/contracts/store-profile';
import type {
  deliveryAreaRates,
  networks,
  storeHolidays,
  storePictures,
  storeSettings,
  stores,
  WeeklyHours,
} from '../schema/stores';
import { type ProvinceSeed, provinceSeeds } from './data/provinces';
import {
  announcements,
  networkSeeds,
  repairShopNames,
  storeNamePrefixes,
  storeTradeWords,
  streetNames,
} from './data/store-names';
import type { Rng } from './prng';
import { networkLogoSvg, storefrontSvg } from './svg';
import { loadAddressAreas } from './thai-address';

export type StoreRows = {
  networks: (typeof networks.$inferInsert)[];
  stores: (typeof stores.$inferInsert)[];
  storePictures: (typeof storePictures.$inferInsert)[];
  storeSettings: (typeof storeSettings.$inferInsert)[];
  deliveryAreaRates: (typeof deliveryAreaRates.$inferInsert)[];
  storeHolidays: (typeof storeHolidays.$inferInsert)[];
};

/** The demo seller's head office and its two branches are always stores 1, 2 and 3. */
export const DEMO_STORE_IDS = [1, 2, 3] as const;

const SIGN_COLORS = [
  '#d7262e',
  '#1f5fbf',
  '#00734a',
  '#f39800',
  '#5b2a86',
  '#222222',
  '#0b6cbf',
  '#b3121f',
];

const THAI_DAYS = ['อาทิตย์', 'จันทร์', 'อังคาร', 'พุธ', 'พฤหัสบดี', 'ศุกร์', 'เสาร์'];

function hoursFor(
  rng: Rng,
  isRepair: boolean,
): { weekly: WeeklyHours; html: string; closed: number[] } {
  if (isRepair) {
    const open = rng.pick(['07:00', '07:30', '08:00']);
    const close = rng.pick(['19:00', '20:00', '21:00']);
    return {
      weekly: THAI_DAYS.map((_, day) => ({ day, open, close })),
      html: `<p>เปิดทุกวัน ${open} - ${close} น.</p>`,
      closed: [],
    };
  }
  const open = rng.pick(['08:00', '08:00', '08:30', '09:00']);
  const close = rng.pick(['17:30', '18:00', '18:00', '19:00']);
  const sunday = rng.pick(['closed', 'closed', 'short', 'full'] as const);
  const weekly: WeeklyHours = THAI_DAYS.map((_, day) => {
    if (day !== 0) return { day, open, close };
    if (sunday === 'closed') return null;
    return sunday === 'short' ? { day, open: '09:00', close: '15:00' } : { day, open, close };
  });
  const sundayText =
    sunday === 'closed' ? 'ปิด' : sunday === 'short' ? '09:00 - 15:00 น.' : `${open} - ${close} น.`;
  return {
    weekly,
    html: `<p>จันทร์ - เสาร์ ${open} - ${close} น.<br>อาทิตย์ ${sundayText}</p>`,
    closed: sunday === 'closed' ? [0] : [],
  };
}

/** The drawn 13 digits with the last replaced by the check digit (save-store checks it). */
function validTaxId(drawn: string): string {
  return `${drawn.slice(0, 12)}${taxIdCheckDigit(drawn.slice(0, 12))}`;
}

type Plan = {
  name: string;
  branchName: string;
  province: ProvinceSeed;
  parent?: number;
  networkId?: number;
  isRepair: boolean;
  isTyreShop: boolean;
};

export function buildStores(rng: Rng): StoreRows {
  const areas = loadAddressAreas();
  const provinceByName = new Map(provinceSeeds.map((p) => [p.nameTh, p]));
  const province = (name: string) => provinceByName.get(name) as ProvinceSeed;
  const weightedProvince = () =>
    rng.weighted(
      provinceSeeds,
      provinceSeeds.map((p) => p.storeWeight),
    );

  const plans: Plan[] = [
    {
      name: 'เจริญยนต์ การยาง',
      branchName: 'สาขาสำนักงานใหญ่',
      province: province('กรุงเทพมหานคร'),
      isRepair: false,
      isTyreShop: true,
    },
    {
      name: 'เจริญยนต์ การยาง',
      branchName: 'สาขารามอินทรา',
      province: province('กรุงเทพมหานคร'),
      parent: 1,
      isRepair: false,
      isTyreShop: true,
    },
    {
      name: 'เจริญยนต์ การยาง',
      branchName: 'สาขานนทบุรี',
      province: province('นนทบุรี'),
      parent: 1,
      isRepair: false,
      isTyreShop: true,
    },
  ];

  const networkRows: StoreRows['networks'] = networkSeeds.map((n, i) => ({
    id: i + 1,
    key: n.key,
    name: n.name,
    descriptionTh: n.descriptionTh,
    logoSvg: networkLogoSvg(n.name, n.color),
  }));
  networkSeeds.forEach((n, i) => {
    const isRepairNetwork = n.key === 'quick-fix-tyre';
    const provinces = rng.sample(provinceSeeds, n.branchCount);
    for (const p of provinces) {
      plans.push({
        name: n.name,
        branchName: `สาขา${p.nameTh === 'กรุงเทพมหานคร' ? 'กรุงเทพฯ' : p.nameTh}`,
        province: p,
        networkId: i + 1,
        isRepair: isRepairNetwork,
        isTyreShop: !isRepairNetwork,
      });
    }
  });

  // One shop in each of 45 provinces first, so the map covers the country, then by weight.
  const usedNames = new Set<string>();
  const shopName = (isRepair: boolean) => {
    for (;;) {
      const name = isRepair
        ? `${rng.pick(repairShopNames)} ${rng.pick(storeNamePrefixes)}`
        : `${rng.pick(storeNamePrefixes)} ${rng.pick(storeTradeWords)}`;
      if (!usedNames.has(name)) {
        usedNames.add(name);
        return name;
      }
    }
  };
  const independents = [
    ...rng.sample(provinceSeeds, 45),
    ...Array.from({ length: 65 }, weightedProvince),
  ];
  for (const p of independents) {
    const isRepair = rng.chance(0.15);
    const index = plans.length;
    const name = shopName(isRepair);
    const hasBranches = !isRepair && rng.chance(0.12);
    plans.push({
      name,
      branchName: hasBranches ? 'สาขาสำนักงานใหญ่' : '',
      province: p,
      isRepair,
      isTyreShop: !isRepair || rng.chance(0.3),
    });
    if (hasBranches) {
      for (let b = 0; b < rng.int(1, 2); b++) {
        plans.push({
          name,
          branchName: `สาขา ${b + 2}`,
          province: p,
          parent: index + 1,
          isRepair: false,
          isTyreShop: true,
        });
      }
    }
  }

  const storeRows: StoreRows['stores'] = [];
  const pictureRows: StoreRows['storePictures'] = [];
  const settingRows: StoreRows['storeSettings'] = [];
  const rateRows: StoreRows['deliveryAreaRates'] = [];
  const holidayRows: StoreRows['storeHolidays'] = [];
  const holidays = [
    ['2026-12-05', 'วันพ่อแห่งชาติ'],
    ['2026-12-10', 'วันรัฐธรรมนูญ'],
    ['2026-12-31', 'วันสิ้นปี'],
    ['2027-01-01', 'วันขึ้นปีใหม่'],
  ] as const;

  plans.forEach((plan, i) => {
    const id = i + 1;
    const area = rng.pick(areas.get(plan.province.nameTh) ?? []);
    const spread = plan.province.nameTh === 'กรุงเทพมหานคร' ? 0.09 : 0.045;
    const hours = hoursFor(rng, plan.isRepair);
    const isDelivery = !plan.isRepair && (id <= 3 || rng.chance(0.45));
    const color = rng.pick(SIGN_COLORS);
    const fullName = plan.branchName ? `${plan.name} ${plan.branchName}` : plan.name;
    const tel = `0${rng.pick(['2', '3', '5', '7', '8'])}${String(rng.int(1000000, 9999999))}`;
    storeRows.push({
      id,
      link: `store-${id}`,
      code: `YD${String(id).padStart(5, '0')}`,
      name: plan.name,
      branchName: plan.branchName,
      parentStoreId: plan.parent ?? null,
      networkId: plan.networkId ?? null,
      isTyreShop: plan.isTyreShop,
      isRepairShop: plan.isRepair,
      legalName: plan.isRepair ? plan.name : `ห้างหุ้นส่วนจำกัด ${plan.name}`,
      taxId: plan.isRepair
        ? ''
        : validTaxId(`0${rng.int(100000000, 999999999)}${rng.int(100, 999)}`),
      address: `${rng.int(1, 399)}/${rng.int(1, 99)} ${rng.pick(streetNames)}`,
      subDistrict: area.subDistrict,
      district: area.district,
      province: area.province,
      postCode: area.postCode,
      tel: id === 1 ? '021234567' : tel,
      email: id <= 3 ? `shop${id}@charoenyon-tyre.example` : '',
      latitude: Number((plan.province.latitude + (rng.next() * 2 - 1) * spread).toFixed(6)),
      longitude: Number((plan.province.longitude + (rng.next() * 2 - 1) * spread).toFixed(6)),
      openTimeHtml: hours.html,
      weeklyHours: hours.weekly,
      hasTireBalancing: plan.isRepair ? rng.chance(0.4) : rng.chance(0.92),
      hasTireCenter: plan.isRepair ? false : rng.chance(0.65),
      hasNitrogen: rng.chance(plan.isRepair ? 0.5 : 0.75),
      hasPatchMushroom: rng.chance(plan.isRepair ? 0.9 : 0.45),
      hasPatchStreamingCool: rng.chance(plan.isRepair ? 0.75 : 0.3),
      hasPatchStreamingHeat: rng.chance(plan.isRepair ? 0.55 : 0.2),
      hasPatchSilkPlug: rng.chance(plan.isRepair ? 0.95 : 0.5),
      isServiceEnabled: true,
      isDeliveryEnabled: isDelivery,
      isAllowTaxRequest: !plan.isRepair,
      isAllowElecTaxRequest: !plan.isRepair && (id <= 3 || rng.chance(0.35)),
      isAllowMultipleSize: rng.chance(0.85),
      announcement:
        id === 1 ? 'เปลี่ยนยางครบ 4 เส้น ฟรี ถ่วงล้อและเติมลมไนโตรเจน' : rng.pick(announcements),
      storefrontSvg: storefrontSvg(fullName, color, id),
      registerDate: `20${rng.int(19, 25)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
    });
    pictureRows.push({
      id,
      storeId: id,
      svg: storefrontSvg(fullName, color, id + 1),
      sortOrder: 0,
    });
    const prepaid = !plan.isRepair && rng.chance(0.3);
    settingRows.push({
      storeId: id,
      slotCapacity: rng.int(1, 3),
      closedWeekdays: hours.closed,
      prepareDays: rng.int(0, 2),
      defaultDeliveryRateSatang: isDelivery ? rng.pick([10000, 15000, 20000]) : 0,
      isPrepaidEnabled: prepaid,
      prepaidType: prepaid && rng.chance(0.5) ? 'amount' : 'percent',
      prepaidValue: prepaid ? rng.pick([10, 20, 30]) : 0,
      acceptFreeInstallment: !plan.isRepair && rng.chance(0.4),
      acceptInterestInstallment: !plan.isRepair && rng.chance(0.3),
    });
    if (isDelivery) {
      const near = provinceSeeds.filter((p) => p.region === plan.province.region);
      for (const p of rng.sample(near, 6)) {
        rateRows.push({
          storeId: id,
          province: p.nameTh,
          rateSatang: p.nameTh === plan.province.nameTh ? 0 : rng.pick([5000, 8000, 10000]),
        });
      }
    }
    if (!plan.isRepair && rng.chance(0.4)) {
      for (const [dateKey, title] of holidays) holidayRows.push({ storeId: id, dateKey, title });
    }
  });

  // A fixed deposit is money, so satang like every amount (500 or 1,000 baht per order).
  for (const s of settingRows)
    if (s.prepaidType === 'amount') s.prepaidValue = rng.pick([50000, 100000]);
  // The demo seller's shops show every checkout option (README demo accounts): a 30 % deposit
  // and 0 % instalments, set after the draws so every other generated value stays the same.
  for (const s of settingRows)
    if (s.storeId <= 3)
      Object.assign(s, {
        isPrepaidEnabled: true,
        prepaidType: 'percent',
        prepaidValue: 30,
        acceptFreeInstallment: true,
      });

  return {
    networks: networkRows,
    stores: storeRows,
    storePictures: pictureRows,
    storeSettings: settingRows,
    deliveryAreaRates: rateRows,
    storeHolidays: holidayRows,
  };
}
