import { productionYearOf } from '@yangdee/contracts/production-year';
import { bahtToSatang, SaveStockBodySchema } from '@yangdee/contracts/seller-stock';
import {
  DISPLAY_LABEL_HIDDEN,
  DISPLAY_LABEL_SHOWN,
  type StockImportColumnKey,
  type StockImportField,
  statusOfCell,
} from '@yangdee/contracts/stock-import';
import { parseTypedNumber } from '@yangdee/contracts/typed-number';
import type { CellValue, SheetRow } from './stock-excel-reader';
import type { OfferValues } from './stock-import.repository';

// One spreadsheet row → the offer values it asks for, or its errors with the cell and a Thai
// reason (issue 16: `G12: ราคาติดตั้งต้องเป็นตัวเลข`). Prices, quantity, status and year go
// through SaveStockBodySchema, the rule save-stock uses (one rule, one place); the file's own
// matters (blank cells, Thai labels, Buddhist years, the lookup ids) are read here.

export type CellError = { cell: string; message: string };
export type ParsedRow = {
  rowNo: number;
  /** The offer id (lookup), null for a new row. */
  id: number | null;
  productId: number | null;
  values: OfferValues | null;
  errors: CellError[];
  cell: SheetRow['cell'];
};

const ValueSchema = SaveStockBodySchema.pick({
  year: true,
  price: true,
  priceDelivery: true,
  qty: true,
  status: true,
});

const REQUIRED_LABEL: Partial<Record<StockImportColumnKey, string>> = {
  year: 'ปีที่ผลิต',
  price: 'ราคาติดตั้ง',
  qty: 'จำนวน',
  status: 'สถานะ',
};

/** Numbers may come as text with thousands separators ("1,250.50"). */
function numeric(v: CellValue): CellValue {
  return typeof v === 'string' ? (parseTypedNumber(v) ?? v) : v;
}

function wholeId(v: CellValue): number | null | 'bad' {
  if (v === null) return null;
  const n = numeric(v);
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n < 2 ** 31 ? n : 'bad';
}

/** A Buddhist-era year (2400 and later) is turned into the Gregorian one the offer keeps. */
export const gregorianYear = productionYearOf;

export function parseSheetRow(row: SheetRow): ParsedRow {
  const v = row.values;
  const errors: CellError[] = [];
  const add = (key: StockImportColumnKey, message: string) =>
    errors.push({ cell: row.cell(key), message });

  const id = wholeId(v.id ?? null);
  if (id === 'bad') add('id', 'รหัสสต็อกต้องเป็นตัวเลข (อย่าแก้ไขคอลัมน์นี้ เว้นว่างเมื่อเพิ่มสินค้าใหม่)');
  const productId = wholeId(v.productId ?? null);
  if (productId === 'bad') add('productId', 'รหัสยางต้องเป็นตัวเลข');
  if (id === null && productId === null) add('productId', 'กรุณากรอกรหัสยางสำหรับสินค้าใหม่');

  for (const [key, label] of Object.entries(REQUIRED_LABEL) as [StockImportColumnKey, string][]) {
    if ((v[key] ?? null) === null) add(key, `กรุณากรอก${label}`);
  }
  let status: number | undefined;
  if (v.status !== null && v.status !== undefined) {
    const code = statusOfCell(String(v.status));
    if (code === null) add('status', 'สถานะไม่ถูกต้อง กรุณาเลือกจากรายการ');
    else status = code;
  }
  let display = true;
  if (v.display !== null && v.display !== undefined) {
    const text = String(v.display).trim();
    if (text === DISPLAY_LABEL_HIDDEN) display = false;
    else if (text !== DISPLAY_LABEL_SHOWN) {
      add('display', `การแสดงผลต้องเป็น “${DISPLAY_LABEL_SHOWN}” หรือ “${DISPLAY_LABEL_HIDDEN}”`);
    }
  }
  const year = numeric(v.year ?? null);
  const parsed = ValueSchema.safeParse({
    year: typeof year === 'number' ? gregorianYear(year) : (year ?? undefined),
    price: numeric(v.price ?? null) ?? undefined,
    priceDelivery: numeric(v.priceDelivery ?? null) ?? undefined,
    qty: numeric(v.qty ?? null) ?? undefined,
    status: status ?? 0,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]) as StockImportColumnKey;
      // Blank required cells and unknown statuses were already said above.
      if ((v[key] ?? null) === null || (key === 'status' && status === undefined)) continue;
      if (!errors.some((e) => e.cell === row.cell(key))) add(key, issue.message);
    }
  }
  const ok = errors.length === 0 && parsed.success;
  return {
    rowNo: row.rowNo,
    id: typeof id === 'number' ? id : null,
    productId: typeof productId === 'number' ? productId : null,
    values:
      ok && parsed.success
        ? {
            year: parsed.data.year,
            price: bahtToSatang(parsed.data.price) as number,
            priceDelivery:
              parsed.data.priceDelivery === null ? null : bahtToSatang(parsed.data.priceDelivery),
            qty: parsed.data.qty,
            status: parsed.data.status,
            display,
          }
        : null,
    errors,
    cell: row.cell,
  };
}

export const IMPORT_FIELDS: StockImportField[] = [
  'year',
  'price',
  'priceDelivery',
  'qty',
  'status',
  'display',
];

/** The fields the file changes, with their new values (empty: unchanged). */
export function changedFields(before: OfferValues, after: OfferValues): Partial<OfferValues> {
  const out: Partial<OfferValues> = {};
  for (const f of IMPORT_FIELDS) {
    if (before[f] !== after[f]) (out as Record<string, unknown>)[f] = after[f];
  }
  return out;
}
