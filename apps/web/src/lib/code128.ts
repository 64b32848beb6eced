// Code 128 barcodes, code set B (printable ASCII 32–126), for the parcel cover sheet's order
// number (issue 15 item 6). No package: the table below is the standard one (ISO/IEC 15417):
// each symbol value 0–106 as the widths, in modules, of bar, space, bar, space, bar, space
// (the stop symbol has a seventh, its 2-module termination bar). Every symbol is 11 modules
// wide (the stop 13). A scanner reads the text back exactly, so it can be typed into search.

const PATTERNS = [
  '212222',
  '222122',
  '222221',
  '121223',
  '121322',
  '131222',
  '122213',
  '122312',
  '132212',
  '221213',
  '221312',
  '231212',
  '112232',
  '122132',
  '122231',
  '113222',
  '123122',
  '123221',
  '223211',
  '221132',
  '221231',
  '213212',
  '223112',
  '312131',
  '311222',
  '321122',
  '321221',
  '312212',
  '322112',
  '322211',
  '212123',
  '212321',
  '232121',
  '111323',
  '131123',
  '131321',
  '112313',
  '132113',
  '132311',
  '211313',
  '231113',
  '231311',
  '112133',
  '112331',
  '132131',
  '113123',
  '113321',
  '133121',
  '313121',
  '211331',
  '231131',
  '213113',
  '213311',
  '213131',
  '311123',
  '311321',
  '331121',
  '312113',
  '312311',
  '332111',
  '314111',
  '221411',
  '431111',
  '111224',
  '111422',
  '121124',
  '121421',
  '141122',
  '141221',
  '112214',
  '112412',
  '122114',
  '122411',
  '142112',
  '142211',
  '241211',
  '221114',
  '413111',
  '241112',
  '134111',
  '111242',
  '121142',
  '121241',
  '114212',
  '124112',
  '124211',
  '411212',
  '421112',
  '421211',
  '212141',
  '214121',
  '412121',
  '111143',
  '111341',
  '131141',
  '114113',
  '114311',
  '411113',
  '411311',
  '113141',
  '114131',
  '311141',
  '411131',
  '211412',
  '211214',
  '211232',
  '2331112',
] as const;

export const CODE128_PATTERNS: readonly string[] = PATTERNS;
export const START_B = 104;
export const STOP = 106;
/** Blank modules each side, so a scanner finds the edges (the standard asks for 10). */
export const QUIET_ZONE = 10;

export type Code128 = {
  /** Symbol values: start B, the characters, the check symbol, stop. */
  values: number[];
  checksum: number;
  /** Bars from the left edge of the quiet zone, in modules. */
  bars: Array<{ x: number; width: number }>;
  /** Total width in modules, quiet zones included. */
  modules: number;
};

/** The check symbol: (start + Σ position × value) mod 103, positions from 1. */
export function code128Checksum(dataValues: readonly number[]): number {
  return dataValues.reduce((sum, value, i) => sum + value * (i + 1), START_B) % 103;
}

/** Encodes `text` (printable ASCII only) in code set B. */
export function encodeCode128B(text: string): Code128 {
  if (text.length === 0) throw new Error('Code 128: nothing to encode');
  const data = [...text].map((ch) => {
    const code = ch.charCodeAt(0);
    if (ch.length !== 1 || code < 32 || code > 126) {
      throw new Error(`Code 128 set B cannot encode ${JSON.stringify(ch)}`);
    }
    return code - 32;
  });
  const checksum = code128Checksum(data);
  const values = [START_B, ...data, checksum, STOP];
  const bars: Code128['bars'] = [];
  let x = QUIET_ZONE;
  for (const value of values) {
    const widths = PATTERNS[value];
    for (let i = 0; i < widths.length; i++) {
      const width = Number(widths[i]);
      if (i % 2 === 0) bars.push({ x, width });
      x += width;
    }
  }
  return { values, checksum, bars, modules: x + QUIET_ZONE };
}

/** The barcode as a standalone SVG document (black bars on white, no text). */
export function code128Svg(
  text: string,
  { moduleWidth = 2, height = 60 }: { moduleWidth?: number; height?: number } = {},
): string {
  const { bars, modules } = encodeCode128B(text);
  const width = modules * moduleWidth;
  const rects = bars
    .map(
      (b) =>
        `<rect x="${b.x * moduleWidth}" y="0" width="${b.width * moduleWidth}" height="${height}"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" shape-rendering="crispEdges"><rect width="100%" height="100%" fill="#fff"/><g fill="#000">${rects}</g></svg>`;
}
