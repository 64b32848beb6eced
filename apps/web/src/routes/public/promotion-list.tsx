import { useQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../app/query-client';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { PageHeading } from '../../components/page-heading';
import { Pager } from '../../components/pager';
import { promotionListQueryOptions } from '../../features/content/api/get-promotions';
import { PromotionCard } from '../../features/content/components/promotion-card';
import {
  EmptyBlock,
  LoadErrorBlock,
  LoadingBlock,
} from '../../features/content/components/query-states';
import { readPageParam, usePageParam } from '../../features/content/lib/use-page-param';
import { useTranslation } from '../../lib/use-translation';

export function loader({ request }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(
    promotionListQueryOptions(readPageParam(new URL(request.url).search)),
  );
  return null;
}

/** /promotion: the running promotions, newest first, paged. */
export function Component() {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  const list = useQuery(promotionListQueryOptions(page));
  return (
    <>
      <Breadcrumbs items={[{ label: t('pages.promotionList') }]} />
      <PageHeading titleKey="pages.promotionList">
        <p className="mt-2 text-slate-700">{t('content.promotion.intro')}</p>
      </PageHeading>
      {list.isPending ? (
        <LoadingBlock />
      ) : list.isError ? (
        <LoadErrorBlock onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyBlock>{t('content.promotion.empty')}</EmptyBlock>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.data.items.map((p) => (
              <li key={p.key}>
                <PromotionCard promotion={p} headingLevel="h2" />
              </li>
            ))}
          </ul>
          <Pager page={page} totalPages={list.data.totalPage} onPageChange={setPage} />
        </>
      )}
    </>
  );
}
