import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Brand menu item (spec 3 "Menu and search data"); links to /brand/{param}. */
export interface BrandMenuItem {
  param: string;
  title: string;
}

export function getTireBrands(): Promise<BrandMenuItem[]> {
  return api.get<BrandMenuItem[]>('/api/product/tire-brand');
}

export const tireBrandsQueryOptions = () =>
  queryOptions({ queryKey: ['menu', 'tire-brands'], queryFn: getTireBrands, staleTime: 600_000 });
