import { z } from 'zod';

// The shop's position as the shop gives it (issue 37 item 12): latitude and longitude typed or
// filled by "use my location". There is no map on the forms, so the messages speak of the fields
// themselves. An empty field is "not given" (never NaN), text that is not a number is refused in
// Thai, and the point must lie in Thailand. Shared by /seller/form and /seller/profile.

export const THAILAND_BOUNDS = { minLat: 5.6, maxLat: 20.5, minLng: 97.3, maxLng: 105.7 } as const;

const PLAIN_DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const NAME = { latitude: 'ละติจูด', longitude: 'ลองจิจูด' } as const;
const EXAMPLE = { latitude: '13.756331', longitude: '100.501762' } as const;

/** Typed text → number; '' (and a NaN left by a number field) → undefined; other text stays. */
export function typedCoordinate(value: unknown): unknown {
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  if (typeof value !== 'string') return value;
  const t = value.trim();
  if (t === '') return undefined;
  return PLAIN_DECIMAL.test(t) ? Number(t) : value;
}

/** What a coordinate field shows: '' when there is none (never "NaN"). */
export function coordinateText(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

export function coordinateSchema(axis: 'latitude' | 'longitude') {
  const name = NAME[axis];
  const [min, max] =
    axis === 'latitude'
      ? [THAILAND_BOUNDS.minLat, THAILAND_BOUNDS.maxLat]
      : [THAILAND_BOUNDS.minLng, THAILAND_BOUNDS.maxLng];
  const outside = 'ตำแหน่งร้านต้องอยู่ในประเทศไทย';
  return z.preprocess(
    typedCoordinate,
    z
      .number({
        error: (issue) =>
          issue.input === undefined
            ? `กรุณากรอก${name}ของร้าน หรือกดปุ่มใช้ตำแหน่งปัจจุบันขณะอยู่ที่ร้าน`
            : `${name}ต้องเป็นตัวเลขทศนิยม เช่น ${EXAMPLE[axis]}`,
      })
      .min(min, { message: outside })
      .max(max, { message: outside }),
  );
}
