import { queryOptions } from '@tanstack/react-query';
import type { CalculateSizeChangeResponse } from '@yangdee/contracts/calculator';
import { formatTyreSize, type TyreSize } from '@yangdee/contracts/tyre-size-math';
import { api } from '../../../lib/api';

/** POST /api/product/calculate-size-change for two sizes (keyed by their labels). */
export const sizeChangeQueryOptions = (original: TyreSize, target: TyreSize) =>
  queryOptions({
    queryKey: ['calculator', formatTyreSize(original), formatTyreSize(target)],
    queryFn: () =>
      api.post<CalculateSizeChangeResponse>('/api/product/calculate-size-change', {
        original,
        target,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });
