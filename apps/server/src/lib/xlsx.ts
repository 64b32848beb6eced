import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

// Streamed .xlsx downloads of the back office (order export; stock and report exports reuse it):
// exceljs' streaming WorkbookWriter writes the zip straight into a PassThrough the reply sends,
// so rows leave as they are committed and no whole file is held in memory (decision 0087).
// Cells are typed: money is a number with a baht format, moments are real date cells in Bangkok
// time, and text from users stays text, never a formula (see `textCell`).

/** Money: a number with two decimals and the baht unit, e.g. 4,000.00 บาท. */
export const BAHT_FORMAT = '#,##0.00 "บาท"';
/** Whole counts (quantities). */
export const COUNT_FORMAT = '#,##0';
/** Date and time in the Thai Buddhist calendar (Excel calendar code 07), e.g. 26/11/2569 09:30. */
export const BUDDHIST_DATE_TIME_FORMAT = '[$-1070000]dd/mm/yyyy hh:mm';
export const BUDDHIST_DATE_FORMAT = '[$-1070000]dd/mm/yyyy';
/** Gregorian ISO date, for machine-read columns. */
export const ISO_DATE_FORMAT = 'yyyy-mm-dd';
/** Excel's Text format: a cell typed over in Excel stays text (no formula evaluation). */
export const TEXT_FORMAT = '@';

const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const EXCEL_CELL_TEXT_MAX = 32_767;
/** Characters XML 1.0 cannot carry (a raw one would make the file unreadable). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
/** What spreadsheet programs read as the start of a formula (or DDE) when a cell is retyped. */
const FORMULA_START = /^[=+\-@\t\r]/;

export type XlsxColumn = {
  header: string;
  key: string;
  width: number;
  /** 'text' (default), 'money', 'count', 'date' (Buddhist date and time), 'day' (Buddhist date). */
  kind?: 'text' | 'money' | 'count' | 'date' | 'day';
};

const FORMAT_OF: Record<NonNullable<XlsxColumn['kind']>, string> = {
  text: TEXT_FORMAT,
  money: BAHT_FORMAT,
  count: COUNT_FORMAT,
  date: BUDDHIST_DATE_TIME_FORMAT,
  day: BUDDHIST_DATE_FORMAT,
};

/**
 * A text cell's value: always a string (exceljs writes strings as string cells; only objects
 * with `formula` become formulas, and user data never reaches a cell as an object), without the
 * characters XML cannot hold, within Excel's cell limit. A value that begins with =, +, -, @ is
 * kept as written; its column's Text format keeps it text even when someone retypes it in Excel.
 */
export function textCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value).replace(XML_INVALID, '');
  return text.length > EXCEL_CELL_TEXT_MAX ? text.slice(0, EXCEL_CELL_TEXT_MAX) : text;
}

/** True when a spreadsheet program would take the text for a formula if it were typed in. */
export function looksLikeFormula(text: string): boolean {
  return FORMULA_START.test(text);
}

/** Satang → baht as a number cell value. */
export function bahtCell(satang: number | null | undefined): number | null {
  return satang === null || satang === undefined ? null : satang / 100;
}

/**
 * A moment as a date cell showing Bangkok wall-clock time: Excel dates carry no zone, exceljs
 * writes a Date's UTC fields, so the moment is shifted by Bangkok's fixed +7 h.
 */
export function bangkokDateCell(at: Date | string | null | undefined): Date | null {
  if (at === null || at === undefined) return null;
  const date = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(date.getTime())) return null;
  return new Date(date.getTime() + BANGKOK_OFFSET_MS);
}

/** A calendar day (YYYY-MM-DD) as a date cell at midnight. */
export function dayCell(day: string | null | undefined): Date | null {
  if (!day) return null;
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Content-Disposition for a download: an ASCII fallback and the Thai name (RFC 5987 / 6266). */
export function attachmentDisposition(asciiName: string, utf8Name: string): string {
  const fallback = asciiName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(utf8Name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type XlsxSheetWriter = {
  /** Adds one row (values by column key) and sends it on its way. */
  addRow(values: Record<string, unknown>): void;
  /** Waits until the bytes written so far have drained to the reader (backpressure). */
  drained(): Promise<void>;
  /** Finishes the sheet and the file. */
  finish(): Promise<void>;
  /** Aborts: the download ends broken rather than looking complete. */
  abort(error: Error): void;
};

/**
 * A streamed one-sheet workbook: a bold Thai header row (frozen), typed columns. Answers the
 * stream to send as the reply body and the writer to fill it.
 */
export function streamedSheet(
  sheetName: string,
  columns: XlsxColumn[],
): { stream: PassThrough; sheet: XlsxSheetWriter } {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'ยางดี (YangDee)';
  workbook.created = new Date();
  const worksheet = workbook.addWorksheet(sheetName.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  worksheet.columns = columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.width,
    style: { numFmt: FORMAT_OF[c.kind ?? 'text'] },
  }));
  const header = worksheet.getRow(1);
  header.font = { bold: true };
  header.alignment = { vertical: 'middle' };
  header.commit();

  const kinds = new Map(columns.map((c) => [c.key, c.kind ?? 'text']));
  return {
    stream,
    sheet: {
      addRow(values) {
        const row: Record<string, unknown> = {};
        for (const [key, kind] of kinds) {
          const value = values[key];
          if (kind === 'text') row[key] = textCell(value);
          else if (value === null || value === undefined) row[key] = null;
          else if (kind === 'date' || kind === 'day') {
            row[key] = value instanceof Date ? value : null;
          } else row[key] = typeof value === 'number' && Number.isFinite(value) ? value : null;
        }
        worksheet.addRow(row).commit();
      },
      drained() {
        if (stream.writableNeedDrain) {
          return new Promise((resolve) => stream.once('drain', () => resolve()));
        }
        return Promise.resolve();
      },
      async finish() {
        worksheet.commit();
        await workbook.commit();
      },
      abort(error) {
        stream.destroy(error);
      },
    },
  };
}
