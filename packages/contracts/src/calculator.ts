import { z } from 'zod';
import { SIZE_LIMITS } from './tyre-size-math';

// POST /api/product/calculate-size-change (spec 7 Product "Detail and sizes"; issue 2/6 §6).

const dimension = (key: keyof typeof SIZE_LIMITS) =>
  z.coerce.number().int().min(SIZE_LIMITS[key].min).max(SIZE_LIMITS[key].max);

export const TyreSizeInputSchema = z.object({
  width: dimension('width'),
  ratio: dimension('ratio'),
  diameter: dimension('diameter'),
});
export type TyreSizeInput = z.infer<typeof TyreSizeInputSchema>;

export const CalculateSizeChangeBodySchema = z.object({
  original: TyreSizeInputSchema,
  target: TyreSizeInputSchema,
});
export type CalculateSizeChangeBody = z.infer<typeof CalculateSizeChangeBodySchema>;

export const TyreDimensionsSchema = z.object({
  /** The size label, e.g. '265/65R17'. */
  size: z.string(),
  sectionWidthMm: z.number(),
  sidewallHeightMm: z.number(),
  rimDiameterMm: z.number(),
  overallDiameterMm: z.number(),
  circumferenceMm: z.number(),
  revolutionsPerKm: z.number().int(),
});

export const CalculateSizeChangeResponseSchema = z.object({
  original: TyreDimensionsSchema,
  target: TyreDimensionsSchema,
  diameterDifferencePercent: z.number(),
  speedometer: z.array(z.object({ shownKmh: z.number(), actualKmh: z.number() })),
  isWarning: z.boolean(),
  /** The ± percent beyond which isWarning is true. */
  warningPercent: z.number(),
  /** Listing link for the new size, e.g. '/tire?width=265&ratio=60&diameter=18'. */
  targetListingLink: z.string(),
});
export type CalculateSizeChangeResponse = z.infer<typeof CalculateSizeChangeResponseSchema>;
