import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Footer tag (decision 0001): a site-relative link and its text. */
export interface FooterTag {
  link: string;
  text: string;
}

export function getFooterTags(): Promise<FooterTag[]> {
  return api.get<FooterTag[]>('/api/product/footer-tags');
}

export const footerTagsQueryOptions = () =>
  queryOptions({ queryKey: ['menu', 'footer-tags'], queryFn: getFooterTags, staleTime: 600_000 });
