import { queryOptions } from '@tanstack/react-query';
import type { Option } from '@yangdee/contracts/master';
import { api } from '../../../lib/api';

// Options of the listing filters, from the master calls (spec 7 "Master data"): tyre brands and
// types, the chained width → ratio → diameter, and car make → model → year.

const DAY = 86_400_000;
const opts = (key: unknown[], fn: () => Promise<Option[]>, enabled = true) =>
  queryOptions({ queryKey: ['catalog', 'options', ...key], queryFn: fn, staleTime: DAY, enabled });

export const brandOptionsQuery = () =>
  opts(['brands'], () => api.get<Option[]>('/api/master/product-brand'));
export const typeOptionsQuery = () =>
  opts(['types'], () => api.get<Option[]>('/api/master/tire-type'));
export const widthOptionsQuery = () =>
  opts(['width'], () => api.get<Option[]>('/api/master/tire-width'));
export const ratioOptionsQuery = (width?: string) =>
  opts(['ratio', width], () => api.post<Option[]>('/api/master/tire-ratio', { width }), !!width);
export const diameterOptionsQuery = (width?: string, ratio?: string) =>
  opts(
    ['diameter', width, ratio],
    () => api.post<Option[]>('/api/master/tire-diameter', { width, ratio }),
    !!width && !!ratio,
  );
export const carMakeOptionsQuery = () =>
  opts(['car-make'], () => api.get<Option[]>('/api/master/car-brand'));
export const carModelOptionsQuery = (make?: string) =>
  opts(
    ['car-model', make],
    () => api.post<Option[]>('/api/master/car-model', { brand: make }),
    !!make,
  );
export const carYearOptionsQuery = (make?: string, model?: string) =>
  opts(
    ['car-year', make, model],
    () => api.post<Option[]>('/api/master/car-year', { brand: make, model }),
    !!make && !!model,
  );
