import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { BranchSelect } from '../../../components/branch-select';
import { Pager } from '../../../components/pager';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/use-translation';
import { overallRatingQueryOptions, reviewListQueryOptions } from '../api/seller-reviews';
import { RatingSummary } from './rating-summary';
import { ReviewCard } from './review-card';

// /seller/review (spec 2.3, 7 "Seller" → Ratings; issue 17 item 5): the shop's average and
// stars, then its reviews newest first with the order each came from, paged; the branch (for an
// owner of several), the stars and the page live in the address.

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export function ReviewScreen() {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const branchId = positive(params.get('branchId'));
  const rating = positive(params.get('rating'));
  const page = positive(params.get('page')) ?? 1;
  const overall = useQuery(overallRatingQueryOptions(branchId));
  const list = useQuery(reviewListQueryOptions({ branchId, rating, page }));

  const update = (change: { branchId?: number; rating?: number; page?: number }) => {
    const next = { branchId, rating, page: 1, ...change };
    const search = new URLSearchParams();
    if (next.branchId) search.set('branchId', String(next.branchId));
    if (next.rating) search.set('rating', String(next.rating));
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  const stores = overall.data?.stores ?? [];
  const showStore = stores.length > 1 && branchId === undefined;
  const error = overall.error ?? list.error;
  const data = list.data;

  return (
    <div className="space-y-4">
      {stores.length > 1 ? (
        <BranchSelect
          id={`${id}-branch`}
          label={t('sellerReview.filter.branch')}
          allLabel={t('sellerReview.filter.allBranches')}
          stores={stores}
          value={branchId}
          onChange={(branchId) => update({ branchId, rating })}
          className="max-w-sm"
        />
      ) : null}
      {error ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
          {error instanceof ApiError ? error.message : t('sellerReview.loadError')}
        </p>
      ) : null}
      {overall.data ? (
        <RatingSummary
          data={overall.data}
          rating={rating}
          onPickRating={(star) => update({ branchId, rating: star })}
        />
      ) : null}
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold text-slate-900">{t('sellerReview.list.title')}</h2>
        <p role="status" className="text-sm text-slate-700" data-testid="review-total">
          {data
            ? rating
              ? t('sellerReview.list.foundStars', { count: data.totalCount, stars: rating })
              : t('sellerReview.list.found', { count: data.totalCount })
            : ''}
        </p>
      </div>
      {rating ? (
        <button
          type="button"
          onClick={() => update({ branchId })}
          className="text-sm font-semibold text-emerald-800 underline"
        >
          {t('sellerReview.filter.showAll')}
        </button>
      ) : null}
      {data && data.reviewList.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-600">
          {rating ? t('sellerReview.list.noMatch') : t('sellerReview.list.empty')}
        </p>
      ) : null}
      {data && data.reviewList.length > 0 ? (
        <ul className="space-y-3" data-testid="review-list">
          {data.reviewList.map((review) => (
            <ReviewCard key={review.id} review={review} showStore={showStore} />
          ))}
        </ul>
      ) : null}
      {data ? (
        <Pager
          page={data.page}
          totalPages={data.totalPage}
          onPageChange={(next) => update({ branchId, rating, page: next })}
        />
      ) : null}
    </div>
  );
}
