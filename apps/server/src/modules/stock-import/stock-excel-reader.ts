import { Readable } from 'node:stream';
import {
  columnLetter,
  STOCK_IMPORT_COLUMNS,
  STOCK_IMPORT_MAX_ROWS,
  STOCK_IMPORT_OLD_HEADERS,
  type StockImportColumnKey,
} from '@yangdee/contracts/stock-import';
import ExcelJS from 'exceljs';
import { AppError } from '../../lib/app-error';
import './exceljs-utf8';
import { checkXlsx, isVettedXlsx, TOO_MANY_ROWS } from './xlsx-guard';

// Reads the stock sheet of an uploaded .xlsx row by row with exceljs' streaming WorkbookReader
// (ARCHITECTURE "Long work is a job row"): the sheet is the first whose header row has the
// lookup column "รหัสสต็อก"; columns are found by their header text, so a shop may reorder them.
// Cell values are reduced to text, number or null (a formula counts as its cached result).

export type CellValue = string | number | null;
export type SheetRow = {
  rowNo: number;
  values: Partial<Record<StockImportColumnKey, CellValue>>;
  /** Cell address of a column on this row, e.g. G12. */
  cell: (key: StockImportColumnKey) => string;
};

export function cellValue(v: unknown): CellValue {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string') return v.trim() === '' ? null : v.trim();
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (v instanceof Date) return null;
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (Array.isArray(o.richText)) {
      return cellValue((o.richText as { text?: string }[]).map((r) => r.text ?? '').join(''));
    }
    if ('result' in o) return cellValue(o.result);
    if ('text' in o) return cellValue(o.text);
  }
  return null;
}

const HEADER_OF = new Map<string, StockImportColumnKey>([
  ...STOCK_IMPORT_COLUMNS.map((c): [string, StockImportColumnKey] => [c.header, c.key]),
  ...Object.entries(STOCK_IMPORT_OLD_HEADERS),
]);
const LOOKUP_HEADER = STOCK_IMPORT_COLUMNS[0].header;
const REQUIRED: StockImportColumnKey[] = STOCK_IMPORT_COLUMNS.filter((c) => c.role !== 'info').map(
  (c) => c.key,
);

function columnsOfHeader(values: unknown[]): Map<StockImportColumnKey, number> | null {
  const found = new Map<StockImportColumnKey, number>();
  values.forEach((v, i) => {
    const text = cellValue(v);
    const key = typeof text === 'string' ? HEADER_OF.get(text) : undefined;
    if (key && !found.has(key)) found.set(key, i);
  });
  return found.has('id') ? found : null;
}

const NO_SHEET = `ไม่พบแผ่นงานสต็อกสินค้า (แถวแรกต้องมีหัวคอลัมน์ “${LOOKUP_HEADER}”) กรุณาใช้ไฟล์ที่ดาวน์โหลดจากระบบ`;

/**
 * The stock sheet's data rows, in order; rows without any value are skipped. Only a file the
 * guard has walked and inflated within its limit is handed to exceljs (issue 37 item 5).
 */
export async function* readStockSheet(file: Buffer): AsyncGenerator<SheetRow> {
  if (!isVettedXlsx(file)) await checkXlsx(file);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let found = false;
  for await (const worksheet of reader) {
    let columns: Map<StockImportColumnKey, number> | null = null;
    let rows = 0;
    let headerSeen = false;
    for await (const row of worksheet) {
      const values = row.values as unknown[];
      if (!headerSeen) {
        headerSeen = true;
        if (!found) columns = columnsOfHeader(values);
        if (columns) {
          found = true;
          const missing = REQUIRED.filter((k) => !columns?.has(k));
          if (missing.length > 0) {
            const names = missing.map((k) => STOCK_IMPORT_COLUMNS.find((c) => c.key === k)?.header);
            throw new AppError(
              'BAD_REQUEST',
              `ไม่พบคอลัมน์ ${names.join(', ')} ในแถวหัวตาราง กรุณาใช้ไฟล์ที่ดาวน์โหลดจากระบบ`,
            );
          }
        }
        continue;
      }
      if (!columns) continue;
      const out: SheetRow['values'] = {};
      let any = false;
      for (const [key, index] of columns) {
        const v = cellValue(values[index]);
        out[key] = v;
        if (v !== null) any = true;
      }
      if (!any) continue;
      rows++;
      if (rows > STOCK_IMPORT_MAX_ROWS) throw new AppError('BAD_REQUEST', TOO_MANY_ROWS);
      const map = columns;
      yield {
        rowNo: row.number,
        values: out,
        cell: (key) => `${columnLetter(map.get(key) ?? 0)}${row.number}`,
      };
    }
  }
  if (!found) throw new AppError('BAD_REQUEST', NO_SHEET);
}
