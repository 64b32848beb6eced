// Tyre size geometry for the size calculator (spec 1 "use a tyre size calculator", issue 2/6 §6).
// A metric size W/RRrD: W = section width in mm, RR = aspect ratio (sidewall height as a percent
// of the width), D = rim diameter in inches. Pure functions; the server and the web app share them.

export type TyreSize = { width: number; ratio: number; diameter: number };

export type TyreDimensions = {
  sectionWidthMm: number;
  sidewallHeightMm: number;
  rimDiameterMm: number;
  overallDiameterMm: number;
  circumferenceMm: number;
  revolutionsPerKm: number;
};

export type SpeedometerReading = { shownKmh: number; actualKmh: number };

export type SizeComparison = {
  original: TyreDimensions;
  target: TyreDimensions;
  /** (target − original) / original overall diameter, percent, two decimals. */
  diameterDifferencePercent: number;
  /** What the speedometer shows (calibrated for the original size) → the true speed. */
  speedometer: SpeedometerReading[];
  /** True when the overall diameter changes by more than WARNING_PERCENT either way. */
  isWarning: boolean;
};

export const MM_PER_INCH = 25.4;
/** Industry rule of thumb: keep the overall diameter within ±3 % of the original. */
export const WARNING_PERCENT = 3;
export const SPEEDOMETER_CHECKPOINTS = [60, 80, 100, 120] as const;

/** Limits of the sizes the calculator accepts (every passenger, SUV and pickup size on sale). */
export const SIZE_LIMITS = {
  width: { min: 105, max: 395 },
  ratio: { min: 20, max: 95 },
  diameter: { min: 10, max: 26 },
} as const;

const round = (value: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

function overallDiameterMm(size: TyreSize): number {
  return size.diameter * MM_PER_INCH + 2 * ((size.width * size.ratio) / 100);
}

/** The dimensions of one size, millimetres to one decimal; revolutions per km whole. */
export function computeTyreDimensions(size: TyreSize): TyreDimensions {
  const sidewall = (size.width * size.ratio) / 100;
  const rim = size.diameter * MM_PER_INCH;
  const overall = overallDiameterMm(size);
  const circumference = Math.PI * overall;
  return {
    sectionWidthMm: round(size.width, 1),
    sidewallHeightMm: round(sidewall, 1),
    rimDiameterMm: round(rim, 1),
    overallDiameterMm: round(overall, 1),
    circumferenceMm: round(circumference, 1),
    revolutionsPerKm: Math.round(1_000_000 / circumference),
  };
}

/**
 * Compares an original size with a new one. The speedometer is calibrated for the original
 * wheel: at the same wheel revolutions the car covers overall(target)/overall(original) as much
 * road, so when it shows S km/h the true speed is S × that ratio.
 */
export function compareTyreSizes(original: TyreSize, target: TyreSize): SizeComparison {
  const from = overallDiameterMm(original);
  const to = overallDiameterMm(target);
  const ratio = to / from;
  const difference = (ratio - 1) * 100;
  return {
    original: computeTyreDimensions(original),
    target: computeTyreDimensions(target),
    diameterDifferencePercent: round(difference, 2),
    speedometer: SPEEDOMETER_CHECKPOINTS.map((shown) => ({
      shownKmh: shown,
      actualKmh: round(shown * ratio, 1),
    })),
    isWarning: Math.abs(difference) > WARNING_PERCENT,
  };
}

export function formatTyreSize(size: TyreSize): string {
  return `${size.width}/${size.ratio}R${size.diameter}`;
}

function isWithinLimits(size: TyreSize): boolean {
  return (Object.keys(SIZE_LIMITS) as (keyof TyreSize)[]).every(
    (k) => size[k] >= SIZE_LIMITS[k].min && size[k] <= SIZE_LIMITS[k].max,
  );
}

/**
 * Reads a size in any common spelling: '265/65R17', '265/65 R17', '265/65ZR17', '265-65-17',
 * '265 65 17' and the digits-only '2656517'. Returns null when it is not a plausible size.
 */
export function parseTyreSize(text: string): TyreSize | null {
  const s = text.trim().toUpperCase();
  let match = /^(\d{3})\s*[/\s-]\s*(\d{2})\s*(?:[A-Z]{0,2}\s*[-/\s]?\s*)?(\d{2})$/.exec(s);
  if (!match) match = /^(\d{3})(\d{2})(\d{2})$/.exec(s);
  if (!match) return null;
  const size = {
    width: Number(match[1]),
    ratio: Number(match[2]),
    diameter: Number(match[3]),
  };
  return isWithinLimits(size) ? size : null;
}
