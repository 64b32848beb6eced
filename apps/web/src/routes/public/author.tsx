import { useQuery } from '@tanstack/react-query';
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { queryClient } from '../../app/query-client';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { Pager } from '../../components/pager';
import { authorDetailQueryOptions } from '../../features/content/api/get-articles';
import { ArticleCard } from '../../features/content/components/article-card';
import {
  EmptyBlock,
  LoadErrorBlock,
  LoadingBlock,
} from '../../features/content/components/query-states';
import { isNotFoundError } from '../../features/content/lib/is-not-found';
import { readPageParam, usePageParam } from '../../features/content/lib/use-page-param';
import { usePageMeta } from '../../lib/use-page-meta';
import { useTranslation } from '../../lib/use-translation';
import { Component as NotFoundPage } from './not-found';

/** The author id of the path; 0 (never an author) when it is not a positive integer. */
function readAuthorId(value: string | undefined): number {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : 0;
}

export function loader({ params, request }: LoaderFunctionArgs) {
  const id = readAuthorId(params.id);
  if (id)
    void queryClient.prefetchQuery(
      authorDetailQueryOptions(id, readPageParam(new URL(request.url).search)),
    );
  return null;
}

/** /author/:id: the author's profile and their articles. */
export function Component() {
  const { t } = useTranslation();
  const id = readAuthorId(useParams().id);
  const [page, setPage] = usePageParam();
  const author = useQuery({ ...authorDetailQueryOptions(id, page), enabled: id > 0 });
  usePageMeta({
    title: author.data ? author.data.name : t('pages.author'),
    description: author.data?.bio,
  });
  if (id === 0 || (author.isError && isNotFoundError(author.error))) return <NotFoundPage />;
  if (author.isPending) return <LoadingBlock />;
  if (author.isError) return <LoadErrorBlock onRetry={() => void author.refetch()} />;
  const a = author.data;
  return (
    <>
      <Breadcrumbs items={[{ label: t('pages.articleList'), to: '/article' }, { label: a.name }]} />
      <header className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-6 sm:flex-row sm:items-center">
        <img
          src={a.avatar}
          alt=""
          width={112}
          height={112}
          className="h-28 w-28 rounded-full bg-slate-100"
        />
        <div>
          <p className="text-sm font-semibold text-emerald-800">{t('pages.author')}</p>
          <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{a.name}</h1>
          <p className="text-slate-600">{a.title}</p>
          <p className="mt-3 max-w-2xl text-slate-800">{a.bio}</p>
        </div>
      </header>
      <section aria-labelledby="author-articles" className="mt-8">
        <h2 id="author-articles" className="mb-4 text-xl font-bold text-slate-900">
          {t('content.author.articles', { name: a.name, count: a.articles.total })}
        </h2>
        {a.articles.items.length === 0 ? (
          <EmptyBlock>{t('content.article.empty')}</EmptyBlock>
        ) : (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {a.articles.items.map((article) => (
                <li key={article.key}>
                  <ArticleCard article={article} />
                </li>
              ))}
            </ul>
            <Pager page={page} totalPages={a.articles.totalPage} onPageChange={setPage} />
          </>
        )}
      </section>
    </>
  );
}
