import { randomBytes } from 'node:crypto';
import { constants, deflateRawSync, inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readStockSheet } from './stock-excel-reader';
import { BOMB, checkXlsx, MAX_ENTRIES, walkLocalEntries } from './xlsx-guard';

// The .xlsx guard counts what really inflates (issue 37 item 5): zips built here in memory the
// way an attacker would — an entry left out of the central directory, sizes that lie, entries
// after the central directory, thousands of entries — are walked by their local headers as
// exceljs reads them, and refused with the Thai message once the bytes that actually come out
// pass the limit. A sound workbook passes.

type Entry = {
  name: string;
  data: Buffer;
  /** Deflate (default) or store. */
  stored?: boolean;
  /** Listed in the central directory (default true). */
  listed?: boolean;
  /** Sizes written in the headers instead of the real ones. */
  claim?: { size?: number; compressed?: number };
  /** Written with a data descriptor (sizes 0 in the local header). */
  descriptor?: boolean;
};

const NOT_XLSX = /ไม่ใช่ไฟล์ Excel/;
const MB = 1024 * 1024;

/** A zip of `entries`; `trailing` entries go after the central directory records. */
function zip(entries: Entry[], trailing: Entry[] = []): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  const local = (e: Entry) => {
    const body = e.stored ? e.data : deflateRawSync(e.data);
    const name = Buffer.from(e.name, 'utf8');
    const size = e.claim?.size ?? e.data.length;
    const compressed = e.claim?.compressed ?? body.length;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(e.descriptor ? 0x08 : 0, 6);
    header.writeUInt16LE(e.stored ? 0 : 8, 8);
    header.writeUInt32LE(e.descriptor ? 0 : compressed, 18);
    header.writeUInt32LE(e.descriptor ? 0 : size, 22);
    header.writeUInt16LE(name.length, 26);
    const chunk = [header, name, body];
    if (e.descriptor) {
      const d = Buffer.alloc(16);
      d.writeUInt32LE(0x08074b50, 0);
      d.writeUInt32LE(compressed, 8);
      d.writeUInt32LE(size, 12);
      chunk.push(d);
    }
    const at = offset;
    for (const c of chunk) {
      parts.push(c);
      offset += c.length;
    }
    if (e.listed !== false) {
      const cd = Buffer.alloc(46);
      cd.writeUInt32LE(0x02014b50, 0);
      cd.writeUInt16LE(e.stored ? 0 : 8, 10);
      cd.writeUInt32LE(compressed, 20);
      cd.writeUInt32LE(size, 24);
      cd.writeUInt16LE(name.length, 28);
      cd.writeUInt32LE(at, 42);
      central.push(cd, name);
    }
  };
  for (const e of entries) local(e);
  const cdStart = offset;
  for (const c of central) {
    parts.push(c);
    offset += c.length;
  }
  for (const e of trailing) local(e);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(central.length / 2, 8);
  eocd.writeUInt16LE(central.length / 2, 10);
  eocd.writeUInt32LE(offset - cdStart, 12);
  eocd.writeUInt32LE(cdStart, 16);
  parts.push(eocd);
  return Buffer.concat(parts);
}

const text = (s: string) => Buffer.from(s, 'utf8');
const BASICS: Entry[] = [
  { name: '[Content_Types].xml', data: text('<Types/>') },
  { name: 'xl/workbook.xml', data: text('<workbook/>') },
];
/** Data that hardly compresses, so only the total limit can stop it. */
const noise = (bytes: number) => Buffer.from(randomBytes(bytes / 2).toString('hex'));

/**
 * `mb` megabytes of zeros as one raw deflate stream, never held inflated: a sync-flushed block of
 * 1 MB of zeros repeated (its back-references reach only zeros), then a final empty block.
 */
function deflatedZeros(mb: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(MB), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  return Buffer.concat([...Array<Buffer>(mb).fill(block), deflateRawSync(Buffer.alloc(0))]);
}

/** A workbook whose sheet (`mb` MB of zeros, deflated) is missing from the central directory. */
async function hiddenBomb(mb: number): Promise<Buffer> {
  const hidden: Entry = {
    name: 'xl/worksheets/sheet1.xml',
    data: deflatedZeros(mb),
    stored: true, // already deflate: written as it is, then flagged deflate below
    listed: false,
  };
  const buf = zip([...BASICS, hidden]);
  const at = buf.indexOf(Buffer.from(hidden.name)) - 30;
  buf.writeUInt16LE(8, at + 8);
  return buf;
}

describe('the xlsx guard', { timeout: 30_000 }, () => {
  it('(the test’s own bomb inflates to what it says)', () => {
    expect(inflateRawSync(deflatedZeros(3)).length).toBe(3 * MB);
  });

  it('passes a sound workbook and counts its rows and the bytes it inflated', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('สต็อก');
    sheet.addRow(['รหัสสต็อก', 'ราคา']);
    for (let i = 1; i <= 30; i += 1) sheet.addRow([i, 1000 + i]);
    const buf = Buffer.from(await book.xlsx.writeBuffer());
    const result = await checkXlsx(buf);
    expect(result.dataRows).toBe(30);
    expect(result.inflatedBytes).toBeGreaterThan(1000);
  });

  it('walks an entry left out of the central directory and stops it past the limit (the 373 KB → 320 MB file)', async () => {
    const buf = await hiddenBomb(320);
    expect(buf.length).toBeLessThan(MB);
    expect(walkLocalEntries(buf).map((e) => e.name)).toContain('xl/worksheets/sheet1.xml');
    const started = Date.now();
    await expect(checkXlsx(buf)).rejects.toThrow(BOMB);
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('an entry inflating past the size its header declares is refused, whatever the limit', async () => {
    const lying: Entry = {
      name: 'xl/worksheets/sheet1.xml',
      data: noise(3 * MB),
      claim: { size: 10 },
    };
    await expect(checkXlsx(zip([...BASICS, lying]))).rejects.toThrow(BOMB);
    // Declaring a huge size lets nothing more through: the real bytes meet the limit.
    const honestHuge: Entry = { ...lying, claim: { size: 0xfffffff0 } };
    await expect(checkXlsx(zip([...BASICS, honestHuge]), 2 * MB)).rejects.toThrow(BOMB);
    expect((await checkXlsx(zip([...BASICS, honestHuge]), 4 * MB)).inflatedBytes).toBeGreaterThan(
      3 * MB,
    );
  });

  it('a compressed size claiming more than the file holds is not an xlsx', async () => {
    const lying: Entry = { name: 'xl/styles.xml', data: text('<x/>'), claim: { compressed: 9999 } };
    await expect(checkXlsx(zip([...BASICS, lying]))).rejects.toThrow(NOT_XLSX);
  });

  it('adds up every entry: many entries each under the limit are stopped together', async () => {
    const many: Entry[] = Array.from({ length: 40 }, (_, i) => ({
      name: `xl/media/part${i}.bin`,
      data: noise(100 * 1024),
    }));
    await expect(checkXlsx(zip([...BASICS, ...many]), 2 * MB)).rejects.toThrow(BOMB);
  });

  it('refuses more entries than any workbook has', async () => {
    const many: Entry[] = Array.from({ length: MAX_ENTRIES + 1 }, (_, i) => ({
      name: `xl/x${i}.xml`,
      data: text('<x/>'),
    }));
    await expect(checkXlsx(zip([...BASICS, ...many]))).rejects.toThrow(NOT_XLSX);
  });

  it('walks entries hidden after the central directory, as the reader would', async () => {
    const after: Entry = { name: 'xl/worksheets/sheet9.xml', data: noise(3 * MB), listed: false };
    const buf = zip(BASICS, [after]);
    expect(walkLocalEntries(buf).map((e) => e.name)).toEqual([
      '[Content_Types].xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet9.xml',
    ]);
    await expect(checkXlsx(buf, 2 * MB)).rejects.toThrow(BOMB);
  });

  it('reads an entry written with a data descriptor to its signature, and counts it', async () => {
    const sheet =
      '<worksheet><sheetData><row><c><v>1</v></c></row><row><c><v>2</v></c></row></sheetData></worksheet>';
    const entry: Entry = { name: 'xl/worksheets/sheet1.xml', data: text(sheet), descriptor: true };
    const result = await checkXlsx(zip([...BASICS, entry]));
    expect(result.dataRows).toBe(1);
    expect(result.inflatedBytes).toBe('<Types/>'.length + '<workbook/>'.length + sheet.length);
  });

  it('refuses what is not a zip, an encrypted entry and an unknown method', async () => {
    await expect(checkXlsx(text('hello, this is not a zip at all'))).rejects.toThrow(NOT_XLSX);
    const encrypted = zip(BASICS);
    encrypted.writeUInt16LE(0x01, 6);
    await expect(checkXlsx(encrypted)).rejects.toThrow(NOT_XLSX);
    const bzip = zip(BASICS);
    bzip.writeUInt16LE(12, 8);
    await expect(checkXlsx(bzip)).rejects.toThrow(NOT_XLSX);
  });

  it('the reader never hands exceljs a file the guard has not passed', async () => {
    const buf = await hiddenBomb(200);
    await expect(readStockSheet(buf).next()).rejects.toThrow(BOMB);
  });
});
