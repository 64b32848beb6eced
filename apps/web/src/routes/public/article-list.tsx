import { useQuery } from '@tanstack/react-query';
import { Link, type LoaderFunctionArgs, useSearchParams } from 'react-router';
import { queryClient } from '../../app/query-client';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { PageHeading } from '../../components/page-heading';
import { Pager } from '../../components/pager';
import { articleListQueryOptions } from '../../features/content/api/get-articles';
import { ArticleCard } from '../../features/content/components/article-card';
import {
  EmptyBlock,
  LoadErrorBlock,
  LoadingBlock,
} from '../../features/content/components/query-states';
import { isNotFoundError } from '../../features/content/lib/is-not-found';
import { readPageParam, usePageParam } from '../../features/content/lib/use-page-param';
import { useTranslation } from '../../lib/use-translation';
import { Component as NotFoundPage } from './not-found';

function readTag(params: URLSearchParams): number | undefined {
  const tag = Number.parseInt(params.get('tag') ?? '', 10);
  return Number.isFinite(tag) && tag > 0 ? tag : undefined;
}

export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  void queryClient.prefetchQuery(articleListQueryOptions(readPageParam(params), readTag(params)));
  return null;
}

/** /article (optionally ?tag=): published articles, newest first, paged. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [page, setPage] = usePageParam();
  const tag = readTag(params);
  const list = useQuery(articleListQueryOptions(page, tag));
  if (list.isError && isNotFoundError(list.error)) return <NotFoundPage />;
  const tagName = list.data?.tag?.text;
  return (
    <>
      <Breadcrumbs
        items={
          tagName
            ? [{ label: t('pages.articleList'), to: '/article' }, { label: tagName }]
            : [{ label: t('pages.articleList') }]
        }
      />
      <PageHeading titleKey="pages.articleList">
        {tagName ? (
          <p className="mt-2 text-slate-700">
            {t('content.article.taggedWith', { tag: tagName })}{' '}
            <Link to="/article" className="font-semibold text-emerald-800 hover:underline">
              {t('content.article.allArticles')}
            </Link>
          </p>
        ) : (
          <p className="mt-2 text-slate-700">{t('content.article.intro')}</p>
        )}
      </PageHeading>
      {list.isPending ? (
        <LoadingBlock />
      ) : list.isError ? (
        <LoadErrorBlock onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyBlock>{t('content.article.empty')}</EmptyBlock>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.data.items.map((a) => (
              <li key={a.key}>
                <ArticleCard article={a} headingLevel="h2" />
              </li>
            ))}
          </ul>
          <Pager page={page} totalPages={list.data.totalPage} onPageChange={setPage} />
        </>
      )}
    </>
  );
}
