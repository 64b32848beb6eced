import { useQuery } from '@tanstack/react-query';
import type { ArticleDetail } from '@yangdee/contracts/content';
import { Link, type LoaderFunctionArgs, useParams } from 'react-router';
import { queryClient } from '../../app/query-client';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { articleDetailQueryOptions } from '../../features/content/api/get-articles';
import { ArticleCard } from '../../features/content/components/article-card';
import { ArticleProducts } from '../../features/content/components/article-products';
import { AuthorBox } from '../../features/content/components/author-box';
import { LoadErrorBlock, LoadingBlock } from '../../features/content/components/query-states';
import { RichText } from '../../features/content/components/rich-text';
import { formatContentDate } from '../../features/content/lib/format-thai-date';
import { isNotFoundError } from '../../features/content/lib/is-not-found';
import { usePageMeta } from '../../lib/use-page-meta';
import { useTranslation } from '../../lib/use-translation';
import { Component as NotFoundPage } from './not-found';

export function loader({ params }: LoaderFunctionArgs) {
  if (params.key) void queryClient.prefetchQuery(articleDetailQueryOptions(params.key));
  return null;
}

/** /article/:key: the article (sanitised rich text), author, tags, related tyres and articles. */
export function Component() {
  const { key = '' } = useParams();
  const detail = useQuery(articleDetailQueryOptions(key));
  if (detail.isPending) return <LoadingBlock />;
  if (detail.isError) {
    if (isNotFoundError(detail.error)) return <NotFoundPage />;
    return <LoadErrorBlock onRetry={() => void detail.refetch()} />;
  }
  return <ArticleView article={detail.data} />;
}

function ArticleView({ article }: { article: ArticleDetail }) {
  const { t, i18n } = useTranslation();
  usePageMeta({ title: article.title, description: article.summary });
  return (
    <>
      <Breadcrumbs
        items={[{ label: t('pages.articleList'), to: '/article' }, { label: article.title }]}
      />
      <article className="mx-auto max-w-3xl">
        <header>
          <h1 className="text-2xl leading-snug font-bold text-slate-900 md:text-3xl">
            {article.title}
          </h1>
          <p className="mt-3 text-sm text-slate-600">
            <Link
              to={`/author/${article.author.id}`}
              className="font-semibold text-emerald-800 hover:underline"
            >
              {article.author.name}
            </Link>
            {' · '}
            <time dateTime={article.publishedAt}>
              {formatContentDate(article.publishedAt, i18n.language, 'long')}
            </time>
            {' · '}
            {t('content.article.views', { count: article.viewCount })}
          </p>
          <img
            src={article.picture}
            alt=""
            width={1200}
            height={630}
            className="mt-5 aspect-[40/21] w-full rounded-2xl bg-slate-100 object-cover"
          />
          {article.summary ? (
            <p className="mt-5 text-lg font-medium text-slate-800">{article.summary}</p>
          ) : null}
        </header>
        <RichText html={article.body} className="mt-4" />
        {article.tags.length > 0 ? (
          <section aria-labelledby="article-tags" className="mt-8">
            <h2 id="article-tags" className="mb-2 text-sm font-semibold text-slate-600">
              {t('content.article.tags')}
            </h2>
            <ul className="flex flex-wrap gap-2">
              {article.tags.map((tag) => (
                <li key={tag.id}>
                  <Link
                    to={`/article?tag=${tag.id}`}
                    className="inline-block rounded-full border border-emerald-700 px-3 py-1 text-sm text-emerald-900 hover:bg-emerald-50"
                  >
                    {tag.text}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <AuthorBox author={article.author} />
      </article>
      <ArticleProducts articleId={article.id} />
      {article.related.length > 0 ? (
        <section aria-labelledby="article-related" className="mt-10">
          <h2 id="article-related" className="mb-4 text-xl font-bold text-slate-900">
            {t('content.article.relatedArticles')}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {article.related.map((a) => (
              <li key={a.key}>
                <ArticleCard article={a} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
