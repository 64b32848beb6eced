import { describe, expect, it } from 'vitest';
import { wholeCharacters } from './exceljs-utf8';
import { RowCounter } from './xlsx-guard';

// The streaming reader must never see half a Thai character (decision 0093), and the row count
// before parsing must not lose a tag split between two chunks.

async function collect(chunks: Buffer[]): Promise<Buffer[]> {
  const out: Buffer[] = [];
  async function* source() {
    yield* chunks;
  }
  for await (const c of wholeCharacters(source())) out.push(c as Buffer);
  return out;
}

describe('wholeCharacters', () => {
  it('cuts chunks only between whole UTF-8 characters, losing no byte', async () => {
    const text = 'สถานะ มีสินค้าพร้อมขาย 😀 ok';
    const bytes = Buffer.from(text, 'utf8');
    for (let size = 1; size <= 7; size++) {
      const chunks = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      const out = await collect(chunks);
      for (const c of out) expect(c.toString('utf8')).not.toContain('\uFFFD');
      expect(Buffer.concat(out).toString('utf8')).toBe(text);
    }
  });
});

describe('RowCounter', () => {
  it('counts rows holding a value, with tags split across chunks; empty rows do not count', () => {
    const xml =
      '<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>x</t></is></c></row>' +
      '<row r="2"><c r="A2"><v>1</v></c></row><row r="3"><c r="A3" s="1"/></row>' +
      '<row r="4" spans="1:2"/><row r="5"><c r="A5"><v>5</v></c></row></sheetData>';
    for (let size = 1; size <= 9; size++) {
      const counter = new RowCounter();
      for (let i = 0; i < xml.length; i += size) counter.push(xml.slice(i, i + size));
      expect(counter.rows, `chunks of ${size}`).toBe(3);
    }
  });
});
