import { deflateRawSync } from 'node:zlib';
import { XLSX_MIME } from '@yangdee/contracts/stock-import';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { runningReads } from './stock-import.service';

// Test helpers of the stock spreadsheet round trip: a hand-made zip (to build bombs and huge
// sheets without a spreadsheet library), editing a downloaded file with exceljs, and the calls.

/** A zip of the given entries, deflated; `declared` overrides an entry's declared size. */
export function zipOf(entries: { name: string; data: Buffer; declared?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const packed = deflateRawSync(e.data);
    const name = Buffer.from(e.name, 'utf8');
    const size = e.declared ?? e.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += 30 + name.length + packed.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/** An xlsx-shaped zip whose one sheet has `rows` rows holding a value each. */
export function sheetZip(rows: number): Buffer {
  const body: string[] = [];
  for (let r = 1; r <= rows; r++) body.push(`<row r="${r}"><c r="A${r}"><v>${r}</v></c></row>`);
  return zipOf([
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
    { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: Buffer.from(`<worksheet><sheetData>${body.join('')}</sheetData></worksheet>`),
    },
  ]);
}

/** Loads a downloaded file, lets `edit` change the stock sheet, and answers the new bytes. */
export async function editWorkbook(
  file: Buffer,
  edit: (sheet: ExcelJS.Worksheet, rowOf: (offerId: number) => ExcelJS.Row) => void,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rowOf = (offerId: number) => {
    for (let n = 2; n <= sheet.rowCount; n++) {
      if (sheet.getRow(n).getCell(1).value === offerId) return sheet.getRow(n);
    }
    throw new Error(`no row for offer ${offerId}`);
  };
  edit(sheet, rowOf);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function importCalls(app: FastifyInstance) {
  const post = (url: string, payload: object, auth: string) =>
    app.inject({
      method: 'POST',
      url: `/api/seller/${url}`,
      payload,
      headers: { authorization: auth },
    });
  return {
    post,
    async download(auth: string): Promise<Buffer> {
      const res = await post('download-stock-excel', {}, auth);
      if (res.statusCode !== 200) throw new Error(res.body);
      return res.rawPayload;
    },
    upload(file: Buffer, auth: string, fileName = 'สต็อก.xlsx') {
      return app.inject({
        method: 'POST',
        url: '/api/seller/upload-stock-excel',
        payload: file,
        headers: {
          authorization: auth,
          'content-type': XLSX_MIME,
          'x-file-name': encodeURIComponent(fileName),
        },
      });
    },
    /** Uploads and waits for the background read; answers the job's first preview page. */
    async preview(file: Buffer, auth: string, kind = -1) {
      const res = await this.upload(file, auth);
      if (res.statusCode !== 200) throw new Error(res.body);
      await Promise.all([...runningReads]);
      const jobId = res.json().job.id as number;
      const state = await post('get-stock-import', { jobId, kind }, auth);
      if (state.statusCode !== 200) throw new Error(state.body);
      return state.json();
    },
  };
}
