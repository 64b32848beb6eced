import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Pager } from '../../../components/pager';
import { formatThaiDate } from '../../../lib/format-thai-date';
import { useTranslation } from '../../../lib/use-translation';
import { storeReviewsQueryOptions } from '../api/store-queries';

/** Reviews of the shop, newest first, paged (reviews table, slice C writes them). */
export function StoreReviews({ storeId }: { storeId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data } = useQuery(storeReviewsQueryOptions(storeId, page));
  if (!data) return null;
  return (
    <div data-testid="store-reviews">
      {data.items.length === 0 ? <p>{t('stores.noReviews')}</p> : null}
      <ul className="grid gap-3">
        {data.items.map((r) => (
          <li key={r.id} className="rounded-lg border border-slate-200 p-3">
            <p className="font-semibold">
              {r.reviewerName} <span aria-hidden="true">{'★'.repeat(r.rating)}</span>
              <span className="sr-only">{t('stores.stars', { count: r.rating })}</span>
            </p>
            <p className="text-sm text-slate-500">
              {/* One shared formatter: toLocaleDateString builds a new one per review. */}
              {formatThaiDate(r.createdAt)}
            </p>
            <p className="mt-1">{r.text}</p>
            {r.reply ? (
              // The shop's one answer (issue 17 item 5): plain text, rendered as text.
              <div
                className="mt-2 rounded-md border-l-4 border-emerald-700 bg-emerald-50 p-2"
                data-testid="store-review-reply"
              >
                <p className="text-sm font-semibold text-emerald-900">
                  {t('storeReviewReply.label')}
                </p>
                <p className="whitespace-pre-line break-words">{r.reply}</p>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <Pager page={data.page} totalPages={data.totalPage} onPageChange={setPage} />
    </div>
  );
}
