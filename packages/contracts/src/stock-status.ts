// Seller stock status (spec 4 "Seller stock status") with the Thai labels of the glossary.

export const STOCK_STATUS = {
  ALL: -1,
  LIMITED: 1,
  SUBLET: 2,
  FACTORY: 3,
  NOTSALE: 4,
  LATEST: 99,
} as const;
export type StockStatusName = keyof typeof STOCK_STATUS;
export type StockStatusCode = (typeof STOCK_STATUS)[StockStatusName];

export const STOCK_STATUS_LABEL_TH: Record<StockStatusCode, string> = {
  [-1]: 'ทั้งหมด',
  1: 'มีสินค้าพร้อมขาย',
  3: 'สั่งจากโรงงาน',
  2: 'สั่งจากร้านอื่น',
  4: 'ยกเลิกการขาย',
  99: 'เพิ่มล่าสุด',
};

/** The status name of a stored code; null for a code spec 4 does not know. */
export function stockStatusName(code: number): StockStatusName | null {
  const entry = Object.entries(STOCK_STATUS).find(([, value]) => value === code);
  return entry ? (entry[0] as StockStatusName) : null;
}

/** Statuses of an offer a shopper may see: selling, whether from the shelf or to order. */
export const SELLING_STATUSES: readonly StockStatusCode[] = [
  STOCK_STATUS.LIMITED,
  STOCK_STATUS.FACTORY,
  STOCK_STATUS.SUBLET,
];
