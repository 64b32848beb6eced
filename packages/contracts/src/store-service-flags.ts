// Spec 3 "Store service flags" (Thai: glossary-th.md). No zod here: the shop screens import these
// names, and zod (~24 KB compressed, and its start-up work) is for the screens that validate.

/** Spec 3 "Store service flags", in the order screens show them (Thai: glossary-th.md). */
export const STORE_SERVICE_FLAGS = [
  'hasTireBalancing',
  'hasTireCenter',
  'hasNitrogen',
  'hasPatchMushroom',
  'hasPatchStreamingCool',
  'hasPatchStreamingHeat',
  'hasPatchSilkPlug',
] as const;
export type StoreServiceFlag = (typeof STORE_SERVICE_FLAGS)[number];

export const STORE_SERVICE_LABELS: Record<StoreServiceFlag, string> = {
  hasTireBalancing: 'ถ่วงล้อ',
  hasTireCenter: 'ตั้งศูนย์ล้อ',
  hasNitrogen: 'เติมลมไนโตรเจน',
  hasPatchMushroom: 'ปะยางแบบดอกเห็ด',
  hasPatchStreamingCool: 'ปะสตีมเย็น',
  hasPatchStreamingHeat: 'ปะสตีมร้อน',
  hasPatchSilkPlug: 'ปะแบบเสียบ (ใยไหม/หนอน)',
};
