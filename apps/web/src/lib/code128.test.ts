import { describe, expect, it } from 'vitest';
import {
  CODE128_PATTERNS,
  code128Checksum,
  code128Svg,
  encodeCode128B,
  QUIET_ZONE,
  START_B,
  STOP,
} from './code128';

// The parcel cover's barcode (issue 15 item 6): Code 128 set B, checked against the standard's
// structure, hand-worked examples and a decoder that reads the bars back.

/** Reads bars back into symbol values by their widths (bar, space, …), as a scanner does. */
function decode(bars: Array<{ x: number; width: number }>): number[] {
  const widths: number[] = [];
  for (let i = 0; i < bars.length; i++) {
    widths.push(bars[i].width);
    if (i + 1 < bars.length) widths.push(bars[i + 1].x - bars[i].x - bars[i].width);
  }
  const values: number[] = [];
  let at = 0;
  while (at < widths.length) {
    const rest = widths.slice(at, at + 7).join('');
    if (rest === CODE128_PATTERNS[STOP]) {
      values.push(STOP);
      break;
    }
    const symbol = widths.slice(at, at + 6).join('');
    const value = CODE128_PATTERNS.indexOf(symbol);
    if (value < 0) throw new Error(`unknown symbol ${symbol}`);
    values.push(value);
    at += 6;
  }
  return values;
}

describe('Code 128 set B encoder', () => {
  it('uses a table of 107 distinct symbols, each 11 modules with an even bar total', () => {
    expect(CODE128_PATTERNS).toHaveLength(107);
    expect(new Set(CODE128_PATTERNS).size).toBe(107);
    CODE128_PATTERNS.forEach((pattern, value) => {
      const widths = [...pattern].map(Number);
      const total = widths.reduce((a, b) => a + b, 0);
      expect(total, `symbol ${value}`).toBe(value === STOP ? 13 : 11);
      const bars = widths.filter((_, i) => i % 2 === 0).reduce((a, b) => a + b, 0);
      expect(bars % 2, `symbol ${value}`).toBe(0);
    });
    // Well-known symbols: value 0 (space), start B, stop.
    expect(CODE128_PATTERNS[0]).toBe('212222');
    expect(CODE128_PATTERNS[START_B]).toBe('211214');
    expect(CODE128_PATTERNS[STOP]).toBe('2331112');
  });

  it('computes the check symbol as (104 + Σ position × value) mod 103', () => {
    // 'PJJ123C': P 48, J 42, J 42, 1 17, 2 18, 3 19, C 35 →
    // 104 + 48 + 84 + 126 + 68 + 90 + 114 + 245 = 879; 879 mod 103 = 55.
    expect(code128Checksum([48, 42, 42, 17, 18, 19, 35])).toBe(55);
    expect(encodeCode128B('PJJ123C').checksum).toBe(55);
    // 'A' (33): (104 + 33) mod 103 = 34.
    expect(encodeCode128B('A').values).toEqual([104, 33, 34, 106]);
  });

  it('lays out start B, the characters, the check symbol and stop between quiet zones', () => {
    const code = encodeCode128B('A');
    // 211214 | 111323 (A) | 131123 (check 34) | 2331112: 3 × 11 + 13 modules plus quiet zones;
    // the bars are every other width: 2 1 1 | 1 1 2 | 1 1 2 | 2 3 1 2.
    expect(code.modules).toBe(QUIET_ZONE * 2 + 46);
    expect(code.bars[0]).toEqual({ x: QUIET_ZONE, width: 2 });
    expect(code.bars.map((b) => b.width).join('')).toBe(`${'211'}${'112'}${'112'}${'2312'}`);
  });

  it('reads back to the order number it encodes', () => {
    for (const text of ['YD2611220001', 'TX6AD08C75DF', 'a-Z 09~']) {
      const code = encodeCode128B(text);
      const values = decode(code.bars);
      expect(values).toEqual(code.values);
      const chars = values.slice(1, -2).map((v) => String.fromCharCode(v + 32));
      expect(chars.join('')).toBe(text);
    }
  });

  it('refuses what set B cannot carry', () => {
    expect(() => encodeCode128B('')).toThrow();
    expect(() => encodeCode128B('ยาง')).toThrow(/set B/);
    expect(() => encodeCode128B('a\nb')).toThrow(/set B/);
  });

  it('writes an SVG of black bars on white at the module width asked for', () => {
    const svg = code128Svg('A', { moduleWidth: 3, height: 40 });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="198" height="40"/);
    expect(svg.match(/<rect x=/g)).toHaveLength(encodeCode128B('A').bars.length);
    expect(svg).toContain('<rect x="30" y="0" width="6" height="40"/>');
  });
});
