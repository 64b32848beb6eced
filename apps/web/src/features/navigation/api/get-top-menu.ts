import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Top menu item: param is a query string (decision 0001). */
export interface TopMenuItem {
  param: string;
  text: string;
}

export interface TopMenu {
  diameter: TopMenuItem[];
  type: TopMenuItem[];
  promotion: TopMenuItem[];
}

export function getTopMenu(): Promise<TopMenu> {
  return api.get<TopMenu>('/api/master/top-menu');
}

export const topMenuQueryOptions = () =>
  queryOptions({ queryKey: ['menu', 'top-menu'], queryFn: getTopMenu, staleTime: 600_000 });

/** Builds "/tire?{param}" style links; a param may arrive with or without its leading '?'. */
export function withQuery(path: string, param: string): string {
  const query = param.replace(/^\?/, '');
  return query ? `${path}?${query}` : path;
}
