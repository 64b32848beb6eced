import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** A brand on the home page (GET /api/home/get-brand). */
export interface HomeBrand {
  id: number | string;
  param: string;
  title: string;
  logo: string | null;
}

export function getHomeBrands(): Promise<HomeBrand[]> {
  return api.get<HomeBrand[]>('/api/home/get-brand');
}

export const homeBrandsQueryOptions = () =>
  queryOptions({ queryKey: ['home', 'brands'], queryFn: getHomeBrands, staleTime: 600_000 });
