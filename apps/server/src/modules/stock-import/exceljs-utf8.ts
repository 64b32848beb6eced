import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

// exceljs 4.4's streaming reader decodes each inflated chunk on its own (parse-sax →
// bufferToString), so a Thai character (3 bytes in UTF-8) split between two chunks becomes
// "��" — measured: 30 of 50,000 "มีสินค้าพร้อมขาย" cells came back broken. The reader's
// worksheet and shared-string parsers are given chunks cut only between whole characters.

/** Re-chunks a byte stream so that no chunk ends inside a UTF-8 character. */
export async function* wholeCharacters(
  source: AsyncIterable<Buffer | string>,
): AsyncGenerator<Buffer | string> {
  let tail: Buffer = Buffer.alloc(0);
  for await (const chunk of source) {
    if (typeof chunk === 'string') {
      yield chunk;
      continue;
    }
    const bytes = tail.length > 0 ? Buffer.concat([tail, chunk]) : chunk;
    let cut = bytes.length;
    for (let i = bytes.length - 1; i >= Math.max(0, bytes.length - 4); i--) {
      const b = bytes[i];
      if ((b & 0xc0) === 0x80) continue;
      const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
      if (bytes.length - i < need) cut = i;
      break;
    }
    tail = bytes.subarray(cut);
    if (cut > 0) yield bytes.subarray(0, cut);
  }
  if (tail.length > 0) yield tail;
}

type ReaderPrototype = {
  _parseWorksheet: (iterator: unknown, sheetNo: unknown) => unknown;
  _parseSharedStrings: (entry: unknown) => unknown;
  __wholeCharacters?: boolean;
};

const proto = ExcelJS.stream.xlsx.WorkbookReader.prototype as unknown as ReaderPrototype;
if (!proto.__wholeCharacters) {
  proto.__wholeCharacters = true;
  const parseWorksheet = proto._parseWorksheet;
  proto._parseWorksheet = function (iterator, sheetNo) {
    return parseWorksheet.call(this, wholeCharacters(iterator as AsyncIterable<Buffer>), sheetNo);
  };
  const parseSharedStrings = proto._parseSharedStrings;
  proto._parseSharedStrings = function (entry) {
    // Shared strings are read as a stream (exceljs listens to its 'data' events).
    return parseSharedStrings.call(
      this,
      Readable.from(wholeCharacters(entry as AsyncIterable<Buffer>)),
    );
  };
}
