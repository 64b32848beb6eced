import { createInflateRaw } from 'node:zlib';
import { STOCK_IMPORT_MAX_ROWS } from '@yangdee/contracts/stock-import';
import { AppError } from '../../lib/app-error';

// Checks an uploaded .xlsx before exceljs reads a cell (issue 16 item 2; decision 0093): the
// zip's own central directory is read by hand (no full inflate trusted to a library), so a file
// that is not an xlsx, a zip bomb or a sheet of more than 50,000 rows is refused with a Thai
// message before parsing. The worksheets are then inflated once, as a stream, to count their
// rows and to prove every entry inflates to no more than it declares.

const NOT_XLSX = 'ไฟล์นี้ไม่ใช่ไฟล์ Excel (.xlsx) กรุณาใช้ไฟล์ที่ดาวน์โหลดจากระบบหรือบันทึกเป็น .xlsx';
const BOMB = 'ไฟล์นี้มีข้อมูลเมื่อคลายการบีบอัดใหญ่ผิดปกติ ระบบจึงไม่อ่านไฟล์ กรุณาตรวจสอบไฟล์';
export const TOO_MANY_ROWS = `ไฟล์มีข้อมูลเกิน ${STOCK_IMPORT_MAX_ROWS.toLocaleString('en-US')} แถว กรุณาแบ่งเป็นหลายไฟล์`;

/** Everything the zip may inflate to, all entries together. */
export const MAX_TOTAL_UNCOMPRESSED = 300 * 1024 * 1024;
/** An entry over 1 MB may not be compressed more than this many times. */
export const MAX_RATIO = 200;
const MAX_ENTRIES = 2_000;

type ZipEntry = {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
};

const notXlsx = () => new AppError('BAD_REQUEST', NOT_XLSX);

function readCentralDirectory(buf: Buffer): ZipEntry[] {
  if (buf.length < 22 || buf.readUInt32LE(0) !== 0x04034b50) throw notXlsx();
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw notXlsx();
  const count = buf.readUInt16LE(eocd + 10);
  const cdOffset = buf.readUInt32LE(eocd + 16);
  if (count === 0xffff || cdOffset === 0xffffffff || count > MAX_ENTRIES) throw notXlsx();
  const entries: ZipEntry[] = [];
  let p = cdOffset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50) throw notXlsx();
    const nameLength = buf.readUInt16LE(p + 28);
    const extraLength = buf.readUInt16LE(p + 30);
    const commentLength = buf.readUInt16LE(p + 32);
    entries.push({
      method: buf.readUInt16LE(p + 10),
      compressedSize: buf.readUInt32LE(p + 20),
      size: buf.readUInt32LE(p + 24),
      localOffset: buf.readUInt32LE(p + 42),
      name: buf.toString('utf8', p + 46, p + 46 + nameLength),
    });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function checkSizes(entries: ZipEntry[]): void {
  let total = 0;
  for (const e of entries) {
    if (e.size === 0xffffffff || e.compressedSize === 0xffffffff) throw notXlsx();
    if (e.method !== 0 && e.method !== 8) throw notXlsx();
    total += e.size;
    if (total > MAX_TOTAL_UNCOMPRESSED) throw new AppError('BAD_REQUEST', BOMB);
    if (e.size > 1024 * 1024 && e.size > Math.max(1, e.compressedSize) * MAX_RATIO) {
      throw new AppError('BAD_REQUEST', BOMB);
    }
  }
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

function inflateEntry(buf: Buffer, e: ZipEntry, onText?: (s: string) => boolean): Promise<void> {
  const p = e.localOffset;
  if (p + 30 > buf.length || buf.readUInt32LE(p) !== 0x04034b50) return Promise.reject(notXlsx());
  const start = p + 30 + buf.readUInt16LE(p + 26) + buf.readUInt16LE(p + 28);
  const data = buf.subarray(start, start + e.compressedSize);
  if (data.length !== e.compressedSize) return Promise.reject(notXlsx());
  if (e.method === 0) {
    onText?.(data.toString('utf8'));
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
      out += chunk.length;
      if (out > e.size) return stop(new AppError('BAD_REQUEST', BOMB));
      if (onText && !onText(chunk.toString('latin1')))
        stop(new AppError('BAD_REQUEST', TOO_MANY_ROWS));
    });
    inflate.on('error', () => stop(notXlsx()));
    inflate.on('end', () => stop());
    inflate.end(data);
  });
}

/**
 * Refuses (AppError 400, Thai) anything but a sane xlsx of at most 50,000 data rows per sheet;
 * answers the largest sheet's data row count (rows with a value, less the header).
 */
export async function checkXlsx(buf: Buffer): Promise<{ dataRows: number }> {
  const entries = readCentralDirectory(buf);
  const names = new Set(entries.map((e) => e.name));
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) throw notXlsx();
  checkSizes(entries);
  let dataRows = 0;
  for (const e of entries) {
    if (/^xl\/worksheets\/[^/]+\.xml$/.test(e.name)) {
      const counter = new RowCounter();
      await inflateEntry(buf, e, (s) => {
        counter.push(s);
        return counter.rows <= STOCK_IMPORT_MAX_ROWS + 1;
      });
      dataRows = Math.max(dataRows, counter.rows - 1);
    } else {
      await inflateEntry(buf, e);
    }
  }
  return { dataRows: Math.max(0, dataRows) };
}
