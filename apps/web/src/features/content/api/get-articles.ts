import { queryOptions } from '@tanstack/react-query';
import type { ArticleDetail, ArticleList, AuthorDetail } from '@yangdee/contracts/content';
import { api } from '../../../lib/api';

export const ARTICLE_PAGE_SIZE = 12;

export const articleListQueryOptions = (page: number, tag?: number) =>
  queryOptions({
    queryKey: ['content', 'articles', { page, tag: tag ?? null }],
    queryFn: () =>
      api.post<ArticleList>('/api/content/article-list', {
        page,
        pageSize: ARTICLE_PAGE_SIZE,
        ...(tag ? { tag } : {}),
      }),
  });

/** Each fetch counts a view on the server, so the detail stays fresh for a while. */
export const articleDetailQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ['content', 'article', key],
    queryFn: () => api.post<ArticleDetail>('/api/content/article-detail', { key }),
    staleTime: 600_000,
  });

export const authorDetailQueryOptions = (id: number, page: number) =>
  queryOptions({
    queryKey: ['content', 'author', id, page],
    queryFn: () =>
      api.post<AuthorDetail>('/api/content/author-detail', {
        id,
        page,
        pageSize: ARTICLE_PAGE_SIZE,
      }),
  });
