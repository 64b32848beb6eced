import { useQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../app/query-client';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { PageHeading } from '../../components/page-heading';
import { Pager } from '../../components/pager';
import { reviewListQueryOptions } from '../../features/content/api/get-reviews';
import {
  EmptyBlock,
  LoadErrorBlock,
  LoadingBlock,
} from '../../features/content/components/query-states';
import { RatingSummary } from '../../features/content/components/rating-summary';
import { ReviewCard } from '../../features/content/components/review-card';
import { readPageParam, usePageParam } from '../../features/content/lib/use-page-param';
import { useTranslation } from '../../lib/use-translation';

export function loader({ request }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(
    reviewListQueryOptions(readPageParam(new URL(request.url).search)),
  );
  return null;
}

/** /review: every visible review, newest first, paged, with the rating summary. */
export function Component() {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  const list = useQuery(reviewListQueryOptions(page));
  return (
    <>
      <Breadcrumbs items={[{ label: t('pages.review') }]} />
      <PageHeading titleKey="pages.review">
        <p className="mt-2 text-slate-700">{t('content.review.intro')}</p>
      </PageHeading>
      {list.isPending ? (
        <LoadingBlock />
      ) : list.isError ? (
        <LoadErrorBlock onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyBlock>{t('content.review.empty')}</EmptyBlock>
      ) : (
        <>
          <RatingSummary summary={list.data.summary} />
          <h2 className="sr-only">{t('content.review.listHeading')}</h2>
          <ul className="grid gap-4 md:grid-cols-2">
            {list.data.items.map((r) => (
              <li key={r.id}>
                <ReviewCard review={r} />
              </li>
            ))}
          </ul>
          <Pager page={page} totalPages={list.data.totalPage} onPageChange={setPage} />
        </>
      )}
    </>
  );
}
