import { createInflateRaw } from 'node:zlib';
import { STOCK_IMPORT_MAX_ROWS } from '@yangdee/contracts/stock-import';
import { AppError } from '../../lib/app-error';

// Checks an uploaded .xlsx before exceljs reads a cell (issue 16 item 2, decision 0093; issue 37
// item 5, decision 0135). exceljs reads a zip the way its unzip library streams it: local file
// header after local file header from the first byte, each entry's data ending where its local
// header says (or, for an entry written with a data descriptor, at the descriptor's signature),
// never looking at the central directory. So this guard walks the same local headers the same
// way — an entry left out of the central directory is walked too — and inflates every entry it
// finds, counting the bytes that really come out, all entries together: past the limit (or an
// entry inflating more than MAX_RATIO times its compressed size) the file is refused with a Thai
// message and the inflater stops. Declared sizes never let anything through (an entry inflating
// past what it declares is refused too). Worksheets are row-counted
// as they stream by. A file that passed is remembered (vetted) so the reader reads only those.

const NOT_XLSX = 'ไฟล์นี้ไม่ใช่ไฟล์ Excel (.xlsx) กรุณาใช้ไฟล์ที่ดาวน์โหลดจากระบบหรือบันทึกเป็น .xlsx';
export const BOMB = 'ไฟล์นี้มีข้อมูลเมื่อคลายการบีบอัดใหญ่ผิดปกติ ระบบจึงไม่อ่านไฟล์ กรุณาตรวจสอบไฟล์';
export const TOO_MANY_ROWS = `ไฟล์มีข้อมูลเกิน ${STOCK_IMPORT_MAX_ROWS.toLocaleString('en-US')} แถว กรุณาแบ่งเป็นหลายไฟล์`;

/** Everything the zip may inflate to, all entries together (a full 50,000-row sheet is ~30 MB). */
export const MAX_TOTAL_INFLATED = 120 * 1024 * 1024;
/** An entry inflating past 1 MB may not inflate more than this many times its compressed size. */
export const MAX_RATIO = 200;
export const MAX_ENTRIES = 2_000;

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
const DESCRIPTOR = 0x08074b50;

export type LocalEntry = {
  name: string;
  method: number;
  /** Where the entry's data starts and ends in the file, as exceljs' unzip will read it. */
  start: number;
  end: number;
  /** The size its local header (or data descriptor) declares: inflating past it is refused. */
  declaredSize: number;
};

const notXlsx = () => new AppError('BAD_REQUEST', NOT_XLSX);
const bomb = () => new AppError('BAD_REQUEST', BOMB);

const descriptorSignature = Buffer.alloc(4);
descriptorSignature.writeUInt32LE(DESCRIPTOR, 0);

/**
 * The entries in file order, walked record by record from offset 0 exactly as exceljs' unzip
 * library reads them: a local header is an entry wherever it stands (before or after central
 * directory records, which are skipped), the end record stops the walk. An unknown record before
 * the central directory, an encrypted or zip64 entry, a method but stored/deflate, or data
 * running past the file: not an xlsx.
 */
export function walkLocalEntries(buf: Buffer): LocalEntry[] {
  const entries: LocalEntry[] = [];
  let p = 0;
  let reachedCentral = false;
  while (p + 4 <= buf.length) {
    const signature = buf.readUInt32LE(p);
    if (signature === END) break;
    if (signature === CENTRAL) {
      if (p + 46 > buf.length) throw notXlsx();
      reachedCentral = true;
      p += 46 + buf.readUInt16LE(p + 28) + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
      continue;
    }
    if (signature !== LOCAL) {
      // After the central directory the library only looks for the end record.
      if (reachedCentral) break;
      throw notXlsx();
    }
    if (entries.length >= MAX_ENTRIES || p + 30 > buf.length) throw notXlsx();
    const flags = buf.readUInt16LE(p + 6);
    const method = buf.readUInt16LE(p + 8);
    const compressedSize = buf.readUInt32LE(p + 18);
    const nameLength = buf.readUInt16LE(p + 26);
    const extraLength = buf.readUInt16LE(p + 28);
    if (flags & 0x01 || (method !== 0 && method !== 8)) throw notXlsx();
    if (compressedSize === 0xffffffff) throw notXlsx();
    const start = p + 30 + nameLength + extraLength;
    if (start > buf.length) throw notXlsx();
    const name = buf.toString('utf8', p + 30, p + 30 + nameLength);
    let end: number;
    let declaredSize: number;
    if (!(flags & 0x08) || compressedSize > 0) {
      end = start + compressedSize;
      declaredSize = buf.readUInt32LE(p + 22);
      p = end;
    } else {
      // As the library does: the data runs to the descriptor's signature, then 16 bytes.
      end = buf.indexOf(descriptorSignature, start);
      if (end < 0 || end + 16 > buf.length) throw notXlsx();
      declaredSize = buf.readUInt32LE(end + 12);
      p = end + 16;
    }
    if (end > buf.length) throw notXlsx();
    entries.push({ name, method, start, end, declaredSize });
  }
  if (entries.length === 0) throw notXlsx();
  return entries;
}

/**
 * Counts rows holding at least one value (`<v>` or inline `<is>`) in a worksheet's XML as it
 * streams by; a token split across chunks is carried over.
 */
export class RowCounter {
  rows = 0;
  private carry = '';
  private inRow = false;
  private hasValue = false;

  push(chunk: string): void {
    const text = this.carry + chunk;
    const re = /<row[\s>/]|<\/row>|<v>|<v\s|<is>/g;
    let end = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const token = m[0];
      if (token.startsWith('<row')) {
        this.inRow = !token.endsWith('/');
        this.hasValue = false;
      } else if (token === '</row>') {
        if (this.inRow && this.hasValue) this.rows++;
        this.inRow = false;
      } else if (this.inRow) {
        this.hasValue = true;
      }
      end = m.index + token.length;
    }
    this.carry = text.slice(Math.max(end, text.length - 6));
  }
}

/** What the whole file may still inflate to; every entry draws on it. */
class Budget {
  used = 0;
  constructor(readonly limit: number) {}
  take(n: number): boolean {
    this.used += n;
    return this.used <= this.limit;
  }
}

/** Inflates one entry, counting the bytes that come out; stops at the first byte too many. */
function inflateEntry(
  buf: Buffer,
  e: LocalEntry,
  budget: Budget,
  onText?: (s: string) => boolean,
): Promise<void> {
  const data = buf.subarray(e.start, e.end);
  if (e.method === 0) {
    if (data.length > e.declaredSize || !budget.take(data.length)) return Promise.reject(bomb());
    if (onText && !onText(data.toString('latin1'))) {
      return Promise.reject(new AppError('BAD_REQUEST', TOO_MANY_ROWS));
    }
    return Promise.resolve();
  }
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    let out = 0;
    let stopped = false;
    const stop = (error?: AppError) => {
      if (stopped) return;
      stopped = true;
      inflate.destroy();
      if (error) reject(error);
      else resolve();
    };
    inflate.on('data', (chunk: Buffer) => {
      if (stopped) return;
      out += chunk.length;
      if (out > e.declaredSize || !budget.take(chunk.length)) return stop(bomb());
      if (out > 1024 * 1024 && out > Math.max(1, data.length) * MAX_RATIO) return stop(bomb());
      if (onText && !onText(chunk.toString('latin1'))) {
        stop(new AppError('BAD_REQUEST', TOO_MANY_ROWS));
      }
    });
    inflate.on('error', () => stop(notXlsx()));
    inflate.on('end', () => stop());
    inflate.end(data);
  });
}

const vetted = new WeakSet<Buffer>();

/** True when `buf` passed checkXlsx (the reader reads nothing else). */
export function isVettedXlsx(buf: Buffer): boolean {
  return vetted.has(buf);
}

/**
 * Refuses (AppError 400, Thai) anything but a sane xlsx of at most 50,000 data rows per sheet
 * that inflates to at most `limit` bytes in all; answers the largest sheet's data row count
 * (rows with a value, less the header).
 */
export async function checkXlsx(
  buf: Buffer,
  limit = MAX_TOTAL_INFLATED,
): Promise<{ dataRows: number; inflatedBytes: number }> {
  const entries = walkLocalEntries(buf);
  const names = new Set(entries.map((e) => e.name));
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) throw notXlsx();
  const budget = new Budget(limit);
  let dataRows = 0;
  for (const e of entries) {
    if (/^xl\/worksheets\/[^/]+\.xml$/.test(e.name)) {
      const counter = new RowCounter();
      await inflateEntry(buf, e, budget, (s) => {
        counter.push(s);
        return counter.rows <= STOCK_IMPORT_MAX_ROWS + 1;
      });
      dataRows = Math.max(dataRows, counter.rows - 1);
    } else {
      await inflateEntry(buf, e, budget);
    }
  }
  vetted.add(buf);
  return { dataRows: Math.max(0, dataRows), inflatedBytes: budget.used };
}
