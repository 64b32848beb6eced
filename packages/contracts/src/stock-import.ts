import { z } from 'zod';
import { formatProductionYear, PRODUCTION_YEAR_ERA } from './production-year';
import { STOCK_PRICE_MAX_BAHT, STOCK_QTY_MAX, STOCK_SAVE_STATUSES } from './seller-stock';
import { STOCK_STATUS_LABEL_TH } from './stock-status';

// The stock spreadsheet round trip (spec 7 "Seller" → Stock: download-stock-excel,
// upload-stock-excel, proceed-mass-stock-update; issue 16 item 2; decisions 0093–0095). The
// values of a row are checked with SaveStockBodySchema (seller-stock.ts): one rule, one place.

/** Refused before anything is read (issue 16). */
export const STOCK_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const STOCK_IMPORT_MAX_ROWS = 50_000;
export const STOCK_IMPORT_PAGE_SIZE = 50;
/** Jobs the import page lists. */
export const STOCK_IMPORT_RECENT_JOBS = 5;

export const STOCK_SHEET_NAME = 'สต็อกสินค้า';
export const STOCK_HELP_SHEET_NAME = 'คำอธิบาย';

export const DISPLAY_LABEL_SHOWN = 'แสดง';
export const DISPLAY_LABEL_HIDDEN = 'ซ่อน';

/** Thai status labels a cell may hold (the dropdown), in the order of the form. */
export const STOCK_STATUS_CELL_LABELS = STOCK_SAVE_STATUSES.map((s) => STOCK_STATUS_LABEL_TH[s]);

/** The status code of a cell's text (the Thai label, or the code itself); null when unknown. */
export function statusOfCell(text: string): number | null {
  const t = text.trim();
  const byLabel = STOCK_SAVE_STATUSES.find((s) => STOCK_STATUS_LABEL_TH[s] === t);
  if (byLabel !== undefined) return byLabel;
  const code = Number(t);
  return (STOCK_SAVE_STATUSES as readonly number[]).includes(code) && t !== '' ? code : null;
}

export type StockImportField = 'year' | 'price' | 'priceDelivery' | 'qty' | 'status' | 'display';

/**
 * The sheet's columns in order. `lookup`: identifies the row (the offer id; the catalogue
 * product id for a new row). `info`: shown for reading, ignored on upload.
 */
export const STOCK_IMPORT_COLUMNS = [
  { key: 'id', header: 'รหัสสต็อก', width: 12, role: 'lookup' },
  { key: 'productId', header: 'รหัสยาง', width: 11, role: 'lookup' },
  { key: 'brand', header: 'ยี่ห้อ', width: 16, role: 'info' },
  { key: 'model', header: 'รุ่น', width: 24, role: 'info' },
  { key: 'size', header: 'ขนาด', width: 16, role: 'info' },
  { key: 'year', header: `ปีที่ผลิต (${PRODUCTION_YEAR_ERA})`, width: 15, role: 'value' },
  { key: 'price', header: 'ราคาติดตั้ง (บาท/เส้น)', width: 20, role: 'value' },
  { key: 'priceDelivery', header: 'ราคาจัดส่ง (บาท/เส้น)', width: 20, role: 'value' },
  { key: 'qty', header: 'จำนวน (เส้น)', width: 13, role: 'value' },
  { key: 'status', header: 'สถานะ', width: 20, role: 'value' },
  { key: 'display', header: 'การแสดงผล', width: 13, role: 'value' },
] as const;
export type StockImportColumnKey = (typeof STOCK_IMPORT_COLUMNS)[number]['key'];

/** Headers of files downloaded before the production year became ค.ศ. (decision 0137), still read. */
export const STOCK_IMPORT_OLD_HEADERS: Record<string, StockImportColumnKey> = {
  'ปีที่ผลิต (พ.ศ.)': 'year',
};

/** Field labels of the preview's "old → new" lines. */
export const STOCK_IMPORT_FIELD_LABEL: Record<StockImportField, string> = {
  year: 'ปีที่ผลิต',
  price: 'ราคาติดตั้ง',
  priceDelivery: 'ราคาจัดส่ง',
  qty: 'จำนวน',
  status: 'สถานะ',
  display: 'การแสดงผล',
};

/** A value of the preview as the shop reads it (money in baht, the production year in ค.ศ.). */
export function stockImportValueText(
  field: StockImportField,
  value: number | boolean | null | undefined,
): string {
  if (field === 'display') return value ? DISPLAY_LABEL_SHOWN : DISPLAY_LABEL_HIDDEN;
  if (field === 'status') {
    return STOCK_STATUS_LABEL_TH[value as keyof typeof STOCK_STATUS_LABEL_TH] ?? String(value);
  }
  if (value === null || value === undefined) return field === 'priceDelivery' ? 'ไม่ขายแบบจัดส่ง' : '';
  if (field === 'year') return formatProductionYear(Number(value));
  if (field === 'qty') return Number(value).toLocaleString('en-US');
  return `${Number(value).toLocaleString('en-US', { maximumFractionDigits: 2 })} บาท`;
}

/** Column letter of a 1-based column number (1 → A, 27 → AA). */
export function columnLetter(n: number): string {
  let s = '';
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26))
    s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
}

/** The explanation sheet, one line per column and rule. */
export function stockImportHelpLines(years: number[]): [string, string][] {
  const newest = formatProductionYear(years[0]);
  const oldest = formatProductionYear(years[years.length - 1]);
  return [
    ['รหัสสต็อก', 'รหัสของรายการสินค้าในร้าน ห้ามแก้ไข เว้นว่างไว้เมื่อเพิ่มสินค้าใหม่'],
    ['รหัสยาง', 'รหัสยางในแคตตาล็อกของยางดี ใช้เมื่อเพิ่มสินค้าใหม่ (ดูได้จากไฟล์รายการสินค้าสำหรับเชื่อมต่อระบบ)'],
    ['ยี่ห้อ / รุ่น / ขนาด', 'แสดงเพื่อให้อ่านง่าย ระบบไม่นำค่าในคอลัมน์นี้ไปใช้'],
    [
      `ปีที่ผลิต (${PRODUCTION_YEAR_ERA})`,
      `ตั้งแต่ ${oldest} ถึง ${newest} ตามปีในรหัส DOT บนแก้มยาง (ใส่เป็น พ.ศ. ก็ได้)`,
    ],
    [
      'ราคาติดตั้ง',
      `ราคาต่อเส้นเมื่อติดตั้งที่ร้าน มากกว่า 0 และไม่เกิน ${STOCK_PRICE_MAX_BAHT.toLocaleString('en-US')} บาท ทศนิยมไม่เกิน 2 ตำแหน่ง`,
    ],
    ['ราคาจัดส่ง', 'ราคาต่อเส้นเมื่อจัดส่งถึงบ้าน เว้นว่างหากไม่ขายแบบจัดส่ง กติกาเดียวกับราคาติดตั้ง'],
    ['จำนวน', `จำนวนเต็มตั้งแต่ 0 ถึง ${STOCK_QTY_MAX.toLocaleString('en-US')} เส้น`],
    ['สถานะ', `เลือกจากรายการ: ${STOCK_STATUS_CELL_LABELS.join(' / ')}`],
    ['การแสดงผล', `${DISPLAY_LABEL_SHOWN} หรือ ${DISPLAY_LABEL_HIDDEN}`],
    [
      'การนำเข้า',
      'อัปโหลดไฟล์ที่หน้า “นำเข้าสินค้าจากไฟล์ Excel” ระบบจะแสดงตัวอย่างก่อน ยังไม่มีอะไรเปลี่ยนจนกว่าจะกดยืนยัน',
    ],
    [
      'ข้อจำกัด',
      `ไฟล์ .xlsx ขนาดไม่เกิน 10 MB และไม่เกิน ${STOCK_IMPORT_MAX_ROWS.toLocaleString('en-US')} แถว`,
    ],
  ];
}

export const STOCK_IMPORT_ROW_KIND = { UNCHANGED: 0, NEW: 1, CHANGED: 2, ERROR: 3 } as const;

export const StockImportStatusSchema = z.enum([
  'reading',
  'ready',
  'applying',
  'applied',
  'undone',
  'failed',
  'discarded',
]);
export type StockImportStatus = z.infer<typeof StockImportStatusSchema>;

export const StockImportJobSchema = z.object({
  id: z.number(),
  fileName: z.string(),
  status: StockImportStatusSchema,
  totalRows: z.number(),
  processedRows: z.number(),
  countNew: z.number(),
  countChanged: z.number(),
  countUnchanged: z.number(),
  countError: z.number(),
  errorMessage: z.string().nullable(),
  createdAt: z.string(),
  appliedAt: z.string().nullable(),
  undoneAt: z.string().nullable(),
  canApply: z.boolean(),
  canUndo: z.boolean(),
});
export type StockImportJob = z.infer<typeof StockImportJobSchema>;

/** Values of an offer as the preview shows them (baht). */
export const StockImportValuesSchema = z.object({
  year: z.number(),
  price: z.number(),
  priceDelivery: z.number().nullable(),
  qty: z.number(),
  status: z.number(),
  display: z.boolean(),
});
export type StockImportValues = z.infer<typeof StockImportValuesSchema>;

export const StockImportRowSchema = z.object({
  rowNo: z.number(),
  kind: z.number(),
  sellerProductId: z.number().nullable(),
  productId: z.number().nullable(),
  title: z.string(),
  /** New rows: every value; changed rows: the fields that change, old → new. */
  changes: z.array(
    z.object({
      field: z.string(),
      label: z.string(),
      from: z.string().nullable(),
      to: z.string(),
    }),
  ),
  errors: z.array(z.object({ cell: z.string(), message: z.string() })),
});
export type StockImportRow = z.infer<typeof StockImportRowSchema>;

const jobIdSchema = z.coerce
  .number({ message: 'ไม่พบรายการนำเข้าที่เลือก' })
  .int({ message: 'ไม่พบรายการนำเข้าที่เลือก' })
  .positive({ message: 'ไม่พบรายการนำเข้าที่เลือก' });

/** get-stock-import: a job's state and one page of its preview; no jobId → the recent jobs. */
export const GetStockImportBodySchema = z.object({
  jobId: jobIdSchema.optional(),
  /** -1: new, changed and error rows (the default view); 0..3: one kind. */
  kind: z.coerce
    .number({ message: 'ประเภทรายการไม่ถูกต้อง' })
    .int()
    .min(-1, { message: 'ประเภทรายการไม่ถูกต้อง' })
    .max(3, { message: 'ประเภทรายการไม่ถูกต้อง' })
    .optional()
    .default(-1),
  page: z.coerce.number({ message: 'หน้าไม่ถูกต้อง' }).int().min(1).optional().default(1),
});
export type GetStockImportBody = z.input<typeof GetStockImportBodySchema>;

export const StockImportResponseSchema = z.object({
  job: StockImportJobSchema.nullable(),
  rows: z.array(StockImportRowSchema),
  totalPage: z.number(),
  recentJobs: z.array(StockImportJobSchema),
});
export type StockImportResponse = z.infer<typeof StockImportResponseSchema>;

export const UploadStockExcelResponseSchema = z.object({ job: StockImportJobSchema });
export type UploadStockExcelResponse = z.infer<typeof UploadStockExcelResponseSchema>;

/** proceed-mass-stock-update: apply a ready job; `undo: true` undoes an applied one once. */
export const ProceedMassStockUpdateBodySchema = z.object({
  jobId: jobIdSchema,
  undo: z.boolean().optional().default(false),
});
export type ProceedMassStockUpdateBody = z.input<typeof ProceedMassStockUpdateBodySchema>;

export const ProceedMassStockUpdateResponseSchema = z.object({
  job: StockImportJobSchema,
  message: z.string(),
});
export type ProceedMassStockUpdateResponse = z.infer<typeof ProceedMassStockUpdateResponseSchema>;

/** The header the upload names its file with (URI-encoded; the body is the raw .xlsx). */
export const STOCK_IMPORT_FILE_NAME_HEADER = 'x-file-name';
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
