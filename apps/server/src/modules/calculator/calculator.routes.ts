import {
  CalculateSizeChangeBodySchema,
  type CalculateSizeChangeResponse,
  CalculateSizeChangeResponseSchema,
} from '@yangdee/contracts/calculator';
import {
  compareTyreSizes,
  formatTyreSize,
  type TyreSize,
  WARNING_PERCENT,
} from '@yangdee/contracts/tyre-size-math';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

// POST /api/product/calculate-size-change (spec 7 Product; issue 2/6 §6). Pure math, no database:
// the same functions run in the browser's tests (packages/contracts/src/tyre-size-math.ts).

export function calculateSizeChange(
  original: TyreSize,
  target: TyreSize,
): CalculateSizeChangeResponse {
  const c = compareTyreSizes(original, target);
  const params = new URLSearchParams({
    width: String(target.width),
    ratio: String(target.ratio),
    diameter: String(target.diameter),
  });
  return {
    original: { size: formatTyreSize(original), ...c.original },
    target: { size: formatTyreSize(target), ...c.target },
    diameterDifferencePercent: c.diameterDifferencePercent,
    speedometer: c.speedometer,
    isWarning: c.isWarning,
    warningPercent: WARNING_PERCENT,
    targetListingLink: `/tire?${params}`,
  };
}

export function registerCalculatorRoutes(api: FastifyInstance): void {
  api.withTypeProvider<ZodTypeProvider>().post(
    '/product/calculate-size-change',
    {
      schema: {
        tags: ['product'],
        body: CalculateSizeChangeBodySchema,
        response: { 200: CalculateSizeChangeResponseSchema },
      },
    },
    ({ body }) => calculateSizeChange(body.original, body.target),
  );
}
